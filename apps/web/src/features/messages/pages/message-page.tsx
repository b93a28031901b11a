import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { formatSeoul } from '@site/contracts/time';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { koMessages } from '../../../i18n/ko';
import { deleteMessage, messagePageQuery, messageQuery, messagesKey } from '../api/messages';
import { MessageReader } from '../components/message-reader';

/**
 * /message: the inbox (SPEC.md §2). A member with unread messages is sent here first; opening a
 * message marks it read. The page and the open message live in the address (?page=, ?id=).
 */
export default function MessagePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('id')) || null;
  const queryClient = useQueryClient();
  const { data } = useQuery(messagePageQuery(page));

  const setQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const remove = async (id: number) => {
    if (!(await showConfirm(koMessages.deleteConfirm))) return;
    await deleteMessage(id);
    queryClient.removeQueries({ queryKey: messageQuery(id).queryKey });
    await queryClient.invalidateQueries({ queryKey: messagesKey });
    setQuery({ id: null });
    await showAlert(koMessages.deleted);
  };

  return (
    <>
      <PageHeader title={koMessages.title} />
      {openId !== null ? (
        <MessageReader id={openId} onBack={() => setQuery({ id: null })} onDelete={() => void remove(openId)} />
      ) : (
        <Panel>
          {data && data.items.length === 0 && <EmptyState text={koMessages.empty} />}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data?.items.map((message) => (
              <li key={message.id}>
                <ButtonBase
                  onClick={() => setQuery({ id: String(message.id) })}
                  sx={{
                    width: '100%',
                    justifyContent: 'space-between',
                    gap: 1,
                    px: 1,
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    textAlign: 'left',
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    {message.readAt === null && <Chip label={koMessages.unreadMark} color="primary" size="small" />}
                    <Typography noWrap sx={{ fontWeight: message.readAt === null ? 700 : 400 }}>
                      {message.title}
                    </Typography>
                  </Box>
                  <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {formatSeoul(message.createdAt, 'monthDayTime')}
                  </Typography>
                </ButtonBase>
              </li>
            ))}
          </Box>
          {data && data.pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 2 }}>
              <Button disabled={page <= 1} onClick={() => setQuery({ page: String(page - 1) })}>
                {koMessages.prev}
              </Button>
              <Typography variant="body2">{koMessages.page(page, data.pageCount)}</Typography>
              <Button disabled={page >= data.pageCount} onClick={() => setQuery({ page: String(page + 1) })}>
                {koMessages.next}
              </Button>
            </Box>
          )}
        </Panel>
      )}
    </>
  );
}
