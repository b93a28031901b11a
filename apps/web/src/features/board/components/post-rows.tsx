import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router';

import type { BoardPostRow } from '@site/contracts/api/board';
import { formatSeoul } from '@site/contracts/time';

import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koBoard as t } from '../../../i18n/ko-board';
import { Author } from './author';

const postPath = (id: number) => `/free/view/${id}`;

function TitleLink({ post }: { post: BoardPostRow }) {
  return (
    <Box
      component={Link}
      to={postPath(post.id)}
      sx={{
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: post.pinned ? 700 : 500,
        wordBreak: 'break-word',
      }}
    >
      {post.pinned && <Chip label={t.notice} size="small" color="primary" sx={{ mr: 0.75, height: 20 }} />}
      {post.title}
      {post.commentCount > 0 && (
        <Box component="span" sx={{ color: 'primary.main', ml: 0.5, fontSize: 13 }}>
          [{post.commentCount}]
        </Box>
      )}
      {post.hasBet && (
        <Box component="span" sx={{ color: 'success.main', ml: 0.75, fontSize: 12 }}>
          {t.betAttached}
        </Box>
      )}
    </Box>
  );
}

/** A phone's card for a post: its title, then who, when and how often read. */
function PostCard({ post }: { post: BoardPostRow }) {
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: post.pinned ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <TitleLink post={post} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75, fontSize: 12, color: 'text.secondary' }}>
        <Author author={post.author} />
        <span>{formatSeoul(post.createdAt, 'monthDayTime')}</span>
        <span>{t.views(post.views)}</span>
      </Box>
    </Box>
  );
}

const columns: ListColumn<BoardPostRow>[] = [
  {
    key: 'number',
    header: t.columns.number,
    align: 'center',
    cellSx: { width: 80 },
    cell: (post) => (post.pinned ? t.notice : post.id),
  },
  { key: 'title', header: t.columns.title, wrap: true, cell: (post) => <TitleLink post={post} /> },
  { key: 'author', header: t.columns.author, cellSx: { width: 160 }, cell: (post) => <Author author={post.author} /> },
  {
    key: 'date',
    header: t.columns.date,
    align: 'center',
    cellSx: { width: 130 },
    cell: (post) => formatSeoul(post.createdAt, 'monthDayTime'),
  },
  {
    key: 'views',
    header: t.columns.views,
    align: 'center',
    cellSx: { width: 70 },
    cell: (post) => post.views.toLocaleString('ko-KR'),
  },
];

/** The posts: on a PC a table of number, title, author, date and views; on a phone a card per post. */
export function PostList({ posts }: { posts: readonly BoardPostRow[] }) {
  return (
    <ResponsiveList
      label={t.searchLabel}
      rows={posts}
      rowKey={(post) => post.id}
      columns={columns}
      card={(post) => <PostCard post={post} />}
      cardsSx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      tableSx={{
        bgcolor: 'background.paper',
        '& td, & th': { px: 1.5, py: 1.25, fontSize: 14 },
        '& th': { color: 'text.secondary', fontWeight: 600, textAlign: 'center' },
      }}
    />
  );
}
