import { LEVEL_LADDER_TOP, type LevelLadder } from '@site/contracts/api/levels';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import { listBetLimits } from '../betting/rules';

/**
 * The ladder a member climbs, from the settings the site enforces: each named level's bet limits
 * (the bet slip's and placement's) and whether the roulette lets it spin. The operators' special
 * levels above LEVEL_LADDER_TOP are left out; a member on one still sees its own level's name. The
 * levels the roulette leaves out come from the caller (the route reads roulette's settings, a tier
 * above the members').
 */
export async function levelLadder(
  db: Database,
  member: Pick<MemberRow, 'level' | 'levelNm'>,
  rouletteExcludedLevels: Promise<number[]>,
): Promise<LevelLadder> {
  const [limits, excludedLevels] = await Promise.all([listBetLimits(db), rouletteExcludedLevels]);
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
            roulette: !excludedLevels.includes(level),
          },
        ],
  );
  return { current: member.level, currentName: member.levelNm, levels };
}
