/**
 * The balance stream's plain values, which every signed-in page uses: kept out of member.ts so that
 * they do not bring zod with the schemas (docs/decisions/020). member.ts re-exports them.
 */
/** GET /api/member/stream (Server-Sent Events): `balance` events whenever money or points change. */
export const BALANCE_STREAM_EVENT = 'balance';
export interface BalanceUpdate {
  emoney: number;
  point: number;
}
