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
import { koBoardAdmin as t } from '../../../i18n/ko-board';
import {
  adminBoardQuery,
  boardSettingsQuery,
  moderatePost,
  removeAnyPost,
  useBoardRefresh,
  useSaveBoardSettings,
  writeNotice,
} from '../api/board';
import { Author } from '../components/author';

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
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const refresh = useBoardRefresh();
  const submit = async () => {
    try {
      // The notice is plain text here: each line becomes a paragraph, which the server keeps.
      const html = body
        .split('\n')
        .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
        .join('');
      await writeNotice({ title, body: html });
      setTitle('');
      setBody('');
      await refresh();
      await showAlert(t.noticeSaved);
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Panel title={t.noticeTitle}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TextField size="small" label={t.noticeTitleLabel} value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextField
          label={t.noticeBodyLabel}
          multiline
          minRows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Box>
          <Button variant="contained" disabled={!title.trim() || !body.trim()} onClick={() => void submit()}>
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

/** "3, 5" → [3, 5]; undefined when a part is not a level. */
export function parseLevels(text: string): number[] | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const levels = parts.map(Number);
  return levels.every((level) => Number.isInteger(level) && level >= 1 && level <= 99) ? levels : undefined;
}

function SettingsFields({ settings }: { settings: BoardSettings }) {
  const [levels, setLevels] = useState(settings.excludedLevels.join(', '));
  const [postInterval, setPostInterval] = useState(String(settings.postIntervalSeconds));
  const [commentInterval, setCommentInterval] = useState(String(settings.commentIntervalSeconds));
  const save = useSaveBoardSettings();
  const submit = async () => {
    const excludedLevels = parseLevels(levels);
    if (!excludedLevels) return showAlert(t.badLevels);
    try {
      await save.mutateAsync({
        excludedLevels,
        postIntervalSeconds: Number(postInterval),
        commentIntervalSeconds: Number(commentInterval),
      });
      await showAlert(t.settingsSaved);
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 420 }}>
      <TextField
        size="small"
        label={t.excludedLevels}
        helperText={t.excludedHint}
        value={levels}
        onChange={(e) => setLevels(e.target.value)}
      />
      {(
        [
          [t.postInterval, postInterval, setPostInterval],
          [t.commentInterval, commentInterval, setCommentInterval],
        ] as const
      ).map(([label, value, set]) => (
        <TextField
          key={label}
          size="small"
          type="number"
          label={label}
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      ))}
      <Box>
        <Button variant="contained" onClick={() => void submit()}>
          {t.saveSettings}
        </Button>
      </Box>
    </Box>
  );
}
