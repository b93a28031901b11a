import { LEVEL_LADDER_TOP, type LevelLadder } from '@site/contracts/api/levels';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import { listBetLimits } from '../betting/rules';
import { rouletteValues } from '../roulette/settings';

/**
 * The ladder a member climbs, from the settings the site enforces: each named level's bet limits
 * (the bet slip's and placement's) and whether the roulette lets it spin. The operators' special
 * levels above LEVEL_LADDER_TOP are left out; a member on one still sees its own level's name.
 */
export async function levelLadder(db: Database, member: Pick<MemberRow, 'level' | 'levelNm'>): Promise<LevelLadder> {
  const [limits, roulette] = await Promise.all([listBetLimits(db), rouletteValues(db)]);
  const levels = limits.flatMap(({ level, levelName, minStake, maxStake, maxPayout, maxPicks }) =>
    levelName === null || level > LEVEL_LADDER_TOP
      ? []
      : [
          {
            level,
            name: levelName,
            minStake,
            maxStake,
            maxPayout,
            maxPicks,
            roulette: !roulette.excludedLevels.includes(level),
          },
        ],
  );
  return { current: member.level, currentName: member.levelNm, levels };
}
