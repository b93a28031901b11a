import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';

import { expectedRoulettePayout, roulettePrizeName, type AdminRoulette } from '@site/contracts/api/roulette';
import { formatWon } from '@site/contracts/rules/format';

import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koRouletteAdmin as t } from '../../../i18n/ko-roulette';
import { useAdminRoulette, useSaveRoulette } from '../api/roulette';
import { rouletteDraft, rouletteRules, typedPrizes } from '../rules/roulette-form';

/** A weight's cell has no label of its own (its row names it) and no room for a message: red is enough. */
function weightField<F extends { label: string; helperText?: string }>(field: F): Omit<F, 'label' | 'helperText'> {
  const { label: _label, helperText: _helperText, ...rest } = field;
  return rest;
}

const numeric = { htmlInput: { inputMode: 'numeric' as const } };

/** The console's 룰렛 관리 tab: voucher values, refused levels, and per wheel the weights and budget. */
export function RouletteSection() {
  const query = useAdminRoulette();
  return (
    <QueryState query={query}>
      {(overview) => (
        <Panel title={t.title}>
          <SettingsForm key={JSON.stringify([overview.wheels, overview.excludedLevels])} saved={overview} />
        </Panel>
      )}
    </QueryState>
  );
}

function SettingsForm({ saved }: { saved: AdminRoulette }) {
  const form = useSiteForm(rouletteRules, rouletteDraft(saved));
  const save = useSaveRoulette();
  const { excludedLevels: excluded, wheels } = form.values;
  const values = { chickenValue: Number(form.values.chickenValue), pizzaValue: Number(form.values.pizzaValue) };
  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input);
    await showAlert(t.saved);
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t.title}
      onSubmit={submit}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{t.intro}</Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <TextField {...form.textField('chickenValue', t.chickenValue)} slotProps={numeric} />
        <TextField {...form.textField('pizzaValue', t.pizzaValue)} slotProps={numeric} />
      </Box>
      <Box role="group" aria-label={t.excludedLevels}>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{t.excludedLevels}</Box>
        {saved.levels.map(({ level, name }) => (
          <FormControlLabel
            key={level}
            label={`${level} ${name}`}
            control={
              <Checkbox
                size="small"
                checked={excluded.includes(level)}
                onChange={(event) =>
                  form.setValue(
                    'excludedLevels',
                    event.target.checked ? [...excluded, level] : excluded.filter((each) => each !== level),
                    { shouldDirty: true },
                  )
                }
              />
            }
          />
        ))}
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
      >
        {wheels.map((draft, wheelIndex) => {
          const prizes = typedPrizes(draft);
          const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
          const stat = saved.stats.find((each) => each.wheel === draft.wheel);
          return (
            <Box
              key={draft.wheel}
              role="group"
              aria-label={t.wheel(draft.wheel)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
                <strong>{t.wheel(draft.wheel)}</strong>
                {stat && (
                  <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                    {t.today(stat.spinsToday, formatWon(stat.paidToday))}
                  </Box>
                )}
              </Box>
              <TextField {...form.textField(`wheels.${wheelIndex}.dailyBudget`, t.dailyBudget)} slotProps={numeric} />
              <Table size="small" aria-label={`${t.wheel(draft.wheel)} ${t.prize}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.prize}</TableCell>
                    <TableCell align="right">{t.weight}</TableCell>
                    <TableCell align="right">{t.chance}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {prizes.map((prize, index) => (
                    <TableRow key={prize.code}>
                      <TableCell>{roulettePrizeName(prize.code)}</TableCell>
                      <TableCell align="right" sx={{ width: 96 }}>
                        <TextField
                          {...weightField(form.textField(`wheels.${wheelIndex}.prizes.${index}.weight`, ''))}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'numeric',
                              'aria-label': `${roulettePrizeName(prize.code)} ${t.weight}`,
                            },
                          }}
                        />
                      </TableCell>
                      <TableCell align="right">
                        {total === 0 ? '-' : `${((prize.weight / total) * 100).toFixed(1)}%`}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Box sx={{ fontWeight: 700 }}>
                {t.expected(formatWon(Math.round(expectedRoulettePayout(prizes, values))))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button type="submit" variant="contained" disabled={form.busy} sx={{ justifySelf: 'start' }}>
        {t.save}
      </Button>
    </Box>
  );
}
