import { describe, expect, it } from 'vitest';
import { eventStreamReader } from '../../test/event-stream-reader';
import { listeningAddress } from '../../test/listen';
import { bettor, useBetsApp } from '../betting/bets-test-kit';

const kit = useBetsApp();

const balanceEvent = /event: balance\ndata: (.*)\n\n/;

describe('GET /api/member/stream', () => {
  it("pushes the member's balance now and after each change, and nobody else's", async () => {
    const who = await bettor(kit, 50_000);
    const other = await bettor(kit, 70_000);
    const address = await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/member/stream`, { headers: who.headers, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = eventStreamReader(response);

    // The balance as it is when the stream opens, so a reconnect catches up.
    expect(JSON.parse((await stream.until(balanceEvent))[1] ?? '')).toEqual({ emoney: 50_000, point: 0 });
    stream.clear();

    const credit = (userId: string, amount: number) =>
      kit.asAdmin('POST', `/api/admin/members/${userId}/money`, { amount, memo: '이벤트 지급' });
    expect((await credit(other.member.userId, 1_000)).statusCode).toBe(200);
    expect((await credit(who.member.userId, 5_000)).statusCode).toBe(200);
    // The other member's credit never reaches this stream: the first event seen is this member's own.
    expect(JSON.parse((await stream.until(balanceEvent))[1] ?? '')).toEqual({ emoney: 55_000, point: 0 });

    controller.abort();
    await stream.cancel();
  });

  it('ends the streams when balance events may have been lost, and a new stream starts from the balance now', async () => {
    const who = await bettor(kit, 40_000);
    const address = await listeningAddress(kit.app);
    const open = async () => {
      const response = await fetch(`${address}/api/member/stream`, { headers: who.headers });
      expect(response.status).toBe(200);
      return eventStreamReader(response);
    };
    const stream = await open();
    expect(JSON.parse((await stream.until(balanceEvent))[1] ?? '')).toEqual({ emoney: 40_000, point: 0 });

    // The bus lost its link to the other servers and has it back: a credit made elsewhere meanwhile
    // was never announced here, so the client is made to reconnect.
    kit.bus.publish('resync');
    await expect(stream.until(/this never comes/)).rejects.toThrow(/stream ended/);

    const again = await open();
    expect(JSON.parse((await again.until(balanceEvent))[1] ?? '')).toEqual({ emoney: 40_000, point: 0 });
    await again.cancel();
  });

  it('is for members only', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/member/stream' });
    expect(response.statusCode).toBe(401);
  });
});
