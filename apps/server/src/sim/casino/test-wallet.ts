/**
 * A stand-in for the site's seamless wallet, as the provider's transport: checks each call's
 * signature, keeps balances and transactions in memory, answers as contracts api/casino-wallet.ts says.
 * Tests read its calls to see what the provider sent.
 */
import type { CasinoWalletAnswer } from '@site/contracts/api/casino-wallet';
import { CASINO_SIGNATURE_HEADER } from '@site/contracts/api/casino-wallet';
import { signBody, type WalletTransport } from './wallet-client';

export const TEST_WALLET_SECRET = 'test-casino-wallet-secret';

export interface WalletCall {
  action: string;
  body: Record<string, unknown>;
}

export class FakeWallet {
  readonly calls: WalletCall[] = [];
  readonly balances = new Map<string, number>();
  private readonly tokens = new Map<string, { playerId: string; gameCode: string }>();
  private readonly seen = new Map<string, CasinoWalletAnswer>();
  /** the next calls of this action throw as a lost network would */
  failNext: { action: string; times: number } | undefined;

  /** A launch token for a player with a balance (one use). */
  launch(token: string, playerId: string, gameCode: string, balance: number): void {
    this.tokens.set(token, { playerId, gameCode });
    if (!this.balances.has(playerId)) this.balances.set(playerId, balance);
  }

  readonly transport: WalletTransport = async ({ url, body, headers }) => {
    const action = url.split('/').pop() ?? '';
    if (this.failNext?.action === action && this.failNext.times > 0) {
      this.failNext.times--;
      throw new Error('socket hang up');
    }
    if (headers[CASINO_SIGNATURE_HEADER] !== signBody(TEST_WALLET_SECRET, body)) {
      return { status: 200, text: JSON.stringify({ status: 'INVALID_SIGNATURE' }) };
    }
    const parsed = JSON.parse(body) as Record<string, unknown>;
    this.calls.push({ action, body: parsed });
    return { status: 200, text: JSON.stringify(this.answer(action, parsed)) };
  };

  private answer(action: string, body: Record<string, unknown>): CasinoWalletAnswer {
    if (action === 'authenticate') {
      const launch = this.tokens.get(String(body.token));
      if (!launch) return { status: 'INVALID_TOKEN' };
      this.tokens.delete(String(body.token));
      return {
        status: 'OK',
        sessionId: `session-${launch.playerId}-0123456789`,
        playerId: launch.playerId,
        nickname: `닉${launch.playerId}`,
        balance: this.balances.get(launch.playerId) ?? 0,
        currency: 'KRW',
        gameCode: launch.gameCode,
      };
    }
    const playerId = String(body.playerId);
    const txId = String(body.txId);
    const replay = this.seen.get(txId);
    if (replay) return replay;
    const balance = this.balances.get(playerId) ?? 0;
    const amount = Number(body.amount ?? 0);
    let answer: CasinoWalletAnswer;
    if (action === 'debit' && amount > balance) answer = { status: 'INSUFFICIENT_FUNDS', balance };
    else if (action === 'debit') answer = { status: 'OK', balance: balance - amount };
    else if (action === 'credit') answer = { status: 'OK', balance: balance + amount };
    else answer = { status: 'OK', balance };
    if (answer.status === 'OK' && answer.balance !== undefined) this.balances.set(playerId, answer.balance);
    this.seen.set(txId, answer);
    return answer;
  }

  callsOf(action: string): Record<string, unknown>[] {
    return this.calls.filter((call) => call.action === action).map((call) => call.body);
  }
}
