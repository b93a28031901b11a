import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import {
  attendanceAmountText,
  attendanceRewardKindNames,
  attendanceRewardKinds,
  attendanceSettingsInputSchema,
  attendanceTriggers,
  type AdminAttendance,
  type AttendanceRewardKind,
  type AttendanceTrigger,
} from '@site/contracts/api/attendance';
import { rouletteWheels } from '@site/contracts/api/roulette';
import { formatSeoul } from '@site/contracts/time';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAttendanceAdmin as t } from '../../../i18n/ko-attendance';
import { useAdminAttendance, useSaveAttendance } from '../api/attendance';

interface RewardDraft {
  key: number;
  trigger: AttendanceTrigger;
  streakDays: string;
  kind: AttendanceRewardKind;
  amount: string;
}

let nextKey = 1;

const isWheel = (amount: string): boolean => (rouletteWheels as readonly number[]).includes(Number(amount));

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
  const [minDeposit, setMinDeposit] = useState(String(saved.minDeposit));
  const [rewards, setRewards] = useState<RewardDraft[]>(() =>
    saved.rewards.map((reward) => ({
      key: nextKey++,
      trigger: reward.trigger,
      streakDays: reward.streakDays === null ? '' : String(reward.streakDays),
      kind: reward.kind,
      amount: String(reward.amount),
    })),
  );
  const save = useSaveAttendance();
  const edit = (key: number, patch: Partial<RewardDraft>) =>
    setRewards((before) => before.map((reward) => (reward.key === key ? { ...reward, ...patch } : reward)));

  const submit = async () => {
    const parsed = attendanceSettingsInputSchema.safeParse({
      minDeposit: Number(minDeposit),
      rewards: rewards.map((reward) => ({
        trigger: reward.trigger,
        streakDays: reward.trigger === 'streak' ? Number(reward.streakDays) : null,
        kind: reward.kind,
        amount: Number(reward.amount),
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

  const digits = (value: string) => value.replace(/\D/g, '');
  return (
    <Box
      component="form"
      aria-label={t.settingsTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
    >
      <TextField
        size="small"
        label={t.minDeposit}
        value={minDeposit}
        onChange={(event) => setMinDeposit(digits(event.target.value))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {rewards.map((reward, index) => (
        <Box
          key={reward.key}
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
            onChange={(event) => edit(reward.key, { trigger: event.target.value as AttendanceTrigger })}
          >
            {attendanceTriggers.map((trigger) => (
              <MenuItem key={trigger} value={trigger}>
                {t.triggers[trigger]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t.streakDays}
            disabled={reward.trigger !== 'streak'}
            value={reward.trigger === 'streak' ? reward.streakDays : ''}
            onChange={(event) => edit(reward.key, { streakDays: digits(event.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            size="small"
            label={t.kind}
            value={reward.kind}
            onChange={(event) => {
              const kind = event.target.value as AttendanceRewardKind;
              // A roulette coupon's amount is its wheel: keep a wheel the operator can see chosen.
              const amount = kind === 'roulette' && !isWheel(reward.amount) ? String(rouletteWheels[0]) : reward.amount;
              edit(reward.key, { kind, amount });
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
              onChange={(event) => edit(reward.key, { amount: event.target.value })}
            >
              {rouletteWheels.map((wheel) => (
                <MenuItem key={wheel} value={String(wheel)}>
                  {attendanceAmountText('roulette', wheel)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              size="small"
              label={t.amount}
              value={reward.amount}
              onChange={(event) => edit(reward.key, { amount: digits(event.target.value) })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
          <Button
            color="error"
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'end' }}
            onClick={() => setRewards((before) => before.filter((other) => other.key !== reward.key))}
          >
            {t.removeReward}
          </Button>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            setRewards((before) => [
              ...before,
              { key: nextKey++, trigger: 'streak', streakDays: '7', kind: 'point', amount: '1000' },
            ])
          }
        >
          {t.addReward}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
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
