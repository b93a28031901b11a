import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import type { CashierSettingsBody } from '@site/contracts/api/admin-cashier';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useCashierSettings, useSaveCashierSettings } from '../api/admin-cashier-settings';
import {
  cashierSettingsBody,
  draftFromCashierSettings,
  rollingGameTypes,
  sameSettings,
  tidyNumber,
  type CashierSettingsDraft,
  type CashierSettingsField,
  type NumberField,
} from '../rules/cashier-settings-form';
import type { FieldErrors } from '../../../components/console/field-errors';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';

const text = koAdminCashier.settings;

export function CashierSettingsSection() {
  const query = useCashierSettings();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <CashierSettingsForm saved={saved} />}</QueryState>
    </Panel>
  );
}

const fieldId = (field: CashierSettingsField) => `cashier-setting-${field.replace('.', '-')}`;

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
  // The operator's edits on top of what the server holds; null once they are saved.
  const [edits, setEdits] = useState<CashierSettingsDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors<CashierSettingsField>>({});
  const draft = edits ?? draftFromCashierSettings(saved);
  const save = useSaveCashierSettings();
  const [confirmDialog, send] = useSendSettings(save);
  const disabled = save.isPending;

  const change = (patch: Partial<CashierSettingsDraft>, ...fields: CashierSettingsField[]) => {
    setEdits({ ...draft, ...patch });
    if (fields.some((field) => errors[field] !== undefined)) {
      setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
    }
  };

  const submit = async () => {
    const parsed = cashierSettingsBody(draft, saved);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      // The form is long: take the operator to the first wrong field.
      const first = Object.keys(parsed.errors)[0] as CashierSettingsField | undefined;
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    if (sameSettings(parsed.value, saved)) {
      await showAlert(koAdmin.common.noChanges);
      return;
    }
    await send(parsed.value, { saved: text.saved, onSaved: () => setEdits(null) });
  };

  const numberInput = (field: NumberField) => {
    const [label, help] = text.fields[field];
    return (
      <SettingRow key={field} label={label} help={help} labelId={`${fieldId(field)}-label`}>
        <TextField
          id={fieldId(field)}
          value={draft.numbers[field]}
          onChange={(event) => change({ numbers: { ...draft.numbers, [field]: event.target.value } }, field)}
          onBlur={() =>
            setEdits({ ...draft, numbers: { ...draft.numbers, [field]: tidyNumber(field, draft.numbers[field]) } })
          }
          disabled={disabled}
          error={errors[field] !== undefined}
          helperText={errors[field]}
          size="small"
          autoComplete="off"
          sx={{ width: { xs: 130, sm: 170 } }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-labelledby': `${fieldId(field)}-label`,
              style: { textAlign: 'right' },
            },
            formHelperText: { sx: { maxWidth: 170, mx: 0 } },
          }}
        />
      </SettingRow>
    );
  };

  const timeInput = (field: 'closedFromMinute' | 'closedUntilMinute') => {
    const key = field === 'closedFromMinute' ? 'closedFrom' : 'closedUntil';
    return (
      <TextField
        id={fieldId(field)}
        label={field === 'closedFromMinute' ? text.closedFrom : text.closedUntil}
        type="time"
        value={draft[key]}
        onChange={(event) => change({ [key]: event.target.value }, 'closedFromMinute', 'closedUntilMinute')}
        disabled={disabled}
        error={errors[field] !== undefined}
        helperText={errors[field]}
        size="small"
        sx={{ width: 130 }}
        slotProps={{ inputLabel: { shrink: true }, formHelperText: { sx: { maxWidth: 130, mx: 0 } } }}
      />
    );
  };

  const textArea = (field: 'depositNotes' | 'accountInquiryAnswer', help: string) => (
    <Box sx={{ py: 1.5 }}>
      <TextField
        id={fieldId(field)}
        label={text[field]}
        value={draft[field]}
        onChange={(event) => change({ [field]: event.target.value }, field)}
        disabled={disabled}
        error={errors[field] !== undefined}
        helperText={errors[field] ?? help}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2_000 } }}
      />
    </Box>
  );

  return (
    <SettingsForm onSubmit={() => void submit()} saving={save.isPending} canSave>
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
          <TextField
            select
            value={draft.bonusCurrency}
            onChange={(event) =>
              change({ bonusCurrency: event.target.value as CashierSettingsBody['bonusCurrency'] }, 'bonusCurrency')
            }
            disabled={disabled}
            size="small"
            sx={{ width: { xs: 130, sm: 170 } }}
            slotProps={{ select: { 'aria-labelledby': 'cashier-setting-bonus-currency' } }}
          >
            <MenuItem value="money">{text.bonusMoney}</MenuItem>
            <MenuItem value="point">{text.bonusPoint}</MenuItem>
          </TextField>
        </SettingRow>
      </Group>
      <Group title={text.groups.rolling}>
        {(['depositRollingPct', 'bonusRollingPct'] as const).map(numberInput)}
        {rollingGameTypes.map((code) => {
          const field = `rollingWeights.${code}` as const;
          const labelId = `${fieldId(field)}-label`;
          return (
            <SettingRow
              key={code}
              label={text.rollingWeight(koAdminCashier.gameType(code))}
              help={text.rollingWeightHelp}
              labelId={labelId}
            >
              <TextField
                id={fieldId(field)}
                value={draft.rollingWeights[code] ?? ''}
                onChange={(event) =>
                  change({ rollingWeights: { ...draft.rollingWeights, [code]: event.target.value } }, field)
                }
                disabled={disabled}
                error={errors[field] !== undefined}
                helperText={errors[field]}
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
        })}
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
      {confirmDialog}
    </SettingsForm>
  );
}
