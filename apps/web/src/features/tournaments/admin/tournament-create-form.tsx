import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFieldArray } from 'react-hook-form';

import { tournamentMetricNames, tournamentMetrics } from '@site/contracts/api/tournaments';
import { casinoProductNames, casinoProducts } from '@site/contracts/casino';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koTournamentsAdmin as t } from '../../../i18n/ko-tournaments';
import { useCreateTournament } from '../api/admin-tournaments';
import { newTournamentDraft, tournamentRules, type TournamentDraft } from '../rules/tournament-form';
import { PeriodFields } from '../../../components/console/period-fields';

/** 토너먼트 만들기: period, product, metric, minimum stake and the prize table's rows. */
export function TournamentCreateForm() {
  const form = useSiteForm(tournamentRules, newTournamentDraft(new Date()));
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const create = useCreateTournament();

  const submit = form.onSubmit(async (input) => {
    await create.mutateAsync(input);
    form.reset(newTournamentDraft(new Date()));
    await showAlert(t.created);
  });

  const numeric = { htmlInput: { inputMode: 'numeric' } } as const;
  return (
    <Panel title={t.createTitle}>
      <Box
        component="form"
        noValidate
        aria-label={t.createTitle}
        onSubmit={submit}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <TextField {...form.textField('title', t.title)} />
        <TextField
          {...form.selectField('product', t.product)}
          select
          onChange={(e) =>
            form.setValue('product', e.target.value as TournamentDraft['product'], { shouldDirty: true })
          }
        >
          {casinoProducts.map((product) => (
            <MenuItem key={product} value={product}>
              {casinoProductNames[product]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.selectField('metric', t.metric)}
          select
          onChange={(e) => form.setValue('metric', e.target.value as TournamentDraft['metric'], { shouldDirty: true })}
        >
          {tournamentMetrics.map((metric) => (
            <MenuItem key={metric} value={metric}>
              {tournamentMetricNames[metric]}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.textField('minStake', t.minStake)} slotProps={numeric} />
        <PeriodFields labels={t} fieldOf={form.textField} />
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {prizes.fields.map((prize, index) => (
            <TextField
              key={prize.id}
              {...form.textField(`prizes.${index}.amount`, t.prizeOf(index + 1))}
              slotProps={numeric}
            />
          ))}
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => prizes.append({ amount: '' }, { shouldFocus: false })}
            disabled={prizes.fields.length >= 100}
          >
            {t.addPrize}
          </Button>
          <Button
            variant="outlined"
            onClick={() => prizes.remove(prizes.fields.length - 1)}
            disabled={prizes.fields.length <= 1}
          >
            {t.removePrize}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button type="submit" variant="contained" disabled={form.busy}>
            {t.create}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
