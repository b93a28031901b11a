import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation } from 'react-router';

import { DepositIcon, GiftIcon, HeadsetIcon, HomeIcon, WithdrawIcon } from '../../components/ui/icons';
import { footerMenu } from '../menu';

export const MOBILE_FOOTER_HEIGHT = 60;

const buttons = [
  { ...footerMenu.charge, icon: <DepositIcon /> },
  { ...footerMenu.exchange, icon: <WithdrawIcon /> },
  { ...footerMenu.home, icon: <HomeIcon /> },
  { ...footerMenu.event, icon: <GiftIcon /> },
  { ...footerMenu.customer, icon: <HeadsetIcon /> },
];

/** SPEC.md §2: the footer's five buttons, on mobile and tablet only. */
export function MobileFooter() {
  const { pathname } = useLocation();
  const active = buttons.find((b) => b.path === pathname)?.path ?? false;
  return (
    <Paper
      component="footer"
      elevation={8}
      sx={{
        display: { lg: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <BottomNavigation showLabels value={active} sx={{ height: MOBILE_FOOTER_HEIGHT, bgcolor: '#17171a' }}>
        {buttons.map((b) => (
          <BottomNavigationAction
            key={b.path}
            value={b.path}
            label={b.label}
            icon={b.icon}
            component={RouterLink}
            to={b.path}
            sx={{ minWidth: 0 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
