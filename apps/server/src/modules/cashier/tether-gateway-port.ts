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
  /** Sends USDT to the address; idempotent per reference. */
  sendPayout(request: { reference: string; address: string; usdtMicro: number }): Promise<TetherPayout>;
}

/**
 * The gateway's callback is signed with this shared secret (HMAC-SHA256 of the raw body, hex), so
 * nobody else can announce a payment. Configured as TETHER_CALLBACK_SECRET.
 */
export interface TetherCallbackSecret {
  secret: string;
}
