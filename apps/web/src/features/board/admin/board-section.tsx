import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { AdminBoardPost, BoardSettings } from '@site/contracts/api/board';
import { formatSeoul } from '@site/contracts/time';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koBoardAdmin as t } from '../../../i18n/ko-board';
import {
  adminBoardQuery,
  boardSettingsQuery,
  moderatePost,
  removeAnyPost,
  useBoardRefresh,
  useSaveBoardSettings,
  useWriteNotice,
} from '../api/board';
import { Author } from '../components/author';
import { boardSettingsRules, noticeRules } from '../rules/board-forms';

/** The console's 게시판 관리 tab: every post with its state, a notice to pin, and who may write. */
export function BoardSection() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PostList />
      <NoticeForm />
      <SettingsForm />
    </Box>
  );
}

function PostList() {
  const [page, setPage] = useState(1);
  const query = useQuery(adminBoardQuery(page));
  const data = query.data;
  return (
    <Panel title={t.posts}>
      <ListOrNotice page={data} failed={query.isError} failedText={t.failed} emptyText={t.empty} stacked>
        {data?.items.map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={setPage} />
    </Panel>
  );
}

function PostRow({ post }: { post: AdminBoardPost }) {
  const refresh = useBoardRefresh();
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await refresh();
    } catch (error) {
      await alertActionError(error);
    }
  };
  const remove = async () => {
    if (await showConfirm(t.confirmRemove)) await act(() => removeAnyPost(post.id));
  };
  return (
    <Box
      aria-label={post.title}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {post.pinned && <Chip size="small" color="primary" label={t.pinned} />}
          <Chip size="small" color={post.hidden ? 'error' : 'default'} label={post.hidden ? t.hidden : t.visible} />
          <Box component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {post.title}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
          <Author author={post.author} />
          <span>{formatSeoul(post.createdAt, 'monthDayTime')}</span>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void act(() => moderatePost(post.id, { hidden: !post.hidden }))}
        >
          {post.hidden ? t.unhide : t.hide}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void act(() => moderatePost(post.id, { pinned: !post.pinned }))}
        >
          {post.pinned ? t.unpin : t.pin}
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={() => void remove()}>
          {t.remove}
        </Button>
      </Box>
    </Box>
  );
}

function NoticeForm() {
  const form = useSiteForm(noticeRules, { title: '', body: '' });
  const write = useWriteNotice();
  const submit = form.onSubmit(async (notice) => {
    await write.mutateAsync(notice);
    form.reset();
    await showAlert(t.noticeSaved);
  });
  const { title, body } = form.values;
  return (
    <Panel title={t.noticeTitle}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TextField {...form.textField('title', t.noticeTitleLabel)} fullWidth={false} />
        <TextField
          {...form.textField('body', t.noticeBodyLabel)}
          fullWidth={false}
          size="medium"
          multiline
          minRows={4}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={form.busy || !title.trim() || !body.trim()}>
            {t.noticeSubmit}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}

function SettingsForm() {
  const query = useQuery(boardSettingsQuery());
  return (
    <Panel title={t.settingsTitle}>
      <QueryState query={query}>{(settings) => <SettingsFields settings={settings} />}</QueryState>
    </Panel>
  );
}

function SettingsFields({ settings }: { settings: BoardSettings }) {
  const form = useSiteForm(boardSettingsRules, {
    excludedLevels: settings.excludedLevels.join(', '),
    postIntervalSeconds: String(settings.postIntervalSeconds),
    commentIntervalSeconds: String(settings.commentIntervalSeconds),
  });
  const save = useSaveBoardSettings();
  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input);
    await showAlert(t.settingsSaved);
  });
  const levels = form.textField('excludedLevels', t.excludedLevels);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 420 }}
    >
      <TextField {...levels} helperText={levels.helperText ?? t.excludedHint} />
      <TextField {...form.textField('postIntervalSeconds', t.postInterval)} type="number" />
      <TextField {...form.textField('commentIntervalSeconds', t.commentInterval)} type="number" />
      <Box>
        <Button type="submit" variant="contained" disabled={form.busy}>
          {t.saveSettings}
        </Button>
      </Box>
    </Box>
  );
}
