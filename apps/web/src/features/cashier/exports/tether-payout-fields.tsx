import TextField from '@mui/material/TextField';
import type { ComponentProps } from 'react';

import { koTether } from '../../../i18n/ko-tether';
import { WithdrawalCodeField, withdrawalCodeLabel } from '../../auth/exports/withdrawal-code-field';

const t = koTether.withdrawal;

/**
 * Where tether goes and the member's proof that they send it: the TRC-20 address, the withdrawal
 * password and (when the member has 2단계 인증) the code. One group for every tether payout: the
 * withdrawal dialog and the rolling settlement paid as tether.
 */
export function TetherPayoutFields({
  field,
  addressError,
  disabled,
}: {
  /** the form's textField, for fields named address, withdrawalPassword and otp */
  field: (name: 'address' | 'withdrawalPassword' | 'otp', label: string) => ComponentProps<typeof TextField>;
  /** the address's message, when the form checks it as it is typed */
  addressError?: string | undefined;
  disabled: boolean;
}) {
  const address = field('address', t.address);
  const message = addressError ?? address.helperText;
  return (
    <>
      <TextField
        {...address}
        error={message !== undefined}
        helperText={message ?? t.addressHelp}
        disabled={disabled}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 64 } }}
      />
      <TextField
        {...field('withdrawalPassword', t.password)}
        type="password"
        disabled={disabled}
        autoComplete="off"
        // 4 to 6 digits (contracts withdrawalPasswordSchema): a phone opens its number pad.
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <WithdrawalCodeField {...field('otp', withdrawalCodeLabel)} disabled={disabled} />
    </>
  );
}
