import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link } from 'react-router';

import type { BoardPostRow } from '@site/contracts/api/board';
import { formatSeoul } from '@site/contracts/time';

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

/** A phone's list: one card per post. */
export function PostCards({ posts }: { posts: readonly BoardPostRow[] }) {
  return (
    <Box
      component="ul"
      aria-label={t.searchLabel}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {posts.map((post) => (
        <Box
          component="li"
          key={post.id}
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
      ))}
    </Box>
  );
}

/** A PC's list: a table with the post's number, title, author, date and views. */
export function PostTable({ posts }: { posts: readonly BoardPostRow[] }) {
  const cell = { px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', fontSize: 14 } as const;
  return (
    <Box
      component="table"
      sx={{ width: '100%', borderCollapse: 'collapse', bgcolor: 'background.paper', borderRadius: 2 }}
    >
      <thead>
        <tr>
          {[t.columns.number, t.columns.title, t.columns.author, t.columns.date, t.columns.views].map((name) => (
            <Box
              component="th"
              key={name}
              sx={{ ...cell, color: 'text.secondary', fontWeight: 600, textAlign: 'center' }}
            >
              {name}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr key={post.id}>
            <Box component="td" sx={{ ...cell, textAlign: 'center', width: 80 }}>
              {post.pinned ? t.notice : post.id}
            </Box>
            <Box component="td" sx={cell}>
              <TitleLink post={post} />
            </Box>
            <Box component="td" sx={{ ...cell, width: 160 }}>
              <Author author={post.author} />
            </Box>
            <Box component="td" sx={{ ...cell, textAlign: 'center', width: 130, whiteSpace: 'nowrap' }}>
              {formatSeoul(post.createdAt, 'monthDayTime')}
            </Box>
            <Box component="td" sx={{ ...cell, textAlign: 'center', width: 70 }}>
              {post.views.toLocaleString('ko-KR')}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
