import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import {
  isMoneyLimitKind,
  limitValueText,
  type AdminResponsiblePlay,
} from '@site/contracts/api/admin-responsible-play';
import {
  playLimitKinds,
  playLimitLabels,
  realityCheckChoices,
  type PlayLimitKind,
} from '@site/contracts/responsible-play';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAdminResponsiblePlay } from '../../../i18n/ko-admin-responsible-play';
import { tidyWon } from '../../../lib/form/typed-numbers';
import { useLowerMemberLimit } from '../api/admin-member-play';
import { emptyLowerLimitDraft, lowerLimitRules, valuesInForce } from '../rules/lower-limit-form';

const text = koAdminResponsiblePlay.lower;

/**
 * Lowers one of the member's settings (or sets one where none is) with the operator's reason, after a
 * confirmation; the server refuses a raise or a removal, and so does this form before sending.
 */
export function LowerLimitForm({ view }: { view: AdminResponsiblePlay }) {
  const inForce = useMemo(() => valuesInForce(view), [view]);
  const rules = useMemo(() => lowerLimitRules(inForce), [inForce]);
  const form = useSiteForm(rules, emptyLowerLimitDraft);
  const lower = useLowerMemberLimit(view.userId);
  const busy = lower.isPending;
  const { kind } = form.values;
  const current = inForce[kind] ?? null;

  const chooseKind = (next: PlayLimitKind) => {
    form.setValue('kind', next);
    form.setValue('value', '');
    form.clearErrors('value');
  };

  const submit = form.onSubmit(async (change) => {
    const label = playLimitLabels[change.kind];
    const value = limitValueText(change.kind, change.value);
    const confirmed = await showConfirm({
      title: text.confirmTitle,
      message: text.confirm(view.userId, label, value),
      confirmLabel: text.submit,
      danger: true,
    });
    if (!confirmed) return;
    await lower.mutateAsync(change);
    form.reset({ ...emptyLowerLimitDraft, kind: change.kind });
    void showAlert(text.done(label, value));
  });

  const valueField = form.textField('value', isMoneyLimitKind(kind) ? text.valueWon : text.valueMinutes);
  const currentText = current === null ? koAdminResponsiblePlay.limits.none : limitValueText(kind, current);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={text.title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {text.help}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.5fr) auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          {...form.selectField('kind', text.kind)}
          select
          disabled={busy}
          helperText={`${koAdminResponsiblePlay.limits.value}: ${currentText}`}
          onChange={(event) => chooseKind(event.target.value as PlayLimitKind)}
        >
          {playLimitKinds.map((option) => (
            <MenuItem key={option} value={option}>
              {playLimitLabels[option]}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'realityCheckMinutes' ? (
          <TextField
            {...form.selectField('value', text.valueMinutes)}
            select
            disabled={busy}
            onChange={(event) =>
              form.setValue('value', event.target.value, { shouldValidate: form.formState.isSubmitted })
            }
          >
            {realityCheckChoices.map((minutes) => (
              <MenuItem key={minutes} value={String(minutes)} disabled={current !== null && minutes >= current}>
                {koAdminResponsiblePlay.session.everyMinutes(minutes)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            {...valueField}
            disabled={busy}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
            onBlur={(event) => {
              void valueField.onBlur(event);
              if (isMoneyLimitKind(kind)) form.setValue('value', tidyWon(form.getValues('value')));
            }}
          />
        )}
        <TextField
          {...form.textField('reason', text.reason)}
          helperText={form.messageOf('reason') ?? text.reasonHelp}
          disabled={busy}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={busy}
          sx={{ whiteSpace: 'nowrap', height: 40 }}
        >
          {busy ? text.sending : text.submit}
        </Button>
      </Box>
    </Box>
  );
}
