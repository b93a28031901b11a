/** How the tether pages show a request's hash and fee. */
import { formatUsdt } from '@site/contracts/api/cashier';

/** A transaction hash cut to its first and last six characters, enough to recognise it in a list. */
export const shortTxHash = (hash: string | null): string | null =>
  hash === null ? null : hash.length <= 16 ? hash : `${hash.slice(0, 6)}…${hash.slice(-6)}`;

/** A fee in basis points as a percent: 150 -> 1.5%. */
export const feePercent = (feeBp: number): string =>
  `${(feeBp / 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;

/** USDT, or a dash when the request has none yet. */
export const usdtOrDash = (micro: number | null): string => (micro === null ? '-' : formatUsdt(micro));
