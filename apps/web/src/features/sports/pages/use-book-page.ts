import { useSearchParams } from 'react-router';

import { sportTabs } from '@site/contracts/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../i18n/ko-sports';
import { chosenFixtureId, fixtureListParams, isFiltered, parseBookQuery, searchForTab } from '../book-query';

/**
 * What every book page (/korea and its sub-books, /europe, /inplay) reads from its address: the tab
 * and the side menu's filters, the list's parameters, the fixture a link chose (?fixture=<id>, from a
 * search result or the home page), and the text for an empty list: the book's own when nothing narrows
 * it, else the filter's or the tab's.
 */
export function useBookPage(book: SportsBook, pageSize: number, bookEmpty: string) {
  const [search, setSearch] = useSearchParams();
  const query = parseBookQuery(search);
  const tabName = sportTabs.find((tab) => tab.key === query.tab)?.nameKorean ?? '';
  const emptyText = isFiltered(query)
    ? koSports.filteredEmpty
    : query.tab === 'all'
      ? bookEmpty
      : koSports.tabEmpty(tabName);
  return {
    search,
    setSearch,
    query,
    params: fixtureListParams(book, query, pageSize),
    chosenId: chosenFixtureId(search),
    emptyText,
    clearFilters: () => setSearch(searchForTab(search, 'all')),
  };
}
