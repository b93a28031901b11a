/**
 * SPEC.md §2: the European, in-play, live casino and slot entries of the menus open a confirmation
 * dialog instead of routing. Both the top bar and the mobile drawer ask here what an entry opens.
 */
import { requestCasinoLaunch } from '../../features/casino/launch-store';
import { requestBookWindow } from '../../features/sports-menu/book-window-store';
import type { MenuItem } from '../menu';

/** The dialog an entry opens, or null for an entry that routes. */
export function menuDialogAction(entry: MenuItem): (() => void) | null {
  const { bookWindow, casino } = entry;
  if (bookWindow) return () => requestBookWindow(bookWindow);
  if (casino) return () => requestCasinoLaunch({ aggregator: 'playfun', product: casino });
  return null;
}
