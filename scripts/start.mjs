// `npm start`: install if needed, build the site, then run the server (migrate, seed, serve).
import { ensureDependencies } from './ensure-deps.mjs';
import { serverMain } from './lib/paths.mjs';
import { npmCommand, run } from './lib/run.mjs';

await ensureDependencies();
await run(npmCommand, ['run', 'build', '--silent']);

// The server runs in this process (TypeScript through tsx), so signals reach its graceful shutdown.
const { register } = await import('tsx/esm/api');
register();
await import(serverMain);
