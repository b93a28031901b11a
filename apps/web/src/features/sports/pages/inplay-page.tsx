import { useCallback, useState } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { LIVE_BOARD_SIZE } from '@site/contracts/constants';

import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { koPageEmpty } from '../../../i18n/ko-page-empty';
import { searchForPage, searchForTab } from '../book-query';
import { BookLayout } from '../components/book-layout';
import { ChosenFixture } from '../components/chosen-fixture';
import { FixtureMarkets } from '../components/fixture-markets';
import { LiveBoard } from '../components/live-board';
import { SportTabs } from '../components/sport-tabs';
import { TrackedMarkets } from '../components/tracked-markets';
import { useBookPage } from './use-book-page';

const BOOK = 'inplay';
const MODE = 'inplay';

const renderAllMarkets = (fixture: Fixture) => (
  <TrackedMarkets fixture={fixture}>
    <FixtureMarkets fixtureId={fixture.id} book={BOOK} mode={MODE} />
  </TrackedMarkets>
);

/**
 * /inplay: the live board with clock and score; a row opens in place to every market of its fixture,
 * with the match's tracker beside them (above them on a phone).
 */
export default function InplayPage() {
  const { search, setSearch, query, params, chosenId, emptyText } = useBookPage(
    BOOK,
    LIVE_BOARD_SIZE,
    koPageEmpty.inplay,
  );
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const onMore = useCallback(
    (fixture: Fixture) => setExpandedId((current) => (current === fixture.id ? null : fixture.id)),
    [],
  );

  return (
    <>
      <PageHeader title={ko.pages.inplay.title} />
      <BookLayout book={BOOK}>
        {chosenId !== null && <ChosenFixture key={chosenId} fixtureId={chosenId} book={BOOK} mode={MODE} />}
        <SportTabs book={BOOK} selected={query.tab} onSelect={(tab) => setSearch(searchForTab(search, tab))} />
        <LiveBoard
          key={JSON.stringify(params)}
          params={params}
          options={{ book: BOOK, mode: MODE, onMore, expandedId, renderExpanded: renderAllMarkets }}
          emptyText={emptyText}
          onPage={(page) => setSearch(searchForPage(search, page))}
        />
      </BookLayout>
    </>
  );
}
