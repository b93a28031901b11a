import Box from '@mui/material/Box';

import type { TournamentSummary } from '@site/contracts/api/tournaments';

import { koTournaments } from '../../../i18n/ko-tournaments';
import { formatCountdown, useElapsedSeconds } from '../../../lib/countdown';

const DAY = 86_400;
const HOUR = 3_600;

/** 93784 → '1일 2:03:04'; under an hour as the site's other countdowns ('5:05'). */
export function formatPeriod(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < HOUR) return formatCountdown(whole);
  const days = Math.floor(whole / DAY);
  const rest = whole % DAY;
  const clock = `${Math.floor(rest / HOUR)}:${formatCountdown(rest % HOUR).padStart(5, '0')}`;
  return days > 0 ? koTournaments.countdownDays(days, clock) : clock;
}

/**
 * Counts down to the start or the end from the seconds the server sent with the tournament;
 * `heardAt` is when that answer arrived (performance.now()).
 */
export function PeriodCountdown({ tournament, heardAt }: { tournament: TournamentSummary; heardAt: number }) {
  const elapsed = useElapsedSeconds(heardAt);
  const scheduled = tournament.status === 'scheduled';
  const left = (scheduled ? tournament.secondsToStart : tournament.secondsToEnd) - elapsed;
  const text =
    left <= 0 && !scheduled
      ? koTournaments.awaitingPayout
      : (scheduled ? koTournaments.startsIn : koTournaments.endsIn)(formatPeriod(left));
  return (
    <Box
      component="span"
      role="timer"
      sx={{ fontWeight: 700, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Box>
  );
}
