import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { showAlert } from '../../../components/ui/alert';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAuth } from '../../../i18n/ko';
import { koBankAccount } from '../../../i18n/ko-bank-account';
import { isAvailable } from '../api/availability';
import { join } from '../api/join';
import { availabilityNote, checkableValue, type AvailabilityNote, type CheckKind } from '../rules/availability';
import { emptyJoinDraft, joinRules } from '../rules/account-forms';
import { rememberedReferral } from '../exports/referral-link';
import { BankAccountFields } from './bank-account-fields';

const checkLabels: Record<CheckKind, string> = { userId: koAuth.checkUserId, nickName: koAuth.checkNickName };

/**
 * Sign-up (SPEC.md §5): the contract's rules, a matching password, the server's refusals as they
 * come. The id and the nickname have the 중복확인 Korean sites offer; it is a help, not a step:
 * the join itself refuses a taken one too. The withdrawal account and its password are asked here,
 * as Korean sites do, so a new member can withdraw without another step.
 */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  // A referral link's code (/friend) fills the recommender; the visitor may still change it.
  const form = useSiteForm(joinRules, { ...emptyJoinDraft, recommender: rememberedReferral() });
  const [notes, setNotes] = useState<Partial<Record<CheckKind, AvailabilityNote>>>({});
  const [checking, setChecking] = useState<CheckKind | null>(null);

  const check = async (kind: CheckKind) => {
    const checkable = checkableValue(kind, form.values[kind]);
    if (!checkable.ok) {
      form.showOnFields({ [kind]: checkable.error });
      return;
    }
    setChecking(kind);
    try {
      const note = availabilityNote(kind, await isAvailable(kind, checkable.value));
      form.clearErrors(kind);
      setNotes((current) => ({ ...current, [kind]: note }));
    } catch (error) {
      // Not awaited: the button is free again while the alert shows (e.g. the IP's limit, 429); a
      // name refused for imitating staff (400) shows its reason on the field.
      void form.refuse(error);
    } finally {
      setChecking(null);
    }
  };

  // The field's own error first; else what its last 중복확인 said, until the value changes.
  const checkedField = (kind: CheckKind, label: string) => {
    const props = form.textField(kind, label);
    const note = props.error ? undefined : notes[kind];
    return {
      ...props,
      error: props.error || note?.available === false,
      helperText: props.helperText ?? note?.text,
      onChange: (event: { target: { value: string } }) => {
        void props.onChange(event);
        setNotes(({ [kind]: _dropped, ...rest }) => rest);
      },
      slotProps: note?.available ? { formHelperText: { sx: { color: 'success.main' } } } : undefined,
    };
  };

  const checkButton = (kind: CheckKind) => (
    <Button
      variant="outlined"
      onClick={() => void check(kind)}
      disabled={checking !== null || form.busy}
      aria-label={checkLabels[kind]}
      sx={{ flexShrink: 0, height: 40 }}
    >
      {checking === kind ? koAuth.checking : koAuth.duplicateCheck}
    </Button>
  );

  const submit = form.onSubmit(async (request) => {
    await join(request);
    await showAlert(koAuth.joinDone);
    onJoined();
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField {...checkedField('userId', koAuth.userId)} autoComplete="username" autoFocus />
        {checkButton('userId')}
      </Box>
      <TextField {...form.textField('password', koAuth.password)} type="password" autoComplete="new-password" />
      <TextField
        {...form.textField('passwordConfirm', koAuth.passwordConfirm)}
        type="password"
        autoComplete="new-password"
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField {...checkedField('nickName', koAuth.nickName)} />
        {checkButton('nickName')}
      </Box>
      <TextField {...form.textField('phone', koAuth.phone)} type="tel" inputMode="numeric" autoComplete="tel" />
      <TextField {...form.textField('recommender', koAuth.recommender)} />
      <Text component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
        {koBankAccount.bankAccount}
      </Text>
      <BankAccountFields field={form.textField} />
      <Button type="submit" variant="contained" size="large" disabled={form.busy}>
        {koAuth.joinSubmit}
      </Button>
    </Box>
  );
}
