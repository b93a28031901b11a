import Box from '@mui/material/Box';
import { useLocation } from 'react-router';

import { ActionButton } from '../../components/ui/action-button';
import { Text } from '../../components/ui/text';
import { useCurrentUser } from '../../features/auth/api/session';
import { enterRoulette } from '../../features/roulette/enter-roulette';
import { activeMenuPath } from '../menu';
import { siteMapFor, siteMapItems, type SiteMapEntry } from '../site-map';
import { menuDialogAction } from './menu-dialog';
import { MenuLink } from './nav-link';

/**
 * The site map's groups as rows of buttons: the phone's drawer (one column of groups) and the PC's
 * 전체 메뉴 panel (the groups side by side). `onDialog` runs an entry that opens a dialog (the drawer
 * waits until it has slid away); `onNavigate` follows a link (closing the drawer or the panel).
 */
export function SiteMapMenu({
  columns,
  onNavigate,
  onDialog,
}: {
  columns: 'stacked' | 'side-by-side';
  onNavigate: () => void;
  onDialog: (action: () => void) => void;
}) {
  const user = useCurrentUser();
  const active = activeMenuPath(useLocation().pathname, siteMapItems);
  const dialogOf = (entry: SiteMapEntry) => (entry.roulette ? () => void enterRoulette(user) : menuDialogAction(entry));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: columns === 'stacked' ? '1fr' : 'repeat(7, minmax(0, 1fr))',
        p: 1.5,
      }}
    >
      {siteMapFor(Boolean(user)).map((group) => (
        <Box key={group.label} component="section" aria-label={group.label}>
          <Text
            component="h2"
            variant="overline"
            sx={{ display: 'block', color: 'primary.main', fontWeight: 700, px: 0.5, lineHeight: 2 }}
          >
            {group.label}
          </Text>
          <Box sx={{ display: 'grid', gridTemplateColumns: columns === 'stacked' ? '1fr 1fr' : '1fr', gap: 0.25 }}>
            {group.entries.map((entry) => {
              const dialog = dialogOf(entry);
              const current = !dialog && entry.path === active;
              return (
                <ActionButton
                  key={`${entry.label}${entry.path}`}
                  compact
                  {...(dialog
                    ? { onClick: () => onDialog(dialog), 'aria-haspopup': 'dialog' as const }
                    : { component: MenuLink, to: entry.path, onClick: onNavigate })}
                  aria-current={current ? 'page' : undefined}
                  sx={{
                    justifyContent: 'flex-start',
                    minWidth: 0,
                    px: 1,
                    whiteSpace: 'nowrap',
                    fontWeight: 500,
                    color: current ? 'primary.main' : 'text.primary',
                    bgcolor: current ? '#b8906730' : 'transparent',
                  }}
                >
                  {entry.label}
                </ActionButton>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
