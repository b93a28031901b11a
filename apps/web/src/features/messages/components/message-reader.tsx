import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { formatSeoul } from '@site/contracts/time';

import { Panel } from '../../../components/ui/panel';
import { koMessages } from '../../../i18n/ko';
import { messagePagesKey, messageQuery, unreadCountQuery } from '../api/messages';

/** One message. Reading it marks it read on the server, so the unread count is asked again. */
export function MessageReader({ id, onBack, onDelete }: { id: number; onBack: () => void; onDelete: () => void }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(messageQuery(id));
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: messagePagesKey });
  }, [loaded, queryClient]);

  return (
    <Panel>
      {data && (
        <article>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {data.title}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {koMessages.receivedAt} {formatSeoul(data.createdAt, 'dateTimeFull')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', mt: 2, lineHeight: 1.8 }}>{data.contents}</Typography>
        </article>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button variant="outlined" onClick={onBack}>
          {koMessages.back}
        </Button>
        <Button color="error" onClick={onDelete} disabled={!data}>
          {koMessages.delete}
        </Button>
      </Box>
    </Panel>
  );
}
