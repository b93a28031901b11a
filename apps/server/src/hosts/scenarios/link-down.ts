import { isReady } from '../app-host';
import { busiestLeader, describeLeaders, engineLeaders } from '../leaders';
import { watchRounds } from '../rounds';
import type { Scenario } from '../scenario';
import { sleep, until } from '../shell';
import { withDatabase } from '../site';
import { setLink } from '../topology';

const CUT_MS = 15_000;

/**
 * b. The cable of the host leading the most engines pulled for 15 s under load (its process runs on,
 * cut off from the balancer and the database), then back: the balancer stops sending it requests,
 * another host takes its engines once the database has let its locks go, and when it comes back it
 * leads nothing twice (no round number drawn twice or skipped).
 */
export const linkDown: Scenario = {
  name: 'b. leading host’s link down 15 s',
  async fault(site, faultAt) {
    const url = site.postgres.url;
    const before = await withDatabase(url, engineLeaders);
    const victim = busiestLeader(before) ?? 'app3';
    const roundBreaks = await watchRounds(url);
    await setLink(victim, false);
    const struckAt = Date.now();
    try {
      await sleep(CUT_MS);
    } finally {
      await setLink(victim, true);
    }
    const during = await withDatabase(url, engineLeaders);
    const reached = await until(`${victim} ready again`, () => isReady(victim), 60_000);
    return {
      struckAt,
      suspects: [victim],
      breaks: roundBreaks,
      figures: [
        `${victim} (led ${[...before.values()].filter((host) => host === victim).length} of ${before.size} engines) cut`,
        `at the end of the cut engines led ${describeLeaders(during)}`,
        `${victim} ready again +${((Date.now() - faultAt) / 1000).toFixed(1)} s (${reached} ms after the cable was back)`,
      ].join('; '),
    };
  },
};
