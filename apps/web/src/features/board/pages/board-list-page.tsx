import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PageHeader } from '../../../components/ui/page-header';
import { ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { ko } from '../../../i18n/ko';
import { koBoard as t } from '../../../i18n/ko-board';
import { boardListQuery, type SearchField } from '../api/board';
import { PostList } from '../components/post-rows';

/** /free: pinned notices, then the newest posts, 15 a page; search by title or author. Guests read it too. */
export default function BoardListPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const q = search.get('q') ?? '';
  const field: SearchField = search.get('field') === 'author' ? 'author' : 'title';
  const query = useQuery(boardListQuery(page, q, field));
  const go = (next: { page?: number; q?: string; field?: SearchField }) => {
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? 1;
    setSearch({
      ...(nextQ ? { q: nextQ, field: next.field ?? field } : {}),
      ...(nextPage === 1 ? {} : { page: String(nextPage) }),
    });
  };
  const data = query.data;
  return (
    <>
      <PageHeader title={ko.pages.free.title} />
      <SearchBar
        key={`${q}:${field}`}
        q={q}
        field={field}
        onSearch={(nextQ, nextField) => go({ q: nextQ, field: nextField })}
      />
      <ListOrNotice page={data} failed={query.isError} failedText={t.failed} emptyText={q ? t.emptySearch : t.empty}>
        {data && <PostList posts={data.items} />}
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} label={t.pager} onPage={(next) => go({ page: next })} />
    </>
  );
}

function SearchBar({
  q,
  field,
  onSearch,
}: {
  q: string;
  field: SearchField;
  onSearch: (q: string, field: SearchField) => void;
}) {
  const [text, setText] = useState(q);
  const [by, setBy] = useState<SearchField>(field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), by);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t.searchLabel}
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        value={by}
        onChange={(e) => setBy(e.target.value as SearchField)}
        slotProps={{ htmlInput: { 'aria-label': t.searchField[by] } }}
        sx={{ width: 100 }}
      >
        <MenuItem value="title">{t.searchField.title}</MenuItem>
        <MenuItem value="author">{t.searchField.author}</MenuItem>
      </TextField>
      <TextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t.searchLabel, maxLength: 50 } }}
        sx={{ flex: 1, minWidth: 120 }}
      />
      <Button type="submit" variant="outlined">
        {t.search}
      </Button>
      <Button component={Link} to="/free/write" variant="contained">
        {t.write}
      </Button>
    </Box>
  );
}
