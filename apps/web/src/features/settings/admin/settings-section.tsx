import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';

import type { SiteSettings } from '@site/contracts/api/settings';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { checkDraft } from '../../../lib/form/form-rules';
import { useAdminSettings, useSaveSettings } from '../api/admin-settings';
import { draftFromSettings, settingsChange, settingsRules } from '../rules/settings-form';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';
import { useCan } from '../../staff/exports/use-can';

const text = koAdmin.settings;

export function SettingsSection() {
  const query = useAdminSettings();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <SiteSettingsForm saved={saved} />}</QueryState>
    </Panel>
  );
}

function SiteSettingsForm({ saved }: { saved: SiteSettings }) {
  const form = useSiteForm(settingsRules, draftFromSettings(saved));
  const { reset } = form;
  // What the server holds shows in every field the operator has not touched, a save's answer included.
  useEffect(() => reset(draftFromSettings(saved), { keepDirtyValues: true }), [saved, reset]);
  const allowed = useCan('settings.configure');
  const save = useSaveSettings();
  const send = useSendSettings(save);
  // Checked as the operator types: a wrong number shows at once and an unchanged form cannot be saved.
  const checked = checkDraft(settingsRules, form.values);
  const canSave = checked.ok && settingsChange(saved, checked.value) !== null;
  const minutesMessage = form.messageOf('autoLogoutMin') ?? (checked.ok ? undefined : checked.errors.autoLogoutMin);
  const disabled = save.isPending;

  const switchProps = (
    name: 'siteNoticeFlg' | 'joinStartEndFlg' | 'tetherMaintenance' | 'verificationBeforeDeposit',
    labelId: string,
  ) => ({
    checked: form.values[name],
    onChange: (_event: unknown, on: boolean) => form.setValue(name, on, { shouldDirty: true }),
    disabled,
    slotProps: { input: { 'aria-labelledby': labelId } },
  });

  const submit = form.onSubmit(async (wanted) => {
    const change = settingsChange(saved, wanted);
    if (!change) {
      await showAlert(koAdmin.common.noChanges);
      return;
    }
    const ask = {
      title: text.maintenanceConfirmTitle,
      message: text.maintenanceConfirm,
      confirmLabel: text.maintenanceConfirmButton,
      danger: true,
    };
    await send(change.update, {
      ask: change.turnsMaintenanceOn ? ask : undefined,
      saved: text.saved,
      onSaved: () => reset(),
      onRefused: form.refuse,
    });
  });

  return (
    <SettingsForm onSubmit={() => void submit()} saving={save.isPending} canSave={canSave} allowed={allowed}>
      <SettingRow label={text.maintenance} help={text.maintenanceHelp} labelId="setting-maintenance">
        <Switch {...switchProps('siteNoticeFlg', 'setting-maintenance')} color="error" />
      </SettingRow>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {text.maintenanceWarning}
      </Alert>
      <SettingRow label={text.signUpClosed} help={text.signUpClosedHelp} labelId="setting-sign-up">
        <Switch {...switchProps('joinStartEndFlg', 'setting-sign-up')} />
      </SettingRow>
      <SettingRow label={text.tetherMaintenance} help={text.tetherMaintenanceHelp} labelId="setting-tether">
        <Switch {...switchProps('tetherMaintenance', 'setting-tether')} />
      </SettingRow>
      <SettingRow
        label={text.verificationBeforeDeposit}
        help={text.verificationBeforeDepositHelp}
        labelId="setting-verification-deposit"
      >
        <Switch {...switchProps('verificationBeforeDeposit', 'setting-verification-deposit')} />
      </SettingRow>
      <Box sx={{ py: 2 }}>
        <TextField
          {...form.textField('autoLogoutMin', text.autoLogoutMin)}
          disabled={disabled}
          error={minutesMessage !== undefined}
          helperText={minutesMessage ?? text.autoLogoutHelp}
          sx={{ width: '100%', maxWidth: 360 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
    </SettingsForm>
  );
}
