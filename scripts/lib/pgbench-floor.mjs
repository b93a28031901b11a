// The database floor (issue 30): PostgreSQL's own CPU per transaction of pgbench's TPC-B-like script
// (three updates, a select, an insert; prepared), on the cluster the server uses, in the same run as the
// server's figures. pgbench's own process is not in the tree measured, only the cluster's.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { embeddedPostgresOf } from './cpu.mjs';

const run = promisify(execFile);
const DATABASE = 'bench_pgbench';
/** One branch per client: at scale 1 every transaction would queue on the single branch row. */
const SCALE = 10;

/**
 * @typedef {{ postmaster: number, env: NodeJS.ProcessEnv }} Cluster how to reach it (PG* variables) and its
 *   root process, whose tree holds every backend
 */

/**
 * The cluster behind a server: its embedded PostgreSQL (a child of the server's process) or, with
 * `databaseUrl`, the external one (found from its data directory's postmaster.pid).
 * @param {number} serverPid
 * @param {string | undefined} databaseUrl
 * @returns {Promise<Cluster>}
 */
export async function clusterOf(serverPid, databaseUrl) {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      PGHOST: url.hostname,
      PGPORT: url.port || '5432',
      PGUSER: decodeURIComponent(url.username) || 'postgres',
      PGPASSWORD: decodeURIComponent(url.password),
    };
    const dataDir = (await clusterQuery({ env }, 'postgres', 'show data_directory')).trim();
    const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { postmaster, env };
  }
  const embedded = embeddedPostgresOf(serverPid);
  if (!embedded) throw new Error('no PostgreSQL under the server: is it serving an embedded database?');
  // cluster.ts keeps the superuser's password beside the cluster's folder.
  const passwordFile = [
    path.join(path.dirname(embedded.dataDir), 'postgres.password'),
    `${embedded.dataDir}.password`,
  ].find((file) => existsSync(file));
  if (!passwordFile) throw new Error(`no password file beside ${embedded.dataDir}`);
  return {
    postmaster: embedded.pid,
    env: {
      ...process.env,
      PGHOST: '127.0.0.1',
      PGPORT: String(embedded.port),
      PGUSER: 'postgres',
      PGPASSWORD: readFileSync(passwordFile, 'utf8').trim(),
    },
  };
}

/**
 * A fresh pgbench database in the cluster, beside the site's.
 * @param {Cluster} cluster
 */
export async function initialisePgbench(cluster) {
  await clusterQuery(cluster, 'postgres', `drop database if exists ${DATABASE}`);
  await clusterQuery(cluster, 'postgres', `create database ${DATABASE}`);
  await run('pgbench', ['-i', '-q', '-s', String(SCALE), DATABASE], { env: cluster.env });
}

/**
 * One pgbench run: the transactions it completed.
 * @param {Cluster} cluster
 * @param {{ clients: number, duration: number }} load
 */
export async function runPgbench(cluster, { clients, duration }) {
  const { stdout } = await run(
    'pgbench',
    ['-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(duration), '-n', DATABASE],
    { env: cluster.env, timeout: (duration + 60) * 1000 },
  );
  const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
  if (!processed) throw new Error(`pgbench printed no transaction count:\n${stdout}`);
  return Number(processed[1]);
}

/** @param {Cluster} cluster */
export async function dropPgbench(cluster) {
  await clusterQuery(cluster, 'postgres', `drop database if exists ${DATABASE}`);
}

/**
 * One statement through psql; its rows unaligned, without headers.
 * @param {Pick<Cluster, 'env'>} cluster
 * @param {string} database
 * @param {string} sql
 */
export async function clusterQuery({ env }, database, sql) {
  const { stdout } = await run('psql', ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', database, '-c', sql], {
    env,
    timeout: 60_000,
  });
  return stdout;
}
