import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api-client';
import { maintenanceMessage } from './maintenance';

const setting = { gameId: 211, systemMaintenanceFlg: false, minStake: 1_000, maxStake: 1_000_000, maxPayout: 1e7 };

describe('minigame maintenance (SPEC.md §4, §8)', () => {
  it('lets the member in when the setting is there and its flag is off', () => {
    expect(maintenanceMessage({ status: 'answered', answer: setting })).toBeNull();
  });

  it('is maintenance when the flag is on, with the spec’s message', () => {
    expect(maintenanceMessage({ status: 'answered', answer: { ...setting, systemMaintenanceFlg: true } })).toBe(
      '점검중 입니다.',
    );
  });

  it('is maintenance when the setting came back empty', () => {
    for (const answer of [null, undefined, '', {}, { gameId: 211 }]) {
      expect(maintenanceMessage({ status: 'answered', answer }), JSON.stringify(answer)).toBe('점검중 입니다.');
    }
  });

  it('is maintenance when the lookup failed: the server’s text when it sent one', () => {
    expect(
      maintenanceMessage({ status: 'failed', error: new ApiError(404, 'x', { message: '없는 게임입니다.' }) }),
    ).toBe('없는 게임입니다.');
    expect(maintenanceMessage({ status: 'failed', error: new ApiError(500, 'x', '서버 점검 중') })).toBe(
      '서버 점검 중',
    );
  });

  it('and the spec’s message when it did not', () => {
    const fallback = '문제가 발생했습니다. 시스템관리자에게 문의해주세요.';
    expect(maintenanceMessage({ status: 'failed', error: new ApiError(502, 'x', null) })).toBe(fallback);
    expect(maintenanceMessage({ status: 'failed', error: new ApiError(500, 'x', { message: ' ' }) })).toBe(fallback);
    expect(maintenanceMessage({ status: 'failed', error: new TypeError('Failed to fetch') })).toBe(fallback);
  });
});
