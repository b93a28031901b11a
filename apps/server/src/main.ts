import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { serve } from './runtime/serve';
import { supervise } from './runtime/supervise';

// config -> database -> migrate -> seed -> bus -> workers (each under its lock) -> app -> listen.
// WORKERS=N: this process supervises N such server processes on one port (runtime/supervise.ts).
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (cluster.isPrimary && config.workers > 1) await supervise(config, fileURLToPath(import.meta.url));
  else await serve(config);
}

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
