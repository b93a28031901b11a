import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';

import { koAccountSecurity } from '../../../i18n/ko-account-security';
import { twoFactorStatusQuery } from '../api/two-factor';

/** The field's label: the same words as /member's withdrawal password reset asks the code with. */
export const withdrawalCodeLabel = koAccountSecurity.withdrawalPassword.otp;

/** Whether the signed-in member has two-factor sign-in, so their withdrawals need a current code. */
export const useNeedsWithdrawalCode = (): boolean => useQuery(twoFactorStatusQuery).data?.enrolled === true;

/**
 * The withdrawal forms' 인증 코드 field (won, tether and a rolling settlement paid in tether), shown
 * only to an enrolled member: the server asks an enrolled member's code after the withdrawal password.
 */
export function WithdrawalCodeField(props: TextFieldProps) {
  if (!useNeedsWithdrawalCode()) return null;
  return (
    <TextField
      {...props}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
    />
  );
}
