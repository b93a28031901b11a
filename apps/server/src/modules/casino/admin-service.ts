/** The operator's casino: switches and levels, the bet list, and rounds left open (issue 14). */
import type { z } from 'zod';
import {
  adminCasinoErrors,
  type AdminCasinoRound,
  type AdminCasinoRoundPage,
  type adminCasinoRoundQuerySchema,
  type AdminCasinoSettings,
  type CasinoVendorSetting,
} from '@site/contracts/api/admin-casino';
import {
  casinoAggregatorKeys,
  casinoAggregatorNames,
  casinoProducts,
  type CasinoAggregatorKey,
  type CasinoProduct,
} from '@site/contracts/casino';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow } from '../../http/paging';
import { seoulDays } from '../betting/history';
import { listRounds, roundWithMember, stuckRounds, type RoundWithMember } from './admin-repo';
import type { CasinoCatalogue } from './catalogue';
import { closeAbandonedRound } from './round-close';
import type { CasinoRoundHooks } from './round-hooks';
import { loadAggregatorSwitches, saveProductSwitch, saveVendorSetting } from './switches-repo';

export interface CasinoAdminDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  catalogue: CasinoCatalogue;
  hooks: readonly CasinoRoundHooks[];
}

/** The stuck list shows at most this many, oldest first. */
const STUCK_LIST_LIMIT = 200;

/** Every aggregator, connected or not, with its products' switches and its vendors' settings. */
export async function casinoSettings({ db, catalogue }: CasinoAdminDeps): Promise<AdminCasinoSettings> {
  const aggregators = await Promise.all(
    casinoAggregatorKeys.map(async (aggregator) => {
      const adapter = catalogue.adapter(aggregator);
      const switches = await loadAggregatorSwitches(db, aggregator);
      const games = adapter?.games() ?? [];
      return {
        aggregator,
        nameKorean: casinoAggregatorNames[aggregator],
        connected: adapter !== undefined,
        products: casinoProducts.map((product) => ({ product, enabled: !switches.productsOff.has(product) })),
        vendors: (adapter?.vendors() ?? []).map((vendor) => ({
          code: vendor.code,
          nameKorean: vendor.nameKorean,
          product: vendor.product,
          gameCount: games.filter((game) => game.vendor === vendor.code).length,
          enabled: switches.vendors.get(vendor.code)?.enabled ?? true,
          minLevel: switches.vendors.get(vendor.code)?.minLevel ?? 1,
        })),
      };
    }),
  );
  return { aggregators };
}

export async function setProductSwitch(
  deps: CasinoAdminDeps,
  key: { aggregator: CasinoAggregatorKey; product: CasinoProduct },
  enabled: boolean,
): Promise<AdminCasinoSettings> {
  await saveProductSwitch(deps.db, key, enabled, deps.clock.now());
  return casinoSettings(deps);
}

/** A vendor the aggregator's adapter offers; one this server does not know is refused. */
export async function setVendorSetting(
  deps: CasinoAdminDeps,
  key: { aggregator: CasinoAggregatorKey; vendor: string },
  setting: CasinoVendorSetting,
): Promise<AdminCasinoSettings> {
  const known = deps.catalogue
    .adapter(key.aggregator)
    ?.vendors()
    .some((vendor) => vendor.code === key.vendor);
  if (!known) throw new AppError(404, adminCasinoErrors.vendorNotFound);
  await saveVendorSetting(deps.db, key, setting, deps.clock.now());
  return casinoSettings(deps);
}

export async function casinoRoundPage(
  { db }: CasinoAdminDeps,
  query: z.output<typeof adminCasinoRoundQuerySchema>,
): Promise<AdminCasinoRoundPage> {
  const filter = { ...query, memberUserId: query.userId, ...seoulDays(query) };
  const { rows, totalCount } = await listRounds(db, filter, rowWindow(query));
  return pageAnswer(rows.map(roundAnswer), query, totalCount);
}

export async function stuckCasinoRounds({ db, clock }: CasinoAdminDeps, olderThanMinutes: number) {
  const before = new Date(clock.now().getTime() - olderThanMinutes * 60_000);
  return { rounds: (await stuckRounds(db, before, STUCK_LIST_LIMIT)).map(roundAnswer) };
}

/** The operator ends a round the provider left open: the stake back once (one that paid part of a win settles). */
export async function rollbackStuckRound(deps: CasinoAdminDeps, roundId: number): Promise<AdminCasinoRound> {
  const found = await roundWithMember(deps.db, roundId);
  if (!found) throw new AppError(404, adminCasinoErrors.roundNotFound);
  if (!(await closeAbandonedRound(deps, roundId))) throw new AppError(400, adminCasinoErrors.roundNotOpen);
  const ended = await roundWithMember(deps.db, roundId);
  if (!ended) throw new AppError(404, adminCasinoErrors.roundNotFound);
  return roundAnswer(ended);
}

function roundAnswer({ round, member }: RoundWithMember): AdminCasinoRound {
  return {
    id: round.id,
    betId: round.betId,
    member,
    aggregator: round.aggregator as CasinoAggregatorKey,
    product: round.product as CasinoProduct,
    vendor: round.vendor,
    vendorNameKorean: round.vendorNameKorean,
    gameCode: round.gameCode,
    gameNameKorean: round.gameNameKorean,
    providerRoundId: round.providerRoundId,
    stake: round.stake,
    win: round.win,
    status: round.status,
    detail: round.detail,
    openedAt: round.openedAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
  };
}
