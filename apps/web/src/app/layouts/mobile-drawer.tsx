import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useRef } from 'react';
import { useLocation } from 'react-router';

import { ActionButton, IconAction } from '../../components/ui/action-button';
import { BrandLogo } from '../../components/ui/brand-logo';
import { CloseIcon } from '../../components/ui/icons';
import { useCurrentUser } from '../../features/auth/api/session';
import { enterRoulette } from '../../features/roulette/enter-roulette';
import { ko, koAuth } from '../../i18n/ko';
import { setViewportMode } from '../../lib/viewport';
import { activeMenuPath, topMenu } from '../menu';
import { menuDialogAction } from './menu-dialog';
import { MenuLink } from './nav-link';
import { SideMenuContent } from './side-menu-content';

/** The mobile side drawer: the top menu's links, then the side menu. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // A choice that opens a dialog (유럽형, 인플레이, 라이브카지노, 슬롯게임) waits until the drawer has slid away: two modals
  // overlapping fight over which one the rest of the page is hidden from, and the dialog could end
  // up hidden from assistive technology (and from role queries) behind the closing drawer.
  const afterClosed = useRef<(() => void) | null>(null);
  const active = activeMenuPath(useLocation().pathname, topMenu);
  const user = useCurrentUser();
  const runAfterClosed = () => {
    const action = afterClosed.current;
    afterClosed.current = null;
    action?.();
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 320, maxWidth: '88vw', bgcolor: 'background.default' } },
        transition: { onExited: runAfterClosed },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
        <BrandLogo />
        <IconAction aria-label={ko.common.closeMenu} onClick={onClose}>
          <CloseIcon />
        </IconAction>
      </Box>
      <Divider />
      <List dense component="nav" aria-label={ko.common.mainMenu}>
        {topMenu.map((entry) => {
          const openDialog = menuDialogAction(entry);
          return openDialog ? (
            <ListItemButton
              key={entry.path}
              aria-haspopup="dialog"
              onClick={() => {
                afterClosed.current = openDialog;
                onClose();
              }}
            >
              <ListItemText primary={entry.label} />
            </ListItemButton>
          ) : (
            <ListItemButton
              key={entry.path}
              component={MenuLink}
              to={entry.path}
              selected={entry.path === active}
              aria-current={entry.path === active ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={entry.label} />
            </ListItemButton>
          );
        })}
      </List>
      {/* A guest sees them too: 쿠폰함 leads to the login, 룰렛 asks for it (SPEC.md §5). */}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, px: 2, pb: 1 }}>
        <ActionButton variant="outlined" compact component={MenuLink} to="/coupon" onClick={onClose}>
          {koAuth.coupon}
        </ActionButton>
        <ActionButton
          variant="outlined"
          compact
          aria-haspopup="dialog"
          onClick={() => {
            afterClosed.current = () => void enterRoulette(user);
            onClose();
          }}
        >
          {koAuth.roulette}
        </ActionButton>
      </Box>
      <Box sx={{ px: 2, pb: 1 }}>
        <ActionButton
          variant="outlined"
          compact
          onClick={() => {
            setViewportMode('pc');
            onClose();
          }}
          sx={{ width: '100%' }}
        >
          {koAuth.pcView}
        </ActionButton>
      </Box>
      <Divider />
      <SideMenuContent onNavigate={onClose} />
    </Drawer>
  );
}
