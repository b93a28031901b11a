import net from 'node:net';

/**
 * A TCP relay between clients and a server that a test can cut like a network that stops carrying
 * packets: no FIN, no RST, no error on either side; each just stops hearing from the other. (Each
 * side's kernel still acknowledges what it receives, so TCP keepalive does not fire through it: a test
 * stands in for the server noticing, see docs/decisions/073; the real link-down is the hosts test's.)
 */
export interface TcpRelay {
  /** postgres://… (or any URL) whose host and port are replaced by the relay's */
  urlThrough(url: string): string;
  /**
   * Stops forwarding on every open connection, both ways, without closing any. `newConnections`:
   * 'hang' (default) accepts new ones and leaves them silent, as a partition does; 'pass' forwards them,
   * as when the server's address now answers from another machine and only the old paths are dead.
   */
  cut(options?: { newConnections?: 'hang' | 'pass' }): void;
  /** Forwards again; what either side sent meanwhile arrives now. Connections made while cut are reset. */
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  server: net.Socket | undefined;
  /** one side closed while cut: the other learns it once the network is back */
  closedWhileCut: boolean;
}

/** Where a postgres:// URL's server listens: a TCP port, or a Unix socket when its host is a folder. */
function targetOf(url: string): net.NetConnectOpts {
  const parsed = new URL(url);
  const host = decodeURIComponent(parsed.hostname);
  const port = Number(parsed.port || 5432);
  return host.startsWith('/') ? { path: `${host}/.s.PGSQL.${port}` } : { host, port };
}

/** A relay in front of the server `url` names (node-postgres' URL form: a socket's folder as the host). */
export async function startTcpRelay(url: string): Promise<TcpRelay> {
  const target = targetOf(url);
  const pairs = new Set<Pair>();
  let state: 'open' | 'hang' | 'pass' = 'open';
  const silenced = new Set<Pair>();

  const forward = (from: net.Socket, to: net.Socket, pair: Pair) => {
    from.on('data', (chunk) => to.write(chunk));
    from.on('close', () => {
      if (silenced.has(pair)) pair.closedWhileCut = true;
      else to.destroy();
    });
    from.on('error', () => {});
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, server: undefined, closedWhileCut: false };
    pairs.add(pair);
    client.on('close', () => {
      if (!silenced.has(pair)) pairs.delete(pair);
    });
    client.on('error', () => {});
    if (state === 'hang') {
      // Accepted by the kernel, never answered: the client's connect timeout is what ends it.
      client.pause();
      silenced.add(pair);
      return;
    }
    const upstream = net.connect(target);
    pair.server = upstream;
    forward(client, upstream, pair);
    forward(upstream, client, pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');

  return {
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(address.port);
      return through.toString();
    },
    cut({ newConnections = 'hang' } = {}) {
      state = newConnections;
      for (const pair of pairs) {
        pair.client.pause();
        pair.server?.pause();
        silenced.add(pair);
      }
    },
    restore() {
      state = 'open';
      for (const pair of silenced) {
        silenced.delete(pair);
        if (!pair.server || pair.closedWhileCut) {
          pair.client.destroy();
          pair.server?.destroy();
          pairs.delete(pair);
          continue;
        }
        pair.client.resume();
        pair.server.resume();
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      pairs.clear();
      silenced.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
