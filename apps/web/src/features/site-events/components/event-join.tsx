import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';

import { eventJoinedMessage, type EventDetail, type EventParticipation } from '@site/contracts/api/site-events';

import { showAlert } from '../../../components/ui/alert';
import { Text } from '../../../components/ui/text';
import { koEvents } from '../../../i18n/ko-site-events';
import { userFacingMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../auth/api/session';
import { eventDetailKey, joinEvent } from '../api/events';

const t = koEvents.participation;

/** The event's reward, its condition and the 참여하기 button (참여완료 once joined). */
export function EventJoin({ event, participation }: { event: EventDetail; participation: EventParticipation }) {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const entry = useMutation({
    mutationFn: () => joinEvent(event.id),
    onSuccess: async (joined) => {
      await queryClient.invalidateQueries({ queryKey: eventDetailKey });
      await showAlert(eventJoinedMessage(joined.reward));
    },
    onError: async (error) => {
      await showAlert(userFacingMessage(error));
      await queryClient.invalidateQueries({ queryKey: eventDetailKey });
    },
  });
  const joining = entry.isPending;
  const running = event.state === 'running';

  const press = async () => {
    if (joining) return;
    if (!loggedIn) return showAlert(t.loginFirst);
    entry.mutate();
  };

  return (
    <Box
      component="section"
      aria-label={t.title}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      <Box
        component="dl"
        sx={{ m: 0, flexGrow: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 1.5 }}
      >
        {(
          [
            [t.reward, participation.reward],
            [t.expiry, participation.expiry],
            [t.condition, participation.condition],
          ] as const
        ).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Text component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Text>
            <Text component="dd" variant="body2" sx={{ m: 0, fontWeight: label === t.reward ? 700 : 400 }}>
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, minWidth: 140 }}>
        {participation.joined ? (
          <>
            <Button variant="contained" disabled>
              {t.joined}
            </Button>
            <Button component={Link} to="/calculateEvent" size="small">
              {t.seeRewards}
            </Button>
          </>
        ) : (
          <>
            <Button variant="contained" disabled={!running || joining} onClick={() => void press()}>
              {joining ? t.joining : t.join}
            </Button>
            {!running && (
              <Text variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
                {t.notRunning}
              </Text>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
