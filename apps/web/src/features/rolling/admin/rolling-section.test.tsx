import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminSettlement, AdminSettlementPage, RollingSettings } from '@site/contracts/api/rolling';

import { closeAlert, renderWithSite, scriptServer, type Call } from '../../../test/console/harness';
import { stubPhoneWidth } from '../../../test/phone-width';
import { RollingSection } from './rolling-section';
import { RollingTabLabel } from './rolling-tab-label';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const waiting = (overrides: Partial<AdminSettlement> = {}): AdminSettlement => ({
  id: 5,
  kind: 'all',
  amount: 150_000,
  creditCount: 12,
  status: 'pending',
  payout: 'money',
  requestedAt: '2026-11-24T03:00:00.000Z',
  decidedAt: null,
  tetherAddress: null,
  cashRequestId: null,
  note: null,
  userId: 'demo',
  nickName: '데모',
  memberType: 1,
  ...overrides,
});

const queue = (items: AdminSettlement[]): AdminSettlementPage => ({
  items,
  page: 1,
  pageCount: 1,
  totalCount: items.length,
  pendingCount: items.filter((item) => item.status === 'pending').length,
});

const settings: RollingSettings = {
  minSettlement: 10_000,
  approvalAbove: 100_000,
  referralRates: { sports: 50, live: 50, mini: 30, virtual: 30, casino: 20, slot: 20 },
  partnerMasksMemberIds: false,
};

function serve(items: AdminSettlement[]): Call[] {
  let stored = settings;
  return scriptServer({
    'GET admin/rolling/settlements': () => ({ body: queue(items) }),
    'POST admin/rolling/settlements/5/approve': () => ({ body: { ...waiting(), status: 'paid' } }),
    'POST admin/rolling/settlements/5/refuse': () => ({ body: { ...waiting(), status: 'refused' } }),
    'GET admin/rolling/settings': () => ({ body: stored }),
    'PUT admin/rolling/settings': (call) => {
      stored = call.body as RollingSettings;
      return { body: stored };
    },
    'GET admin/rolling/members/friend01/rates': () => ({
      body: { userId: 'friend01', rates: { ...settings.referralRates, sports: 80 }, custom: true },
    }),
    'PUT admin/rolling/members/friend01/rates': (call) => ({
      body: {
        userId: 'friend01',
        rates: settings.referralRates,
        custom: (call.body as { rates: unknown }).rates !== null,
      },
    }),
  });
}

describe('롤링 정산 tab', () => {
  it('counts the waiting settlements on the tab', async () => {
    serve([waiting(), waiting({ id: 6 })]);
    renderWithSite(<RollingTabLabel />);
    expect(await screen.findByText('2')).toBeInTheDocument();
  });

  it('lists a waiting settlement with its member, kind, payout and credits, and approves it', async () => {
    // As a phone shows it: a card per settlement, its buttons under it.
    stubPhoneWidth();
    const calls = serve([waiting({ payout: 'tether', tetherAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' })]);
    renderWithSite(<RollingSection />);
    const row = await screen.findByRole('listitem', { name: 'demo 150,000원' });
    expect(within(row).getByText(/데모 · 회원/)).toBeInTheDocument();
    expect(
      within(row).getByText('전체 · 롤링 건수 12 · 테더 TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7 · 2026-11-24 12:00'),
    ).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'demo 승인' }));
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await closeAlert('승인했습니다.');
    expect(calls.filter((call) => call.path === 'admin/rolling/settlements/5/approve')).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ status: 'pending', page: '1' });
  });

  it('refuses with a reason, and asks for one first', async () => {
    // As a phone shows it: a card per settlement, its buttons under it.
    stubPhoneWidth();
    const calls = serve([waiting({ memberType: 2 })]);
    renderWithSite(<RollingSection />);
    const row = await screen.findByRole('listitem', { name: 'demo 150,000원' });
    expect(within(row).getByText(/파트너/)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'demo 거절' }));
    const dialog = await screen.findByRole('dialog', { name: '정산 거절' });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await within(dialog).findByText('거절 사유를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/거절 사유/), { target: { value: '중복 베팅 확인 중' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    await closeAlert('거절했습니다.');
    const refusal = calls.find((call) => call.path === 'admin/rolling/settlements/5/refuse');
    expect(refusal?.body).toEqual({ reason: '중복 베팅 확인 중' });
  });

  it('saves the rules with the rates in basis points, no approval as null, and the partners’ id masking', async () => {
    const calls = serve([]);
    renderWithSite(<RollingSection />);
    expect(await screen.findByText('정산 신청이 없습니다.')).toBeInTheDocument();
    // Only the rules' rates are on screen until a member is looked up.
    fireEvent.change(await screen.findByLabelText('스포츠'), { target: { value: '0.75' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '승인 없이 바로 지급' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '아이디 가리기' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await closeAlert('정산 규칙을 저장했습니다.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      minSettlement: 10_000,
      approvalAbove: null,
      referralRates: { ...settings.referralRates, sports: 75 },
      partnerMasksMemberIds: true,
    });
  });

  it('says a rate the contract refuses on its field, without saving', async () => {
    const calls = serve([]);
    renderWithSite(<RollingSection />);
    fireEvent.change(await screen.findByLabelText('카지노'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('롤링 요율은 최대 10%입니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('looks a member’s rates up by login id, saves them and puts them back on the defaults', async () => {
    const calls = serve([]);
    renderWithSite(<RollingSection />);
    fireEvent.change(await screen.findByLabelText('아이디'), { target: { value: 'friend01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    const form = await screen.findByRole('form', { name: 'friend01 회원별 추천인 요율' });
    expect(within(form).getByText('개별 요율')).toBeInTheDocument();
    expect(within(form).getByLabelText('스포츠')).toHaveValue('0.80');
    fireEvent.change(within(form).getByLabelText('슬롯'), { target: { value: '0.3' } });
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    await closeAlert('회원 요율을 저장했습니다.');
    // The form shows what the server answered (it is made again from the saved rates).
    const saved = await screen.findByRole('form', { name: 'friend01 회원별 추천인 요율' });
    fireEvent.click(within(saved).getByRole('button', { name: '기본 요율로' }));
    await closeAlert('기본 요율로 되돌렸습니다.');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([
      { rates: { ...settings.referralRates, sports: 80, slot: 30 } },
      { rates: null },
    ]);
  });
});
