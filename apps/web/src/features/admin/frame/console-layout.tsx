import Box from '@mui/material/Box';
import { Link as RouterLink, Outlet } from 'react-router';

import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';

import { ActionButton } from '../../../components/ui/action-button';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { koConsole } from '../../../i18n/ko-console';
import { useCurrentUser, useLogOutToLogin } from '../../auth/api/session';

/**
 * The consoles' own frame (the operators' /admin and the partners' /manager): the brand, who is signed
 * in and the way out. None of the member chrome (menus, side menu, balance strip, footer): an
 * administrator only ever sees /admin and a partner /manager (SPEC.md §4), and on a phone every pixel
 * goes to its tabs and tables.
 */
export default function ConsoleLayout() {
  const user = useCurrentUser();
  const logOut = useLogOutToLogin();
  const t = koConsole.frame;
  const partner = user?.type === MEMBER_TYPE_MANAGER;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: { xs: 1.5, md: 3 },
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component={RouterLink}
          to={partner ? '/manager' : '/admin'}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none' }}
        >
          <BrandLogo />
          <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
            {partner ? t.partnerTitle : t.title}
          </Box>
        </Box>
        <Box sx={{ flex: 1 }} />
        {user && (
          <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {partner ? t.partnerSignedInAs(user.userId) : t.signedInAs(user.userId)}
          </Box>
        )}
        <ActionButton variant="outlined" compact onClick={() => void logOut()}>
          {t.logout}
        </ActionButton>
      </Box>
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1600, mx: 'auto', px: { xs: 1, md: 3 }, py: 2 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
