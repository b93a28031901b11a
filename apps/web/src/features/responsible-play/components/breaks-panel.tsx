import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import {
  breakEnd,
  formatSeoulLongDateTime,
  type ExclusionStarted,
  type SelfExclusionRequest,
  type TimeOutRequest,
} from '@site/contracts/api/self-exclusion';
import { selfExclusionMonths, timeOutDays } from '@site/contracts/responsible-play';

import { showConfirm } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm, type SiteForm } from '../../../components/ui/use-site-form';
import { koBreaks } from '../../../i18n/ko-responsible-play';
import { logOut } from '../../auth/api/session';
import { takeSelfExclusion, takeTimeOut } from '../api/breaks';
import { emptyBreakDraft, selfExclusionRules, timeOutRules, type BreakDraft } from '../rules/break-forms';

/** Where the login page finds the message of a break just taken (router state). */
export interface BreakNotice {
  notice: string;
}

/**
 * /responsible-play's time-out and self-exclusion (docs/decisions/063): what a break does, then one form
 * for each. Asked twice (the end date, then a red last word), confirmed with the login password; once
 * taken, the member is logged out here and sent to the login page, which says until when.
 */
export function BreaksPanel() {
  return (
    <Panel title={koBreaks.title}>
      <Text variant="body2" sx={{ mb: 1 }}>
        {koBreaks.intro}
      </Text>
      <Box component="ul" sx={{ m: 0, mb: 2, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
        {koBreaks.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TimeOutForm />
        <SelfExclusionForm />
      </Box>
    </Panel>
  );
}

/** After the call: this browser's session is over too (the server ended it); the login page tells until when. */
function useAfterBreak() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (answer: ExclusionStarted) => {
    await logOut(queryClient, { tellServer: false });
    await navigate('/login', { replace: true, state: { notice: answer.message } satisfies BreakNotice });
  };
}

/** The two confirmations: the length and its end date, then the last, red one. */
async function confirmedTwice(what: string, length: string, endsAt: Date): Promise<boolean> {
  const first = await showConfirm({
    title: koBreaks.firstTitle,
    message: koBreaks.first(what, length, formatSeoulLongDateTime(endsAt)),
    confirmLabel: koBreaks.next,
  });
  if (!first) return false;
  return showConfirm({
    title: koBreaks.finalTitle,
    message: koBreaks.final(what),
    confirmLabel: koBreaks.confirm,
    danger: true,
  });
}

function TimeOutForm() {
  const form = useSiteForm(timeOutRules, emptyBreakDraft);
  const afterBreak = useAfterBreak();
  const text = koBreaks.timeOut;
  const submit = form.onSubmit(async (request: TimeOutRequest) => {
    const endsAt = breakEnd({ kind: 'time_out', days: request.days }, new Date());
    if (!(await confirmedTwice(text.title, koBreaks.days(request.days), endsAt))) return;
    await afterBreak(await takeTimeOut(request));
  });
  return <BreakForm form={form} submit={submit} text={text} choices={timeOutDays.map((d) => [d, koBreaks.days(d)])} />;
}

function SelfExclusionForm() {
  const form = useSiteForm(selfExclusionRules, emptyBreakDraft);
  const afterBreak = useAfterBreak();
  const text = koBreaks.selfExclusion;
  const submit = form.onSubmit(async (request: SelfExclusionRequest) => {
    const endsAt = breakEnd({ kind: 'self_exclusion', months: request.months }, new Date());
    if (!(await confirmedTwice(text.title, koBreaks.months(request.months), endsAt))) return;
    await afterBreak(await takeSelfExclusion(request));
  });
  return (
    <BreakForm
      form={form}
      submit={submit}
      text={text}
      choices={selfExclusionMonths.map((m) => [m, koBreaks.months(m)])}
    />
  );
}

function BreakForm<Out>({
  form,
  submit,
  text,
  choices,
}: {
  form: SiteForm<BreakDraft, Out>;
  submit: () => Promise<void>;
  text: { title: string; about: string; length: string; submit: string };
  choices: [number, string][];
}) {
  const password = form.textField('password', koBreaks.password);
  return (
    <Box
      component="form"
      noValidate
      aria-label={text.title}
      onSubmit={submit}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Text component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.title}
      </Text>
      <Text variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
        {text.about}
      </Text>
      <TextField
        {...form.selectField('length', text.length)}
        select
        onChange={(event) => form.setValue('length', event.target.value, { shouldDirty: true })}
      >
        {choices.map(([value, label]) => (
          <MenuItem key={value} value={String(value)}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...password}
        helperText={password.helperText ?? koBreaks.passwordHelp}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="outlined" color="error" disabled={form.busy}>
        {text.submit}
      </Button>
    </Box>
  );
}
