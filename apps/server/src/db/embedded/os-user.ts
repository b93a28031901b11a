import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Who the embedded PostgreSQL server runs as: this process's user, or `postgres` when we are root. */
export interface ServerUser {
  /** set only when the server must run as another user than this process (PostgreSQL refuses root) */
  switchTo?: { uid: number; gid: number; groups: number[]; name: string };
}

const SERVER_USER_NAME = 'postgres';

/**
 * PostgreSQL will not run as root. Sessions and CI here run as root, so the server runs as the
 * system user `postgres`, created when the machine has none (as Debian's own packages would).
 */
export async function serverUser(): Promise<ServerUser> {
  if (process.getuid?.() !== 0) return {};
  if (!(await userExists(SERVER_USER_NAME))) {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVER_USER_NAME,
    ]);
  }
  const [uid, gid, groups] = await Promise.all([idOf('-u'), idOf('-g'), run('id', ['-G', SERVER_USER_NAME])]);
  return {
    switchTo: { uid, gid, name: SERVER_USER_NAME, groups: groups.stdout.trim().split(/\s+/).map(Number) },
  };
}

async function userExists(name: string): Promise<boolean> {
  return run('id', ['-u', name]).then(
    () => true,
    () => false,
  );
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, SERVER_USER_NAME]);
  return Number.parseInt(stdout.trim(), 10);
}

const EXECUTE = 0o1;

/**
 * Whether the server's user can walk down to `target` (search permission on every folder above it and
 * on it). A fresh clone under a private temporary folder (mode 700, owned by root) is not reachable by
 * `postgres`, and then neither its data folder nor the binaries inside node_modules can be used in place.
 */
export async function canReach(user: ServerUser, target: string): Promise<boolean> {
  const who = user.switchTo;
  if (!who) return true;
  let current = path.resolve(target);
  for (;;) {
    const info = await stat(current).catch(() => undefined);
    if (info) {
      const bits = info.uid === who.uid ? info.mode >> 6 : who.groups.includes(info.gid) ? info.mode >> 3 : info.mode;
      if ((bits & EXECUTE) === 0) return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}
