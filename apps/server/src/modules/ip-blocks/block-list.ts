import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { normalizeIp } from '../../lib/ip-address';
import { listBlockedIps } from './repo';

/** How stale another server's change may be seen here; this server's own changes apply at once. */
export const BLOCK_LIST_MAX_AGE_MS = 10_000;

/**
 * The blocked IPs, asked on every API request, so kept in memory: re-read when this server changes
 * the list, and otherwise at most every 10 s so servers sharing one database converge.
 */
export class IpBlockList {
  private ips: ReadonlySet<string> | undefined;
  private loadedAt = 0;
  private loading: Promise<ReadonlySet<string>> | undefined;
  // A load started before a change must not put the old list back after invalidate().
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async isBlocked(ip: string): Promise<boolean> {
    return isIn(await this.current(), ip);
  }

  /**
   * The answer without waiting, when the list in memory is recent enough; undefined when it must be
   * read first (call isBlocked). Every API request asks: most are answered here, without a promise.
   */
  isBlockedNow(ip: string): boolean | undefined {
    if (!this.ips || this.clock.now().getTime() - this.loadedAt >= BLOCK_LIST_MAX_AGE_MS) return undefined;
    return isIn(this.ips, ip);
  }

  invalidate(): void {
    this.generation += 1;
    this.ips = undefined;
    this.loading = undefined;
  }

  private current(): Promise<ReadonlySet<string>> {
    if (this.ips && this.clock.now().getTime() - this.loadedAt < BLOCK_LIST_MAX_AGE_MS) {
      return Promise.resolve(this.ips);
    }
    this.loading ??= this.load(this.generation);
    return this.loading;
  }

  private async load(generation: number): Promise<ReadonlySet<string>> {
    const startedAt = this.clock.now().getTime();
    try {
      const ips = new Set(await listBlockedIps(this.db));
      if (generation === this.generation) {
        this.ips = ips;
        this.loadedAt = startedAt;
      }
      return ips;
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }
}

/** An empty list (the usual case) needs no normalising of the address. */
function isIn(ips: ReadonlySet<string>, ip: string): boolean {
  return ips.size > 0 && ips.has(normalizeIp(ip));
}
