import { describe, expect, it } from 'vitest';

import type { MinigameSetting } from '@site/contracts/api/minigames';

import { groupMinigameSettings } from './minigame-groups';

const setting = (gameId: number, systemMaintenanceFlg = false): MinigameSetting => ({
  gameId,
  systemMaintenanceFlg,
  minStake: 1_000,
  maxStake: 500_000,
  maxPayout: 3_000_000,
});

describe('the console’s minigame list', () => {
  it('groups games under their provider in the order the server lists them', () => {
    const groups = groupMinigameSettings([setting(211), setting(301), setting(212), setting(801)]);
    expect(groups.map((group) => [group.name, group.rows.map((row) => row.fullName)])).toEqual([
      ['EOS', ['EOS 파워볼 1분', 'EOS 파워볼 2분']],
      ['로투스', ['로투스 바카라']],
      ['벳365 가상게임', ['벳365 가상게임 가상축구']],
    ]);
    expect(groups[0]?.rows[0]?.name).toBe('파워볼 1분');
  });

  it('puts the side menu’s games of their own under 동행복권, and names a game it does not know by its id', () => {
    const groups = groupMinigameSettings([setting(901), setting(904), setting(999)]);
    expect(groups.map((group) => [group.name, group.rows.map((row) => row.fullName)])).toEqual([
      ['동행복권', ['동행 파워볼', '스피드키노']],
      ['기타', ['게임 999']],
    ]);
  });
});
