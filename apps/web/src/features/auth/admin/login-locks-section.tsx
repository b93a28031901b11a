import { formatSeoul } from '@site/contracts/time';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { koAdmin } from '../../../i18n/ko-admin';
import { useClearLoginLock, useLoginLocks, type LoginLock } from '../api/admin-login-locks';
import { alertActionError } from '../../../components/console/notify';
import { RefreshableListPanel } from '../../../components/console/refreshable-list-panel';
import { RemovableRow } from '../../../components/console/removable-row';

const text = koAdmin.loginLocks;

/**
 * The login brakes in effect: (userId, IP) pairs locked after repeated failures, and userIds slowed
 * by failures from everywhere. Clearing lets a member who asks for help straight back in.
 */
export function LoginLocksSection() {
  return (
    <RefreshableListPanel
      title={text.title}
      help={text.help}
      refreshLabel={text.refresh}
      emptyText={text.empty}
      query={useLoginLocks()}
      row={(lock) => <LoginLockItem key={`${lock.kind} ${lock.userId} ${lock.ip ?? ''}`} lock={lock} />}
    />
  );
}

function describeLock(lock: LoginLock): string {
  const until = formatSeoul(lock.until, 'dateTimeFull');
  return lock.kind === 'pair'
    ? [text.pair(lock.ip ?? ''), text.failures(lock.failures), text.pairUntil(until)].join(' · ')
    : [text.user(lock.delaySec ?? 0), text.failures(lock.failures), text.userNext(until)].join(' · ');
}

function LoginLockItem({ lock }: { lock: LoginLock }) {
  const clear = useClearLoginLock();

  const askAndClear = async () => {
    const confirmed = await showConfirm({
      title: text.clearTitle,
      message: lock.ip === null ? text.clearUserConfirm(lock.userId) : text.clearPairConfirm(lock.userId, lock.ip),
      confirmLabel: text.clear,
      danger: true,
    });
    if (!confirmed) return;
    const target = lock.ip === null ? { userId: lock.userId } : { userId: lock.userId, ip: lock.ip };
    clear.mutate(target, {
      onSuccess: () => void showAlert(text.cleared(lock.userId)),
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <RemovableRow
      title={lock.userId}
      caption={describeLock(lock)}
      actionLabel={text.clear}
      busy={clear.isPending}
      onAction={() => void askAndClear()}
    />
  );
}
