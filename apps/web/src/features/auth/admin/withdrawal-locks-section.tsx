import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { withdrawalUnlockSchema } from '@site/contracts/api/account-activity';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { ReasonDialog } from '../../../components/console/reason-dialog';
import { RemovableRow } from '../../../components/console/removable-row';
import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAccountSecurity } from '../../../i18n/ko-account-security';
import { useUnlockWithdrawalPassword, useWithdrawalLocks, type WithdrawalLock } from '../api/admin-withdrawal-locks';

const text = koAccountSecurity.console;
const reasonTexts = {
  reason: text.reason,
  reasonRequired: text.reasonRequired,
  refuse: text.unlock,
  sending: text.sending,
};

/**
 * Withdrawal passwords locked after 5 wrong tries in a row. The operator unlocks one with a reason
 * (kept in the member's security events; the member gets a 쪽지), e.g. after checking by phone.
 */
export function WithdrawalLocksSection() {
  const query = useWithdrawalLocks();
  const [unlocking, setUnlocking] = useState<WithdrawalLock | null>(null);
  return (
    <Panel title={text.title}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {text.help}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          sx={{ flexShrink: 0 }}
        >
          {text.refresh}
        </Button>
      </Box>
      <QueryState query={query}>
        {(locks) =>
          locks.length === 0 ? (
            <EmptyState text={text.empty} />
          ) : (
            <Box component="ul" aria-label={text.title} sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 760 }}>
              {locks.map((lock) => (
                <RemovableRow
                  key={lock.userId}
                  title={`${lock.userId} (${lock.nickName})`}
                  caption={text.lockedAt(formatSeoul(lock.lockedAt, 'dateTimeFull'))}
                  actionLabel={text.unlock}
                  busy={false}
                  onAction={() => setUnlocking(lock)}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      {unlocking && <UnlockDialog lock={unlocking} onClose={() => setUnlocking(null)} />}
    </Panel>
  );
}

function UnlockDialog({ lock, onClose }: { lock: WithdrawalLock; onClose: () => void }) {
  const unlock = useUnlockWithdrawalPassword();
  return (
    <ReasonDialog
      title={text.unlockTitle(lock.userId)}
      help={text.unlockHelp}
      texts={reasonTexts}
      schema={withdrawalUnlockSchema}
      onClose={onClose}
      onRefuse={async (reason) => {
        await unlock.mutateAsync({ userId: lock.userId, reason });
        onClose();
        await showAlert(text.unlocked(lock.userId));
      }}
    />
  );
}
