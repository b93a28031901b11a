import type { MinigameResult } from '@site/contracts/minigame-results';

/** What every kind's stage draws: the latest drawn result (null before the first draw), or the draw under way. */
export interface StageProps {
  result: MinigameResult | null;
  drawing: boolean;
}
