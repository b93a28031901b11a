import { isReady } from '../app-host';
import { describeLeaders, engineLeaders } from '../leaders';
import { promote, stopImmediately } from '../postgres-pair';
import type { Scenario } from '../scenario';
import { until } from '../shell';
import { withDatabase } from '../site';
import { addServiceAddress, announceServiceAddress, APP_HOSTS, removeServiceAddress } from '../topology';

/**
 * d. The PostgreSQL primary stopped at once, the standby promoted and the service address moved to it:
 * the app hosts reconnect by themselves; every bet acknowledged before the stop is on the new primary
 * (synchronous replication), which the scenario runner's count of lost bets checks.
 */
export const primaryFailover: Scenario = {
  name: 'd. PostgreSQL primary stopped, standby promoted',
  async fault(site, faultAt) {
    const expectedEngines = (await withDatabase(site.postgres.url, engineLeaders)).size;
    await stopImmediately(site.postgres, 'pg1');
    const struckAt = Date.now();
    // The old primary gives the address up (a real one that merely hung must be fenced: docs/decisions/074).
    await removeServiceAddress('pg1');
    await promote(site.postgres, 'pg2');
    await addServiceAddress('pg2');
    const promotedMs = Date.now() - struckAt;
    // arping's second announcement comes a second after the first: the hosts are watched meanwhile.
    const announcing = announceServiceAddress('pg2');
    // Readiness asks the database within 1 s: every host ready again has reconnected.
    await until(
      'every app host reaching the new primary',
      async () => (await Promise.all(APP_HOSTS.map(isReady))).every(Boolean),
      90_000,
    );
    const hostsBackMs = Date.now() - struckAt;
    const announced = await announcing;
    const enginesMs = await until(
      'every engine led again on the new primary',
      async () => (await withDatabase(site.postgres.url, engineLeaders)).size >= expectedEngines,
      60_000,
    ).catch(() => undefined);
    const leaders = await withDatabase(site.postgres.url, engineLeaders);
    return {
      struckAt,
      suspects: ['app1', 'app2', 'app3'],
      figures: [
        `pg1 stopped in ${((struckAt - faultAt) / 1000).toFixed(1)} s, then pg2 promoted and the address on it +${(promotedMs / 1000).toFixed(1)} s (${announced})`,
        `every host ready again +${(hostsBackMs / 1000).toFixed(1)} s`,
        enginesMs === undefined
          ? `engines led again: only ${leaders.size} of ${expectedEngines} after 60 s (${describeLeaders(leaders)})`
          : `every engine led again +${((Date.now() - struckAt) / 1000).toFixed(1)} s (${describeLeaders(leaders)})`,
      ].join('; '),
    };
  },
};
