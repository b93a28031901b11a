import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { banks } from '@site/contracts/lookups/banks';

import { koBankAccount } from '../../../i18n/ko-bank-account';
import type { BankAccountFieldName } from '../rules/account-forms';

/** Bank, account number, holder and withdrawal password: the sign-up's and /member's same fields. */
export function BankAccountFields({ field }: { field: (name: BankAccountFieldName, label: string) => TextFieldProps }) {
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
