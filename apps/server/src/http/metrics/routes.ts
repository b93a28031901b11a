import type { FastifyInstance } from 'fastify';
import { addressList } from '../address-list';
import { errorMessages } from '../messages';
import { AppMetrics, type AppMetricsSources } from './app-metrics';

/** Where Prometheus scrapes, on the app's own port and outside /api (no shedding, no API docs). */
export const METRICS_PATH = '/metrics';

export interface MetricsOptions extends Omit<AppMetricsSources, 'streamClients'> {
  /** socket addresses besides loopback that may scrape (METRICS_ALLOW) */
  allow: readonly string[];
}

/**
 * Counts every answered request (onResponse, under its route's template) and serves GET /metrics to
 * loopback and the addresses METRICS_ALLOW names, judged by the socket's address: X-Forwarded-For is
 * whatever a client wrote, and the balancer refuses /metrics from outside anyway.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): AppMetrics {
  const metrics = new AppMetrics({ ...options, streamClients: () => app.streamSlots?.open ?? 0 });
  const allowed = addressList(['loopback', ...options.allow]);
  // A callback hook: an async one cost a promise on every request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    metrics.close();
    done();
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (!allowed(request.socket.remoteAddress)) {
      request.log.info({ address: request.socket.remoteAddress }, 'metrics refused to an address not allowed');
      return reply.code(403).send({ message: errorMessages.metricsRefused });
    }
    const text = await metrics.text();
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(text);
  });
  return metrics;
}
