import { useQuery } from '@tanstack/react-query';

import { AddressDayPicker } from '../../../components/ui/day-picker';
import { PageHeader, PageTotal } from '../../../components/ui/page-header';
import { ListFilters, ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { ko } from '../../../i18n/ko';
import { koMinigameResults, koSportsResults } from '../../../i18n/ko-results';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { ResultsHubTabs } from '../../sports-results/exports/results-hub-tabs';
import { roundPageQuery } from '../api/rounds';
import { GameChooser } from '../components/game-chooser';
import { RoundList } from '../components/round-list';
import { dateFromQuery, gameFromQuery, seoulDay } from '../rules/results-query';

/**
 * /game_result/minigame: one game's drawn rounds of one Seoul day, newest first, each with its
 * result and the proof a member can check here. Game, day and page live in the address
 * (?game=, ?date=, ?page=) so a reload or a shared link keeps them.
 */
export default function MinigameResultsPage() {
  const t = koMinigameResults;
  const [params, setQuery] = useAddressQuery();
  const game = gameFromQuery(params.get('game'));
  const today = seoulDay();
  const date = dateFromQuery(params.get('date'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(roundPageQuery({ gameId: game.id, date, page, today: date === today }));

  return (
    <>
      <PageHeader title={ko.pages.gameResultMinigame.title}>
        {data && <PageTotal text={t.total(data.totalCount)} />}
      </PageHeader>
      <ResultsHubTabs />
      <ListFilters>
        <GameChooser game={game} onChoose={(id) => setQuery({ game: String(id), page: null })} />
        <AddressDayPicker day={date} today={today} labels={koSportsResults} />
      </ListFilters>
      <ListOrNotice page={data} failed={isError} failedText={t.loadFailed} emptyText={t.empty}>
        {data && <RoundList title={game.title} rounds={data.items} />}
      </ListOrNotice>
      <ListPager
        page={page}
        pageCount={data?.pageCount}
        label={t.pages}
        onPage={(next) => setQuery({ page: pageParam(next) })}
      />
    </>
  );
}
