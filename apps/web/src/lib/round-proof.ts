/**
 * The proof of a minigame round (contracts api/minigames.ts): before the round opens the server
 * publishes commitment = sha256(`${gameId}:${roundId}:${secret}`); after the draw it reveals the
 * secret. Recomputing the hash here, in the member's own browser, shows the server could not have
 * changed the round after publishing it. Shared by the results page and the game page's history.
 */
import { useState } from 'react';

export interface RoundProof {
  gameId: number;
  /** the round's id (not its number within the day) */
  roundId: number;
  commitment: string;
  /** null until the round is drawn */
  secret: string | null;
}

/** 'match' and 'mismatch' say what the hash showed; 'unavailable' when the browser cannot hash (no https). */
export type ProofCheck = 'match' | 'mismatch' | 'unavailable';

/** The text whose sha256 the commitment is. */
export const commitmentInput = (gameId: number, roundId: number, secret: string): string =>
  `${gameId}:${roundId}:${secret}`;

/** Lower-case hex sha256 of UTF-8 text, by the browser's SubtleCrypto; null where it has none. */
export async function sha256Hex(text: string): Promise<string | null> {
  // SubtleCrypto exists only in secure contexts (https, localhost); a plain-http page has none.
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ProofResult {
  check: ProofCheck;
  /** the hash computed here, to show beside the published one; null when none could be computed */
  computed: string | null;
}

/** Whether the revealed secret hashes to the published commitment; a round not yet drawn never matches. */
export async function checkRoundProof(proof: RoundProof): Promise<ProofResult> {
  if (proof.secret === null) return { check: 'mismatch', computed: null };
  const computed = await sha256Hex(commitmentInput(proof.gameId, proof.roundId, proof.secret));
  if (computed === null) return { check: 'unavailable', computed };
  return { check: computed === proof.commitment.trim().toLowerCase() ? 'match' : 'mismatch', computed };
}

/**
 * A round's 검증 button state: `verify()` checks the proof in this browser; `result` holds what it
 * found (null until asked), `checking` while it runs. A round without its secret cannot be checked.
 */
export function useRoundProof(round: { gameId: number; id: number; commitment: string; secret: string | null }) {
  const [result, setResult] = useState<ProofResult | null>(null);
  const [checking, setChecking] = useState(false);
  const verify = async (): Promise<ProofResult> => {
    setChecking(true);
    try {
      const found = await checkRoundProof({
        gameId: round.gameId,
        roundId: round.id,
        commitment: round.commitment,
        secret: round.secret,
      });
      setResult(found);
      return found;
    } finally {
      setChecking(false);
    }
  };
  return { result, checking, verify, checkable: round.secret !== null };
}
