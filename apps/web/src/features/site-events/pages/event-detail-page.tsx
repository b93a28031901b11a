import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';

import { EmptyState } from '../../../components/ui/empty-state';
import { RecordPage } from '../../../components/ui/record-page';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koEvents as t } from '../../../i18n/ko-site-events';
import { ApiError, userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { eventDetailQuery } from '../api/events';
import { EventBody } from '../components/event-body';
import { EventPicture } from '../components/event-card';
import { EventJoin } from '../components/event-join';
import { eventPeriodText } from '../components/event-period';
import { EventStateChip } from '../components/event-state-chip';

/** /event/{id}: the event's title, state, period and body; an unknown id says so. */
export default function EventDetailPage() {
  return (
    <RecordPage title={ko.pages.eventView.title} notFound={t.notFound} backTo="/event" backLabel={t.backToList}>
      {(id) => <EventDetail id={id} />}
    </RecordPage>
  );
}

function EventDetail({ id }: { id: number }) {
  const user = useCurrentUser();
  const query = useQuery(eventDetailQuery(id, user?.id));
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Panel>
        <EmptyState text={notFound ? t.notFound : userFacingMessage(query.error)} />
      </Panel>
    );
  }
  const event = query.data;
  if (!event) {
    return (
      <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  return (
    <Panel>
      <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{
            aspectRatio: '16 / 9',
            maxHeight: 360,
            borderRadius: 2,
            overflow: 'hidden',
            alignSelf: 'center',
            width: 1,
            maxWidth: 640,
          }}
        >
          <EventPicture event={event} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <EventStateChip state={event.state} />
          <Text component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {event.title}
          </Text>
        </Box>
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {`${t.period}: ${eventPeriodText(event.startsAt, event.endsAt)}`}
        </Text>
        {event.participation && <EventJoin event={event} participation={event.participation} />}
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <EventBody html={event.body} />
        </Box>
      </Box>
    </Panel>
  );
}
