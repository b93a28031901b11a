/**
 * What a tap on a site-map entry does, for every menu that shows it (docs/decisions/043): a link to its
 * route (whose guard decides who enters), or the roulette's dialog. The menus spread these props on
 * their buttons, so that an entry cannot behave one way in a tile and another in the drawer.
 */
import type { User } from '@site/contracts/api/member';

import { enterRoulette } from '../../features/roulette/enter-roulette';
import type { SiteEntry } from '../site-map';
import { MenuLink } from './nav-link';

export interface EntryHandlers {
  /** with a link's click: the drawer or the panel closes */
  onNavigate?: () => void;
  /** runs what opens a dialog: at once unless told (the drawer first slides away) */
  onDialog?: (open: () => void) => void;
}

export type EntryProps =
  { component: typeof MenuLink; to: string; onClick?: () => void } | { onClick: () => void; 'aria-haspopup': 'dialog' };

export function entryProps(
  entry: SiteEntry,
  user: User | null,
  { onNavigate, onDialog = (open) => open() }: EntryHandlers = {},
): EntryProps {
  if (entry.action === 'roulette') {
    return { onClick: () => onDialog(() => void enterRoulette(user)), 'aria-haspopup': 'dialog' };
  }
  return { component: MenuLink, to: entry.path, ...(onNavigate && { onClick: onNavigate }) };
}
