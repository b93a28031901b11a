import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CashOutSettings } from '@site/contracts/api/cash-out';

import { cashOutSettings } from '../../../test/console/fixtures';
import { closeAlert, renderWithSite, scriptServer } from '../../../test/console/harness';
import { CashOutPanel } from './cash-out-panel';

/** A server holding the settings, answering a PUT with them changed as the real one does. */
function settingsServer(start: CashOutSettings = cashOutSettings) {
  let stored = start;
  const calls = scriptServer({
    'GET admin/cash-out/settings': () => ({ body: stored }),
    'PUT admin/cash-out/settings': (call) => {
      stored = { ...stored, ...(call.body as Partial<CashOutSettings>) };
      return { body: stored };
    },
  });
  return { calls, puts: () => calls.filter((call) => call.method === 'PUT').map((call) => call.body) };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: '캐시아웃 설정 저장' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('스포츠 운영: 캐시아웃 설정', () => {
  it('shows what the server holds and sends only what the operator changed', async () => {
    const server = settingsServer({ ...cashOutSettings, disabledSportIds: [54094], maxStake: 2_000_000 });
    renderWithSite(<CashOutPanel />);

    expect(await screen.findByRole('switch', { name: '프리매치 캐시아웃' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '베팅금액 상한 (원)' })).toHaveValue('2,000,000');
    expect(screen.getByRole('button', { name: '테니스' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '캐시아웃 설정 저장' })).toBeDisabled();

    fireEvent.click(screen.getByRole('switch', { name: '인플레이 캐시아웃' }));
    fireEvent.click(screen.getByRole('switch', { name: '롤링 반영' }));
    fireEvent.change(screen.getByRole('textbox', { name: '마진 (%)' }), { target: { value: '7.25' } });
    fireEvent.change(screen.getByRole('textbox', { name: '견적 유효 시간 (초)' }), { target: { value: '8' } });
    const group = screen.getByRole('group', { name: '캐시아웃 제외 종목' });
    fireEvent.click(within(group).getByRole('button', { name: '야구' }));
    fireEvent.click(within(group).getByRole('button', { name: '테니스' }));
    save();

    await closeAlert('캐시아웃 설정을 저장했습니다.');
    expect(server.puts()).toEqual([
      {
        liveEnabled: false,
        countsForRolling: true,
        disabledSportIds: [154914],
        marginPercent: 7.25,
        quoteSeconds: 8,
      },
    ]);
    // The form now shows what was saved: nothing left to save.
    expect(screen.getByRole('switch', { name: '인플레이 캐시아웃' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '캐시아웃 설정 저장' })).toBeDisabled();
  });

  it('clears the stake bound when the field is emptied, and sets one typed with separators', async () => {
    const server = settingsServer({ ...cashOutSettings, maxStake: 2_000_000 });
    renderWithSite(<CashOutPanel />);

    const bound = await screen.findByRole('textbox', { name: '베팅금액 상한 (원)' });
    fireEvent.change(bound, { target: { value: '' } });
    save();
    await closeAlert('캐시아웃 설정을 저장했습니다.');
    fireEvent.change(bound, { target: { value: '3,500,000' } });
    save();
    await closeAlert('캐시아웃 설정을 저장했습니다.');
    expect(server.puts()).toEqual([{ maxStake: null }, { maxStake: 3_500_000 }]);
  });

  it('names each wrong field under it and sends nothing', async () => {
    const server = settingsServer();
    renderWithSite(<CashOutPanel />);

    fireEvent.change(await screen.findByRole('textbox', { name: '마진 (%)' }), { target: { value: '55' } });
    fireEvent.change(screen.getByRole('textbox', { name: '견적 유효 시간 (초)' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: '베팅금액 상한 (원)' }), { target: { value: '만원' } });
    save();

    expect(await screen.findByText('마진은 0에서 50 사이, 소수 둘째 자리까지 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('견적 유효 시간은 1에서 60 사이의 정수로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('베팅금액 상한은 1원 이상의 정수로 입력하거나 비워주세요.')).toBeInTheDocument();
    expect(server.puts()).toEqual([]);
  });
});
