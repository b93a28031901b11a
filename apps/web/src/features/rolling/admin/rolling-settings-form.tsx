import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

import type { RollingSettings } from '@site/contracts/api/rolling';

import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koRollingAdmin } from '../../../i18n/ko-rolling';
import { tidyWon } from '../../../lib/form/typed-numbers';
import { useRollingSettings, useSaveRollingSettings } from '../api/admin-rolling';
import { settingsDraft, settingsRules } from '../rules/rates-form';
import { RateInputs } from './rate-inputs';
import { useCan } from '../../staff/exports/use-can';

const text = koRollingAdmin.settings;

/** The operator's rules: the smallest settlement, the amount above which one waits, and the referral rates. */
export function RollingSettingsPanel() {
  const query = useRollingSettings();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <RollingSettingsForm saved={saved} />}</QueryState>
    </Panel>
  );
}

function RollingSettingsForm({ saved }: { saved: RollingSettings }) {
  const form = useSiteForm(settingsRules, settingsDraft(saved));
  const allowed = useCan('rolling.configure');
  const save = useSaveRollingSettings();
  const send = useSendSettings(save);
  const { isDirty } = form.formState;
  const disabled = save.isPending;

  // Untouched, the form shows what the server holds now (after a save, or another operator's).
  useEffect(() => {
    if (!isDirty) form.reset(settingsDraft(saved));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new stored value resets
  }, [saved]);

  const submit = form.onSubmit((settings) =>
    send(settings, {
      saved: text.saved,
      onSaved: () => form.reset(settingsDraft(settings)),
      onRefused: form.refuse,
    }),
  );

  /** An amount in won, with its separators put back as the operator leaves it. */
  const wonField = (name: 'minSettlement' | 'approvalAbove', labelId: string) => {
    const { label: _label, fullWidth: _fullWidth, onBlur, ...props } = form.textField(name, '');
    return (
      <TextField
        {...props}
        onBlur={(event) => {
          void onBlur(event);
          form.setValue(name, tidyWon(form.getValues(name)));
        }}
        disabled={disabled || (name === 'approvalAbove' && form.values.noApproval)}
        autoComplete="off"
        sx={{ width: { xs: 140, sm: 170 } }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-labelledby': labelId, style: { textAlign: 'right' } },
          formHelperText: { sx: { maxWidth: 170, mx: 0 } },
        }}
      />
    );
  };

  const [minLabel, minHelp] = text.minSettlement;
  const [aboveLabel, aboveHelp] = text.approvalAbove;
  const [maskLabel, maskHelp] = text.partnerMasking;
  return (
    <SettingsForm onSubmit={() => void submit()} saving={save.isPending} canSave allowed={allowed}>
      <SettingRow label={minLabel} help={minHelp} labelId="rolling-min-settlement">
        {wonField('minSettlement', 'rolling-min-settlement')}
      </SettingRow>
      <SettingRow label={aboveLabel} help={aboveHelp} labelId="rolling-approval-above">
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
          {wonField('approvalAbove', 'rolling-approval-above')}
          <FormControlLabel
            label={text.noApproval}
            disabled={disabled}
            control={
              <Checkbox
                size="small"
                checked={form.values.noApproval}
                onChange={(_, checked) => form.setValue('noApproval', checked, { shouldDirty: true })}
              />
            }
          />
        </Box>
      </SettingRow>
      <SettingRow label={maskLabel} help={maskHelp} labelId="rolling-partner-masking">
        <FormControlLabel
          label={text.partnerMasksMemberIds}
          disabled={disabled}
          control={
            <Checkbox
              size="small"
              checked={form.values.partnerMasksMemberIds}
              onChange={(_, checked) => form.setValue('partnerMasksMemberIds', checked, { shouldDirty: true })}
            />
          }
        />
      </SettingRow>
      <Box sx={{ pt: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{text.referralTitle}</Typography>
        <Typography variant="body2" color="text.secondary">
          {text.referralHelp}
        </Typography>
        <RateInputs disabled={disabled} field={(kind, label) => form.textField(`referralRates.${kind}`, label)} />
      </Box>
    </SettingsForm>
  );
}
