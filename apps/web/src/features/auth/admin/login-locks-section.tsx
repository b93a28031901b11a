import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { formatSeoul } from '@site/contracts/time';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useClearLoginLock, useLoginLocks, type LoginLock } from '../api/admin-login-locks';
import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { RemovableRow } from '../../../components/console/removable-row';

const text = koAdmin.loginLocks;

/**
 * The login brakes in effect: (userId, IP) pairs locked after repeated failures, and userIds slowed
 * by failures from everywhere. Clearing lets a member who asks for help straight back in.
 */
export function LoginLocksSection() {
  const query = useLoginLocks();
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
                <LoginLockItem key={`${lock.kind} ${lock.userId} ${lock.ip ?? ''}`} lock={lock} />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Panel>
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
