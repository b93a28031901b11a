import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MemberVerification } from '@site/contracts/api/verification';
import { verificationEndpoints as member } from '@site/contracts/endpoints/verification';

import { answerEach, answerInTurn, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { VerificationPanel } from './verification-panel';

const none: MemberVerification = {
  status: 'none',
  reason: null,
  legalName: null,
  documentType: null,
  submittedAt: null,
  decidedAt: null,
  requiredForWithdrawal: true,
  requiredForDeposit: false,
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('본인 인증 panel', () => {
  it('shows a refusal with its reason and sends a new request with the picked photo, previewed', async () => {
    const refused = { ...none, status: 'refused' as const, reason: '사진이 흐립니다.', legalName: '홍길동' };
    const pending = {
      ...none,
      status: 'pending' as const,
      legalName: '홍길동',
      documentType: 'passport' as const,
      submittedAt: '2026-11-29T01:00:00.000Z',
    };
    const sent = scriptCalls([
      answerInTurn(member.state, [{ body: refused }]),
      answerEach(member.submit, () => ({ status: 201, body: pending })),
    ]);
    renderWithSite(<VerificationPanel />);

    const state = await screen.findByRole('status', { name: '인증 상태' });
    expect(state).toHaveTextContent('거절됨');
    expect(state).toHaveTextContent('거절 사유: 사진이 흐립니다.');
    expect(state).toHaveTextContent('본인 인증이 승인되어야 환전할 수 있습니다.');

    const form = screen.getByRole('form', { name: '본인 인증 신청' });
    // Nothing picked: the form says what is missing and sends nothing.
    fireEvent.click(within(form).getByRole('button', { name: '본인 인증 신청' }));
    expect(await within(form).findByText('실명을 2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(within(form).getByText('신분증 사진을 올려주세요.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('실명'), { target: { value: '홍길동' } });
    fireEvent.change(within(form).getByLabelText('생년월일'), { target: { value: '1990-05-15' } });
    fireEvent.change(within(form).getByLabelText('신분증 종류'), { target: { value: 'passport' } });
    const file = new File([PNG], 'id.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('신분증 사진'), { target: { files: [file] } });
    expect(await within(form).findByRole('img', { name: '고른 신분증 사진 미리보기' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    fireEvent.click(within(form).getByRole('button', { name: '본인 인증 신청' }));
    await closeAlert('본인 인증을 신청했습니다. 운영자가 확인한 뒤 결과를 알려드립니다.');
    const submitted = sent.find((call) => call.body !== undefined);
    if (!submitted) throw new Error('the request was not sent');
    const body = sentBody(member.submit, submitted);
    expect(body).toMatchObject({ legalName: '홍길동', birthDate: '1990-05-15', documentType: 'passport' });
    expect(body.document).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(screen.getByRole('status', { name: '인증 상태' })).toHaveTextContent('심사 중'));
    expect(screen.queryByRole('form', { name: '본인 인증 신청' })).not.toBeInTheDocument();
  });

  it('offers no form once approved, and says deposits wait too when the operator asks it', async () => {
    scriptCalls([answerInTurn(member.state, [{ body: { ...none, requiredForDeposit: true } }])]);
    renderWithSite(<VerificationPanel />);
    const state = await screen.findByRole('status', { name: '인증 상태' });
    expect(state).toHaveTextContent('본인 인증이 승인되어야 충전할 수 있습니다.');
    cleanup();

    scriptCalls([
      answerInTurn(member.state, [
        { body: { ...none, status: 'approved', legalName: '홍길동', requiredForWithdrawal: false } },
      ]),
    ]);
    renderWithSite(<VerificationPanel />);
    expect(await screen.findByRole('status', { name: '인증 상태' })).toHaveTextContent(
      '홍길동 님의 본인 인증이 완료되었습니다.',
    );
    expect(screen.queryByRole('form', { name: '본인 인증 신청' })).not.toBeInTheDocument();
  });
});
