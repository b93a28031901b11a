import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { markRequestLogger } from './request-context';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * A request's logger, made into pino's child (with the request's id) only when the request logs
 * something. Fastify makes a child per request; pino's child() copies the parent's state and writes
 * its bindings out as JSON, about as much CPU as the rest of an answer from memory takes, and most
 * requests log nothing. Lines that are written are the ones the child would have written.
 */
class LazyChildLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): Logger {
    this.made ??= markRequestLogger(this.parent.child(this.childBindings, this.options));
    return this.made;
  }

  /** Until the child is made its level is its parent's (a route with a level of its own is not lazy). */
  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  bindings(): Bindings {
    return this.logger.bindings();
  }

  setBindings(bindings: Bindings): void {
    this.logger.setBindings(bindings);
  }

  child(bindings: Bindings, options?: ChildOptions): Logger {
    return this.logger.child(bindings, options);
  }

  flush(callback?: (error?: Error) => void): void {
    this.logger.flush(callback);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  /** A line at a level the child would drop makes no child. */
  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.logger[level] as (...line: unknown[]) => void)(...args);
  }
}

/** Fastify's childLoggerFactory for the app: every request's logger is a LazyChildLogger. */
export const lazyChildLoggers: ChildLoggerFactory = (parent, bindings, options) =>
  // A route's own level or serializers: made now, as Fastify would.
  options.level !== undefined || options.serializers !== undefined
    ? markRequestLogger(parent.child(bindings, options))
    : (new LazyChildLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger);
