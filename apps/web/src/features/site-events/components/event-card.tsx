import Box from '@mui/material/Box';
import { Link } from 'react-router';

import type { EventSummary } from '@site/contracts/api/site-events';

import { Text } from '../../../components/ui/text';
import { imageUrl } from '../api/events';
import { EventBanner } from './event-banner';
import { eventPeriodText } from './event-period';
import { EventStateChip } from './event-state-chip';

/** The operator's image of an event, or the banner the site draws for it when there is none. */
export function EventPicture({ event }: { event: EventSummary }) {
  if (!event.thumbnail) return <EventBanner title={event.title} startsAt={event.startsAt} endsAt={event.endsAt} />;
  return (
    <Box
      component="img"
      src={imageUrl(event.thumbnail)}
      alt=""
      loading="lazy"
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

/** One event in the list: its thumbnail, state, title and period; opens /event/{id}. */
export function EventCard({ event }: { event: EventSummary }) {
  return (
    <Box
      component={Link}
      to={`/event/${event.id}`}
      aria-label={event.title}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        color: 'inherit',
        textDecoration: 'none',
        opacity: event.state === 'ended' ? 0.7 : 1,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
        <EventPicture event={event} />
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <EventStateChip state={event.state} />
          <Text
            variant="body2"
            sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {event.title}
          </Text>
        </Box>
        <Text variant="caption" sx={{ color: 'text.secondary' }}>
          {eventPeriodText(event.startsAt, event.endsAt)}
        </Text>
      </Box>
    </Box>
  );
}
