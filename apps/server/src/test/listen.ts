import type { AddressInfo } from 'node:net';
import type { App } from '../app';

/** The app's address on the loopback, listening first if no earlier test of the file made it listen. */
export async function listeningAddress(app: App): Promise<string> {
  if (!app.server.listening) return app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
