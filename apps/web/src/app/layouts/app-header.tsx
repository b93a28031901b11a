import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useLocation } from 'react-router';

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
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: '#17171a', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, lg: 64 } }}>
        <IconButton
          edge="start"
          aria-label={ko.common.openMenu}
          onClick={onOpenDrawer}
          sx={{ display: { lg: 'none' }, color: 'primary.main' }}
        >
          <MenuIcon />
        </IconButton>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', textDecoration: 'none' }}>
          <BrandLogo />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to="/login" variant="contained" size="small">
          {ko.common.login}
        </Button>
      </Toolbar>
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
          <Button
            key={entry.path}
            component={MenuLink}
            path={entry.path}
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
          </Button>
        ))}
      </Box>
    </AppBar>
  );
}
