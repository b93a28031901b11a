/** The live match centre's plain facts the sports books need too, without zod (it stays out of their pages). */

/** Sport ids of the feed's catalogue the tracker follows (football, basketball, volleyball), in the tabs' order. */
export const LIVETV_SPORT_IDS: readonly number[] = [6046, 48242, 154830];

/** Whether a live fixture of this sport has a tracker to follow it by (/livetv, and beside its in-play markets). */
export const hasMatchTracker = (sportId: number): boolean => LIVETV_SPORT_IDS.includes(sportId);
