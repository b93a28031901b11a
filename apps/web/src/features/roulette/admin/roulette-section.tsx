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
import { useState } from 'react';

import {
  expectedRoulettePayout,
  roulettePrizeName,
  rouletteSettingsInputSchema,
  type AdminRoulette,
  type RouletteWheelSetting,
} from '@site/contracts/api/roulette';
import { formatWon } from '@site/contracts/rules/format';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koRouletteAdmin as t } from '../../../i18n/ko-roulette';
import { useAdminRoulette, useSaveRoulette } from '../api/roulette';

interface WheelDraft {
  wheel: RouletteWheelSetting['wheel'];
  dailyBudget: string;
  weights: string[];
}

const digits = (value: string) => value.replace(/\D/g, '');
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
  const [chickenValue, setChickenValue] = useState(String(saved.chickenValue));
  const [pizzaValue, setPizzaValue] = useState(String(saved.pizzaValue));
  const [excluded, setExcluded] = useState<number[]>(saved.excludedLevels);
  const [wheels, setWheels] = useState<WheelDraft[]>(() =>
    saved.wheels.map((setting) => ({
      wheel: setting.wheel,
      dailyBudget: setting.dailyBudget === null ? '' : String(setting.dailyBudget),
      weights: setting.prizes.map((prize) => String(prize.weight)),
    })),
  );
  const save = useSaveRoulette();
  const values = { chickenValue: Number(chickenValue), pizzaValue: Number(pizzaValue) };
  const prizesOf = (draft: WheelDraft) =>
    (saved.wheels.find((setting) => setting.wheel === draft.wheel)?.prizes ?? []).map((prize, index) => ({
      code: prize.code,
      weight: Number(draft.weights[index] ?? 0),
    }));
  const editWheel = (wheel: WheelDraft['wheel'], patch: (draft: WheelDraft) => WheelDraft) =>
    setWheels((before) => before.map((draft) => (draft.wheel === wheel ? patch(draft) : draft)));

  const submit = async () => {
    const parsed = rouletteSettingsInputSchema.safeParse({
      ...values,
      excludedLevels: excluded,
      wheels: wheels.map((draft) => ({
        wheel: draft.wheel,
        dailyBudget: draft.dailyBudget === '' ? null : Number(draft.dailyBudget),
        prizes: prizesOf(draft),
      })),
    });
    if (!parsed.success) return showAlert(t.badInput);
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
      aria-label={t.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{t.intro}</Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <TextField
          size="small"
          label={t.chickenValue}
          value={chickenValue}
          onChange={(event) => setChickenValue(digits(event.target.value))}
          slotProps={numeric}
        />
        <TextField
          size="small"
          label={t.pizzaValue}
          value={pizzaValue}
          onChange={(event) => setPizzaValue(digits(event.target.value))}
          slotProps={numeric}
        />
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
                  setExcluded((before) =>
                    event.target.checked ? [...before, level] : before.filter((each) => each !== level),
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
        {wheels.map((draft) => {
          const prizes = prizesOf(draft);
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
              <TextField
                size="small"
                label={t.dailyBudget}
                value={draft.dailyBudget}
                onChange={(event) =>
                  editWheel(draft.wheel, (before) => ({ ...before, dailyBudget: digits(event.target.value) }))
                }
                slotProps={numeric}
              />
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
                          size="small"
                          value={draft.weights[index] ?? ''}
                          onChange={(event) =>
                            editWheel(draft.wheel, (before) => ({
                              ...before,
                              weights: before.weights.map((weight, at) =>
                                at === index ? digits(event.target.value) : weight,
                              ),
                            }))
                          }
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
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ justifySelf: 'start' }}>
        {t.save}
      </Button>
    </Box>
  );
}
