import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, Outlet } from 'react-router';

import { BrandLogo } from '../../components/ui/brand-logo';
import { CenteredPage } from '../../components/ui/centered-page';

/** SPEC.md §2's auth layout: the brand above one centred card. */
export function AuthLayout() {
  return (
    <CenteredPage>
      <Box component={RouterLink} to="/" sx={{ textDecoration: 'none' }}>
        <BrandLogo />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: 3 }}>
        <Outlet />
      </Paper>
    </CenteredPage>
  );
}
