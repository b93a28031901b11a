import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { JackpotSettings, JackpotSettingsUpdate } from '@site/contracts/api/admin-tournaments';
import { jackpotSettingsUpdateSchema } from '@site/contracts/api/admin-tournaments';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { SettingRow } from '../../../components/console/setting-row';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koTournamentsAdmin as t } from '../../../i18n/ko-tournaments';
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

function JackpotSettingsForm({ saved }: { saved: JackpotSettings }) {
  const [open, setOpen] = useState(saved.eventSlotOpen);
  const [numbers, setNumbers] = useState(
    () => Object.fromEntries(numberFields.map(({ key }) => [key, String(saved[key])])) as Record<NumberKey, string>,
  );
  const save = useSaveJackpotSettings();

  /** Only what the operator changed, so the pool a stake just grew is not written back stale. */
  const changes = (): JackpotSettingsUpdate => {
    const update: Record<string, number | boolean> = {};
    if (open !== saved.eventSlotOpen) update.eventSlotOpen = open;
    for (const { key } of numberFields) {
      const value = Number(numbers[key]);
      if (value !== saved[key]) update[key] = value;
    }
    return update;
  };

  const submit = async () => {
    const parsed = jackpotSettingsUpdateSchema.safeParse(changes());
    if (!parsed.success) return showAlert(t.checkValue);
    try {
      await save.mutateAsync(parsed.data);
      await showAlert(t.saved);
    } catch (error) {
      await alertActionError(error);
    }
  };

  return (
    <Box
      component="form"
      aria-label={t.jackpotTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SettingRow label={t.eventSlotOpen} help={t.eventSlotHelp} labelId="setting-event-slot">
        <Switch
          checked={open}
          onChange={(_event, on) => setOpen(on)}
          slotProps={{ input: { 'aria-labelledby': 'setting-event-slot' } }}
        />
      </SettingRow>
      <Box
        sx={{ display: 'grid', gap: 1.5, py: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {numberFields.map(({ key, label }) => (
          <TextField
            key={key}
            size="small"
            label={label}
            value={numbers[key]}
            onChange={(e) => setNumbers((before) => ({ ...before, [key]: e.target.value.replace(/\D/g, '') }))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {t.save}
      </Button>
    </Box>
  );
}
