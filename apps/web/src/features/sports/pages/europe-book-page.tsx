import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { Fixture } from '@site/contracts/api/sports';
import { SPORTS_PAGE_SIZE } from '@site/contracts/constants';
import { sportTabs } from '@site/contracts/sports';

import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { koPageEmpty } from '../../../i18n/ko-page-empty';
import { koSports } from '../../../i18n/ko-sports';
import {
  chosenFixtureId,
  fixtureListParams,
  isFiltered,
  parseBookQuery,
  searchForPage,
  searchForTab,
} from '../book-query';
import { BookFixtures } from '../components/book-fixtures';
import { BookLayout } from '../components/book-layout';
import { ChosenFixture } from '../components/chosen-fixture';
import { FilterNotice } from '../components/filter-notice';
import { FixtureDialog } from '../components/fixture-dialog';
import { SportTabs } from '../components/sport-tabs';

const BOOK = 'europe';
const MODE = 'europe';

/**
 * /europe: the European book (with overtime). Each row shows the result, a handicap and a total;
 * "+N" opens the fixture with every market by period.
 */
export default function EuropeBookPage() {
  const [search, setSearch] = useSearchParams();
  const query = parseBookQuery(search);
  const params = fixtureListParams(BOOK, query, SPORTS_PAGE_SIZE);
  const [opened, setOpened] = useState<Fixture | null>(null);
  // ?fixture=<id> (a search result, the home page's upcoming games) opens that fixture's markets above the list.
  const chosenId = chosenFixtureId(search);
  const tabName = sportTabs.find((tab) => tab.key === query.tab)?.nameKorean ?? '';
  const emptyText = isFiltered(query)
    ? koSports.filteredEmpty
    : query.tab === 'all'
      ? koPageEmpty.europe
      : koSports.tabEmpty(tabName);

  return (
    <>
      <PageHeader title={ko.pages.europe.title} />
      <BookLayout book={BOOK}>
        {chosenId !== null && <ChosenFixture key={chosenId} fixtureId={chosenId} book={BOOK} mode={MODE} />}
        <SportTabs book={BOOK} selected={query.tab} onSelect={(tab) => setSearch(searchForTab(search, tab))} />
        <FilterNotice
          book={BOOK}
          query={query}
          params={params}
          onClear={() => setSearch(searchForTab(search, 'all'))}
        />
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
