import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import type { CashOutSettings } from '@site/contracts/api/cash-out';

import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { SettingsForm, useSendSettings } from '../../../components/console/settings-form';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { koCashOutAdmin } from '../../../i18n/ko-cash-out';
import { tidyWon } from '../../../lib/form/typed-numbers';
import { useCashOutSettings, useSaveCashOutSettings } from '../api/admin-cash-out-settings';
import {
  cashOutSettingsRules,
  cashOutSports,
  draftFromCashOutSettings,
  toggledSport,
} from '../rules/cash-out-settings-form';
import { EditorGroup } from './editor-group';
import { useSettingsDraft } from './use-settings-draft';
import { useCan } from '../../staff/exports/use-can';

const text = koCashOutAdmin;

/**
 * 캐시아웃 설정 (docs/decisions/068): per product, the sports left out, the largest stake offered, the
 * margin, how long a quote lasts and what a cashed-out bet still counts for. Edited and saved like the
 * sportsbook's own settings: only what changed is sent.
 */
export function CashOutPanel() {
  const query = useCashOutSettings();
  return (
    <Panel title={text.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.help}
      </Typography>
      <QueryState query={query}>{(saved) => <CashOutForm saved={saved} />}</QueryState>
    </Panel>
  );
}

const switchRows = [
  { name: 'prematchEnabled', label: text.prematch, help: text.prematchHelp },
  { name: 'liveEnabled', label: text.live, help: text.liveHelp },
  { name: 'countsForRolling', label: text.countsForRolling, help: text.countsForRollingHelp },
  { name: 'countsForTournaments', label: text.countsForTournaments, help: text.countsForTournamentsHelp },
] as const;

function CashOutForm({ saved }: { saved: CashOutSettings }) {
  const rules = useMemo(() => cashOutSettingsRules(saved), [saved]);
  const { form, unchanged, edited } = useSettingsDraft(rules, saved, draftFromCashOutSettings);
  const allowed = useCan('sports.configure');
  const save = useSaveCashOutSettings();
  const send = useSendSettings(save);
  const { values, reset, setValue } = form;
  const disabled = form.busy;

  const submit = form.onSubmit(async (update) => {
    if (Object.keys(update).length === 0) {
      await showAlert(koAdmin.common.noChanges);
      return;
    }
    await send(update, {
      saved: text.saved,
      onSaved: () => reset(draftFromCashOutSettings({ ...saved, ...update })),
      onRefused: form.refuse,
    });
  });

  const numberField = (name: 'maxStake' | 'marginPercent' | 'quoteSeconds', label: string, help: string) => {
    const field = form.textField(name, label);
    return (
      <TextField
        {...field}
        helperText={field.helperText ?? help}
        disabled={disabled}
        onBlur={(event) => {
          if (name === 'maxStake') setValue(name, tidyWon(event.target.value));
          void field.onBlur(event);
        }}
        slotProps={{ htmlInput: { inputMode: name === 'marginPercent' ? 'decimal' : 'numeric' } }}
      />
    );
  };

  return (
    <SettingsForm
      onSubmit={() => void submit()}
      saving={save.isPending}
      canSave={!unchanged}
      saveLabel={text.save}
      allowed={allowed}
    >
      {switchRows.map((row) => (
        <SettingRow key={row.name} label={row.label} help={row.help} labelId={`cash-out-${row.name}`}>
          <Switch
            checked={values[row.name]}
            onChange={(event) => setValue(row.name, event.target.checked, edited)}
            disabled={disabled}
            slotProps={{ input: { 'aria-labelledby': `cash-out-${row.name}` } }}
          />
        </SettingRow>
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2, py: 2 }}>
        {numberField('maxStake', text.maxStake, text.maxStakeHelp)}
        {numberField('marginPercent', text.margin, text.marginHelp)}
        {numberField('quoteSeconds', text.quoteSeconds, text.quoteSecondsHelp)}
      </Box>
      <EditorGroup
        title={text.disabledSports}
        help={text.disabledSportsHelp}
        error={form.messageOf('disabledSportIds')}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {cashOutSports.map((sport) => {
            const excluded = values.disabledSportIds.includes(sport.sportId);
            return (
              <ButtonBase
                key={sport.sportId}
                aria-pressed={excluded}
                disabled={disabled}
                onClick={() =>
                  setValue('disabledSportIds', toggledSport(values.disabledSportIds, sport.sportId), edited)
                }
                sx={{
                  px: 1.5,
                  minHeight: 32,
                  borderRadius: 4,
                  border: 1,
                  fontFamily: 'inherit',
                  fontSize: 14,
                  fontWeight: 700,
                  borderColor: excluded ? 'error.main' : 'divider',
                  color: excluded ? 'error.light' : 'text.secondary',
                  textDecoration: excluded ? 'line-through' : 'none',
                }}
              >
                {sport.nameKorean}
              </ButtonBase>
            );
          })}
        </Box>
      </EditorGroup>
    </SettingsForm>
  );
}
