import Box from '@mui/material/Box';
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
      {/* An outlined Paper's look, as a Box: Paper's code would load with every first page. */}
      <Box
        sx={{
          width: '100%',
          maxWidth: 400,
          p: 3,
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Outlet />
      </Box>
    </CenteredPage>
  );
}
