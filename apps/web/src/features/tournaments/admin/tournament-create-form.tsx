import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { tournamentMetricNames, tournamentMetrics } from '@site/contracts/api/tournaments';
import { casinoProductNames, casinoProducts } from '@site/contracts/casino';

import { alertActionError } from '../../../components/console/notify';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koTournamentsAdmin as t } from '../../../i18n/ko-tournaments';
import { useCreateTournament } from '../api/admin-tournaments';
import { newTournamentDraft, tournamentInputOf, type TournamentDraft } from '../rules/tournament-form';
import { PeriodFields } from '../../../components/console/period-fields';

/** 토너먼트 만들기: period, product, metric, minimum stake and the prize table's rows. */
export function TournamentCreateForm() {
  const [draft, setDraft] = useState<TournamentDraft>(() => newTournamentDraft(new Date()));
  const create = useCreateTournament();
  const set = <K extends keyof TournamentDraft>(key: K, value: TournamentDraft[K]) =>
    setDraft((before) => ({ ...before, [key]: value }));
  const setPrize = (index: number, value: string) =>
    set(
      'prizes',
      draft.prizes.map((amount, at) => (at === index ? value.replace(/\D/g, '') : amount)),
    );

  const submit = async () => {
    const checked = tournamentInputOf(draft);
    if (!checked.ok) return showAlert(checked.message);
    try {
      await create.mutateAsync(checked.input);
      setDraft(newTournamentDraft(new Date()));
      await showAlert(t.created);
    } catch (error) {
      await alertActionError(error);
    }
  };

  const field = { size: 'small', fullWidth: true } as const;
  return (
    <Panel title={t.createTitle}>
      <Box
        component="form"
        aria-label={t.createTitle}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <TextField {...field} label={t.title} value={draft.title} onChange={(e) => set('title', e.target.value)} />
        <TextField
          {...field}
          select
          label={t.product}
          value={draft.product}
          onChange={(e) => set('product', e.target.value as TournamentDraft['product'])}
        >
          {casinoProducts.map((product) => (
            <MenuItem key={product} value={product}>
              {casinoProductNames[product]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          select
          label={t.metric}
          value={draft.metric}
          onChange={(e) => set('metric', e.target.value as TournamentDraft['metric'])}
        >
          {tournamentMetrics.map((metric) => (
            <MenuItem key={metric} value={metric}>
              {tournamentMetricNames[metric]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          label={t.minStake}
          value={draft.minStake}
          onChange={(e) => set('minStake', e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <PeriodFields value={draft} labels={t} onChange={set} />
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {draft.prizes.map((amount, index) => (
            <TextField
              key={index}
              {...field}
              label={t.prizeOf(index + 1)}
              value={amount}
              onChange={(e) => setPrize(index, e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => set('prizes', [...draft.prizes, ''])}
            disabled={draft.prizes.length >= 100}
          >
            {t.addPrize}
          </Button>
          <Button
            variant="outlined"
            onClick={() => set('prizes', draft.prizes.slice(0, -1))}
            disabled={draft.prizes.length <= 1}
          >
            {t.removePrize}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t.create}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
