import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { SportsSettings } from '@site/contracts/api/admin-sportsbook';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useSaveSportsSettings, useSportsSettings } from '../api/admin-sports-settings';
import type { FieldErrors } from '../../../components/console/field-errors';
import {
  draftFromSportsSettings,
  sportsSettingsSave,
  type SportsSettingsDraft,
  type SportsSettingsField,
} from '../rules/sports-settings-form';
import { BonusOddsEditor } from './bonus-odds-editor';
import { ForbiddenCombosEditor } from './forbidden-combos-editor';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';

const text = koAdmin.sportsSettings;

export function SportsSettingsPanel() {
  const query = useSportsSettings();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <SportsSettingsForm saved={saved} />}</QueryState>
    </Panel>
  );
}

function SportsSettingsForm({ saved }: { saved: SportsSettings }) {
  // The operator's edits on top of what the server holds; null once they are saved.
  const [edits, setEdits] = useState<SportsSettingsDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors<SportsSettingsField>>({});
  const draft = edits ?? draftFromSportsSettings(saved);
  const save = useSaveSportsSettings();
  const [confirmDialog, send] = useSendSettings(save);
  const plan = sportsSettingsSave(saved, draft);
  const unchanged = !plan.ok && plan.errors.form !== undefined;
  const disabled = save.isPending;

  const change = (patch: Partial<SportsSettingsDraft>) => {
    setEdits({ ...draft, ...patch });
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((field) => [field, undefined])),
    }));
  };

  const submit = async () => {
    if (!plan.ok) {
      const { form, ...fields } = plan.errors;
      if (form) await showAlert(form);
      setErrors(fields);
      return;
    }
    const ask = {
      title: text.closeConfirmTitle,
      message: text.closeConfirm,
      confirmLabel: text.closeConfirmButton,
      danger: true,
    };
    await send(plan.update, {
      ask: plan.turnsBettingOff ? ask : undefined,
      saved: text.saved,
      onSaved: () => setEdits(null),
    });
  };

  const minutesField = (name: 'cancelCutoffMinutes' | 'cancelWindowMinutes', label: string, help: string) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => change({ [name]: event.target.value })}
      disabled={disabled}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? help}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );

  return (
    <SettingsForm onSubmit={() => void submit()} saving={save.isPending} canSave={!unchanged}>
      <SettingRow label={text.bettingOpen} help={text.bettingOpenHelp} labelId="sports-betting-open">
        <Switch
          checked={draft.bettingOpen}
          onChange={(event) => change({ bettingOpen: event.target.checked })}
          disabled={disabled}
          slotProps={{ input: { 'aria-labelledby': 'sports-betting-open' } }}
        />
      </SettingRow>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, py: 2 }}>
        {minutesField('cancelCutoffMinutes', text.cancelCutoff, text.cancelCutoffHelp)}
        {minutesField('cancelWindowMinutes', text.cancelWindow, text.cancelWindowHelp)}
      </Box>
      <BonusOddsEditor
        rows={draft.bonusOdds}
        error={errors.bonusOdds}
        disabled={disabled}
        onChange={(bonusOdds) => change({ bonusOdds })}
      />
      <ForbiddenCombosEditor
        combos={draft.forbiddenCombos}
        error={errors.forbiddenCombos}
        disabled={disabled}
        onChange={(forbiddenCombos) => change({ forbiddenCombos })}
      />
      {confirmDialog}
    </SettingsForm>
  );
}
