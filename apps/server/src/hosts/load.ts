import {
  betBody,
  call,
  placed,
  retryUnplaced,
  type BetAttempt,
  type Punter,
  type Reachable,
} from '../resilience/resilience-test-kit';
import type { TestSelection } from '../test/sports-data';
import { sleep } from './shell';

/** One bet as the load sent it: when it left and whether (and when) it was acknowledged. */
interface SentBet extends BetAttempt {
  sentAt: number;
  acknowledgedAt: number | undefined;
}

/**
 * Bet lanes through the balancer, each sending one bet after another with its own idempotency key
 * until stopped. A bet answered with no answer or a 5xx is kept, and sent again with the same body and
 * key once the fault is over (`retryUnanswered`), as a member's app does.
 */
export class BetLoad {
  readonly sent: SentBet[] = [];
  private running = true;
  private readonly lanes: Promise<void>[];

  constructor(
    private readonly balancer: Reachable,
    punters: readonly Punter[],
    selection: TestSelection,
    laneCount: number,
  ) {
    this.lanes = Array.from({ length: laneCount }, async (_, lane) => {
      for (let turn = 0; this.running; turn++) {
        const punter = punters[(lane + turn * laneCount) % punters.length];
        if (!punter) throw new Error('no punters');
        const body = betBody(selection);
        const sentAt = Date.now();
        const answer = await call(balancer, '/api/bets', {
          method: 'POST',
          token: punter.token,
          body,
          giveUpMs: 20_000,
        });
        this.sent.push({ punter, body, answer, sentAt, acknowledgedAt: placed(answer) ? Date.now() : undefined });
        // A member does not send bets back to back; this also leaves the two cores to the hosts.
        await sleep(placed(answer) ? 50 : 500);
      }
    });
  }

  /** Stops sending new bets and waits for the ones in flight. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.lanes);
  }

  /** The first acknowledgement of a bet sent after `at` (ms since the epoch), or undefined. */
  firstAcknowledgedAfter(at: number): number | undefined {
    const times = this.sent
      .filter((bet) => bet.sentAt >= at && bet.acknowledgedAt)
      .map((bet) => bet.acknowledgedAt ?? 0);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  /**
   * Sends every unacknowledged bet again with its key (retryUnplaced: a few tries). Answers the ones
   * still not placed; the others count as acknowledged from then on.
   */
  async retryUnanswered(): Promise<BetAttempt[]> {
    const unanswered = this.sent.filter((bet) => !bet.acknowledgedAt);
    const stillUnplaced = await retryUnplaced(this.balancer, unanswered);
    const failedKeys = new Set(stillUnplaced.map((attempt) => attempt.body.idempotencyKey));
    for (const bet of unanswered) if (!failedKeys.has(bet.body.idempotencyKey)) bet.acknowledgedAt = Date.now();
    return stillUnplaced;
  }

  /** The statuses of the first answers, counted (a 4xx here would be the test's own mistake). */
  statuses(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { answer } of this.sent) counts[String(answer.status)] = (counts[String(answer.status)] ?? 0) + 1;
    return counts;
  }
}
