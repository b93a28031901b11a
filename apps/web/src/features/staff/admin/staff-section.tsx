import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { QueryState } from '../../../components/console/query-state';
import { Panel } from '../../../components/ui/panel';
import { koStaff as text } from '../../../i18n/ko-staff';
import { useCurrentUser } from '../../auth/api/session';
import { useStaffList } from '../api/admin-staff';
import { useCan } from '../exports/use-can';
import { StaffCreateForm } from './staff-create-form';
import { StaffList } from './staff-list';
import { StaffRefusals } from './staff-refusals';

/**
 * /admin?tab=staff, 직원 관리 (issue 36, docs/decisions/075): the staff accounts and their roles, new
 * accounts, suspension, and the console calls refused for want of a permission. Reading needs
 * staff.view; every change staff.configure, without which the form and the row controls are not shown.
 */
export function StaffSection() {
  const editable = useCan('staff.configure');
  const selfUserId = useCurrentUser()?.userId ?? null;
  const list = useStaffList();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {editable && (
        <Panel title={text.createTitle}>
          <StaffCreateForm />
        </Panel>
      )}
      <Panel title={text.listTitle}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.rolesHelp}
        </Typography>
        <QueryState query={list}>
          {(staff) => <StaffList staff={staff} selfUserId={selfUserId} editable={editable} />}
        </QueryState>
      </Panel>
      <Panel title={text.refusalsTitle}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.refusalsHelp}
        </Typography>
        <StaffRefusals />
      </Panel>
    </Box>
  );
}
