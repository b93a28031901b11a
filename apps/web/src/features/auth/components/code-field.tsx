import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { koTwoFactor } from '../../../i18n/ko-two-factor';

/**
 * The second factor's field: `autocomplete="one-time-code"` and a number pad, as browsers and password
 * managers expect of a 6-digit code; a recovery code takes letters, so it gets the ordinary keyboard.
 */
export function CodeField({ recovery = false, ...props }: TextFieldProps & { recovery?: boolean }) {
  return (
    <TextField
      {...props}
      label={recovery ? koTwoFactor.recoveryCode : koTwoFactor.code}
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: recovery
          ? { autoCapitalize: 'characters', spellCheck: false, maxLength: 16 }
          : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
      }}
    />
  );
}
