/**
 * How the simulated games reach the site's seamless wallet, as a real aggregator's servers would:
 * POST <walletBaseUrl>/api/casino/wallet/<aggregator>/<action>, the JSON body signed with the
 * aggregator's secret (hex HMAC-SHA256 in CASINO_SIGNATURE_HEADER). Tests hand in their own transport.
 */
import { createHmac } from 'node:crypto';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import {
  CASINO_SIGNATURE_HEADER,
  casinoWalletAnswerSchema,
  type CasinoWalletAction,
  type CasinoWalletAnswer,
} from '@site/contracts/api/casino-wallet';

/** Sends one signed request; answers the HTTP status and body text, or throws when nothing came back. */
export type WalletTransport = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; text: string }>;

export interface WalletClientOptions {
  walletBaseUrl: string;
  /** the aggregator's signing key (modules/casino/wallet-secret.ts, handed in by the workers) */
  secretOf: (aggregator: CasinoAggregatorKey) => Promise<string>;
  transport?: WalletTransport;
  /** pause between tries of a credit or rollback the network lost (tests: 0) */
  retryDelayMs?: number;
}

/** The wallet could not be reached or answered nonsense: nothing is known of the call's effect. */
export class WalletUnreachable extends Error {
  override name = 'WalletUnreachable';
}

const WALLET_TIMEOUT_MS = 8_000;
/** credits and rollbacks are idempotent by their txId, so retrying them is safe */
const SETTLEMENT_TRIES = 3;

export const fetchTransport: WalletTransport = async ({ url, body, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(WALLET_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
};

export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

export class CasinoWalletClient {
  private readonly transport: WalletTransport;

  constructor(private readonly options: WalletClientOptions) {
    this.transport = options.transport ?? fetchTransport;
  }

  /** One call, once. */
  async call(
    aggregator: CasinoAggregatorKey,
    action: CasinoWalletAction,
    payload: object,
  ): Promise<CasinoWalletAnswer> {
    const body = JSON.stringify(payload);
    const secret = await this.options.secretOf(aggregator);
    const base = this.options.walletBaseUrl.replace(/\/$/, '');
    let answer: { status: number; text: string };
    try {
      answer = await this.transport({
        url: `${base}/api/casino/wallet/${aggregator}/${action}`,
        body,
        headers: { 'content-type': 'application/json', [CASINO_SIGNATURE_HEADER]: signBody(secret, body) },
      });
    } catch (error) {
      throw new WalletUnreachable(`wallet ${action} failed: ${String(error)}`, { cause: error });
    }
    const parsed = answer.status === 200 ? casinoWalletAnswerSchema.safeParse(safeJson(answer.text)) : undefined;
    if (!parsed?.success) throw new WalletUnreachable(`wallet ${action} answered HTTP ${answer.status}`);
    return parsed.data;
  }

  /** A credit or rollback: tried again when the network lost it, the wallet keeping it to once by txId. */
  async settle(
    aggregator: CasinoAggregatorKey,
    action: 'credit' | 'rollback',
    payload: object,
  ): Promise<CasinoWalletAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.call(aggregator, action, payload);
      } catch (error) {
        if (!(error instanceof WalletUnreachable) || attempt >= SETTLEMENT_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 500));
      }
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
