import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SportsSettings } from '@site/contracts/api/admin-sportsbook';
import type { SportsFeedStatus } from '@site/contracts/api/sports';

import { betLimit, cashOutSettings } from '../../../test/console/fixtures';
import { closeAlert, renderWithSite, scriptServer, type Handlers } from '../../../test/console/harness';
import { SportsbookSection } from './sportsbook-section';

const feed: SportsFeedStatus = { running: true, liveFixtures: 12, scheduledFixtures: 1_234, seq: 98_765 };
const settings: SportsSettings = {
  bettingOpen: true,
  bonusOdds: [{ minPicks: 3, odds: 1.03 }],
  forbiddenCombos: [['winDrawLose', 'handicap']],
  singlesAllowed: true,
  cancelCutoffMinutes: 10,
  cancelWindowMinutes: 5,
  oddsMoveLimitPercent: 10,
};
const limits = [
  betLimit(),
  betLimit({ level: 2, levelName: '실버', maxStake: 2_000_000, maxPayout: 20_000_000, custom: false }),
];

const server = (overrides: Handlers = {}) =>
  scriptServer({
    'GET admin/sports/feed': () => ({ body: feed }),
    'GET admin/sports/settings': () => ({ body: settings }),
    'GET admin/bet-limits': () => ({ body: limits }),
    'GET admin/cash-out/settings': () => ({ body: cashOutSettings }),
    ...overrides,
  });

/** The server refusing an input (400) for these reasons. */
const refused =
  (...issues: { path: string; message: string }[]) =>
  () => ({ status: 400, body: { message: '입력값이 올바르지 않습니다.', issues } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('스포츠 운영: 피드', () => {
  it('shows how the feed is doing and fast-forwards it only after the operator confirms', async () => {
    const calls = server({ 'POST admin/sports/advance': () => ({ body: { ok: true } }) });
    renderWithSite(<SportsbookSection />);

    expect(await screen.findByText('실행 중')).toBeInTheDocument();
    expect(screen.getByText('12경기')).toBeInTheDocument();
    expect(screen.getByText('1,234경기')).toBeInTheDocument();
    expect(screen.getByText('98,765')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '1시간 앞당기기' }));
    const question = await screen.findByRole('dialog', { name: '피드 앞당기기' });
    expect(question).toHaveTextContent('경기가 1시간 빨리 시작하고 끝나며');
    fireEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '4시간 앞당기기' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '4시간 앞당기기' }));
    await closeAlert('피드를 4시간 앞당겼습니다.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: 'admin/sports/advance', body: { seconds: 14_400 } },
    ]);
  });

  it('says why it cannot fast-forward a feed that is not running', async () => {
    server({ 'GET admin/sports/feed': () => ({ body: { ...feed, running: false } }) });
    renderWithSite(<SportsbookSection />);

    expect(await screen.findByText('중지')).toBeInTheDocument();
    expect(screen.getByText('피드가 실행 중이 아니어서 앞당길 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '10분 앞당기기' })).toBeDisabled();
  });
});

describe('스포츠 운영: 베팅 설정', () => {
  it('adds a bonus row and a forbidden pair and sends only those', async () => {
    let stored = settings;
    const calls = server({
      'GET admin/sports/settings': () => ({ body: stored }),
      'PUT admin/sports/settings': (call) => {
        stored = { ...stored, ...(call.body as object) };
        return { body: stored };
      },
    });
    renderWithSite(<SportsbookSection />);

    fireEvent.click(await screen.findByRole('button', { name: '보너스 추가' }));
    fireEvent.change(screen.getByRole('textbox', { name: '보너스 2 배당' }), { target: { value: '1.05' } });
    expect(screen.getByRole('textbox', { name: '보너스 2 폴더 수' })).toHaveValue('4');
    fireEvent.change(screen.getByRole('combobox', { name: '첫 번째' }), { target: { value: 'overUnder' } });
    fireEvent.change(screen.getByRole('combobox', { name: '두 번째' }), { target: { value: 'handicap' } });
    fireEvent.click(screen.getByRole('button', { name: '조합 추가' }));
    expect(screen.getByText('언더오버 + 핸디캡')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    await closeAlert('베팅 설정이 저장되었습니다.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: 'admin/sports/settings',
        body: {
          bonusOdds: [
            { minPicks: 3, odds: 1.03 },
            { minPicks: 4, odds: 1.05 },
          ],
          forbiddenCombos: [
            ['winDrawLose', 'handicap'],
            ['overUnder', 'handicap'],
          ],
        },
      },
    ]);
    // The form shows what was saved: nothing left to save.
    expect(screen.getByRole('textbox', { name: '보너스 2 배당' })).toHaveValue('1.05');
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });

  it('asks before closing betting', async () => {
    const calls = server({
      'PUT admin/sports/settings': (call) => ({ body: { ...settings, ...(call.body as object) } }),
    });
    renderWithSite(<SportsbookSection />);

    fireEvent.click(await screen.findByRole('switch', { name: '스포츠 베팅 받기' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    const question = await screen.findByRole('dialog', { name: '스포츠 베팅 중지' });
    fireEvent.click(within(question).getByRole('button', { name: '베팅 중지' }));
    await closeAlert('베팅 설정이 저장되었습니다.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ bettingOpen: false }]);
  });

  it("shows the server's Korean reason under the field it names, and keeps what was typed", async () => {
    server({
      'PUT admin/sports/settings': refused({
        path: 'cancelCutoffMinutes',
        message: '취소 마감 시간은 분 단위로 입력해주세요.',
      }),
    });
    renderWithSite(<SportsbookSection />);

    const cutoff = await screen.findByRole('textbox', { name: '취소 마감 (분)' });
    fireEvent.change(cutoff, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('취소 마감 시간은 분 단위로 입력해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cutoff).toHaveValue('20');
  });

  it("shows a refused bonus row's reason under the bonus list, and the rest in the alert", async () => {
    server({
      'PUT admin/sports/settings': refused(
        { path: 'bonusOdds.0.odds', message: '보너스 배당은 2 이하로 입력해주세요.' },
        { path: 'seasonPass', message: '시즌 설정은 바꿀 수 없습니다.' },
      ),
    });
    renderWithSite(<SportsbookSection />);

    fireEvent.change(await screen.findByRole('textbox', { name: '보너스 1 배당' }), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    // The alert keeps the two lines apart; the text query reads them as one.
    await closeAlert('입력값이 올바르지 않습니다. 시즌 설정은 바꿀 수 없습니다.');
    expect(screen.getByText('보너스 배당은 2 이하로 입력해주세요.')).toBeInTheDocument();
  });

  it('names a wrong field under it and sends nothing', async () => {
    const calls = server();
    renderWithSite(<SportsbookSection />);

    fireEvent.change(await screen.findByRole('textbox', { name: '보너스 1 배당' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('보너스 배당은 2 이하로 입력해주세요.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('스포츠 운영: 레벨별 베팅 한도', () => {
  it("saves one level's limits and shows them with thousands separators", async () => {
    const calls = server({
      'PUT admin/bet-limits/2': (call) => ({ body: { ...limits[1], ...(call.body as object), custom: true } }),
    });
    renderWithSite(<SportsbookSection />);

    const maxStake = await screen.findByRole('textbox', { name: 'Lv.2 실버 최대 베팅금액' });
    expect(maxStake).toHaveValue('2,000,000');
    expect(screen.getByRole('button', { name: 'Lv.1 베팅 한도 저장' })).toBeDisabled();
    fireEvent.change(maxStake, { target: { value: '3000000' } });
    fireEvent.blur(maxStake);
    expect(maxStake).toHaveValue('3,000,000');
    fireEvent.click(screen.getByRole('button', { name: 'Lv.2 베팅 한도 저장' }));

    await closeAlert('Lv.2 베팅 한도를 저장했습니다.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: 'admin/bet-limits/2',
        body: { minStake: 5_000, maxStake: 3_000_000, maxPayout: 20_000_000, maxPicks: 10 },
      },
    ]);
  });

  it('names a limit that does not fit the others, under its field', async () => {
    const calls = server();
    renderWithSite(<SportsbookSection />);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Lv.1 브론즈 최대 당첨금' }), {
      target: { value: '100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lv.1 베팅 한도 저장' }));
    expect(await screen.findByText('최대 당첨금은 최대 베팅금액 이상이어야 합니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('keeps the save shut while the amounts are only typed differently', async () => {
    server();
    renderWithSite(<SportsbookSection />);

    const minStake = await screen.findByRole('textbox', { name: 'Lv.1 브론즈 최소 베팅금액' });
    fireEvent.change(minStake, { target: { value: '5000' } });
    expect(screen.getByRole('button', { name: 'Lv.1 베팅 한도 저장' })).toBeDisabled();
    fireEvent.change(minStake, { target: { value: '6000' } });
    expect(screen.getByRole('button', { name: 'Lv.1 베팅 한도 저장' })).toBeEnabled();
  });

  it("shows the server's reason under the field it names, and keeps what was typed", async () => {
    server({
      'PUT admin/bet-limits/1': refused({ path: 'maxPicks', message: '최대 폴더 수는 정수로 입력해주세요.' }),
    });
    renderWithSite(<SportsbookSection />);

    const maxPicks = await screen.findByRole('textbox', { name: 'Lv.1 브론즈 최대 폴더 수' });
    fireEvent.change(maxPicks, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lv.1 베팅 한도 저장' }));
    expect(await screen.findByText('최대 폴더 수는 정수로 입력해주세요.')).toBeInTheDocument();
    expect(maxPicks).toHaveValue('12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
