import type { MinigameRound } from '@site/contracts/api/minigames';
import type { MinigameRoundRow } from '../../db/schema/minigames';

const secondsUntil = (at: Date, now: Date): number => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * A round as members see it. The secret leaves the server only once the round is drawn: before
 * that it would tell the result. The seconds left are the server's, so pages never count from
 * their own clocks.
 */
export function roundView(row: MinigameRoundRow, now: Date): MinigameRound {
  const drawn = row.status === 'drawn';
  return {
    id: row.id,
    gameId: row.gameId,
    roundNo: row.roundNo,
    date: row.roundDate,
    status: row.status,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawsAt: row.drawsAt.toISOString(),
    secondsToClose: secondsUntil(row.closesAt, now),
    secondsToDraw: secondsUntil(row.drawsAt, now),
    commitment: row.commitment,
    secret: drawn ? row.secret : null,
    result: drawn ? row.result : null,
    resultText: drawn ? row.resultText : null,
  };
}
