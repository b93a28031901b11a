import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CashRequestRow } from '../../db/schema/cashier';
import { AppError } from '../../http/app-error';
import { cashierServerErrors } from './errors';
import { CASH_IDEMPOTENCY, findRequestByKey } from './repo';

/** What a request asks for, to tell a retry (same) from another request under a used key. */
export interface CashAsk {
  kind: CashRequestRow['kind'];
  channel: CashRequestRow['channel'];
  amount: number;
  address?: string | null;
}

/**
 * The request a used key made, when the new call asks the same (a retry: answer it again, change
 * nothing); 422 when it asks something else, as bets answer a reused key (docs/decisions/016).
 */
export function replayOf(made: CashRequestRow, ask: CashAsk): CashRequestRow {
  const same =
    made.kind === ask.kind &&
    made.channel === ask.channel &&
    made.amount === ask.amount &&
    (ask.address === undefined || made.address === ask.address);
  if (!same) throw new AppError(422, cashierServerErrors.keyReused);
  return made;
}

/** After an insert lost the race on the key to a twin request: the twin's row, if it asks the same. */
export async function replayAfterRace(
  db: Database,
  error: unknown,
  memberId: number,
  key: string,
  ask: CashAsk,
): Promise<CashRequestRow | undefined> {
  if (!isUniqueViolation(error, CASH_IDEMPOTENCY)) return undefined;
  const made = await findRequestByKey(db, memberId, key);
  return made && replayOf(made, ask);
}
