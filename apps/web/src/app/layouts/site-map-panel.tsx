import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';

import { ko } from '../../i18n/ko';
import { SiteMapMenu } from './site-map-menu';

/** The PC's 전체 메뉴 panel: the site map's groups side by side, under the top bar's button. */
export function SiteMapPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 'min(1180px, calc(100vw - 32px))', bgcolor: '#1e1a16' } } }}
    >
      <Box component="nav" aria-label={ko.siteMap.open}>
        <SiteMapMenu
          columns="side-by-side"
          onNavigate={onClose}
          onDialog={(action) => {
            onClose();
            action();
          }}
        />
      </Box>
    </Popover>
  );
}
