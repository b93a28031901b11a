/**
 * The rounds stream (GET /minigame/stream, Server-Sent Events, every game's `round` events): open
 * while a game page is shown. A lost connection is said, retried with backoff, and caught up by the
 * caller refetching what it shows.
 */
import { useEffect, useRef, useState } from 'react';

import type { MinigameRound } from '@site/contracts/api/minigames';
import { MINIGAME_STREAM_EVENT } from '@site/contracts/api/minigames-codes';
import { minigameEndpoints } from '@site/contracts/endpoints/minigames';

import { API_BASE } from '../../../lib/api-client';
import { reconnectDelay } from '../../../lib/reconnect-backoff';

export type RoundStreamStatus = 'connecting' | 'open' | 'lost';

const parseRound = (data: unknown): MinigameRound | null => {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as MinigameRound;
    return typeof value.id === 'number' && typeof value.gameId === 'number' ? value : null;
  } catch {
    return null;
  }
};

/**
 * Calls onRound for this game's rounds as they open, close and are drawn, and onCatchUp after a
 * reconnect (events sent while the connection was down are not repeated). Answers the status.
 */
export function useRoundStream(
  gameId: number,
  onRound: (round: MinigameRound) => void,
  onCatchUp: () => void,
): RoundStreamStatus {
  const [status, setStatus] = useState<RoundStreamStatus>('connecting');
  const handlers = useRef({ onRound, onCatchUp });
  useEffect(() => {
    handlers.current = { onRound, onCatchUp };
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let everOpened = false;

    const open = () => {
      const current = new EventSource(API_BASE + minigameEndpoints.roundStream.path);
      source = current;
      current.onopen = () => {
        if (everOpened) handlers.current.onCatchUp();
        everOpened = true;
        attempt = 0;
        setStatus('open');
      };
      current.addEventListener(MINIGAME_STREAM_EVENT, (event) => {
        const round = parseRound((event as MessageEvent).data);
        if (round?.gameId === gameId) handlers.current.onRound(round);
      });
      current.onerror = () => {
        // EventSource would retry at its own pace; we close it and back off instead.
        current.close();
        source = null;
        setStatus('lost');
        timer = setTimeout(open, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    open();

    return () => {
      source?.close();
      clearTimeout(timer);
    };
  }, [gameId]);

  return status;
}
