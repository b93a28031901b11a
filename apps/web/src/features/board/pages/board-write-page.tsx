import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { POST_TITLE_MAX, type BoardPost } from '@site/contracts/api/board';

import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koBoard as t } from '../../../i18n/ko-board';
import { useCurrentUser } from '../../auth/api/session';
import { boardPostQuery, useSavePost } from '../api/board';
import { BetPicker } from '../components/bet-picker';
import { RichTextEditor } from '../components/rich-text-editor';
import { postRules } from '../rules/board-forms';

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
  const form = useSiteForm(postRules, { title: post?.title ?? '', body: post?.body ?? '', bet: post?.bet ?? null });
  const save = useSavePost(post?.id ?? null);
  const navigate = useNavigate();
  const submit = form.onSubmit(async (input) => {
    const saved = await save.mutateAsync(input);
    await navigate(`/free/view/${saved.id}`);
  });
  const { title, body, bet } = form.values;
  const bodyMessage = form.messageOf('body');
  return (
    <Panel>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          {...form.textField('title', t.titleLabel)}
          slotProps={{ htmlInput: { maxLength: POST_TITLE_MAX } }}
        />
        <RichTextEditor
          initialHtml={post?.body ?? ''}
          onChange={(html) => form.setValue('body', html, { shouldDirty: true })}
        />
        {bodyMessage && <FormHelperText error>{bodyMessage}</FormHelperText>}
        <BetPicker bet={bet} onChange={(next) => form.setValue('bet', next, { shouldDirty: true })} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button component={Link} to={post ? `/free/view/${post.id}` : '/free'}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={form.busy || title.trim() === '' || body === ''}>
            {post ? t.save : t.submit}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
