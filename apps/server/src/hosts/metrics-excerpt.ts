import { hostUrl } from './app-host';
import type { AppHostName } from './topology';

const SHOWN =
  /^(site_http_requests_total|site_db_pool_|site_bets_total|site_stream_clients|site_engine_leader|site_bus_lag_seconds_count|nodejs_eventloop_lag_p99)/;

/** A few lines of a host's /metrics, scraped from the driver's address (METRICS_ALLOW), under load. */
export async function printMetricsExcerpt(host: AppHostName): Promise<void> {
  const response = await fetch(`${hostUrl(host)}/metrics`, { signal: AbortSignal.timeout(5_000) }).catch(
    () => undefined,
  );
  if (response?.status !== 200) {
    console.info(`/metrics of ${host} under load: not available (${response ? response.status : 'no answer'})`);
    return;
  }
  const lines = (await response.text()).split('\n').filter((line) => SHOWN.test(line));
  console.info(`/metrics of ${host} under load (excerpt):\n  ${lines.slice(0, 25).join('\n  ')}`);
}
