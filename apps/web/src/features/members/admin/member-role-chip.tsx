import Chip from '@mui/material/Chip';

import type { AdminMember } from '@site/contracts/api/admin';

import { memberRole, roleLabel } from '../rules/member-update';

const roleColor = { admin: 'error', manager: 'secondary', member: 'default' } as const;

export function MemberRoleChip({ member }: { member: AdminMember }) {
  const role = memberRole(member);
  return <Chip size="small" variant="outlined" label={roleLabel[role]} color={roleColor[role]} />;
}
