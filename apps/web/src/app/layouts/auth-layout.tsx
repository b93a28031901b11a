import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, Outlet } from 'react-router';

import { BrandLogo } from '../../components/ui/brand-logo';

/** SPEC.md §2's auth layout: the brand above one centred card. */
export function AuthLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
      }}
    >
      <Box component={RouterLink} to="/" sx={{ textDecoration: 'none' }}>
        <BrandLogo />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: 3 }}>
        <Outlet />
      </Paper>
    </Box>
  );
}
