/**
 * Server-Sent Events streams per client IP, counted across every stream of the site (odds, rounds,
 * balance): past STREAMS_PER_IP the next one is answered 429 in Korean, and a stream that closes
 * gives its place back. Real sockets (a listening app and fetch), as a browser holds them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettor, useBetsApp } from '../modules/betting/bets-test-kit';

const LIMIT = 3;
// TRUST_PROXY names the loopback proxy, so X-Forwarded-For can stand for clients at other addresses.
const kit = useBetsApp({ STREAMS_PER_IP: String(LIMIT), TRUST_PROXY: 'loopback' });

let address = '';
beforeAll(async () => {
  address = await kit.app.listen({ port: 0, host: '127.0.0.1' });
});

interface OpenedStream {
  status: number;
  body: string;
  close(): Promise<void>;
}

const opened: OpenedStream[] = [];
afterAll(async () => {
  for (const stream of opened) await stream.close();
});

/** Opens a stream; an accepted one stays open (its first bytes read) until closed, a refused one is read whole. */
async function openStream(path: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  const controller = new AbortController();
  const response = await fetch(`${address}${path}`, { headers, signal: controller.signal });
  if (response.status !== 200) {
    return { status: response.status, body: await response.text(), close: async () => undefined };
  }
  const reader = response.body?.getReader();
  const first = await reader?.read();
  const stream: OpenedStream = {
    status: response.status,
    body: new TextDecoder().decode(first?.value),
    close: async () => {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
  opened.push(stream);
  return stream;
}

/** Tries until the server has noticed a closed stream and lets this one in (the test's timeout bounds it). */
async function openOnceFreed(path: string): Promise<OpenedStream> {
  for (;;) {
    const stream = await openStream(path);
    if (stream.status !== 429) return stream;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('streams per client IP', () => {
  it('lets one IP hold STREAMS_PER_IP streams of any kind, refuses the next with 429, and frees a closed one', async () => {
    const who = await bettor(kit, 0);
    const held = [
      await openStream('/api/sports/stream'),
      await openStream('/api/minigame/stream'),
      await openStream('/api/member/stream', who.headers),
    ];
    expect(held.map((stream) => stream.status)).toEqual([200, 200, 200]);
    expect(held[0]?.body).toMatch(/^retry: /);

    for (const path of ['/api/sports/stream', '/api/minigame/stream']) {
      const refused = await openStream(path);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({
        message: '실시간 연결이 너무 많습니다. 열려 있는 창이나 탭을 닫고 다시 시도해주세요.',
      });
    }
    // A refused stream took no place: closing one held stream lets exactly one more in.
    await held[0]?.close();
    expect((await openOnceFreed('/api/sports/stream')).status).toBe(200);
    expect((await openStream('/api/minigame/stream')).status).toBe(429);

    // Another client (through the trusted proxy) has its own places.
    const elsewhere = { 'x-forwarded-for': '203.0.113.7' };
    const others = [
      await openStream('/api/sports/stream', elsewhere),
      await openStream('/api/minigame/stream', elsewhere),
      await openStream('/api/sports/stream', elsewhere),
      await openStream('/api/sports/stream', elsewhere),
    ];
    expect(others.map((stream) => stream.status)).toEqual([200, 200, 200, 429]);
  });

  it('does not count a stream refused before it opened (no login)', async () => {
    const elsewhere = { 'x-forwarded-for': '198.51.100.9' };
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      expect((await openStream('/api/member/stream', elsewhere)).status).toBe(401);
    }
    const accepted = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      accepted.push((await openStream('/api/sports/stream', elsewhere)).status);
    }
    expect(accepted).toEqual([200, 200, 200]);
  });
});
