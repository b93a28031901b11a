import { isReady } from '../app-host';
import type { Scenario } from '../scenario';
import { sleep, until } from '../shell';
import { setLink } from '../topology';

const CUT_MS = 15_000;

/** b. An app host's cable pulled for 15 s under load (its process runs on, unreachable), then back. */
export const linkDown: Scenario = {
  name: 'b. app3 link down 15 s',
  async fault(site, faultAt) {
    await setLink('app3', false);
    const struckAt = Date.now();
    try {
      await sleep(CUT_MS);
    } finally {
      await setLink('app3', true);
    }
    const reached = await until('app3 reachable again', () => isReady('app3'), 60_000);
    return {
      struckAt,
      suspects: ['app3'],
      figures: `app3 answering again +${((Date.now() - faultAt) / 1000).toFixed(1)} s (after ${reached} ms back on the wire)`,
    };
  },
};
