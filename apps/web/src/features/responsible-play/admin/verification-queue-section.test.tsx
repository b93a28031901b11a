import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminVerification } from '@site/contracts/api/verification';
import { verificationAdminEndpoints as admin } from '@site/contracts/endpoints/verification';

import { answerEach, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { VerificationQueueSection } from './verification-queue-section';

const waiting: AdminVerification = {
  id: 7,
  memberId: 3,
  userId: 'kim01',
  nickName: '김씨',
  legalName: '김인증',
  birthDate: '1990-05-15',
  ageAtSubmission: 36,
  documentType: 'driver_license',
  status: 'pending',
  reason: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  decidedAt: null,
  decidedByUserId: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('본인 인증 심사', () => {
  it('opens the photo with the operator’s session and refuses with the reason the member reads', async () => {
    let refused = false;
    const sent = scriptCalls([
      answerEach(admin.list, () => ({ body: refused ? [] : [waiting] })),
      // the image's bytes, which no answer schema describes
      { endpoint: admin.document, reply: () => ({ status: 200, body: 'image bytes' }) },
      answerEach(admin.refuse, () => {
        refused = true;
        return { body: { ...waiting, status: 'refused' as const, reason: '사진이 흐립니다.' } };
      }),
    ]);
    renderWithSite(<VerificationQueueSection />);

    fireEvent.click(await screen.findByRole('button', { name: '신분증 보기' }));
    const dialog = await screen.findByRole('dialog', { name: 'kim01 · 김인증' });
    expect(dialog).toHaveTextContent('1990-05-15 (만 36세) · 운전면허증');
    expect(await within(dialog).findByRole('img', { name: 'kim01 회원의 신분증 사진' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:/),
    );
    const photoCall = sent.find((call) => call.url.pathname.endsWith('/admin/verifications/7/document'));
    expect(photoCall).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    const reasonDialog = await screen.findByRole('dialog', { name: '본인 인증 거절' });
    // An empty reason is not sent: the member must read why.
    fireEvent.click(within(reasonDialog).getByRole('button', { name: '거절' }));
    expect(await within(reasonDialog).findByText('거절 사유를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(within(reasonDialog).getByRole('textbox', { name: '거절 사유' }), {
      target: { value: '사진이 흐립니다.' },
    });
    fireEvent.click(within(reasonDialog).getByRole('button', { name: '거절' }));
    await closeAlert('kim01 회원의 본인 인증을 거절했습니다.');
    const refusal = sent.find((call) => call.url.pathname.endsWith('/refuse'));
    if (!refusal) throw new Error('the refusal was not sent');
    expect(sentBody(admin.refuse, refusal)).toEqual({ reason: '사진이 흐립니다.' });
    await waitFor(() => expect(screen.getByText('심사를 기다리는 본인 인증 신청이 없습니다.')).toBeInTheDocument());
  });
});
