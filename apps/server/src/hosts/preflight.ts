import { access } from 'node:fs/promises';
import { HAPROXY } from './balancer';
import { POSTGRES_BIN } from './postgres-pair';
import { run } from './shell';
import { subnetTaken } from './topology';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Why this machine cannot build the topology, or undefined when it can. */
export async function reasonToSkip(): Promise<string | undefined> {
  if (process.platform !== 'linux') return `needs Linux network namespaces (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return 'needs root for ip netns (run as root, e.g. in CI)';
  const probe = await run('ip', ['netns', 'add', 'h35-probe'], { allowFail: true }).catch((error: Error) => ({
    code: 1,
    stderr: error.message,
  }));
  if (probe.code !== 0) return `ip netns add refused: ${probe.stderr.trim()}`;
  await run('ip', ['netns', 'del', 'h35-probe'], { allowFail: true });
  for (const binary of ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres', 'psql']) {
    if (!(await exists(`${POSTGRES_BIN}/${binary}`))) return `no PostgreSQL 15 binaries (${POSTGRES_BIN}/${binary})`;
  }
  if (!(await exists(HAPROXY))) {
    await run('apt-get', ['install', '-y', 'haproxy'], { allowFail: true, timeoutMs: 180_000 }).catch(() => undefined);
    if (!(await exists(HAPROXY))) return `no haproxy (${HAPROXY}) and apt-get install haproxy failed`;
  }
  if (await subnetTaken()) return '10.77.0.0/24 is already used on this machine';
  return undefined;
}
