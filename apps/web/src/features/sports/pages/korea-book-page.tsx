import { useState } from 'react';
import { useLocation } from 'react-router';

import type { Fixture } from '@site/contracts/api/sports';
import { SPORTS_PAGE_SIZE } from '@site/contracts/constants';

import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { koPageEmpty } from '../../../i18n/ko-page-empty';
import { searchForPage, searchForTab } from '../book-query';
import { BookLayout } from '../components/book-layout';
import { ChosenFixture } from '../components/chosen-fixture';
import { FilterNotice } from '../components/filter-notice';
import { FixtureDialog } from '../components/fixture-dialog';
import { KoreaBookTable } from '../components/korea-table/korea-book-table';
import { SportTabs } from '../components/sport-tabs';
import { SubBookTabs, koreaBooks } from '../components/sub-book-tabs';
import { slipModeOf } from '../slip-pick';
import { useBookPage } from './use-book-page';

/**
 * /korea and its five books (cross, wintielose, handicap, special, live): full time without
 * overtime, 15 fixtures a page in the Korean-style table (one block per game by start time, day
 * separators, team names on the buttons), the sport tabs with counts, and the side menu's filters.
 */
export default function KoreaBookPage() {
  const { pathname } = useLocation();
  const entry = koreaBooks.find((candidate) => candidate.path === pathname);
  const book = entry?.book ?? 'cross';
  const mode = slipModeOf(book);
  const { search, setSearch, query, params, chosenId, emptyText, clearFilters } = useBookPage(
    book,
    SPORTS_PAGE_SIZE,
    entry?.empty ?? koPageEmpty.korea,
  );
  const [opened, setOpened] = useState<Fixture | null>(null);

  return (
    <>
      <PageHeader title={entry?.title ?? ko.pages.korea.title} />
      <BookLayout book={book}>
        {chosenId !== null && <ChosenFixture key={chosenId} fixtureId={chosenId} book={book} mode={mode} />}
        <SubBookTabs current={book} />
        <SportTabs book={book} selected={query.tab} onSelect={(tab) => setSearch(searchForTab(search, tab))} />
        <FilterNotice book={book} query={query} params={params} onClear={clearFilters} />
        <KoreaBookTable
          params={params}
          options={{ book, mode }}
          onMore={setOpened}
          emptyText={emptyText}
          onPage={(page) => setSearch(searchForPage(search, page))}
        />
      </BookLayout>
      <FixtureDialog fixture={opened} book={book} mode={mode} onClose={() => setOpened(null)} />
    </>
  );
}
