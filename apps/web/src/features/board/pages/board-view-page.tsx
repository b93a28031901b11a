import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';

import type { BoardPost } from '@site/contracts/api/board';
import { isShareableBet } from '@site/contracts/api/shared-slips-codes';
import { formatSeoul } from '@site/contracts/time';

import { alertActionError } from '../../../components/console/notify';
import { showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { RecordPage } from '../../../components/ui/record-page';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koBoard as t } from '../../../i18n/ko-board';
import { ApiError, userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser, useIsLoggedIn } from '../../auth/api/session';
import { BetCard } from '../../bet-history/exports/bet-card';
import { BoardSlipButton } from '../../shared-slips/exports/board-slip-button';
import { SafeHtmlBody } from '../../site-events/exports/html-body';
import { boardPostQuery, removePost, useBoardRefresh } from '../api/board';
import { Author } from '../components/author';
import { Comments } from '../components/comments';

/** /free/view/{id}: the post, its attached bet, and its comments; guests read it too. */
export default function BoardViewPage() {
  return (
    <RecordPage title={ko.pages.freeView.title} notFound={t.notFound} backTo="/free" backLabel={t.backToList}>
      {(id) => <PostView id={id} />}
    </RecordPage>
  );
}

function PostView({ id }: { id: number }) {
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  // A signed-in member's post is read once their session is known: reading it as a guest first would
  // count a second view and show no edit buttons.
  const query = useQuery({ ...boardPostQuery(id, user?.id), enabled: !loggedIn || user !== null });
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Panel>
        <EmptyState text={notFound ? t.notFound : userFacingMessage(query.error)} />
      </Panel>
    );
  }
  if (!query.data) {
    return (
      <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  return <Post post={query.data} viewerId={user?.id} />;
}

function Post({ post, viewerId }: { post: BoardPost; viewerId: number | undefined }) {
  return (
    <Panel>
      <Box component="article" aria-label={post.title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Text component="h2" variant="h6" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {post.title}
        </Text>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            fontSize: 13,
            color: 'text.secondary',
          }}
        >
          <Author author={post.author} />
          <span>{formatSeoul(post.createdAt, 'dateTimeFull')}</span>
          <span>{t.views(post.views)}</span>
        </Box>
        {post.mine && <OwnerActions id={post.id} />}
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <SafeHtmlBody html={post.body} />
        </Box>
        {post.bet && (
          <Box component="section" aria-label={t.attachedBet}>
            <Text variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t.attachedBet}
            </Text>
            <BetCard bet={post.bet} actions={isShareableBet(post.bet) && <BoardSlipButton postId={post.id} />} />
          </Box>
        )}
      </Box>
      <Comments postId={post.id} comments={post.comments} viewerId={viewerId} />
    </Panel>
  );
}

function OwnerActions({ id }: { id: number }) {
  const navigate = useNavigate();
  const refresh = useBoardRefresh();
  const remove = async () => {
    if (!(await showConfirm(t.confirmRemove))) return;
    try {
      await removePost(id);
      await refresh();
      await navigate('/free');
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button size="small" variant="outlined" component={Link} to={`/free/write?edit=${id}`}>
        {t.edit}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => void remove()}>
        {t.remove}
      </Button>
    </Box>
  );
}
