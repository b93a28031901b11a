import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Controller, type Path } from 'react-hook-form';

import type { CashierSettingsBody } from '@site/contracts/api/admin-cashier';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useCashierSettings, useSaveCashierSettings } from '../api/admin-cashier-settings';
import {
  cashierSettingsRules,
  draftFromCashierSettings,
  rollingGameTypes,
  sameSettings,
  tidyNumber,
  type CashierSettingsDraft,
  type NumberField,
} from '../rules/cashier-settings-form';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';
import { useCan } from '../../staff/exports/use-can';

const text = koAdminCashier.settings;

export function CashierSettingsSection() {
  const query = useCashierSettings();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <CashierSettingsForm saved={saved} />}</QueryState>
    </Panel>
  );
}

type Field = Path<CashierSettingsDraft>;
type RollingField = `rollingWeights.${string}`;
/** The fields typed as text. */
type TypedField = Exclude<Field, 'rollingWeights' | 'bonusCurrency'>;

const fieldId = (field: Field) => `cashier-setting-${field.replace('.', '-')}`;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" color="primary" sx={{ fontWeight: 700, pt: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CashierSettingsForm({ saved }: { saved: CashierSettingsBody }) {
  const rules = useMemo(() => cashierSettingsRules(saved), [saved]);
  const form = useSiteForm(rules, draftFromCashierSettings(saved));
  const allowed = useCan('cashier.configure');
  const save = useSaveCashierSettings();
  const send = useSendSettings(save);
  const disabled = save.isPending;
  const { isDirty } = form.formState;

  // Untouched, the form shows what the server holds now (after a save, or another operator's).
  useEffect(() => {
    if (!isDirty) form.reset(draftFromCashierSettings(saved));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new stored value resets
  }, [saved]);

  // react-hook-form focuses the first wrong field as it refuses: the form is long.
  const submit = form.onSubmit(async (settings) => {
    if (sameSettings(settings, saved)) {
      await showAlert(koAdmin.common.noChanges);
      return;
    }
    await send(settings, {
      saved: text.saved,
      onSaved: () => form.reset(draftFromCashierSettings(settings)),
      onRefused: form.refuse,
    });
  });

  /** A field's message; a rolling weight's is under its game type (a nested path). */
  const messageAt = (field: Field): string | undefined => {
    const message: unknown = form.getFieldState(field, form.formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /**
   * The props every typed field shares: the form's handlers, the field's id, its value (the form
   * renders again on every change, as it watches every field) and its message.
   */
  const fieldProps = (field: TypedField) => {
    const { ref, ...registered } = form.register(field);
    const message = messageAt(field);
    const value = form.getValues(field);
    return { ...registered, inputRef: ref, id: fieldId(field), value, disabled, error: message !== undefined, message };
  };

  /** A number's row; `tidy` rewrites it as the operator leaves it (amounts get their separators). */
  const numberRow = (
    field: NumberField | RollingField,
    label: string,
    help: string,
    tidy?: (typed: string) => string,
  ) => {
    const { message, onBlur, ...props } = fieldProps(field);
    const labelId = `${fieldId(field)}-label`;
    return (
      <SettingRow key={field} label={label} help={help} labelId={labelId}>
        <TextField
          {...props}
          onBlur={(event) => {
            void onBlur(event);
            if (tidy) form.setValue(field, tidy(form.getValues(field)));
          }}
          helperText={message}
          size="small"
          autoComplete="off"
          sx={{ width: { xs: 130, sm: 170 } }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-labelledby': labelId, style: { textAlign: 'right' } },
            formHelperText: { sx: { maxWidth: 170, mx: 0 } },
          }}
        />
      </SettingRow>
    );
  };

  const numberInput = (field: NumberField) => {
    const [label, help] = text.fields[field];
    return numberRow(field, label, help, (typed) => tidyNumber(field, typed));
  };

  const timeInput = (field: 'closedFromMinute' | 'closedUntilMinute') => {
    const { message, ...props } = fieldProps(field);
    return (
      <TextField
        {...props}
        label={field === 'closedFromMinute' ? text.closedFrom : text.closedUntil}
        type="time"
        helperText={message}
        size="small"
        sx={{ width: 130 }}
        slotProps={{ inputLabel: { shrink: true }, formHelperText: { sx: { maxWidth: 130, mx: 0 } } }}
      />
    );
  };

  const textArea = (field: 'depositNotes' | 'accountInquiryAnswer', help: string) => {
    const { message, ...props } = fieldProps(field);
    return (
      <Box sx={{ py: 1.5 }}>
        <TextField
          {...props}
          label={text[field]}
          helperText={message ?? help}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2_000 } }}
        />
      </Box>
    );
  };

  return (
    <SettingsForm onSubmit={() => void submit()} saving={save.isPending} canSave allowed={allowed}>
      <Group title={text.groups.deposit}>
        {(['depositUnit', 'depositMin', 'depositMax'] as const).map(numberInput)}
      </Group>
      <Group title={text.groups.withdrawal}>
        {(
          ['withdrawalUnit', 'withdrawalMin', 'withdrawalMax', 'withdrawalDailyCount', 'withdrawalDailyAmount'] as const
        ).map(numberInput)}
      </Group>
      <Group title={text.groups.hours}>
        <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {text.closedHelp}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            {timeInput('closedFromMinute')}
            {timeInput('closedUntilMinute')}
          </Box>
        </Box>
      </Group>
      <Group title={text.groups.bonus}>
        {(['firstDepositBonusPct', 'everyDepositBonusPct', 'bonusCap'] as const).map(numberInput)}
        <SettingRow label={text.bonusCurrency} help={text.bonusCurrencyHelp} labelId="cashier-setting-bonus-currency">
          <Controller
            control={form.control}
            name="bonusCurrency"
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                disabled={disabled}
                error={messageAt('bonusCurrency') !== undefined}
                helperText={messageAt('bonusCurrency')}
                size="small"
                sx={{ width: { xs: 130, sm: 170 } }}
                slotProps={{ select: { 'aria-labelledby': 'cashier-setting-bonus-currency' } }}
              >
                <MenuItem value="money">{text.bonusMoney}</MenuItem>
                <MenuItem value="point">{text.bonusPoint}</MenuItem>
              </TextField>
            )}
          />
        </SettingRow>
      </Group>
      <Group title={text.groups.rolling}>
        {(['depositRollingPct', 'bonusRollingPct'] as const).map(numberInput)}
        {rollingGameTypes.map((code) =>
          numberRow(
            `rollingWeights.${code}`,
            text.rollingWeight(koAdminCashier.gameType(code)),
            text.rollingWeightHelp,
          ),
        )}
        {/* A server's reason for a weight names the weights, not one game type. */}
        {messageAt('rollingWeights') && (
          <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', py: 1 }}>
            {messageAt('rollingWeights')}
          </Typography>
        )}
      </Group>
      <Group title={text.groups.point}>{(['pointConvertMin', 'pointConvertUnit'] as const).map(numberInput)}</Group>
      <Group title={text.groups.tether}>
        {(
          ['tetherRateKrw', 'tetherFeeBp', 'tetherDepositMin', 'tetherDepositMax', 'tetherInvoiceMinutes'] as const
        ).map(numberInput)}
      </Group>
      <Group title={text.groups.notes}>
        {textArea('depositNotes', text.depositNotesHelp)}
        {textArea('accountInquiryAnswer', text.accountInquiryAnswerHelp)}
      </Group>
    </SettingsForm>
  );
}
