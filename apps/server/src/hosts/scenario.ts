import { betsByKey, ledgerBreaks } from '../resilience/resilience-test-kit';
import { BALANCER_URL } from './balancer';
import { BetLoad } from './load';
import { tailOf } from './processes';
import { sleep, until } from './shell';
import { withDatabase, type Site } from './site';

/** What a scenario's fault did, beyond the figures every scenario prints. */
export interface FaultOutcome {
  /** the app hosts whose logs to show if the scenario fails */
  suspects: string[];
  /** figures of its own, e.g. "engines led again after 1.2 s" */
  figures?: string;
  /**
   * when the fault had fully struck (the process gone, the cable out, the primary stopped): recovery
   * is counted from the first bet sent after it; defaults to when the fault began
   */
  struckAt?: number;
  /** checks of the scenario's own once the load has stopped; answers what is broken */
  breaks?: () => Promise<string[]>;
}

export interface Scenario {
  name: string;
  /** does the fault under load and waits (bounded) until the site has recovered from it */
  fault(site: Site, faultAt: number): Promise<FaultOutcome>;
}

const LANES = 6;

/**
 * One scenario under bet and stream load, then the invariants: every acknowledged bet stored exactly
 * once, ledger = balance for every member, every stream back. Prints one line of figures; throws
 * (with the suspects' log tails) when an invariant is broken.
 */
export async function runScenario(site: Site, scenario: Scenario): Promise<void> {
  const load = new BetLoad({ url: BALANCER_URL }, site.punters, site.selection, LANES);
  const broken: string[] = [];
  let faultAt: number;
  let outcome: FaultOutcome;
  try {
    await sleep(3_000);
    faultAt = Date.now();
    outcome = await scenario.fault(site, faultAt);
    // The load goes on a while after the recovery, so bets sent to the recovered site count too.
    await sleep(4_000);
  } finally {
    await load.stop();
  }
  const unplaced = await load.retryUnanswered();
  if (unplaced.length > 0) broken.push(`${unplaced.length} bets not placed after retrying their key`);
  await until('every stream back', async () => site.streams.connectedCount === site.streams.size, 60_000).catch(() =>
    broken.push(`${site.streams.size - site.streams.connectedCount} streams not back`),
  );
  const keys = load.sent.map((bet) => bet.body.idempotencyKey);
  const acknowledged = load.sent.filter((bet) => bet.acknowledgedAt !== undefined);
  const { stored, ledger } = await withDatabase(site.postgres.url, async (db) => ({
    stored: await betsByKey(db, keys),
    ledger: await ledgerBreaks(db),
  }));
  const lost = acknowledged.filter((bet) => !stored.has(bet.body.idempotencyKey)).length;
  const duplicated = keys.filter((key) => (stored.get(key) ?? 0) > 1).length;
  if (lost > 0) broken.push(`${lost} acknowledged bets lost`);
  if (duplicated > 0) broken.push(`${duplicated} bets stored twice`);
  if (ledger.length > 0)
    broken.push(`ledger differs from balance for ${ledger.length} members: ${JSON.stringify(ledger.slice(0, 3))}`);
  broken.push(...((await outcome.breaks?.()) ?? []));

  const struckAt = outcome.struckAt ?? faultAt;
  const firstBet = load.firstAcknowledgedAfter(struckAt);
  const streams = site.streams.since(faultAt);
  const before = acknowledged.filter((bet) => (bet.acknowledgedAt ?? 0) < struckAt).length;
  console.info(
    [
      `${scenario.name}: sent ${load.sent.length}, acknowledged ${acknowledged.length}, lost ${lost}, duplicated ${duplicated}`,
      `first answers ${JSON.stringify(load.statuses())}`,
      `acknowledged before the fault struck ${before}`,
      `first bet placed after it +${firstBet === undefined ? 'none' : ((firstBet - struckAt) / 1000).toFixed(1)} s`,
      `streams dropped ${streams.dropped}, all back ${streams.backWithinMs === undefined ? 'no' : `+${(streams.backWithinMs / 1000).toFixed(1)} s`} after the fault began`,
      outcome.figures ?? '',
    ]
      .filter(Boolean)
      .join('; '),
  );
  if (broken.length > 0) {
    for (const suspect of outcome.suspects)
      console.error(`--- last lines of ${suspect}'s log ---\n${await tailOf(`${site.runDir}/${suspect}.log`)}`);
    throw new Error(`${scenario.name}: ${broken.join('; ')}`);
  }
}
