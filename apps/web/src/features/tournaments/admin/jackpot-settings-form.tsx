import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

import type { JackpotSettings, JackpotSettingsUpdate } from '@site/contracts/api/admin-tournaments';
import { jackpotSettingsUpdateSchema } from '@site/contracts/api/admin-tournaments';

import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koTournamentsAdmin as t } from '../../../i18n/ko-tournaments';
import { formRules } from '../../../lib/form/form-rules';
import { parseWon } from '../../../lib/form/typed-numbers';
import { useJackpotSettings, useSaveJackpotSettings } from '../api/admin-tournaments';

type NumberKey = Exclude<keyof JackpotSettings, 'eventSlotOpen'>;
const numberFields: { key: NumberKey; label: string }[] = [
  { key: 'shareBp', label: t.shareBp },
  { key: 'seed', label: t.seed },
  { key: 'pool', label: t.pool },
  { key: 'oddsPerSpin', label: t.oddsPerSpin },
  { key: 'mustHitBy', label: t.mustHitBy },
  { key: 'minStake', label: t.jackpotMinStake },
];

/** The event slot switch (GET /eventSlot/set) and the jackpot's share, seed, odds and current pool. */
export function JackpotSettingsPanel() {
  const query = useJackpotSettings();
  return (
    <Panel title={t.jackpotTitle}>
      <QueryState query={query}>
        {(saved) => <JackpotSettingsForm key={JSON.stringify(saved)} saved={saved} />}
      </QueryState>
    </Panel>
  );
}

type JackpotDraft = { eventSlotOpen: boolean } & Record<NumberKey, string>;

// The contract's ranges; a number out of them shows the tab's own "check the value" on its field.
const jackpotRules = formRules({
  schema: jackpotSettingsUpdateSchema,
  toInput: (draft: JackpotDraft) => ({
    eventSlotOpen: draft.eventSlotOpen,
    ...Object.fromEntries(numberFields.map(({ key }) => [key, parseWon(draft[key]) ?? Number.NaN])),
  }),
  fallback: Object.fromEntries(numberFields.map(({ key }) => [key, t.checkValue])),
});

function JackpotSettingsForm({ saved }: { saved: JackpotSettings }) {
  const form = useSiteForm(jackpotRules, {
    eventSlotOpen: saved.eventSlotOpen,
    ...(Object.fromEntries(numberFields.map(({ key }) => [key, String(saved[key])])) as Record<NumberKey, string>),
  });
  const save = useSaveJackpotSettings();

  /** Only what the operator changed, so the pool a stake just grew is not written back stale. */
  const changes = (checked: JackpotSettingsUpdate): JackpotSettingsUpdate => {
    const update: Record<string, number | boolean> = {};
    for (const [key, value] of Object.entries(checked))
      if (value !== undefined && value !== saved[key as keyof JackpotSettings]) update[key] = value;
    return update;
  };

  const submit = form.onSubmit(async (checked) => {
    await save.mutateAsync(changes(checked));
    await showAlert(t.saved);
  });

  return (
    <Box component="form" noValidate aria-label={t.jackpotTitle} onSubmit={submit}>
      <SettingRow label={t.eventSlotOpen} help={t.eventSlotHelp} labelId="setting-event-slot">
        <Switch
          checked={form.values.eventSlotOpen}
          onChange={(_event, on) => form.setValue('eventSlotOpen', on, { shouldDirty: true })}
          slotProps={{ input: { 'aria-labelledby': 'setting-event-slot' } }}
        />
      </SettingRow>
      <Box
        sx={{ display: 'grid', gap: 1.5, py: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {numberFields.map(({ key, label }) => (
          <TextField key={key} {...form.textField(key, label)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        ))}
      </Box>
      <Button type="submit" variant="contained" disabled={form.busy}>
        {t.save}
      </Button>
    </Box>
  );
}
