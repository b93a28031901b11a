import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { EventBus } from '../../events/bus';

/** More distinct questions than this in one second are answered without caching. */
const MAX_ENTRIES = 1000;

/**
 * The books' answers, serialised, for as long as nothing changed: until the feed publishes its next
 * batch (any price, market or fixture change clears it) and at most until the second turns (lists
 * depend on "not started yet"). Everybody looking at the cross book in the same second gets the same
 * bytes from one set of queries; identical requests arriving together share one load.
 */
export class AnswerCache {
  private second = Number.NaN;
  private readonly entries = new Map<string, Promise<string>>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    bus: EventBus,
    private readonly clock: Clock,
  ) {
    const clear = () => this.entries.clear();
    // resync: changes from other servers may have been missed.
    this.unsubscribe = [
      bus.subscribe('odds', clear),
      bus.subscribe('fixturesResulted', clear),
      bus.subscribe('resync', clear),
    ];
  }

  /** The cached answer for `key`, or `load()` serialised (and cached while it holds). */
  get<T>(key: string, load: () => Promise<T>, serialise: (value: T) => string): Promise<string> {
    const second = Math.floor(this.clock.now().getTime() / 1000);
    if (second !== this.second) {
      this.entries.clear();
      this.second = second;
    }
    const cached = this.entries.get(key);
    if (cached) return cached;
    const answer = load().then(serialise);
    if (this.entries.size < MAX_ENTRIES) {
      this.entries.set(key, answer);
      // A failed load is not remembered.
      answer.catch(() => {
        if (this.entries.get(key) === answer) this.entries.delete(key);
      });
    }
    return answer;
  }

  /**
   * Answers the request from the cache, keyed by its route, params and query; a new answer is
   * validated and serialised once against the route's contract schema. The params and query are the
   * values the route's schema parsed (numbers coerced, defaults filled in, unknown keys dropped, sizes
   * within MAX_PAGE_SIZE), never the raw address: `?size=015&x=1` and `?size=15` are one entry, so
   * spelling a question differently cannot make the server load it again.
   */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ): Promise<FastifyReply> {
    const key = `${request.routeOptions.url ?? ''} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
    const text = await this.get(key, load, (value) => JSON.stringify(z.encode(schema, value)));
    // A string with a JSON type is sent as it is, without serialising it again.
    return reply.type('application/json; charset=utf-8').send(text);
  }

  close(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.entries.clear();
  }
}
