import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

import type { MinigameRound, MinigameSetting } from '@site/contracts/api/minigames';
import type { MinigameKind } from '@site/contracts/minigames';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koMinigames } from '../../../i18n/ko-minigames';
import { currentUserKey, useCurrentUser, useIsLoggedIn } from '../../auth/api/session';
import {
  RESULTS_PAGE_SIZE,
  boardQuery,
  eventsQuery,
  minigameKeys,
  myBetsQuery,
  roundsQuery,
} from '../api/minigame-calls';
import { useRoundStream } from '../api/round-stream';
import { openSlip, repriceFromBoard } from '../bet-store';
import { currentRoundId, hearRound, useLastDrawn, useRoundClock } from '../round-store';
import { useCountdown } from '../use-countdown';
import { useHeaderHeight } from '../use-header-height';
import { BetPanel } from './bet-panel';
import styles from './game.module.css';
import { GameStage } from './game-stage';
import { MarketBoard } from './market-board';
import { MyBets } from './my-bets';
import { RecentResults } from './recent-results';
import { RoundBar } from './round-bar';
import { RoadPanel, hasRoads } from './roads/road-panel';

/** While a draw is due and its news has not come (a lost stream), the board is asked this often. */
const DRAW_POLL_MS = 3_000;

export interface PlayableGame {
  gameId: number;
  title: string;
  kind: Exclude<MinigameKind, 'virtual'>;
  roundSeconds: number;
}

/**
 * One game once its setting let the member in: minigame/events is awaited for the current round
 * (SPEC.md §7, whose site used it before it arrived), the board for the markets; the stream keeps
 * both current and re-syncs the countdown.
 */
export function MinigameGame({ game, setting }: { game: PlayableGame; setting: MinigameSetting }) {
  const { gameId } = game;
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const clock = useRoundClock(gameId);
  const countdown = useCountdown(clock);
  const lastDrawn = useLastDrawn(gameId);
  const headerHeight = useHeaderHeight();
  const phase = countdown?.phase;
  const waitingForDraw = phase === 'drawing' || phase === 'drawn' || phase === 'cancelled';

  const events = useQuery(eventsQuery(gameId));
  const board = useQuery({
    ...boardQuery(gameId),
    refetchInterval: waitingForDraw ? DRAW_POLL_MS : false,
  });
  // The results list's first page: its newest round is the stage's result.
  const latest = useQuery({
    ...roundsQuery(gameId, 1, RESULTS_PAGE_SIZE),
    refetchInterval: waitingForDraw ? DRAW_POLL_MS : false,
  });

  // This game's own slip (bet-store.ts): opened before the board's answer reprices its pick.
  useEffect(() => openSlip(gameId), [gameId]);

  // Each answer is the server's word at the moment it arrived: it re-syncs the countdown.
  const current = events.data?.[0];
  useEffect(() => {
    if (current) hearRound(current);
  }, [current, events.dataUpdatedAt]);
  useEffect(() => {
    if (!board.data) return;
    hearRound(board.data.current);
    repriceFromBoard(gameId, board.data.markets);
  }, [gameId, board.data, board.dataUpdatedAt]);
  const newestDrawn = latest.data?.items[0];
  useEffect(() => {
    if (newestDrawn) hearRound(newestDrawn);
  }, [newestDrawn]);

  const onRound = useCallback(
    (round: MinigameRound) => {
      const known = currentRoundId(gameId);
      hearRound(round);
      if (round.status === 'drawn' || round.status === 'cancelled') {
        // The draw settled the bets on it: the rounds, my bets and the balance change.
        void queryClient.invalidateQueries({ queryKey: minigameKeys.rounds(gameId) });
        void queryClient.invalidateQueries({ queryKey: myBetsQuery(gameId).queryKey });
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      }
      if (round.status === 'drawn' || (round.status === 'open' && (known === undefined || round.id > known))) {
        void queryClient.invalidateQueries({ queryKey: boardQuery(gameId).queryKey });
      }
    },
    [gameId, queryClient],
  );
  const onCatchUp = useCallback(() => {
    for (const queryKey of minigameKeys.all) void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: myBetsQuery(gameId).queryKey });
  }, [gameId, queryClient]);
  const streamStatus = useRoundStream(gameId, onRound, onCatchUp);

  if (events.isPending || board.isPending) return <Panel>{koMinigames.loading}</Panel>;
  if (events.isError || board.isError || !clock || !countdown) {
    return (
      <Panel>
        <EmptyState text={events.isError || board.isError ? koMinigames.loadFailed : koMinigames.noRound} />
      </Panel>
    );
  }

  const round = clock.round;
  const open = countdown.phase === 'open';
  return (
    <div className={styles.page}>
      {/* Sticky under the header: the round, its seconds and its closed state stay in sight while the
          member scrolls to the markets and the bet panel (on a phone they sit below the stage). */}
      <div className={styles.bar} style={{ top: headerHeight }}>
        {streamStatus === 'lost' && (
          <div className={`${styles.notice} ${styles.noticeLost}`} role="status">
            {koMinigames.streamLost}
          </div>
        )}
        <RoundBar roundNo={round.roundNo} countdown={countdown} roundSeconds={game.roundSeconds} />
      </div>
      <div className={styles.layout}>
        <div className={styles.top}>
          <GameStage
            title={game.title}
            kind={game.kind}
            lastDrawn={lastDrawn}
            drawing={countdown.phase === 'drawing'}
            drawingRoundNo={round.roundNo}
          />
          {hasRoads(game.kind) && <RoadPanel gameId={gameId} kind={game.kind} />}
          <MarketBoard gameId={gameId} markets={board.data.markets} open={open} />
        </div>
        <div className={styles.aside}>
          <BetPanel
            round={{ gameId, roundId: round.id, roundNo: round.roundNo, open }}
            setting={board.data.setting ?? setting}
            loggedIn={loggedIn}
            balance={user?.emoney ?? null}
          />
          <MyBets gameId={gameId} loggedIn={loggedIn} />
        </div>
        <div className={styles.bottom}>
          <RecentResults gameId={gameId} current={round.status === 'drawn' ? undefined : round} />
        </div>
      </div>
    </div>
  );
}
