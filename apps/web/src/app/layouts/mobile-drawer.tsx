import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useRef } from 'react';

import { ActionButton, IconAction } from '../../components/ui/action-button';
import { BrandLogo } from '../../components/ui/brand-logo';
import { CloseIcon } from '../../components/ui/icons';
import { ko, koAuth } from '../../i18n/ko';
import { setViewportMode } from '../../lib/viewport';
import { SideMenuContent } from './side-menu-content';
import { SiteMapMenu } from './site-map-menu';

/** The mobile side drawer: the site map (app/site-map.ts), then the side menu. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // A choice that opens a dialog (룰렛) waits until the drawer has slid away: two modals
  // overlapping fight over which one the rest of the page is hidden from, and the dialog could end
  // up hidden from assistive technology (and from role queries) behind the closing drawer.
  const afterClosed = useRef<(() => void) | null>(null);
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
      <Box component="nav" aria-label={ko.common.mainMenu}>
        <SiteMapMenu
          columns="stacked"
          onNavigate={onClose}
          onDialog={(action) => {
            afterClosed.current = action;
            onClose();
          }}
        />
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
      <SideMenuContent onNavigate={onClose} inDrawer />
    </Drawer>
  );
}
