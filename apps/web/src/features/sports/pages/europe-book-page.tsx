import { useState } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { SPORTS_PAGE_SIZE } from '@site/contracts/constants';

import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { koPageEmpty } from '../../../i18n/ko-page-empty';
import { searchForPage, searchForTab } from '../book-query';
import { BookFixtures } from '../components/book-fixtures';
import { BookLayout } from '../components/book-layout';
import { ChosenFixture } from '../components/chosen-fixture';
import { FilterNotice } from '../components/filter-notice';
import { FixtureDialog } from '../components/fixture-dialog';
import { SportTabs } from '../components/sport-tabs';
import { useBookPage } from './use-book-page';

const BOOK = 'europe';
const MODE = 'europe';

/**
 * /europe: the European book (with overtime). Each row shows the result, a handicap and a total;
 * "+N" opens the fixture with every market by period.
 */
export default function EuropeBookPage() {
  const { search, setSearch, query, params, chosenId, emptyText, clearFilters } = useBookPage(
    BOOK,
    SPORTS_PAGE_SIZE,
    koPageEmpty.europe,
  );
  const [opened, setOpened] = useState<Fixture | null>(null);

  return (
    <>
      <PageHeader title={ko.pages.europe.title} />
      <BookLayout book={BOOK}>
        {chosenId !== null && <ChosenFixture key={chosenId} fixtureId={chosenId} book={BOOK} mode={MODE} />}
        <SportTabs book={BOOK} selected={query.tab} onSelect={(tab) => setSearch(searchForTab(search, tab))} />
        <FilterNotice book={BOOK} query={query} params={params} onClear={clearFilters} />
        <BookFixtures
          params={params}
          options={{ book: BOOK, mode: MODE, onMore: setOpened }}
          emptyText={emptyText}
          onPage={(page) => setSearch(searchForPage(search, page))}
        />
      </BookLayout>
      <FixtureDialog fixture={opened} book={BOOK} mode={MODE} onClose={() => setOpened(null)} />
    </>
  );
}
