import Box from '@mui/material/Box';
import { useLocation } from 'react-router';

import { ActionButton } from '../../components/ui/action-button';
import { Text } from '../../components/ui/text';
import { useCurrentUser } from '../../features/auth/api/session';
import { activeMenuPath } from '../menu';
import { siteMapFor, siteMapItems } from '../site-map';
import { entryProps } from './entry-action';

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
              const current = entry.action === 'route' && entry.path === active;
              return (
                <ActionButton
                  key={`${entry.label}${entry.path}`}
                  compact
                  {...entryProps(entry, user, { onNavigate, onDialog })}
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
