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
    // During the cut: when every engine the cut host led is led by another (the database frees a lock
    // only once the cut host's connection is known dead: its keepalive, decision 073).
    let takenOverMs: number | undefined;
    try {
      while (Date.now() - struckAt < CUT_MS) {
        const now = await withDatabase(url, engineLeaders).catch(() => undefined);
        if (
          takenOverMs === undefined &&
          now &&
          [...before.keys()].every((key) => now.has(key) && now.get(key) !== victim)
        ) {
          takenOverMs = Date.now() - struckAt;
        }
        await sleep(500);
      }
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
        takenOverMs === undefined
          ? `its engines not all led by others during the cut (then: ${describeLeaders(during)})`
          : `its engines led by others +${(takenOverMs / 1000).toFixed(1)} s (then: ${describeLeaders(during)})`,
        `${victim} ready again +${((Date.now() - faultAt) / 1000).toFixed(1)} s (${reached} ms after the cable was back)`,
      ].join('; '),
    };
  },
};
