import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';

import { seoulToday } from '@site/contracts/clock';
import { virtualLeagues, virtualSportKeys, virtualSports, type VirtualSportKey } from '@site/contracts/virtual-leagues';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { AddressDayPicker } from '../../../components/ui/day-picker';
import { PageHeader, PageTotal } from '../../../components/ui/page-header';
import { ListFilters, ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { ko, type PageTextKey } from '../../../i18n/ko';
import { koSportsResults } from '../../../i18n/ko-results';
import { koVirtuals } from '../../../i18n/ko-virtuals';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { VirtualRankingPanel } from '../exports/virtual-panels';
import { ResultsHubTabs } from '../exports/results-hub-tabs';
import { virtualResultPageQuery } from '../api/virtual-results';
import { VirtualResultList } from '../components/virtual-result-list';
import { dayFromQuery } from '../rules/results';
import { leagueFromQuery, sportOfResultsPath } from '../rules/virtual-results';

export const VIRTUAL_RESULT_PAGE_SIZE = 20;
const ALL_LEAGUES = 'all';

const pageText: Record<VirtualSportKey, PageTextKey> = {
  soccer: 'gameResultVirtualSoccer',
  basketball: 'gameResultVirtualBasketball',
  dog: 'gameResultVirtualDog',
  horse: 'gameResultVirtualHorse',
};

const sportTabs = virtualSportKeys.map((key) => ({ key, label: virtualSports[key].nameKorean }));

/**
 * /game_result/virtuals and its pages per sport (/soccer, /basketball, /dog, /horse): one sport's
 * finished events of one Seoul day, newest first, all leagues or one, paged. Matches show their
 * score and what the result paid; races their first three (every placing on demand) and the prices
 * paid. A ranked soccer league adds its table of that day. /game_result/virtuals itself shows soccer.
 * League, day and page live in the address (?league=, ?date=, ?page=).
 */
export default function VirtualResultsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setQuery] = useAddressQuery();
  const sport = sportOfResultsPath(pathname);
  const onSportPage = pathname.replace(/\/$/, '') !== '/game_result/virtuals';
  const title = ko.pages[onSportPage ? pageText[sport] : 'gameResultVirtuals'].title;
  const league = leagueFromQuery(sport, params.get('league'));
  const today = seoulToday();
  const date = dayFromQuery(params.get('date'));
  const page = pageFromQuery(params.get('page'));
  const race = virtualSports[sport].format === 'race';
  const { data, isError } = useQuery(
    virtualResultPageQuery({
      sport,
      league: league?.key,
      date,
      page,
      size: VIRTUAL_RESULT_PAGE_SIZE,
      today: date === today,
    }),
  );

  const leagueTabs = [
    { key: ALL_LEAGUES, label: koVirtuals.allLeagues },
    ...(virtualLeagues[sport] ?? []).map((l) => ({ key: l.key, label: l.nameKorean })),
  ];
  const chooseSport = (key: VirtualSportKey) => {
    // The day stays; the leagues are the other sport's.
    const day = params.get('date');
    navigate(`/game_result/virtuals/${key}${day ? `?date=${day}` : ''}`);
  };

  return (
    <>
      <PageHeader title={title}>
        {data && (
          <PageTotal
            text={race ? koVirtuals.raceResultsTotal(data.totalCount) : koVirtuals.resultsTotal(data.totalCount)}
          />
        )}
      </PageHeader>
      <ResultsHubTabs />
      <ListFilters>
        <ChipTabs label={koVirtuals.sportTabs} tabs={sportTabs} selected={sport} onSelect={chooseSport} />
        <ChipTabs
          label={koVirtuals.leagueTabs}
          tabs={leagueTabs}
          selected={league?.key ?? ALL_LEAGUES}
          onSelect={(key) => setQuery({ league: key === ALL_LEAGUES ? null : key, page: null })}
        />
        <AddressDayPicker day={date} today={today} labels={koSportsResults} />
      </ListFilters>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <ListOrNotice
          page={data}
          failed={isError}
          failedText={koVirtuals.resultsLoadFailed}
          emptyText={race ? koVirtuals.raceResultsEmptyOfDay : koVirtuals.resultsEmptyOfDay}
        >
          {data && (
            <VirtualResultList
              sport={sport}
              title={league?.nameKorean ?? virtualSports[sport].nameKorean}
              results={data.items}
              showLeague={!league}
            />
          )}
        </ListOrNotice>
        <ListPager
          page={page}
          pageCount={data?.pageCount}
          label={koVirtuals.resultPages}
          inColumn
          onPage={(next) => setQuery({ page: pageParam(next) })}
        />
        {sport === 'soccer' && league && <VirtualRankingPanel league={league.key} date={date} />}
      </Box>
    </>
  );
}
