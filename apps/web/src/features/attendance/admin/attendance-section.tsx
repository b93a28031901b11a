import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useFieldArray } from 'react-hook-form';

import {
  attendanceAmountText,
  attendanceRewardKindNames,
  attendanceRewardKinds,
  attendanceTriggers,
  type AdminAttendance,
  type AttendanceRewardKind,
  type AttendanceTrigger,
} from '@site/contracts/api/attendance';
import { rouletteWheels } from '@site/contracts/api/roulette';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAttendanceAdmin as t } from '../../../i18n/ko-attendance';
import { useAdminAttendance, useSaveAttendance } from '../api/attendance';
import { attendanceDraft, attendanceRules, isWheel, newReward } from '../rules/attendance-form';

/** The console's 출석체크 tab: the rewards, the deposit condition and today's check-ins. */
export function AttendanceSection() {
  const query = useAdminAttendance();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <QueryState query={query}>
        {(overview) => (
          <>
            <Panel title={t.settingsTitle}>
              <SettingsForm key={JSON.stringify([overview.minDeposit, overview.rewards])} saved={overview} />
            </Panel>
            <Panel title={t.todayTitle(overview.today)}>
              <TodayCheckIns checkIns={overview.checkIns} />
            </Panel>
          </>
        )}
      </QueryState>
    </Box>
  );
}

function SettingsForm({ saved }: { saved: AdminAttendance }) {
  const form = useSiteForm(attendanceRules, attendanceDraft(saved));
  const rewards = useFieldArray({ control: form.control, name: 'rewards' });
  const save = useSaveAttendance();
  const values = form.values;
  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input);
    await showAlert(t.saved);
  });
  const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t.settingsTitle}
      onSubmit={submit}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
    >
      <TextField {...form.textField('minDeposit', t.minDeposit)} slotProps={numeric} />
      {rewards.fields.map((field, index) => {
        const reward = values.rewards[index] ?? field;
        const streakDays = form.textField(`rewards.${index}.streakDays`, t.streakDays);
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={`${t.trigger} ${index + 1}`}
            sx={(theme) => ({
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1.5fr auto' },
              // On a phone each reward takes two lines: a rule between rewards keeps them apart.
              pb: { xs: 1, md: 0 },
              borderBottom: { xs: `1px solid ${theme.palette.divider}`, md: 'none' },
            })}
          >
            <TextField
              select
              size="small"
              label={t.trigger}
              value={reward.trigger}
              onChange={(event) =>
                form.setValue(`rewards.${index}.trigger`, event.target.value as AttendanceTrigger, {
                  shouldDirty: true,
                })
              }
            >
              {attendanceTriggers.map((trigger) => (
                <MenuItem key={trigger} value={trigger}>
                  {t.triggers[trigger]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...streakDays}
              disabled={reward.trigger !== 'streak'}
              value={reward.trigger === 'streak' ? streakDays.value : ''}
              slotProps={numeric}
            />
            <TextField
              select
              size="small"
              label={t.kind}
              value={reward.kind}
              onChange={(event) => {
                const kind = event.target.value as AttendanceRewardKind;
                form.setValue(`rewards.${index}.kind`, kind, { shouldDirty: true });
                // A roulette coupon's amount is its wheel: keep a wheel the operator can see chosen.
                if (kind === 'roulette' && !isWheel(reward.amount))
                  form.setValue(`rewards.${index}.amount`, String(rouletteWheels[0]));
              }}
            >
              {attendanceRewardKinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {attendanceRewardKindNames[kind]}
                </MenuItem>
              ))}
            </TextField>
            {reward.kind === 'roulette' ? (
              <TextField
                select
                size="small"
                label={t.wheel}
                value={reward.amount}
                onChange={(event) =>
                  form.setValue(`rewards.${index}.amount`, event.target.value, { shouldDirty: true })
                }
              >
                {rouletteWheels.map((wheel) => (
                  <MenuItem key={wheel} value={String(wheel)}>
                    {attendanceAmountText('roulette', wheel)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField {...form.textField(`rewards.${index}.amount`, t.amount)} slotProps={numeric} />
            )}
            <Button
              color="error"
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'end' }}
              onClick={() => rewards.remove(index)}
            >
              {t.removeReward}
            </Button>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => rewards.append(newReward())}>
          {t.addReward}
        </Button>
        <Button type="submit" variant="contained" disabled={form.busy}>
          {t.save}
        </Button>
      </Box>
    </Box>
  );
}

function TodayCheckIns({ checkIns }: { checkIns: AdminAttendance['checkIns'] }) {
  if (checkIns.length === 0) return <EmptyState text={t.noneToday} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.todayTitle('')} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t.member}</TableCell>
            <TableCell align="right">{t.streak}</TableCell>
            <TableCell>{t.at}</TableCell>
            <TableCell>{t.credited}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {checkIns.map((row) => (
            <TableRow key={row.memberId}>
              <TableCell>
                {row.userId} ({row.nickname})
              </TableCell>
              <TableCell align="right">{t.days(row.streak)}</TableCell>
              <TableCell>{formatSeoul(row.at, 'time')}</TableCell>
              <TableCell>
                {row.credited
                  .map((credit) => `${credit.label} ${attendanceAmountText(credit.kind, credit.amount)}`)
                  .join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
