import { useState } from 'react';

import { withdrawalUnlockSchema } from '@site/contracts/api/account-activity';
import { formatSeoul } from '@site/contracts/time';

import { ReasonDialog } from '../../../components/console/reason-dialog';
import { RefreshableListPanel } from '../../../components/console/refreshable-list-panel';
import { RemovableRow } from '../../../components/console/removable-row';
import { showAlert } from '../../../components/ui/alert';
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
  const [unlocking, setUnlocking] = useState<WithdrawalLock | null>(null);
  return (
    <RefreshableListPanel
      title={text.title}
      help={text.help}
      refreshLabel={text.refresh}
      emptyText={text.empty}
      query={useWithdrawalLocks()}
      row={(lock) => (
        <RemovableRow
          key={lock.userId}
          title={`${lock.userId} (${lock.nickName})`}
          caption={text.lockedAt(formatSeoul(lock.lockedAt, 'dateTimeFull'))}
          actionLabel={text.unlock}
          busy={false}
          onAction={() => setUnlocking(lock)}
        />
      )}
    >
      {unlocking && <UnlockDialog lock={unlocking} onClose={() => setUnlocking(null)} />}
    </RefreshableListPanel>
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
