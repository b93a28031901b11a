import { describe, expect, it } from 'vitest';

import type { MinigameSetting } from '@site/contracts/api/minigames';

import { checkDraft } from '../../../lib/form/form-rules';
import { amountDraftOf } from '../../sports/exports/bet-limit-form';
import { maintenanceChange, minigameLimitRules } from './minigame-setting-form';

const setting: MinigameSetting = {
  gameId: 211,
  systemMaintenanceFlg: false,
  minStake: 5_000,
  maxStake: 1_000_000,
  maxPayout: 5_000_000,
};

describe('minigameLimitRules', () => {
  it('shows the limits with thousands separators and sends all three', () => {
    const draft = amountDraftOf(setting);
    expect(draft).toEqual({ minStake: '5,000', maxStake: '1,000,000', maxPayout: '5,000,000' });
    expect(checkDraft(minigameLimitRules, { ...draft, maxStake: '2000000', maxPayout: '9,000,000' })).toEqual({
      ok: true,
      value: { minStake: 5_000, maxStake: 2_000_000, maxPayout: 9_000_000 },
    });
  });

  it('names each wrong field in Korean', () => {
    const draft = amountDraftOf(setting);
    expect(checkDraft(minigameLimitRules, { ...draft, minStake: '' })).toEqual({
      ok: false,
      errors: { minStake: '최소 베팅금액을 입력해주세요.' },
    });
    expect(checkDraft(minigameLimitRules, { ...draft, minStake: '2,000,000' })).toEqual({
      ok: false,
      errors: { minStake: '최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.' },
    });
    expect(checkDraft(minigameLimitRules, { ...draft, maxPayout: '500,000' })).toEqual({
      ok: false,
      errors: { maxPayout: '최대 당첨금은 최대 베팅금액 이상이어야 합니다.' },
    });
    expect(checkDraft(minigameLimitRules, { ...draft, maxStake: '1.5' }).ok).toBe(false);
  });
});

describe('maintenanceChange', () => {
  it('asks before turning a game’s maintenance on', () => {
    const change = maintenanceChange('EOS 파워볼 1분', true);
    expect(change.update).toEqual({ systemMaintenanceFlg: true });
    expect(change.ask?.message).toContain('EOS 파워볼 1분');
    expect(change.saved).toBe('EOS 파워볼 1분을 점검으로 전환했습니다.');
  });

  it('turns it off without asking', () => {
    expect(maintenanceChange('EOS 파워볼 1분', false)).toEqual({
      update: { systemMaintenanceFlg: false },
      ask: null,
      saved: 'EOS 파워볼 1분 점검을 해제했습니다.',
    });
  });
});
