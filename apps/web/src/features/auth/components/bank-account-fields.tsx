import TextField from '@mui/material/TextField';

import { banks, type BankCode } from '@site/contracts/lookups/banks';

import { koBankAccount } from '../../../i18n/ko-bank-account';

/** The form values of the withdrawal account, the password typed twice. */
export const emptyBankAccountValues = {
  bankCode: '',
  accountNumber: '',
  holderName: '',
  withdrawalPassword: '',
  withdrawalPasswordConfirm: '',
};
export type BankAccountFieldName = keyof typeof emptyBankAccountValues;

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error: boolean;
  helperText: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  fullWidth: boolean;
  size: 'small';
}

/**
 * The select's text as the contract's type. Only a type: the contract's schema still checks it, and
 * answers the empty choice with its own '은행을 선택해주세요.'.
 */
export const asBankCode = (value: string): BankCode => value as BankCode;

/** The confirmation's own error, which no contract knows: the two withdrawal passwords must match. */
export function withdrawalPasswordMismatch(values: typeof emptyBankAccountValues): {
  withdrawalPasswordConfirm?: string;
} {
  return values.withdrawalPasswordConfirm === values.withdrawalPassword
    ? {}
    : { withdrawalPasswordConfirm: koBankAccount.withdrawalPasswordMismatch };
}

/** Bank, account number, holder and withdrawal password: the sign-up's and /member's same fields. */
export function BankAccountFields({ field }: { field: (name: BankAccountFieldName, label: string) => FieldProps }) {
  const password = (name: BankAccountFieldName, label: string, helper?: string) => {
    const props = field(name, label);
    return (
      <TextField
        {...props}
        helperText={props.helperText ?? helper}
        type="password"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
    );
  };
  return (
    <>
      <TextField
        {...field('bankCode', koBankAccount.bank)}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{koBankAccount.bankChoose}</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </TextField>
      <TextField
        {...field('accountNumber', koBankAccount.accountNumber)}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField {...field('holderName', koBankAccount.holderName)} autoComplete="name" />
      {password('withdrawalPassword', koBankAccount.withdrawalPassword, koBankAccount.withdrawalPasswordHint)}
      {password('withdrawalPasswordConfirm', koBankAccount.withdrawalPasswordConfirm)}
    </>
  );
}
