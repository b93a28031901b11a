import { EmptyState } from '../../../components/ui/empty-state';
import { LockIcon } from '../../../components/ui/icons';
import { koStaff } from '../../../i18n/ko-staff';

/** What a console address shows to a role that may not open it: a plain refusal, not a broken section. */
export function ForbiddenPanel() {
  return (
    <EmptyState
      alert
      title={koStaff.forbidden}
      text={koStaff.forbiddenHelp}
      icon={<LockIcon sx={{ fontSize: 44, opacity: 0.6 }} />}
    />
  );
}
