import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { minigameSettings } from '../../db/schema/minigames';

/**
 * Whether the operator has put a game in maintenance. Every game of the tables has its switch in
 * minigame_settings (the minigames' and the virtual sports' games 801-804); a game without a row
 * is open, as the minigames' default setting says. Read here because placement sits below the
 * products that edit these rows.
 */
export async function isGameInMaintenance(db: Database, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ maintenance: minigameSettings.systemMaintenanceFlg })
    .from(minigameSettings)
    .where(eq(minigameSettings.gameId, gameId));
  return row?.maintenance ?? false;
}
