import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useQuery } from '@tanstack/react-query';

import { seoulToday } from '@site/contracts/clock';
import { sportTabs, type SportTabKey } from '@site/contracts/sports';

import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { pageFromQuery, useAddressQuery } from '../../../lib/address-query';
import { koSportsResults } from '../../../i18n/ko-results';
import { resultPageQuery } from '../api/results';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { DayPicker } from '../../../components/ui/day-picker';
import { LeagueResults } from '../components/league-results';
import { dayFromQuery, groupByLeague, tabFromQuery } from '../rules/results';

const tabs = sportTabs.map((tab) => ({ key: tab.key, label: tab.nameKorean }));

/**
 * /game_result/sports: the finished and cancelled fixtures of one Seoul day by sport tab, with
 * final scores, grouped by league. Tab, day and page live in the address (?tab=, ?date=, ?page=).
 */
export default function SportsResultsPage() {
  const t = koSportsResults;
  const [params, setQuery] = useAddressQuery();
  const tab = tabFromQuery(params.get('tab'));
  const date = dayFromQuery(params.get('date'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(resultPageQuery({ tab, date, page }));

  const groups = data ? groupByLeague(data.items) : [];
  return (
    <>
      <PageHeader title={ko.pages.gameResultSports.title}>
        {data && (
          <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {t.total(data.totalCount)}
          </Box>
        )}
      </PageHeader>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
        <ChipTabs
          label={t.sportTabs}
          tabs={tabs}
          selected={tab}
          onSelect={(key: SportTabKey) => setQuery({ tab: key === 'all' ? null : key, page: null })}
        />
        <DayPicker
          day={date}
          today={seoulToday()}
          labels={koSportsResults}
          onChange={(day) => setQuery({ date: day === seoulToday() ? null : day, page: null })}
        />
      </Box>
      {isError && !data ? (
        <Panel>
          <EmptyState text={t.loadFailed} />
        </Panel>
      ) : data && groups.length === 0 ? (
        <Panel>
          <EmptyState text={t.empty} />
        </Panel>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-busy={!data}>
          {groups.map((group) => (
            <LeagueResults key={group.key} group={group} showSport={tab === 'all' || tab === 'other'} />
          ))}
        </Box>
      )}
      {data && data.pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={data.pageCount}
            page={page}
            color="primary"
            onChange={(_, next) => setQuery({ page: next === 1 ? null : String(next) })}
          />
        </Box>
      )}
    </>
  );
}
