import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { POST_TITLE_MAX, type BoardBet, type BoardPost } from '@site/contracts/api/board';

import { alertActionError } from '../../../components/console/notify';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { koBoard as t } from '../../../i18n/ko-board';
import { useCurrentUser } from '../../auth/api/session';
import { boardPostQuery, createPost, updatePost, useBoardRefresh } from '../api/board';
import { BetPicker } from '../components/bet-picker';
import { RichTextEditor } from '../components/rich-text-editor';

/** /free/write (members): a new post, or with ?edit={id} one of the member's own posts. */
export default function BoardWritePage() {
  const [search] = useSearchParams();
  const editId = Number.parseInt(search.get('edit') ?? '', 10);
  return (
    <>
      <PageHeader title={Number.isInteger(editId) && editId > 0 ? t.editTitle : t.writeTitle} />
      {Number.isInteger(editId) && editId > 0 ? <EditPost id={editId} /> : <PostForm post={null} />}
    </>
  );
}

function EditPost({ id }: { id: number }) {
  const user = useCurrentUser();
  const query = useQuery(boardPostQuery(id, user?.id));
  if (query.isError || (query.data && !query.data.mine)) {
    return (
      <Panel>
        <EmptyState text={t.notFound} />
      </Panel>
    );
  }
  if (!query.data) return <CircularProgress size={24} />;
  return <PostForm post={query.data} />;
}

function PostForm({ post }: { post: BoardPost | null }) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [bet, setBet] = useState<BoardBet | null>(post?.bet ?? null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const refresh = useBoardRefresh();
  const submit = async () => {
    setBusy(true);
    try {
      const input = { title, body, betId: bet?.id ?? null };
      const saved = post ? await updatePost(post.id, input) : await createPost(input);
      await refresh();
      await navigate(`/free/view/${saved.id}`);
    } catch (error) {
      await alertActionError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label={t.titleLabel}
          size="small"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: POST_TITLE_MAX } }}
          fullWidth
        />
        <RichTextEditor initialHtml={body} onChange={setBody} />
        <BetPicker bet={bet} onChange={setBet} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button component={Link} to={post ? `/free/view/${post.id}` : '/free'}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || title.trim() === '' || body === ''}>
            {post ? t.save : t.submit}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
