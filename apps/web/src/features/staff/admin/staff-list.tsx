import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import type { StaffMember } from '@site/contracts/api/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@site/contracts/staff';
import { formatSeoul } from '@site/contracts/time';

import { SelectField } from '../../../components/console/select-field';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koStaff as text } from '../../../i18n/ko-staff';
import { useStaffActions, type StaffActions } from './use-staff-actions';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const when = (at: string | null) => (at ? formatSeoul(at, 'dateTimeFull') : text.never);
const roleLabel = (role: StaffRole | null) => (role ? STAFF_ROLE_LABELS[role] : text.noRole);

interface ListOptions {
  selfUserId: string | null;
  /** the role select and the suspension button: staff.configure */
  editable: boolean;
}

const columnsFor = ({ selfUserId, editable }: ListOptions): ListColumn<StaffMember, StaffActions>[] => [
  {
    key: 'userId',
    header: text.userId,
    cell: (staff) => (
      <>
        <strong>{staff.userId}</strong>
        {staff.userId === selfUserId && (
          <Typography component="span" variant="caption" color="primary" sx={{ ml: 0.75 }}>
            ({text.self})
          </Typography>
        )}
      </>
    ),
  },
  { key: 'nickName', header: text.nickName, cell: (staff) => staff.nickName },
  {
    key: 'role',
    header: text.role,
    cellSx: { minWidth: 150 },
    // One's own role is not changed here (the server refuses it): it is shown as text.
    cell: (staff, actions) =>
      editable && staff.userId !== selfUserId && staff.staffRole !== null ? (
        <Box
          role="group"
          aria-label={`${staff.userId} ${text.role}`}
          sx={{ '& .MuiTextField-root': { minWidth: 140 } }}
        >
          <SelectField<StaffRole>
            label={text.role}
            value={staff.staffRole}
            options={roleOptions}
            onChange={(role) => void actions.changeRole(role)}
          />
        </Box>
      ) : (
        roleLabel(staff.staffRole)
      ),
  },
  {
    key: 'status',
    header: text.status,
    cell: (staff) => (
      <Chip
        size="small"
        label={staff.suspended ? text.suspended : text.active}
        color={staff.suspended ? 'error' : 'success'}
        variant="outlined"
      />
    ),
  },
  {
    key: 'secondFactor',
    header: text.secondFactor,
    cell: (staff) => (staff.secondFactor ? text.enrolled : text.notEnrolled),
  },
  { key: 'lastLogin', header: text.lastLogin, cell: (staff) => when(staff.lastLoginAt) },
  { key: 'createdAt', header: text.createdAt, cell: (staff) => when(staff.createdAt) },
  ...(editable
    ? [
        {
          key: 'actions',
          header: text.actions,
          align: 'right' as const,
          cell: (staff: StaffMember, actions: StaffActions) =>
            staff.userId === selfUserId ? null : (
              <Button
                size="small"
                variant="outlined"
                color={staff.suspended ? 'primary' : 'error'}
                disabled={actions.pending}
                onClick={() => void actions.toggleSuspension()}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {staff.suspended ? text.resume : text.suspend}
              </Button>
            ),
        },
      ]
    : []),
];

/** The staff accounts: a row each on a wide screen, a card each on a phone. */
export function StaffList({ staff, ...options }: ListOptions & { staff: readonly StaffMember[] }) {
  return (
    <ResponsiveList
      label={text.listTitle}
      rows={staff}
      rowKey={(row) => row.id}
      columns={columnsFor(options)}
      primary="userId"
      empty={text.empty}
      useRowState={useStaffActions}
      rowSx={(_, actions) => ({ opacity: actions.pending ? 0.6 : 1 })}
    />
  );
}
