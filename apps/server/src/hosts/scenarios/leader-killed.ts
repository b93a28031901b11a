import { startAppHost } from '../app-host';
import { busiestLeader, describeLeaders, engineLeaders } from '../leaders';
import { drawnSince, roundBreaks, rounds } from '../rounds';
import type { Scenario } from '../scenario';
import { until } from '../shell';
import { withDatabase } from '../site';

let roundsBefore: Awaited<ReturnType<typeof rounds>> = [];
let killedAt = 0;

/**
 * c. The host leading the engines killed: another host leads every engine within seconds, and the
 * minigame rounds go on with no number drawn twice or skipped.
 */
export const leaderKilled: Scenario = {
  name: 'c. engines’ leader killed (kill -9)',
  async fault(site, faultAt) {
    const url = site.postgres.url;
    const before = await withDatabase(url, engineLeaders);
    const victim = busiestLeader(before);
    if (!victim) throw new Error('no host leads any engine');
    roundsBefore = await withDatabase(url, rounds);
    killedAt = faultAt;
    await site.apps[victim].kill('SIGKILL');
    const struckAt = Date.now();
    const ledAgainMs = await until(
      `every engine of ${victim} led by another host`,
      async () => {
        const now = await withDatabase(url, engineLeaders);
        return [...before.keys()].every((key) => now.has(key) && now.get(key) !== victim);
      },
      60_000,
    );
    const after = await withDatabase(url, engineLeaders);
    site.apps[victim] = await startAppHost(victim, url, site.runDir);
    return {
      struckAt,
      suspects: ['app1', 'app2', 'app3'],
      figures: `${victim} led ${[...before.values()].filter((host) => host === victim).length} of ${before.size} engines; every engine led again +${(ledAgainMs / 1000).toFixed(1)} s (${describeLeaders(after)})`,
    };
  },
  async check(site) {
    const url = site.postgres.url;
    // A round drawn after the kill shows the new leader really runs the rounds (short games: well under 90 s).
    const drawn = await until(
      'a minigame round drawn after the kill',
      async () => (await withDatabase(url, (db) => drawnSince(db, killedAt))) > 0,
      90_000,
    )
      .then(() => [])
      .catch((error: Error) => [error.message]);
    return [...drawn, ...roundBreaks(roundsBefore, await withDatabase(url, rounds))];
  },
};
