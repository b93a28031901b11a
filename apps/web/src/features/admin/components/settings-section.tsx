import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { SiteSettings } from '@site/contracts/api/settings';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAdminSettings, useSaveSettings } from '../api/settings';
import { draftFromSettings, isValidAutoLogout, settingsSave, type SettingsDraft } from '../rules/settings-form';
import { alertActionError } from './notify';
import { QueryState } from './query-state';
import { SettingRow } from './setting-row';
import { useConfirm } from './use-confirm';

const text = koAdmin.settings;

export function SettingsSection() {
  const query = useAdminSettings();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <SettingsForm saved={saved} />}</QueryState>
    </Panel>
  );
}

function SettingsForm({ saved }: { saved: SiteSettings }) {
  // The operator's edits on top of what the server holds; null once they are saved.
  const [edits, setEdits] = useState<SettingsDraft | null>(null);
  const draft = edits ?? draftFromSettings(saved);
  const save = useSaveSettings();
  const [confirmDialog, confirm] = useConfirm();
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
    if (plan.turnsMaintenanceOn) {
      const confirmed = await confirm({
        title: text.maintenanceConfirmTitle,
        message: text.maintenanceConfirm,
        confirmLabel: text.maintenanceConfirmButton,
        danger: true,
      });
      if (!confirmed) return;
    }
    save.mutate(plan.update, {
      onSuccess: () => {
        setEdits(null);
        void showAlert(text.saved);
      },
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ maxWidth: 760 }}
    >
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={disabled || unchanged || !minutesValid}>
          {save.isPending ? koAdmin.common.saving : koAdmin.common.save}
        </Button>
      </Box>
      {confirmDialog}
    </Box>
  );
}
