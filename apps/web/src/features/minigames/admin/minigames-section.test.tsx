import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MinigameSetting } from '@site/contracts/api/minigames';

import { closeAlert, renderWithSite, scriptServer, type Call } from '../../../test/console/harness';
import { MinigamesSection } from './minigames-section';

const setting = (gameId: number, changes: Partial<MinigameSetting> = {}): MinigameSetting => ({
  gameId,
  systemMaintenanceFlg: false,
  minStake: 5_000,
  maxStake: 1_000_000,
  maxPayout: 5_000_000,
  ...changes,
});

/** A server holding the settings: a PUT changes the game's stored setting and answers it. */
function server(initial: MinigameSetting[]) {
  let settings = initial;
  const put = (call: Call) => {
    const gameId = Number(call.path.split('/').at(-1));
    settings = settings.map((entry) => (entry.gameId === gameId ? { ...entry, ...(call.body as object) } : entry));
    return { body: settings.find((entry) => entry.gameId === gameId) };
  };
  return scriptServer({
    'GET admin/minigames': () => ({ body: settings }),
    'PUT admin/minigames/211': put,
    'PUT admin/minigames/301': put,
  });
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('미니게임 운영', () => {
  it('lists every game under its provider with its limits', async () => {
    server([setting(211), setting(212, { systemMaintenanceFlg: true }), setting(301, { maxStake: 300_000 })]);
    renderWithSite(<MinigamesSection />);

    const eos = await screen.findByRole('table', { name: 'EOS' });
    expect(within(eos).getAllByRole('row')).toHaveLength(3);
    expect(within(eos).getByRole('textbox', { name: 'EOS 파워볼 1분 최대 베팅금액' })).toHaveValue('1,000,000');
    expect(within(eos).getByRole('switch', { name: 'EOS 파워볼 2분 점검' })).toBeChecked();
    expect(within(eos).getByRole('switch', { name: 'EOS 파워볼 1분 점검' })).not.toBeChecked();
    const lotus = screen.getByRole('table', { name: '로투스' });
    expect(within(lotus).getByRole('textbox', { name: '로투스 바카라 최대 베팅금액' })).toHaveValue('300,000');
  });

  it('saves one game’s limits and shows them as stored', async () => {
    const calls = server([setting(211), setting(301)]);
    renderWithSite(<MinigamesSection />);

    const maxStake = await screen.findByRole('textbox', { name: 'EOS 파워볼 1분 최대 베팅금액' });
    expect(screen.getByRole('button', { name: 'EOS 파워볼 1분 한도 저장' })).toBeDisabled();
    fireEvent.change(maxStake, { target: { value: '2000000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'EOS 파워볼 1분 최대 당첨금' }), {
      target: { value: '10,000,000' },
    });
    fireEvent.blur(maxStake);
    expect(maxStake).toHaveValue('2,000,000');
    fireEvent.click(screen.getByRole('button', { name: 'EOS 파워볼 1분 한도 저장' }));

    await closeAlert('EOS 파워볼 1분 한도를 저장했습니다.');
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        path: 'admin/minigames/211',
        body: { minStake: 5_000, maxStake: 2_000_000, maxPayout: 10_000_000 },
      },
    ]);
    expect(maxStake).toHaveValue('2,000,000');
    expect(screen.getByRole('button', { name: 'EOS 파워볼 1분 한도 저장' })).toBeDisabled();
  });

  it('names a limit that does not fit the others, under its field, and sends nothing', async () => {
    const calls = server([setting(211)]);
    renderWithSite(<MinigamesSection />);

    fireEvent.change(await screen.findByRole('textbox', { name: 'EOS 파워볼 1분 최소 베팅금액' }), {
      target: { value: '3,000,000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'EOS 파워볼 1분 한도 저장' }));
    expect(await screen.findByText('최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it('asks before putting a game under maintenance, and does nothing when the operator cancels', async () => {
    const calls = server([setting(211)]);
    renderWithSite(<MinigamesSection />);

    fireEvent.click(await screen.findByRole('switch', { name: 'EOS 파워볼 1분 점검' }));
    const question = await screen.findByRole('dialog', { name: '미니게임 점검 시작' });
    expect(question).toHaveTextContent('EOS 파워볼 1분을 점검으로 전환하시겠습니까?');
    fireEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)).toEqual([]);
    expect(screen.getByRole('switch', { name: 'EOS 파워볼 1분 점검' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('switch', { name: 'EOS 파워볼 1분 점검' }));
    const again = await screen.findByRole('dialog', { name: '미니게임 점검 시작' });
    fireEvent.click(within(again).getByRole('button', { name: '점검 시작' }));
    await closeAlert('EOS 파워볼 1분을 점검으로 전환했습니다.');
    expect(puts(calls).map((call) => call.body)).toEqual([{ systemMaintenanceFlg: true }]);
    expect(screen.getByRole('switch', { name: 'EOS 파워볼 1분 점검' })).toBeChecked();
    expect(screen.getByText('점검중')).toBeInTheDocument();
  });

  it('ends maintenance without asking', async () => {
    const calls = server([setting(211, { systemMaintenanceFlg: true })]);
    renderWithSite(<MinigamesSection />);

    fireEvent.click(await screen.findByRole('switch', { name: 'EOS 파워볼 1분 점검' }));
    await closeAlert('EOS 파워볼 1분 점검을 해제했습니다.');
    expect(puts(calls).map((call) => call.body)).toEqual([{ systemMaintenanceFlg: false }]);
    expect(screen.getByRole('switch', { name: 'EOS 파워볼 1분 점검' })).not.toBeChecked();
  });
});
