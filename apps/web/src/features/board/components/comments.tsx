import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { COMMENT_MAX, type BoardComment } from '@site/contracts/api/board';
import { formatSeoul } from '@site/contracts/time';

import { alertActionError } from '../../../components/console/notify';
import { showConfirm } from '../../../components/ui/alert';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koBoard as t } from '../../../i18n/ko-board';
import { addComment, removeComment, updateComment, usePatchPost } from '../api/board';
import { commentRules } from '../rules/board-forms';
import { Author } from './author';

/** A post's comments: everyone reads them; a member writes, edits and deletes their own. */
export function Comments({
  postId,
  comments,
  viewerId,
}: {
  postId: number;
  comments: BoardComment[];
  /** the signed-in member; undefined for a guest */
  viewerId: number | undefined;
}) {
  const patchPost = usePatchPost(postId, viewerId);
  const added = (comment: BoardComment) =>
    patchPost((post) => ({ ...post, comments: [...post.comments, comment], commentCount: post.commentCount + 1 }));
  return (
    <Box component="section" aria-label={t.commentsTitle} sx={{ mt: 3 }}>
      <Text component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {`${t.commentsTitle} ${comments.length}`}
      </Text>
      {comments.length === 0 && (
        <Text variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t.noComments}
        </Text>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} postId={postId} comment={comment} patchPost={patchPost} />
        ))}
      </Box>
      {viewerId !== undefined ? (
        <CommentForm onSubmit={(body) => addComment(postId, body).then(added)} submitLabel={t.commentSubmit} />
      ) : (
        <Text variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t.loginToComment}
        </Text>
      )}
    </Box>
  );
}

function CommentItem({
  postId,
  comment,
  patchPost,
}: {
  postId: number;
  comment: BoardComment;
  patchPost: ReturnType<typeof usePatchPost>;
}) {
  const [editing, setEditing] = useState(false);
  const replaced = (next: BoardComment) =>
    patchPost((post) => ({ ...post, comments: post.comments.map((c) => (c.id === next.id ? next : c)) }));
  const remove = async () => {
    if (!(await showConfirm(t.confirmRemoveComment))) return;
    try {
      await removeComment(postId, comment.id);
      await patchPost((post) => ({
        ...post,
        comments: post.comments.filter((c) => c.id !== comment.id),
        commentCount: post.commentCount - 1,
      }));
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Box
      component="li"
      aria-label={`${comment.author.nickName} ${t.commentsTitle}`}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 12, color: 'text.secondary' }}>
        <Author author={comment.author} />
        <span>{formatSeoul(comment.createdAt, 'monthDayTime')}</span>
        {comment.mine && !editing && (
          <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
            <Button size="small" onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
            <Button size="small" color="error" onClick={() => void remove()}>
              {t.remove}
            </Button>
          </Box>
        )}
      </Box>
      {editing ? (
        <CommentForm
          initial={comment.body}
          submitLabel={t.commentSave}
          onSubmit={(body) => updateComment(postId, comment.id, body).then(replaced)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Text variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {comment.body}
        </Text>
      )}
    </Box>
  );
}

function CommentForm({
  initial = '',
  submitLabel,
  onSubmit,
  onDone,
}: {
  initial?: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<unknown>;
  onDone?: () => void;
}) {
  const form = useSiteForm(commentRules, { body: initial });
  const submit = form.onSubmit(async ({ body }) => {
    await onSubmit(body);
    form.reset({ body: '' });
    onDone?.();
  });
  const { body } = form.values;
  const { label: _label, ...bodyField } = form.textField('body', t.commentLabel);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}
    >
      <TextField
        {...bodyField}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { 'aria-label': t.commentLabel, maxLength: COMMENT_MAX } }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Button type="submit" variant="contained" disabled={form.busy || body.trim() === ''}>
          {submitLabel}
        </Button>
        {onDone && <Button onClick={onDone}>{t.commentCancel}</Button>}
      </Box>
    </Box>
  );
}
