import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { formatWon } from '@site/contracts/rules/format';

import { FigureRow } from '../../../components/ui/figure-row';
import { Text } from '../../../components/ui/text';
import { koRealityCheck as t } from '../../../i18n/ko-responsible-play';
import { useLogOutToLogin } from '../../auth/api/session';
import { sessionSummaryQuery } from '../api/reality-check';
import { hoursAndMinutes } from '../rules/reality-check-timer';

const duration = (ms: number) => t.duration(hoursAndMinutes(ms));
const signedWon = (won: number) => (won > 0 ? `+${formatWon(won)}` : formatWon(won));

/**
 * The reminder itself: how long this session has lasted (`elapsedMs`, when it came due), and its stakes
 * and net result fetched as it opens. It closes only by a choice: 계속하기 or 로그아웃.
 */
export default function RealityCheckDialog({
  memberId,
  elapsedMs,
  onContinue,
}: {
  memberId: number;
  elapsedMs: number;
  onContinue: () => void;
}) {
  const summary = useQuery(sessionSummaryQuery(memberId));
  const { refetch } = summary;
  // The figures as they are now, not as they were when the session's timing was first read.
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const logOutToLogin = useLogOutToLogin();
  const logOut = useMutation({ mutationFn: logOutToLogin });
  const fresh = summary.data !== undefined && !summary.isFetching;
  const limit = summary.data?.sessionMinutes ?? null;
  const limitLeftMs = limit === null ? null : limit * 60_000 - elapsedMs;

  return (
    <Dialog open maxWidth="xs" fullWidth aria-labelledby="reality-check-title" aria-describedby="reality-check-played">
      <DialogTitle id="reality-check-title" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {t.title}
      </DialogTitle>
      <DialogContent>
        <Box component="p" id="reality-check-played" sx={{ mt: 0, mb: 2, lineHeight: 1.7 }}>
          {t.played(duration(elapsedMs))}
        </Box>
        <Box component="dl" sx={{ display: 'flex', flexDirection: 'column', gap: 1, m: 0 }}>
          <FigureRow label={t.playedLabel}>{duration(elapsedMs)}</FigureRow>
          {fresh ? (
            <>
              <FigureRow label={t.stakes}>{formatWon(summary.data.stakes)}</FigureRow>
              <FigureRow label={t.net} strong>
                {signedWon(summary.data.net)}
              </FigureRow>
            </>
          ) : (
            <Text variant="body2" sx={{ color: summary.isError ? 'error.main' : 'text.secondary' }}>
              {summary.isError ? t.failed : t.loading}
            </Text>
          )}
        </Box>
        {limitLeftMs !== null && limitLeftMs > 0 && (
          <Text variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {t.limitLeft(duration(limitLeftMs))}
          </Text>
        )}
        <Text variant="body2" sx={{ mt: 2 }}>
          {t.question}
        </Text>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" color="inherit" disabled={logOut.isPending} onClick={() => logOut.mutate()}>
          {t.logOut}
        </Button>
        <Button variant="contained" autoFocus disabled={logOut.isPending} onClick={onContinue}>
          {t.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
