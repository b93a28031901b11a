/**
 * What the cashier needs from a tether (USDT TRC-20) payment gateway. The simulated gateway in
 * sim/tether implements it; a real one would be one more adapter. Every call names our cash request
 * (`reference`), and the gateway answers the same for the same reference, so a retry never makes a
 * second invoice or sends a second payout.
 */
export interface TetherInvoice {
  invoiceId: string;
  /** the gateway's payment page, opened in a new window; https in production */
  paymentUrl: string;
  /** the TRC-20 address the member pays to */
  address: string;
  usdtMicro: number;
  expiresAt: Date;
}

export interface TetherPayout {
  txHash: string;
}

export interface TetherGateway {
  createInvoice(request: { reference: string; usdtMicro: number; expiresAt: Date }): Promise<TetherInvoice>;
  /**
   * Sends USDT to the address; idempotent per reference. Throws TetherPayoutRejected when the gateway
   * will not pay it; any other failure leaves open whether it paid (asking again settles it).
   */
  sendPayout(request: { reference: string; address: string; usdtMicro: number }): Promise<TetherPayout>;
}

/** The gateway's definite no to a payout (a blocked address, say): nothing was sent, nor will be. */
export class TetherPayoutRejected extends Error {
  override name = 'TetherPayoutRejected';
}

/** A gateway call that did not answer in time; whether it did anything is unknown. */
export class TetherGatewayTimeout extends Error {
  override name = 'TetherGatewayTimeout';
}

function within<T>(ms: number, what: string, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TetherGatewayTimeout(`tether gateway ${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([call, expiry]).finally(() => clearTimeout(timer));
}

/**
 * The gateway as the cashier calls it: no call waits longer than `ms`, so a hung gateway holds no
 * operator's request, worker tick or connection for ever. A payout cut off here stays 'sent' and is
 * asked again under its reference (tether-payouts.ts).
 */
export function timeLimitedGateway(gateway: TetherGateway, ms: number): TetherGateway {
  return {
    createInvoice: (request) => within(ms, 'createInvoice', gateway.createInvoice(request)),
    sendPayout: (request) => within(ms, 'sendPayout', gateway.sendPayout(request)),
  };
}

/**
 * The gateway's callback is signed with this shared secret (HMAC-SHA256 of the raw body, hex), so
 * nobody else can announce a payment. Configured as TETHER_CALLBACK_SECRET.
 */
export interface TetherCallbackSecret {
  secret: string;
}
