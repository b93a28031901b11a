import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { koManager } from '../../../i18n/ko-admin';
import { useCurrentUser, useLogOut } from '../../auth/api/session';

/** /manager: where a manager lands after login (SPEC.md §4): their account, and what it is for. */
export default function ManagerPage() {
  const user = useCurrentUser();
  const logOut = useLogOut();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    await logOut();
    await navigate('/login', { replace: true });
  };

  return (
    <>
      <PageHeader title={ko.pages.manager.title}>
        <Button variant="outlined" onClick={() => void leave()} disabled={leaving} sx={{ flexShrink: 0 }}>
          {leaving ? koManager.loggingOut : koManager.logout}
        </Button>
      </PageHeader>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Panel title={koManager.accountTitle}>
          {user ? (
            <>
              <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
                {koManager.greeting(user.nickName)}
              </Typography>
              <Typography color="primary" sx={{ fontWeight: 700, mb: 2 }}>
                {koManager.level(user.level, user.levelNm)}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}
              >
                <AccountFact label={koManager.userId} value={user.userId} />
                <AccountFact label={koManager.balance} value={formatWon(user.emoney)} />
                <AccountFact label={koManager.point} value={`${formatNumber(user.point)}P`} />
              </Box>
            </>
          ) : (
            <Typography role="status" color="text.secondary">
              {koManager.loading}
            </Typography>
          )}
        </Panel>
        <Panel title={koManager.aboutTitle}>
          {koManager.about.map((paragraph) => (
            <Typography key={paragraph} variant="body2" sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
            {koManager.comingSoonTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {koManager.comingSoon}
          </Typography>
        </Panel>
      </Box>
    </>
  );
}

function AccountFact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </>
  );
}
