/**
 * `npm run audit:check`: verifies the operator audit trail's hash chain (docs/decisions/053) on the
 * site's database (DATABASE_URL, or the embedded one in DATA_DIR, running or not) and prints the rows
 * checked, the head hash to keep elsewhere, and the first broken row. Exit code 1 when one is broken.
 */
import { loadConfig } from '../config';
import { EMBEDDED_DATABASE, openDatabase, openPostgres, type DatabaseHandle } from '../db/client';
import { runningEmbeddedServerUrl } from '../db/embedded/cluster';
import { checkAuditChain } from '../modules/audit/check';

async function open(): Promise<DatabaseHandle> {
  const config = loadConfig();
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const running = await runningEmbeddedServerUrl(config.dataDir);
  if (running) return openPostgres(`${running}/${EMBEDDED_DATABASE}`, 'embedded');
  return openDatabase({ dataDir: config.dataDir });
}

const handle = await open();
try {
  const result = await checkAuditChain(handle.db);
  console.log(`rows checked: ${result.rowsChecked}`);
  // On a break the chain is trusted only up to the row before it: that row's hash is what is printed.
  const hashLabel = result.firstBroken ? 'last intact:  ' : 'head hash:    ';
  console.log(`${hashLabel}${result.headHash ?? '(no rows)'}`);
  if (result.firstBroken) {
    const why =
      result.firstBroken.problem === 'edited'
        ? 'its hash does not match its content (edited)'
        : "its prev_hash is not the previous row's hash (a row before it was deleted or inserted)";
    console.log(`BROKEN at row id ${result.firstBroken.id}: ${why}`);
    process.exitCode = 1;
  } else {
    console.log('chain intact');
  }
} finally {
  await handle.close();
}
