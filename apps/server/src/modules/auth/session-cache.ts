import type { Clock } from '../../clock';
import type { EventBus } from '../../events/bus';
import type { SessionLookup } from './repo';

/**
 * How long a looked-up session is trusted without asking the database again. Changes made through the
 * site reach the cache at once (see below); this bounds what only the database knows: the operator's
 * auto-logout minutes, a row edited by hand, an event a process missed.
 */
export const SESSION_CACHE_TTL_MS = 15_000;

/** More live tokens than this in one process: the oldest entries make room (each is about 1 KB). */
const MAX_ENTRIES = 50_000;

/** Members changed while reads were under way; past this, reads under way are simply not stored. */
const MAX_CHANGE_MARKS = 10_000;

interface Entry {
  lookup: SessionLookup;
  storedAt: number;
}

/**
 * The sessions this process has looked up lately, by token hash: every signed-in tab asks for the
 * member every 5 s, and answering that from memory instead of the database is most of what a process
 * can serve (docs/decisions/018). Only an active session is kept; every "no" (ended, blocked, idle) is
 * decided on a fresh read.
 *
 * A member's entries are dropped when the member changes: a balance movement ('balance', which carries
 * the new balances but is dropped rather than applied, so two movements arriving out of order cannot
 * leave the older one) and a change of the member's row or sessions ('memberChanged': a profile or an
 * operator's edit, a login elsewhere, a logout). Both cross processes on the bus. A read that started
 * before such a change is not stored, so it cannot put back what the change replaced.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensOf = new Map<number, Set<string>>();
  /** the read number at which each member last changed: a read that began before it is not stored */
  private readonly changedAt = new Map<number, number>();
  /** reads that began before this number are not stored (events may have been lost meanwhile) */
  private storableFrom = 0;
  private reads = 0;
  private readonly unsubscribe: (() => void)[];

  constructor(
    bus: EventBus,
    private readonly clock: Clock,
  ) {
    this.unsubscribe = [
      bus.subscribe('balance', ({ memberId }) => this.forgetMember(memberId)),
      bus.subscribe('memberChanged', ({ memberId }) => this.forgetMember(memberId)),
      // Events from other processes may have been lost: trust nothing kept so far.
      bus.subscribe('resync', () => this.clear()),
    ];
  }

  /** The cached active session of a token hash, if it is recent enough to trust. */
  get(tokenHash: string): SessionLookup | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.storedAt > SESSION_CACHE_TTL_MS) {
      this.forget(tokenHash);
      return undefined;
    }
    return entry.lookup;
  }

  /** Call before reading a session from the database; pass the answer to store(). */
  beginRead(): number {
    return ++this.reads;
  }

  /** Keeps an active session read at `read`, unless its member changed since that read began. */
  store(tokenHash: string, lookup: SessionLookup, read: number): void {
    const memberId = lookup.member.id;
    if (read < this.storableFrom || (this.changedAt.get(memberId) ?? 0) >= read) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.forget(oldest.value);
    }
    this.forget(tokenHash);
    this.entries.set(tokenHash, { lookup, storedAt: this.clock.now().getTime() });
    let tokens = this.tokensOf.get(memberId);
    if (!tokens) this.tokensOf.set(memberId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** The session was seen (and written) at `at`: the kept copy says so too. */
  markSeen(tokenHash: string, at: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.lookup = { ...entry.lookup, session: { ...entry.lookup.session, lastSeenAt: at } };
  }

  forget(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const memberId = entry.lookup.member.id;
    const tokens = this.tokensOf.get(memberId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOf.delete(memberId);
  }

  private forgetMember(memberId: number): void {
    this.changedAt.set(memberId, ++this.reads);
    // Only reads under way need the mark; a long-running process must not keep one per member forever.
    if (this.changedAt.size > MAX_CHANGE_MARKS) {
      this.changedAt.clear();
      this.storableFrom = this.reads + 1;
    }
    for (const tokenHash of this.tokensOf.get(memberId) ?? []) this.forget(tokenHash);
  }

  private clear(): void {
    this.entries.clear();
    this.tokensOf.clear();
    this.changedAt.clear();
    this.storableFrom = ++this.reads + 1;
  }

  close(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.clear();
  }
}
