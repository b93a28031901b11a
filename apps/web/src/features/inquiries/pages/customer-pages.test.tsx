import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Inquiry, InquirySummary } from '@site/contracts/api/inquiries';
import { inquiryEndpoints } from '@site/contracts/endpoints/inquiries';
import { memberEndpoints } from '@site/contracts/endpoints/members';

import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { answer, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { memberUser } from '../../../test/users';
import { clearSession, startSession } from '../../auth/session-store';
import CustomerPage from './customer-page';
import CustomerViewPage from './customer-view-page';
import CustomerWritePage from './customer-write-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const summary: InquirySummary = {
  id: 5,
  category: 'account',
  title: '입금 계좌 문의',
  status: 'answered',
  createdAt: '2026-11-24T03:00:00.000Z',
  answeredAt: '2026-11-24T04:00:00.000Z',
  unread: true,
};

/** The customer centre's three pages at `path`, as the route table mounts them. */
function renderCentre(path: string) {
  renderWithSite(
    <Routes location={path}>
      <Route path="/customer" element={<CustomerPage />} />
      <Route path="/customer/write/:flag?" element={<CustomerWritePage />} />
      <Route path="/customer/view/:id" element={<CustomerViewPage />} />
    </Routes>,
  );
}

describe('/customer', () => {
  it('shows a guest the intro and a login prompt, and asks the server nothing', async () => {
    scriptCalls([]);
    renderCentre('/customer');
    expect(screen.getByText(/1:1 문의로 남겨주세요/)).toBeInTheDocument();
    expect(screen.getByText('문의 내역 확인과 문의 작성은 로그인 후 이용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '내 문의 내역' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists a member's inquiries with their state and a new answer marked", async () => {
    startSession('token', 60);
    scriptCalls([
      answer(memberEndpoints.user, memberUser()),
      answer(inquiryEndpoints.page, { items: [summary], page: 1, pageCount: 1, totalCount: 1 }),
    ]);
    renderCentre('/customer');
    const row = await within(await screen.findByRole('list', { name: '내 문의 내역' })).findByRole('listitem');
    expect(row).toHaveTextContent('답변완료');
    expect(row).toHaveTextContent('새 답변');
    expect(row).toHaveTextContent('입금 계좌 문의');
    expect(screen.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/customer/write');
  });
});

describe('/customer/write/{flag}', () => {
  it('opens /customer/write/account as a 계좌문의 and sends what the member wrote', async () => {
    startSession('token', 60);
    const sent = scriptCalls([answer(memberEndpoints.user, memberUser()), answer(inquiryEndpoints.create, { id: 9 })]);
    renderCentre('/customer/write/account');
    expect(screen.getByRole('combobox', { name: '문의 종류' })).toHaveTextContent('계좌문의');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('입금 계좌 문의');
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(await screen.findByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(sent.filter((call) => call.url.pathname === '/api/customer')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: '내용' }), { target: { value: '계좌 알려주세요' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    await closeAlert('문의를 보냈습니다. 답변이 등록되면 알려드립니다.');
    const create = sent.find((call) => call.url.pathname === '/api/customer');
    expect(create && sentBody(inquiryEndpoints.create, create)).toEqual({
      category: 'account',
      title: '입금 계좌 문의',
      body: '계좌 알려주세요',
    });
  });

  it('opens an unknown flag as an empty form', () => {
    scriptCalls([]);
    renderCentre('/customer/write/whatever');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('');
  });
});

describe('/customer/view/{id}', () => {
  it('shows the question and the answer as plain text, never as markup', async () => {
    const script = '<img src=x onerror="window.hacked=1"><b>굵게</b>';
    const inquiry: Inquiry = { ...summary, unread: false, title: script, body: script, answer: `답변\n${script}` };
    scriptCalls([answer(inquiryEndpoints.one, inquiry)]);
    renderCentre('/customer/view/5');
    const answerRegion = await screen.findByRole('region', { name: '답변' });
    expect(answerRegion).toHaveTextContent(script);
    expect(screen.getByRole('heading', { name: script })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    // An answered inquiry stays: no delete button.
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('says an inquiry that is not the member’s cannot be found', async () => {
    scriptCalls([refuse(inquiryEndpoints.one, 404, '문의를 찾을 수 없습니다.')]);
    renderCentre('/customer/view/77');
    expect(await screen.findByText('문의를 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
