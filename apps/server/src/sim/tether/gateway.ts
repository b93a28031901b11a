import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TetherCallback } from '@site/contracts/api/cashier';
import { tronAddressOf } from '@site/contracts/rules/tron-address';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { SimTetherInvoiceRow } from '../../db/schema/cashier';
import type { TetherGateway, TetherInvoice, TetherPayout } from '../../modules/cashier/tether-gateway-port';
import {
  addConfirmation,
  expireOpenInvoices,
  findInvoice,
  findInvoiceByReference,
  insertInvoice,
  insertPayoutOnce,
  markDelivered,
  markPaid,
  undeliveredInvoices,
} from './store';

/** Sends one signed callback to the merchant (our server); answers the HTTP status it got. */
export type DeliverCallback = (body: string, signature: string) => Promise<number>;

export interface SimTetherGatewayOptions {
  db: Database;
  clock: Clock;
  /** where browsers reach this server's payment pages, e.g. http://127.0.0.1:8080 */
  paymentBaseUrl: string;
  /** confirmations a paid invoice needs before the callback goes out */
  confirmations: number;
  /** the HMAC key shared with the merchant */
  callbackSecret: () => Promise<string>;
  deliver: DeliverCallback;
}

/** What the payment page shows of an invoice. */
export interface InvoiceView {
  invoice: SimTetherInvoiceRow;
  confirmationsNeeded: number;
  secondsLeft: number;
}

/** Callbacks sent per tick at most, so a backlog cannot make one tick last long. */
const DELIVERIES_PER_TICK = 20;

export const PAYMENT_PAGE_PATH = '/sim/tether/invoices';

export const signCallback = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** A 64-hex transaction id, as TRON shows them. */
const randomTxHash = (): string => randomBytes(32).toString('hex');

/**
 * A USDT (TRC-20) payment gateway, simulated in our own database: it issues invoices with a fresh
 * deposit address each, takes the member's (simulated) transfer on its payment page, lets blocks
 * confirm it over its worker's ticks, then tells the merchant with a signed callback until the
 * merchant acknowledges it. Payouts are booked once per reference and answered with a transaction hash.
 */
export class SimTetherGateway implements TetherGateway {
  constructor(private readonly options: SimTetherGatewayOptions) {}

  get confirmationsNeeded(): number {
    return this.options.confirmations;
  }

  async createInvoice(request: { reference: string; usdtMicro: number; expiresAt: Date }): Promise<TetherInvoice> {
    const { db, clock } = this.options;
    const row = await db.transaction(async (tx) => {
      // Two calls for one reference wait for each other here, so the second finds the first's invoice.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sim-tether:${request.reference}`}, 0))`);
      const existing = await findInvoiceByReference(tx, request.reference);
      if (existing) return existing;
      return insertInvoice(tx, {
        id: randomBytes(16).toString('hex'),
        merchantReference: request.reference,
        usdtMicro: request.usdtMicro,
        address: tronAddressOf(randomBytes(20)),
        status: 'open',
        expiresAt: request.expiresAt,
        createdAt: clock.now(),
      });
    });
    return {
      invoiceId: row.id,
      paymentUrl: this.paymentUrlOf(row.id),
      address: row.address,
      usdtMicro: row.usdtMicro,
      expiresAt: row.expiresAt,
    };
  }

  async sendPayout(request: { reference: string; address: string; usdtMicro: number }): Promise<TetherPayout> {
    const txHash = await insertPayoutOnce(this.options.db, {
      id: randomBytes(16).toString('hex'),
      merchantReference: request.reference,
      address: request.address,
      usdtMicro: request.usdtMicro,
      txHash: randomTxHash(),
      createdAt: this.options.clock.now(),
    });
    return { txHash };
  }

  paymentUrlOf(invoiceId: string): string {
    return `${this.options.paymentBaseUrl}${PAYMENT_PAGE_PATH}/${invoiceId}`;
  }

  /** The invoice as its page shows it; an open one past its time is expired first. */
  async view(invoiceId: string): Promise<InvoiceView | undefined> {
    const { db, clock } = this.options;
    let invoice = await findInvoice(db, invoiceId);
    if (!invoice) return undefined;
    const now = clock.now();
    if (invoice.status === 'open' && invoice.expiresAt <= now) {
      await expireOpenInvoices(db, now);
      invoice = { ...invoice, status: 'expired' };
    }
    const secondsLeft = Math.max(0, Math.floor((invoice.expiresAt.getTime() - now.getTime()) / 1000));
    return { invoice, confirmationsNeeded: this.options.confirmations, secondsLeft };
  }

  /** The member's transfer of the full amount; false when the invoice is not open (paid, expired, unknown). */
  pay(invoiceId: string): Promise<boolean> {
    return markPaid(this.options.db, invoiceId, randomTxHash(), this.options.clock.now());
  }

  /**
   * One block: unpaid invoices past their time expire, paid ones gain a confirmation, and every
   * confirmed one the merchant has not acknowledged is sent (again). A failed delivery waits for the
   * next tick; the others still go.
   */
  async tick(): Promise<void> {
    const { db, clock, confirmations } = this.options;
    await expireOpenInvoices(db, clock.now());
    await addConfirmation(db, confirmations);
    const pending = await undeliveredInvoices(db, DELIVERIES_PER_TICK);
    if (pending.length === 0) return;
    const secret = await this.options.callbackSecret();
    for (const invoice of pending) {
      const body = JSON.stringify(callbackOf(invoice));
      const status = await this.options.deliver(body, signCallback(secret, body)).catch(() => 0);
      if (status >= 200 && status < 300) await markDelivered(db, invoice.id, clock.now());
    }
  }
}

function callbackOf(invoice: SimTetherInvoiceRow): TetherCallback {
  return {
    invoiceId: invoice.id,
    merchantReference: invoice.merchantReference,
    status: 'confirmed',
    usdtMicro: invoice.usdtMicro,
    txHash: invoice.txHash ?? '',
    confirmations: invoice.confirmations,
  };
}
