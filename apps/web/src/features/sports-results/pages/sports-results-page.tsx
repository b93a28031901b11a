import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';

import { seoulToday } from '@site/contracts/clock';
import { sportTabs, type SportTabKey } from '@site/contracts/sports';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { AddressDayPicker } from '../../../components/ui/day-picker';
import { PageHeader, PageTotal } from '../../../components/ui/page-header';
import { ListFilters, ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { ko } from '../../../i18n/ko';
import { koSportsResults } from '../../../i18n/ko-results';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { resultPageQuery } from '../api/results';
import { ResultsHubTabs } from '../exports/results-hub-tabs';
import { LeagueResults } from '../components/league-results';
import { dayFromQuery, groupByLeague, tabFromQuery } from '../rules/results';
import { isResultsHub } from '../rules/results-hub';

const tabs = sportTabs.map((tab) => ({ key: tab.key, label: tab.nameKorean }));

/**
 * /game_result and /game_result/sports (the hub opens on sports): the finished and cancelled fixtures of one Seoul day by sport tab, with
 * final scores, grouped by league. Tab, day and page live in the address (?tab=, ?date=, ?page=).
 */
export default function SportsResultsPage() {
  const t = koSportsResults;
  const { pathname } = useLocation();
  const [params, setQuery] = useAddressQuery();
  const tab = tabFromQuery(params.get('tab'));
  const date = dayFromQuery(params.get('date'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(resultPageQuery({ tab, date, page }));

  const groups = data ? groupByLeague(data.items) : [];
  return (
    <>
      <PageHeader title={isResultsHub(pathname) ? ko.pages.gameResult.title : ko.pages.gameResultSports.title}>
        {data && <PageTotal text={t.total(data.totalCount)} />}
      </PageHeader>
      <ResultsHubTabs />
      <ListFilters>
        <ChipTabs
          label={t.sportTabs}
          tabs={tabs}
          selected={tab}
          onSelect={(key: SportTabKey) => setQuery({ tab: key === 'all' ? null : key, page: null })}
        />
        <AddressDayPicker day={date} today={seoulToday()} labels={koSportsResults} />
      </ListFilters>
      <ListOrNotice page={data} failed={isError} failedText={t.loadFailed} emptyText={t.empty} stacked>
        {groups.map((group) => (
          <LeagueResults key={group.key} group={group} showSport={tab === 'all' || tab === 'other'} />
        ))}
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ page: pageParam(next) })} />
    </>
  );
}
