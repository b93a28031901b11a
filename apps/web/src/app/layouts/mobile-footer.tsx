import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from 'react-router';

import { BareButton } from '../../components/ui/action-button';
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
  return (
    <Box
      component="footer"
      sx={{
        display: { xs: 'grid', lg: 'none' },
        gridTemplateColumns: 'repeat(5, 1fr)',
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        height: MOBILE_FOOTER_HEIGHT,
        zIndex: 'appBar',
        bgcolor: '#17171a',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {buttons.map((b) => (
        <BareButton
          key={b.path}
          component={RouterLink}
          to={b.path}
          aria-current={b.path === pathname ? 'page' : undefined}
          sx={{
            flexDirection: 'column',
            gap: 0.25,
            fontSize: 12,
            color: b.path === pathname ? 'primary.main' : 'text.secondary',
          }}
        >
          {b.icon}
          {b.label}
        </BareButton>
      ))}
    </Box>
  );
}
