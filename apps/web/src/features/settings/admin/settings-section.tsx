import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { SiteSettings } from '@site/contracts/api/settings';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAdminSettings, useSaveSettings } from '../api/admin-settings';
import { draftFromSettings, isValidAutoLogout, settingsSave, type SettingsDraft } from '../rules/settings-form';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';

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
  // The operator's edits on top of what the server holds; null once they are saved.
  const [edits, setEdits] = useState<SettingsDraft | null>(null);
  const draft = edits ?? draftFromSettings(saved);
  const save = useSaveSettings();
  const [confirmDialog, send] = useSendSettings(save);
  const plan = settingsSave(saved, draft);
  const unchanged = !plan.ok && plan.error === koAdmin.common.noChanges;
  const minutesValid = isValidAutoLogout(draft.autoLogoutMin);
  const disabled = save.isPending;

  const change = (patch: Partial<SettingsDraft>) => setEdits({ ...draft, ...patch });

  const submit = async () => {
    if (!plan.ok) {
      await showAlert(plan.error);
      return;
    }
    const ask = {
      title: text.maintenanceConfirmTitle,
      message: text.maintenanceConfirm,
      confirmLabel: text.maintenanceConfirmButton,
      danger: true,
    };
    await send(plan.update, {
      ask: plan.turnsMaintenanceOn ? ask : undefined,
      saved: text.saved,
      onSaved: () => setEdits(null),
    });
  };

  return (
    <SettingsForm onSubmit={() => void submit()} saving={save.isPending} canSave={!unchanged && minutesValid}>
      <SettingRow label={text.maintenance} help={text.maintenanceHelp} labelId="setting-maintenance">
        <Switch
          checked={draft.siteNoticeFlg}
          onChange={(event) => change({ siteNoticeFlg: event.target.checked })}
          disabled={disabled}
          color="error"
          slotProps={{ input: { 'aria-labelledby': 'setting-maintenance' } }}
        />
      </SettingRow>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {text.maintenanceWarning}
      </Alert>
      <SettingRow label={text.signUpClosed} help={text.signUpClosedHelp} labelId="setting-sign-up">
        <Switch
          checked={draft.joinStartEndFlg}
          onChange={(event) => change({ joinStartEndFlg: event.target.checked })}
          disabled={disabled}
          slotProps={{ input: { 'aria-labelledby': 'setting-sign-up' } }}
        />
      </SettingRow>
      <SettingRow label={text.tetherMaintenance} help={text.tetherMaintenanceHelp} labelId="setting-tether">
        <Switch
          checked={draft.tetherMaintenance}
          onChange={(event) => change({ tetherMaintenance: event.target.checked })}
          disabled={disabled}
          slotProps={{ input: { 'aria-labelledby': 'setting-tether' } }}
        />
      </SettingRow>
      <Box sx={{ py: 2 }}>
        <TextField
          label={text.autoLogoutMin}
          value={draft.autoLogoutMin}
          onChange={(event) => change({ autoLogoutMin: event.target.value })}
          disabled={disabled}
          error={!minutesValid}
          helperText={minutesValid ? text.autoLogoutHelp : text.autoLogoutInvalid}
          size="small"
          sx={{ width: '100%', maxWidth: 360 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      {confirmDialog}
    </SettingsForm>
  );
}
