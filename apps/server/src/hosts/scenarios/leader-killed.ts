import { startAppHost } from '../app-host';
import { busiestLeader, describeLeaders, engineLeaders } from '../leaders';
import { watchRounds } from '../rounds';
import type { Scenario } from '../scenario';
import { until } from '../shell';
import { withDatabase } from '../site';

/**
 * c. The host leading the engines killed: another host leads every engine within seconds, and the
 * minigame rounds go on with no number drawn twice or skipped.
 */
export const leaderKilled: Scenario = {
  name: 'c. engines’ leader killed (kill -9)',
  async fault(site) {
    const url = site.postgres.url;
    const before = await withDatabase(url, engineLeaders);
    const victim = busiestLeader(before);
    if (!victim) throw new Error('no host leads any engine');
    const roundBreaks = await watchRounds(url);
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
      breaks: roundBreaks,
      figures: `${victim} led ${[...before.values()].filter((host) => host === victim).length} of ${before.size} engines; every engine led again +${(ledAgainMs / 1000).toFixed(1)} s (${describeLeaders(after)})`,
    };
  },
};
