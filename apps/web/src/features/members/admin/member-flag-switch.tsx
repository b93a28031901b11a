import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

import type { AdminMember } from '@site/contracts/api/admin';

import { koAdmin } from '../../../i18n/ko-admin';
import { hasFlag, type MemberFlag } from '../rules/member-update';

export const flagLabel: Record<MemberFlag, string> = {
  noRoulette: koAdmin.members.noRoulette,
  noCasino: koAdmin.members.noCasino,
  blocked: koAdmin.members.blocked,
};

/** One restriction of a member; the label is visible in cards and read out in the table. */
export function MemberFlagSwitch({
  member,
  flag,
  disabled,
  onChange,
  showLabel,
}: {
  member: AdminMember;
  flag: MemberFlag;
  disabled: boolean;
  onChange: (flag: MemberFlag, on: boolean) => void;
  showLabel: boolean;
}) {
  const control = (
    <Switch
      size="small"
      checked={hasFlag(member, flag)}
      disabled={disabled}
      color={flag === 'blocked' ? 'error' : 'warning'}
      onChange={(event) => onChange(flag, event.target.checked)}
      slotProps={{ input: { 'aria-label': `${member.userId} ${flagLabel[flag]}` } }}
    />
  );
  if (!showLabel) return control;
  return (
    <FormControlLabel
      control={control}
      label={flagLabel[flag]}
      disabled={disabled}
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
    />
  );
}
