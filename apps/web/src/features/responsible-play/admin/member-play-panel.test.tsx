import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminPlayLimit, AdminResponsiblePlay } from '@site/contracts/api/admin-responsible-play';
import { memberPlayAdminEndpoints } from '@site/contracts/endpoints/member-play-admin';
import { playLimitKinds, type PlayLimitKind } from '@site/contracts/responsible-play';

import { answer, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { renderWithSite } from '../../../test/console/harness';
import { MemberPlayPanel } from './member-play-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = memberPlayAdminEndpoints;
const PENDING_FROM = '2026-11-30T01:00:00.000Z';

const limit = (kind: PlayLimitKind, set: Partial<AdminPlayLimit> = {}): AdminPlayLimit => ({
  kind,
  value: null,
  pending: null,
  used: kind.endsWith('Minutes') ? null : 0,
  remaining: null,
  ...set,
});

const view = (changes: Partial<Record<PlayLimitKind, Partial<AdminPlayLimit>>> = {}): AdminResponsiblePlay => ({
  userId: 'demo',
  limits: playLimitKinds.map((kind) => limit(kind, changes[kind])),
  exclusions: [
    {
      id: 2,
      kind: 'time_out',
      startedAt: '2026-11-28T03:00:00.000Z',
      endsAt: '2026-12-05T03:00:00.000Z',
      reopenRequestedAt: null,
      reopensAt: null,
      inForce: true,
    },
    {
      id: 1,
      kind: 'self_exclusion',
      startedAt: '2025-01-01T00:00:00.000Z',
      endsAt: '2025-07-01T00:00:00.000Z',
      reopenRequestedAt: '2025-07-02T00:00:00.000Z',
      reopensAt: '2025-07-03T00:00:00.000Z',
      inForce: false,
    },
  ],
  excluded: true,
  excludedUntil: '2026-12-05T03:00:00.000Z',
  verification: { status: 'refused', submittedAt: '2026-11-20T00:00:00.000Z', decidedAt: null, reason: '사진 흐림' },
});

const member = view({
  depositDaily: { value: 50_000, used: 20_000, remaining: 30_000, pending: { value: 80_000, from: PENDING_FROM } },
  stakeDaily: { value: 10_000, used: 3_000, remaining: 7_000 },
  realityCheckMinutes: { value: 60 },
});

/** The lowerings sent: only the PUT carries a body. */
const puts = (calls: SentCall[]) =>
  calls
    .filter((call) => call.body !== undefined)
    .map((call) => ({ path: call.url.pathname, body: sentBody(admin.lowerLimit, call) }));

// MUI dialogs and tables in jsdom take seconds on a machine this busy; a limit, not a timing assertion.
describe('책임감 있는 이용 (운영)', () => {
  it("shows the member's limits with used and left, the raise waiting and when, breaks and verification", async () => {
    scriptCalls([answer(admin.responsiblePlay, member)]);
    renderWithSite(<MemberPlayPanel userId="demo" />);

    const limits = await screen.findByRole('table', { name: '회원의 이용 한도' });
    const deposit = within(limits).getByText('일일 충전 한도').closest('tr') as HTMLElement;
    expect(within(deposit).getByText('50,000원')).toBeInTheDocument();
    expect(within(deposit).getByText('20,000원 / 30,000원')).toBeInTheDocument();
    expect(within(deposit).getByText('80,000원 → 26-11-30 10:00:00 적용')).toBeInTheDocument();
    const loss = within(limits).getByText('일일 손실 한도').closest('tr') as HTMLElement;
    expect(within(loss).getByText('없음')).toBeInTheDocument();

    const session = screen.getByRole('table', { name: '회원의 접속 시간 설정' });
    expect(within(session).getByText('60분마다')).toBeInTheDocument();
    expect(within(session).getByText('사용 안 함')).toBeInTheDocument();

    const breaks = screen.getByRole('table', { name: '회원의 이용 중지 · 이용 제한 기록' });
    const timeOut = within(breaks).getByText('이용 중지').closest('tr') as HTMLElement;
    expect(within(timeOut).getByText('진행 중')).toBeInTheDocument();
    expect(within(timeOut).getByText('26-12-05 12:00:00')).toBeInTheDocument();
    const exclusion = within(breaks).getByText('이용 제한').closest('tr') as HTMLElement;
    expect(within(exclusion).getByText('종료됨')).toBeInTheDocument();
    expect(screen.getByText('이용 중지·제한 중 · 26-12-05 12:00:00까지 로그인할 수 없습니다')).toBeInTheDocument();

    expect(screen.getByText('거절됨')).toBeInTheDocument();
    expect(screen.getByText('사유: 사진 흐림')).toBeInTheDocument();
  });

  it('lowers a limit with a reason after the confirmation and shows the answer', async () => {
    const lowered = view({ depositDaily: { value: 30_000, used: 20_000, remaining: 10_000 } });
    const calls = scriptCalls([answer(admin.responsiblePlay, member), answer(admin.lowerLimit, lowered)]);
    renderWithSite(<MemberPlayPanel userId="demo" />);

    const form = await screen.findByRole('form', { name: '한도 낮추기' });
    expect(within(form).getByText('현재 한도: 50,000원')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/새 한도/), { target: { value: '30,000' } });
    fireEvent.change(within(form).getByLabelText(/사유/), { target: { value: '고객 요청' } });
    fireEvent.click(within(form).getByRole('button', { name: '낮추기' }));
    const question = await screen.findByRole('dialog', { name: '한도 낮추기' });
    expect(within(question).getByText(/demo 회원의 한도를 바로 낮춥니다: 일일 충전 한도 30,000원/)).toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: '낮추기' }));

    expect(await screen.findByText('한도를 낮췄습니다: 일일 충전 한도 30,000원')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        path: '/api/admin/members/demo/limits',
        body: { kind: 'depositDaily', value: 30_000, reason: '고객 요청' },
      },
    ]);
    // Behind the site's alert (the rest of the page is hidden from the screen reader meanwhile).
    const limits = screen.getByRole('table', { name: '회원의 이용 한도', hidden: true });
    const deposit = within(limits).getByText('일일 충전 한도').closest('tr') as HTMLElement;
    expect(within(deposit).getByText('20,000원 / 10,000원')).toBeInTheDocument();
  });

  it('refuses a raise and an empty reason on their fields in Korean, sending nothing', async () => {
    const calls = scriptCalls([answer(admin.responsiblePlay, member)]);
    renderWithSite(<MemberPlayPanel userId="demo" />);

    const form = await screen.findByRole('form', { name: '한도 낮추기' });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '종류' }));
    fireEvent.click(await screen.findByRole('option', { name: '일일 베팅 한도' }));
    fireEvent.change(within(form).getByLabelText(/새 한도/), { target: { value: '20000' } });
    fireEvent.click(within(form).getByRole('button', { name: '낮추기' }));

    expect(
      await within(form).findByText(
        '운영자는 한도를 낮추기만 할 수 있습니다. 현재 10,000원보다 작은 값을 입력해주세요.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('사유를 입력해주세요.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });
});
