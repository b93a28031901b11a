import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

import { BrandLogo } from '../../components/ui/brand-logo';
import { CenteredPage } from '../../components/ui/centered-page';

/** SPEC.md §2's maintenance layout: no menus, so nothing leads away from the notice. */
export function MaintenanceLayout() {
  return (
    <CenteredPage textAlign="center">
      <BrandLogo />
      <Box sx={{ maxWidth: 520, width: '100%' }}>
        <Outlet />
      </Box>
    </CenteredPage>
  );
}
