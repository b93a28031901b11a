import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { EventBus, OddsBatch } from '../../events/bus';
import { serialiserOf } from '../../http/serializer';
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES, compressText, type ContentEncoding } from '../../http/compression';
import { isChangedBy, LiveFixtures, type AnswerKind, type AnswerScope } from './answer-scope';

/** More distinct questions than this at once are answered without caching. */
const MAX_ENTRIES = 1000;

/**
 * The longest an answer is kept even when nothing announced a change: the operator's fast-forward
 * (POST /admin/sports/advance) moves every start time without an odds batch naming the fixtures.
 */
export const MAX_ANSWER_AGE_MS = 5000;

export const ANSWER_CACHE_HEADER = 'x-answer-cache';

/** The instant the next fixture starts (the first start after `now`); null when none is scheduled. */
export type NextStart = (now: Date) => Promise<Date | null>;

/** One answer as sent: its JSON, and its compressed forms as browsers asked for them (made once each). */
class Answer {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly text: string) {}

  as(encoding: ContentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressText(this.text, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

interface Entry {
  answer: Promise<Answer>;
  /** known once loaded */
  scope: AnswerScope | undefined;
  kind: AnswerKind;
  /** epoch ms from which the answer may be wrong */
  expiresAt: number;
}

/** How a route's answer is loaded and what it depends on. */
export interface AnswerSource<T> {
  kind: AnswerKind;
  load: () => Promise<T>;
  /** the fixtures the answer shows (none for counts): a batch changing one of them drops it */
  fixtureIdsOf?: (value: T) => readonly number[];
}

/**
 * The books' answers, serialised, for as long as nothing they show changed. An odds batch drops only
 * the answers it changes (answer-scope.ts): in-play answers with every batch, pre-match ones when a
 * fixture they show changes or one joins or leaves the pre-match set, and every pre-match answer when
 * the next fixture starts (the lists hold fixtures "not started yet"; no batch says so at the start
 * instant). Everybody looking at the cross book gets the same bytes from one set of queries and one
 * serialisation; identical requests arriving together share one load.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly live = new LiveFixtures();
  /** the next start as of the last pre-match load; undefined: ask again */
  private nextStart: Promise<number> | undefined;
  private readonly unsubscribe: (() => void)[];

  constructor(
    bus: EventBus,
    private readonly clock: Clock,
    /** needed for `prematch` answers only */
    private readonly findNextStart?: NextStart,
  ) {
    this.unsubscribe = [
      bus.subscribe('odds', (batch) => this.onBatch(batch)),
      // The virtual sports' pages show results as they settle; the books' lists do not.
      bus.subscribe('fixturesResulted', () => this.drop((entry) => entry.kind === 'second')),
      // Changes from other servers may have been missed.
      bus.subscribe('resync', () => {
        this.live.forget();
        this.clear();
      }),
    ];
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer's JSON for `key`, or the source's loaded and serialised (and cached while it holds). */
  async get<T>(key: string, source: AnswerSource<T>, serialise: (value: T) => string): Promise<string> {
    return (await this.lookup(key, source, serialise).answer).text;
  }

  /** The answer, and whether this request loads it (a miss) rather than finding it or joining its load. */
  private lookup<T>(
    key: string,
    source: AnswerSource<T>,
    serialise: (value: T) => string,
  ): { answer: Promise<Answer>; loaded: boolean } {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && now < cached.expiresAt) return { answer: cached.answer, loaded: false };
    if (cached) this.entries.delete(key);
    const entry: Entry = {
      answer: Promise.resolve(new Answer('')),
      scope: undefined,
      kind: source.kind,
      expiresAt: Infinity,
    };
    entry.answer = this.load(entry, source, now).then((value) => new Answer(serialise(value)));
    // Expired answers stay until asked again: make room from them before giving up on caching.
    if (this.entries.size >= MAX_ENTRIES) this.drop((other) => now >= other.expiresAt);
    if (this.entries.size < MAX_ENTRIES) {
      this.entries.set(key, entry);
      // A failed load is not remembered.
      entry.answer.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return { answer: entry.answer, loaded: true };
  }

  private async load<T>(entry: Entry, source: AnswerSource<T>, now: number): Promise<T> {
    let expiresAt = source.kind === 'second' ? (Math.floor(now / 1000) + 1) * 1000 : now + MAX_ANSWER_AGE_MS;
    // Asked before loading: a fixture that starts meanwhile is then out of the list or past the deadline.
    if (source.kind === 'prematch') expiresAt = Math.min(expiresAt, await this.prematchDeadline(now));
    const value = await source.load();
    const fixtureIds = source.fixtureIdsOf?.(value) ?? [];
    if (source.kind === 'live') this.live.noteLive(fixtureIds);
    entry.scope =
      source.kind === 'live' || source.kind === 'second' ? { kind: source.kind } : { kind: source.kind, fixtureIds };
    entry.expiresAt = expiresAt;
    return value;
  }

  /** When the next fixture starts, asked once and kept until it has started or the set changed. */
  private async prematchDeadline(now: number): Promise<number> {
    const known = this.nextStart;
    if (known) {
      const at = await known;
      if (at > now) return at;
      // That fixture has started since: ask for the one after it.
      if (this.nextStart === known) this.nextStart = undefined;
    }
    // Asked as of `now`, so the answer is after it; were it not, the entry would only expire at once.
    return this.askNextStart(now);
  }

  private askNextStart(now: number): Promise<number> {
    if (!this.findNextStart) throw new Error('AnswerCache: prematch answers need findNextStart');
    const next = this.findNextStart(new Date(now)).then((at) => at?.getTime() ?? Infinity);
    this.nextStart = next;
    next.catch(() => {
      if (this.nextStart === next) this.nextStart = undefined;
    });
    return next;
  }

  private onBatch(batch: OddsBatch): void {
    const effect = this.live.effectOf(batch);
    // A new or moved fixture may start before the deadline we know.
    if (effect.prematchMembership) this.nextStart = undefined;
    this.drop((entry) => isChangedBy(entry.scope, effect));
  }

  private drop(isStale: (entry: Entry) => boolean): void {
    for (const [key, entry] of this.entries) if (isStale(entry)) this.entries.delete(key);
  }

  private clear(): void {
    this.entries.clear();
    this.nextStart = undefined;
  }

  /**
   * Answers the request from the cache, keyed by its route, params and query; a new answer is
   * serialised once from the route's contract schema. The params and query are the
   * values the route's schema parsed (numbers coerced, defaults filled in, unknown keys dropped, sizes
   * within MAX_PAGE_SIZE), never the raw address: `?size=015&x=1` and `?size=15` are one entry, so
   * spelling a question differently cannot make the server load it again.
   */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<T>,
    /** a bare load: the answer holds for its second and until the next batch */
    source: AnswerSource<T> | (() => Promise<T>),
  ): Promise<FastifyReply> {
    if (typeof source === 'function') source = { kind: 'second', load: source };
    const key = `${request.routeOptions.url ?? ''} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
    const found = this.lookup(key, source, serialiserOf(schema));
    const answer = await found.answer;
    // Says whether this request was answered from the cache (bench:api counts the loads by it).
    reply.type('application/json; charset=utf-8').header(ANSWER_CACHE_HEADER, found.loaded ? 'miss' : 'hit');
    // Below the threshold every browser gets the same bytes (compression.ts).
    if (answer.text.length < COMPRESS_THRESHOLD_BYTES) return reply.send(answer.text);
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request);
    // Compressed once per answer; the compression plugin leaves an encoded answer alone.
    if (encoding) return reply.header('content-encoding', encoding).send(answer.as(encoding));
    // A string with a JSON type is sent as it is, without serialising it again.
    return reply.send(answer.text);
  }

  close(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.clear();
  }
}
