import { asc, gt } from 'drizzle-orm';
import type { AuditCheck } from '@site/contracts/api/audit';
import type { Database } from '../../db/client';
import { operatorAuditLog } from '../../db/schema';
import { GENESIS_HASH, rowHash } from './chain';

const BATCH = 1_000;

/**
 * Recomputes the whole chain from the first row (docs/decisions/053): each row's hash from its
 * content, and each prev_hash against the hash of the row before. Read in batches by id, each its
 * own short query, so a long trail holds nothing and no statement nears its timeout.
 */
export async function checkAuditChain(db: Database): Promise<AuditCheck> {
  let rowsChecked = 0;
  let previous = GENESIS_HASH;
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(operatorAuditLog)
      .where(gt(operatorAuditLog.id, lastId))
      .orderBy(asc(operatorAuditLog.id))
      .limit(BATCH);
    for (const row of rows) {
      if (row.prevHash !== previous) return broken(rowsChecked, previous, row.id, 'unlinked');
      if (rowHash(row) !== row.hash) return broken(rowsChecked, previous, row.id, 'edited');
      previous = row.hash;
      rowsChecked += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    lastId = last.id;
  }
  return { rowsChecked, headHash: rowsChecked === 0 ? null : previous, firstBroken: null };
}

function broken(rowsChecked: number, previous: string, id: number, problem: 'edited' | 'unlinked'): AuditCheck {
  return { rowsChecked, headHash: rowsChecked === 0 ? null : previous, firstBroken: { id, problem } };
}
