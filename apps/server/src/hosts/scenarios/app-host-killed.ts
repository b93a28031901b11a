import { startAppHost } from '../app-host';
import { printMetricsExcerpt } from '../metrics-excerpt';
import type { Scenario } from '../scenario';
import { sleep } from '../shell';

/** a. An app host killed with kill -9 under bet and stream load, then started again. */
export const appHostKilled: Scenario = {
  name: 'a. app2 killed (kill -9)',
  async fault(site, faultAt) {
    await printMetricsExcerpt('app1');
    const killed = site.apps.app2;
    await killed.kill('SIGKILL');
    const struckAt = Date.now();
    // The balancer's checks (every second, fall 2) take it out; meanwhile the others serve.
    await sleep(5_000);
    site.apps.app2 = await startAppHost('app2', site.postgres.url, site.runDir);
    return {
      struckAt,
      suspects: ['app1', 'app2', 'app3'],
      figures: `app2 serving again +${((Date.now() - faultAt) / 1000).toFixed(1)} s`,
    };
  },
};
