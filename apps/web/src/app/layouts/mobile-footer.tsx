import Box from '@mui/material/Box';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';

import { BareButton } from '../../components/ui/action-button';
import { DepositIcon, GiftIcon, HeadsetIcon, HomeIcon, WithdrawIcon } from '../../components/ui/icons';
import { useCurrentUser } from '../../features/auth/api/session';
import { ko } from '../../i18n/ko';
import { bottomBar, entries } from '../site-map';
import { entryProps } from './entry-action';

export const MOBILE_FOOTER_HEIGHT = 60;

const icons: Record<string, ReactElement> = {
  [entries.charge.path]: <DepositIcon />,
  [entries.exchange.path]: <WithdrawIcon />,
  [entries.home.path]: <HomeIcon />,
  [entries.event.path]: <GiftIcon />,
  [entries.customer.path]: <HeadsetIcon />,
};

/** SPEC.md §2: the footer's five buttons (the site map's bottomBar), on mobile and tablet only. */
export function MobileFooter() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return (
    <Box
      component="nav"
      aria-label={ko.common.bottomBar}
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
      {bottomBar.map((entry) => (
        <BareButton
          key={entry.path}
          {...entryProps(entry, user)}
          aria-current={entry.path === pathname ? 'page' : undefined}
          sx={{
            flexDirection: 'column',
            gap: 0.25,
            fontSize: 12,
            color: entry.path === pathname ? 'primary.main' : 'text.secondary',
          }}
        >
          {icons[entry.path]}
          {entry.short ?? entry.label}
        </BareButton>
      ))}
    </Box>
  );
}
