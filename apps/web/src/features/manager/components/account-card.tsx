import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { Panel } from '../../../components/ui/panel';
import { koManager } from '../../../i18n/ko-manager';
import { useCurrentUser } from '../../auth/api/session';

/**
 * The signed-in partner's own account: greeting, level, id, balance and points, and the way to
 * withdraw the balance (the rolling it was paid) in won: the member site's 환전 page.
 */
export function AccountCard() {
  const user = useCurrentUser();
  return (
    <Panel title={koManager.accountTitle}>
      {user ? (
        <>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {koManager.greeting(user.nickName)}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 700, mb: 2 }}>
            {koManager.level(user.level, user.levelNm)}
          </Typography>
          <FactList>
            <Fact label={koManager.userId} value={user.userId} />
            <Fact label={koManager.balance} value={formatWon(user.emoney)} />
            <Fact label={koManager.point} value={`${formatNumber(user.point)}P`} />
          </FactList>
          <Button component={RouterLink} to="/exchange" variant="contained" fullWidth sx={{ mt: 2 }}>
            {koManager.withdraw}
          </Button>
        </>
      ) : (
        <Typography role="status" color="text.secondary">
          {koManager.loading}
        </Typography>
      )}
    </Panel>
  );
}

/** A two-column `dl` of facts: names at the left, values at the right. */
export function FactList({ children }: { children: React.ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
      {children}
    </Box>
  );
}

export function Fact({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums', color }}
      >
        {value}
      </Typography>
    </>
  );
}
