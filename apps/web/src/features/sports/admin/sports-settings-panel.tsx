import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

import type { SportsSettings } from '@site/contracts/api/admin-sportsbook';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useSaveSportsSettings, useSportsSettings } from '../api/admin-sports-settings';
import { closesBetting, draftFromSportsSettings, sportsSettingsRules } from '../rules/sports-settings-form';
import { BonusOddsEditor } from './bonus-odds-editor';
import { ForbiddenCombosEditor } from './forbidden-combos-editor';
import { useSettingsDraft } from './use-settings-draft';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';
import { useCan } from '../../staff/exports/use-can';

const text = koAdmin.sportsSettings;

export function SportsSettingsPanel() {
  const query = useSportsSettings();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <SportsSettingsForm saved={saved} />}</QueryState>
    </Panel>
  );
}

/**
 * The first message of a field, however deep the schema found it: a bonus row's odds are one
 * message for the whole list, as the list is one field of the form.
 */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, inner] of Object.entries(error)) {
    const message = key === 'ref' ? undefined : firstMessage(inner);
    if (message !== undefined) return message;
  }
  return undefined;
}

const closeAsk = {
  title: text.closeConfirmTitle,
  message: text.closeConfirm,
  confirmLabel: text.closeConfirmButton,
  danger: true,
};

function SportsSettingsForm({ saved }: { saved: SportsSettings }) {
  const rules = useMemo(() => sportsSettingsRules(saved), [saved]);
  const { form, unchanged, edited } = useSettingsDraft(rules, saved, draftFromSportsSettings);
  const allowed = useCan('sports.configure');
  const save = useSaveSportsSettings();
  const send = useSendSettings(save);
  const { values, reset, setValue } = form;
  const { errors } = form.formState;
  const disabled = form.busy;

  const submit = form.onSubmit(async (update) => {
    if (Object.keys(update).length === 0) {
      await showAlert(koAdmin.common.noChanges);
      return;
    }
    await send(update, {
      ask: closesBetting(update) ? closeAsk : undefined,
      saved: text.saved,
      // What the server holds now: what it held, with the change.
      onSaved: () => reset(draftFromSportsSettings({ ...saved, ...update })),
      onRefused: form.refuse,
    });
  });

  const numberField = (
    name: 'cancelCutoffMinutes' | 'cancelWindowMinutes' | 'oddsMoveLimitPercent',
    label: string,
    help: string,
  ) => {
    const field = form.textField(name, label);
    return (
      <TextField
        {...field}
        helperText={field.helperText ?? help}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    );
  };

  return (
    <SettingsForm onSubmit={() => void submit()} saving={save.isPending} canSave={!unchanged} allowed={allowed}>
      <SettingRow label={text.bettingOpen} help={text.bettingOpenHelp} labelId="sports-betting-open">
        <Switch
          checked={values.bettingOpen}
          onChange={(event) => setValue('bettingOpen', event.target.checked, edited)}
          disabled={disabled}
          slotProps={{ input: { 'aria-labelledby': 'sports-betting-open' } }}
        />
      </SettingRow>
      <SettingRow label={text.singlesAllowed} help={text.singlesAllowedHelp} labelId="sports-singles-allowed">
        <Switch
          checked={values.singlesAllowed}
          onChange={(event) => setValue('singlesAllowed', event.target.checked, edited)}
          disabled={disabled}
          slotProps={{ input: { 'aria-labelledby': 'sports-singles-allowed' } }}
        />
      </SettingRow>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, py: 2 }}>
        {numberField('cancelCutoffMinutes', text.cancelCutoff, text.cancelCutoffHelp)}
        {numberField('cancelWindowMinutes', text.cancelWindow, text.cancelWindowHelp)}
        {numberField('oddsMoveLimitPercent', text.oddsMoveLimit, text.oddsMoveLimitHelp)}
      </Box>
      <BonusOddsEditor
        rows={values.bonusOdds}
        error={firstMessage(errors.bonusOdds)}
        disabled={disabled}
        onChange={(bonusOdds) => setValue('bonusOdds', bonusOdds, edited)}
      />
      <ForbiddenCombosEditor
        combos={values.forbiddenCombos}
        error={firstMessage(errors.forbiddenCombos)}
        disabled={disabled}
        onChange={(forbiddenCombos) => setValue('forbiddenCombos', forbiddenCombos, edited)}
      />
    </SettingsForm>
  );
}
