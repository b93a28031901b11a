import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminInquiry } from '@site/contracts/api/inquiries';
import { inquiryAdminEndpoints as admin } from '@site/contracts/endpoints/inquiries';

import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { answer, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { InquiryAnswer } from './inquiry-answer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const waiting: AdminInquiry = {
  id: 5,
  category: 'account',
  title: '입금 계좌 문의',
  status: 'waiting',
  createdAt: '2026-11-24T03:00:00.000Z',
  answeredAt: null,
  unread: false,
  userId: 'member7',
  nickName: '회원칠',
  body: '계좌 알려주세요',
  answer: null,
  answeredBy: null,
  answerReadAt: null,
};

const templates = [{ id: 1, title: '확인 후 안내', body: '확인하고 있습니다.' }];

describe('answering an inquiry in the console', () => {
  it('inserts the deposit account text and a template with one click each, then sends the answer', async () => {
    const sent = scriptCalls([
      // Before admin.one, whose /admin/inquiries/:id would take its path too.
      answer(admin.accountAnswer, { text: '국민 000-00 예금주' }),
      answer(admin.one, waiting),
      answer(admin.templates, templates),
      answer(admin.answer, { ...waiting, status: 'answered', answer: '국민 000-00 예금주' }),
    ]);
    renderWithSite(<InquiryAnswer id={5} onClose={() => undefined} />);
    const article = await screen.findByRole('article', { name: '입금 계좌 문의' });
    expect(article).toHaveTextContent('member7 (회원칠)');
    expect(article).toHaveTextContent('계좌 알려주세요');

    const box = screen.getByRole('textbox', { name: '답변 내용' });
    fireEvent.click(screen.getByRole('button', { name: '입금 계좌 안내 넣기' }));
    await waitFor(() => expect(box).toHaveValue('국민 000-00 예금주'));
    fireEvent.click(await screen.findByRole('button', { name: '템플릿 넣기: 확인 후 안내' }));
    expect(box).toHaveValue('국민 000-00 예금주\n\n확인하고 있습니다.');

    fireEvent.click(screen.getByRole('button', { name: '답변 등록' }));
    await closeAlert('답변을 등록했습니다.');
    const post = sent.find((call) => call.url.pathname === '/api/admin/inquiries/5/answer');
    expect(post && sentBody(admin.answer, post)).toEqual({ answer: '국민 000-00 예금주\n\n확인하고 있습니다.' });
  });

  it('edits an answered inquiry with PUT, and shows another operator’s 409 in Korean', async () => {
    const answered = { ...waiting, category: 'general' as const, status: 'answered' as const, answer: '처음 답변' };
    scriptCalls([
      answer(admin.one, answered),
      answer(admin.templates, []),
      refuse(admin.editAnswer, 409, '아직 답변하지 않은 문의입니다.'),
    ]);
    renderWithSite(<InquiryAnswer id={5} onClose={() => undefined} />);
    const box = await screen.findByRole('textbox', { name: '답변 내용' });
    expect(box).toHaveValue('처음 답변');
    // Only a 계좌문의 gets the account text button.
    expect(screen.queryByRole('button', { name: '입금 계좌 안내 넣기' })).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: '고친 답변' } });
    fireEvent.click(within(screen.getByRole('form', { name: '답변' })).getByRole('button', { name: '답변 수정' }));
    await closeAlert('아직 답변하지 않은 문의입니다.');
    expect(box).toHaveValue('고친 답변');
  });
});
