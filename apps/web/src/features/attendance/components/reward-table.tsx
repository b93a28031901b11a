import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { attendanceAmountText, attendanceRewardLabel, type AttendanceReward } from '@site/contracts/api/attendance';

import { EmptyState } from '../../../components/ui/empty-state';
import { Text } from '../../../components/ui/text';
import { koAttendance as t } from '../../../i18n/ko-attendance';

/** What each check-in and each streak credits, as the operators set it. */
export function RewardTable({ rewards }: { rewards: readonly AttendanceReward[] }) {
  if (rewards.length === 0) return <EmptyState text={t.noRewards} />;
  return (
    <>
      <RewardRows rewards={rewards} />
      {rewards.some((reward) => reward.kind === 'roulette') && (
        <Text variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
          {t.rouletteNote}
        </Text>
      )}
    </>
  );
}

function RewardRows({ rewards }: { rewards: readonly AttendanceReward[] }) {
  return (
    <Table size="small" aria-label={t.rewards}>
      <TableHead>
        <TableRow>
          <TableCell>{t.rewardCondition}</TableCell>
          <TableCell align="right">{t.reward}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rewards.map((reward) => (
          <TableRow key={reward.id}>
            <TableCell>{attendanceRewardLabel(reward)}</TableCell>
            <TableCell align="right">{attendanceAmountText(reward.kind, reward.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
