/**
 * The roulette's operator settings: voucher values, refused levels, and per wheel the daily budget
 * and the weight of each of the spec's prizes. A new site has no rows; the defaults below stand until
 * an operator saves, so a fresh install spins with sane odds rather than refusing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  expectedRoulettePayout,
  roulettePrizes,
  rouletteWheels as WHEELS,
  type AdminRoulette,
  type RouletteSettingsInput,
  type RouletteWheel,
  type RouletteWheelSetting,
} from '@site/contracts/api/roulette';
import { seoulToday } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import { memberLevels } from '../../db/schema/members';
import { roulettePrizeWeights, rouletteSettings, rouletteSpins, rouletteWheels } from '../../db/schema/roulette';
import { AppError } from '../../http/app-error';

/** Weights in the order of roulettePrizes: chicken, pizza, miss, then the point prizes smallest first. */
const DEFAULT_WEIGHTS = [1, 1, 50, 25, 12, 6, 3, 2] as const;
const DEFAULT_VALUES = { chickenValue: 20_000, pizzaValue: 25_000 };

export const defaultWheelSetting = (wheel: RouletteWheel): RouletteWheelSetting => ({
  wheel,
  dailyBudget: null,
  prizes: roulettePrizes[wheel].map((code, index) => ({ code, weight: DEFAULT_WEIGHTS[index] ?? 0 })),
});

export const badRouletteSettings = '룰렛 설정을 확인해주세요. 바퀴마다 정해진 상품의 확률만 정할 수 있습니다.';

export async function rouletteValues(db: Database) {
  const [row] = await db.select().from(rouletteSettings);
  return {
    chickenValue: row?.chickenValue ?? DEFAULT_VALUES.chickenValue,
    pizzaValue: row?.pizzaValue ?? DEFAULT_VALUES.pizzaValue,
    excludedLevels: row?.excludedLevels ?? [],
  };
}

/** One wheel's setting; with `lock`, its row is locked for the spin's transaction (the budget's guard). */
export async function wheelSetting(db: Database, wheel: RouletteWheel, lock = false): Promise<RouletteWheelSetting> {
  if (lock) await db.insert(rouletteWheels).values({ wheel, dailyBudget: null }).onConflictDoNothing();
  const query = db.select().from(rouletteWheels).where(eq(rouletteWheels.wheel, wheel));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return defaultWheelSetting(wheel);
  const weights = await db
    .select({ code: roulettePrizeWeights.code, weight: roulettePrizeWeights.weight })
    .from(roulettePrizeWeights)
    .where(eq(roulettePrizeWeights.wheel, wheel));
  const byCode = new Map(weights.map((prize) => [prize.code, prize.weight]));
  const defaults = defaultWheelSetting(wheel).prizes;
  return {
    wheel,
    dailyBudget: row.dailyBudget,
    prizes: defaults.map((prize) => ({ code: prize.code, weight: byCode.get(prize.code) ?? prize.weight })),
  };
}

/** Won the wheel has given away on a Seoul day. */
export async function paidOnDay(db: Database, wheel: RouletteWheel, day: string) {
  const [row] = await db
    .select({ spins: sql<number>`count(*)::int`, paid: sql<number>`coalesce(sum(${rouletteSpins.value}), 0)::bigint` })
    .from(rouletteSpins)
    .where(sql`${rouletteSpins.wheel} = ${wheel} and ${rouletteSpins.seoulDay} = ${day}`);
  return { spins: row?.spins ?? 0, paid: Number(row?.paid ?? 0) };
}

export async function adminRoulette(db: Database, now: Date): Promise<AdminRoulette> {
  const values = await rouletteValues(db);
  const wheels = await Promise.all(WHEELS.map((wheel) => wheelSetting(db, wheel)));
  const today = seoulToday(now.getTime());
  const stats = await Promise.all(
    wheels.map(async (setting) => {
      const { spins, paid } = await paidOnDay(db, setting.wheel, today);
      return {
        wheel: setting.wheel,
        expectedPayout: expectedRoulettePayout(setting.prizes, values),
        spinsToday: spins,
        paidToday: paid,
      };
    }),
  );
  const levels = await db.select().from(memberLevels).orderBy(asc(memberLevels.level));
  return { ...values, wheels, stats, levels };
}

/** Each wheel once, each with exactly the spec's prizes. */
function assertWellFormed(input: RouletteSettingsInput): void {
  const wheels = new Set(input.wheels.map((setting) => setting.wheel));
  const prizesMatch = input.wheels.every((setting) => {
    const codes = setting.prizes.map((prize) => prize.code).sort((a, b) => a - b);
    const expected = [...roulettePrizes[setting.wheel]].sort((a, b) => a - b);
    return codes.length === expected.length && codes.every((code, index) => code === expected[index]);
  });
  if (wheels.size !== WHEELS.length || !prizesMatch) throw new AppError(400, badRouletteSettings);
}

export async function saveRouletteSettings(db: Database, input: RouletteSettingsInput, now: Date) {
  assertWellFormed(input);
  await db.transaction((tx) => writeRouletteSettings(tx, input, now));
  return adminRoulette(db, now);
}

/** Writes every setting inside the caller's transaction (also the demo seed's). */
export async function writeRouletteSettings(tx: Database, input: RouletteSettingsInput, now: Date): Promise<void> {
  const values = {
    chickenValue: input.chickenValue,
    pizzaValue: input.pizzaValue,
    excludedLevels: input.excludedLevels,
    updatedAt: now,
  };
  await tx
    .insert(rouletteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: rouletteSettings.id, set: values });
  for (const setting of input.wheels) {
    await tx
      .insert(rouletteWheels)
      .values({ wheel: setting.wheel, dailyBudget: setting.dailyBudget })
      .onConflictDoUpdate({ target: rouletteWheels.wheel, set: { dailyBudget: setting.dailyBudget } });
    await tx.delete(roulettePrizeWeights).where(eq(roulettePrizeWeights.wheel, setting.wheel));
    await tx
      .insert(roulettePrizeWeights)
      .values(setting.prizes.map((prize) => ({ wheel: setting.wheel, code: prize.code, weight: prize.weight })));
  }
}
