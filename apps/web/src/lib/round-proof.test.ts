import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkRoundProof, commitmentInput, sha256Hex } from './round-proof';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the proof of a round', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hashes text to the same lower-case hex as any sha256 tool', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('파워볼')).toBe(nodeSha256('파워볼'));
  });

  it('hashes gameId:roundId:secret, as the server commits to it', () => {
    expect(commitmentInput(211, 9001, 'f00d')).toBe('211:9001:f00d');
  });

  it('matches the commitment of the revealed secret, and only that one', async () => {
    const secret = '3b1f0c9e2a';
    const commitment = nodeSha256(`211:9001:${secret}`);
    expect(await checkRoundProof({ gameId: 211, roundId: 9001, commitment, secret })).toEqual({
      check: 'match',
      computed: commitment,
    });
    expect(
      (await checkRoundProof({ gameId: 211, roundId: 9001, commitment: commitment.toUpperCase(), secret })).check,
    ).toBe('match');
    const other = await checkRoundProof({ gameId: 211, roundId: 9002, commitment, secret });
    expect(other).toEqual({ check: 'mismatch', computed: nodeSha256(`211:9002:${secret}`) });
    expect((await checkRoundProof({ gameId: 212, roundId: 9001, commitment, secret })).check).toBe('mismatch');
    expect((await checkRoundProof({ gameId: 211, roundId: 9001, commitment, secret: `${secret}0` })).check).toBe(
      'mismatch',
    );
    expect(await checkRoundProof({ gameId: 211, roundId: 9001, commitment, secret: null })).toEqual({
      check: 'mismatch',
      computed: null,
    });
  });

  it('says it cannot check where the browser has no SubtleCrypto (a page not on https)', async () => {
    vi.stubGlobal('crypto', {});
    expect(await sha256Hex('abc')).toBeNull();
    expect(await checkRoundProof({ gameId: 1, roundId: 1, commitment: 'x', secret: 'y' })).toEqual({
      check: 'unavailable',
      computed: null,
    });
  });
});
