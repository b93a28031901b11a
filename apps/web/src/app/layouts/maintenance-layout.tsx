import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

import { BrandLogo } from '../../components/ui/brand-logo';

/** SPEC.md §2's maintenance layout: no menus, so nothing leads away from the notice. */
export function MaintenanceLayout() {
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
        textAlign: 'center',
      }}
    >
      <BrandLogo />
      <Box sx={{ maxWidth: 520 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
