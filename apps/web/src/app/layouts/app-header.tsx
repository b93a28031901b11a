import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from 'react-router';

import { ActionButton, IconAction } from '../../components/ui/action-button';
import { BrandLogo } from '../../components/ui/brand-logo';
import { MenuIcon } from '../../components/ui/icons';
import { ko } from '../../i18n/ko';
import { topMenu } from '../menu';
import { MenuLink } from './nav-link';

const isActive = (current: string, path: string) =>
  path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`);

export function AppHeader({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: '#17171a', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, height: { xs: 56, lg: 64 } }}>
        <IconAction
          aria-label={ko.common.openMenu}
          onClick={onOpenDrawer}
          sx={{ display: { lg: 'none' }, color: 'primary.main' }}
        >
          <MenuIcon />
        </IconAction>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', textDecoration: 'none' }}>
          <BrandLogo />
        </Box>
        <Box sx={{ flex: 1 }} />
        <ActionButton component={RouterLink} to="/login" variant="contained" compact>
          {ko.common.login}
        </ActionButton>
      </Box>
      <Box
        component="nav"
        aria-label="주 메뉴"
        sx={{
          display: { xs: 'none', lg: 'flex' },
          px: 2,
          gap: 0.5,
          bgcolor: '#1e1a16',
          borderTop: 1,
          borderColor: 'divider',
          overflowX: 'auto',
        }}
      >
        {topMenu.map((entry) => (
          <ActionButton
            key={entry.path}
            component={MenuLink}
            to={entry.path}
            sx={{
              py: 1.25,
              px: 1.75,
              borderRadius: 0,
              whiteSpace: 'nowrap',
              color: isActive(pathname, entry.path) ? 'primary.main' : 'text.primary',
              borderBottom: 2,
              borderColor: isActive(pathname, entry.path) ? 'primary.main' : 'transparent',
            }}
          >
            {entry.label}
          </ActionButton>
        ))}
      </Box>
    </Box>
  );
}
