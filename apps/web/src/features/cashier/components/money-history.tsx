import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListCard } from '../../../components/ui/list-card';
import { ListFilters, ListPager } from '../../../components/ui/paged-list';
import { PageTotal } from '../../../components/ui/page-header';
import { koCashier } from '../../../i18n/ko-cashier';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { rangeFromQuery, type DateRange } from '../../../lib/date-range';
import { historyPageQuery, type HistoryCurrency } from '../api/history';
import { HistoryRow } from './history-row';

const tabs = [
  { key: 'money', label: koCashier.point.tabs.money },
  { key: 'point', label: koCashier.point.tabs.point },
] as const;

/**
 * The member's ledger in money or points, by Seoul days, newest first. The tab, the days and the
 * page live in the address (?currency=point&from=&to=&page=), so a reload or a link keeps them.
 */
export function MoneyHistory() {
  const t = koCashier.point;
  const [params, setQuery] = useAddressQuery();
  const currency: HistoryCurrency = params.get('currency') === 'point' ? 'point' : 'money';
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(historyPageQuery({ currency, ...range, page }));

  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to), page: null });
  return (
    <Box sx={{ display: 'grid', gap: 0 }}>
      <ListFilters>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <ChipTabs
            label={t.tabsLabel}
            tabs={tabs}
            selected={currency}
            onSelect={(key) => setQuery({ currency: key === 'money' ? null : key, page: null })}
          />
          {data && <PageTotal text={t.total(data.totalCount)} />}
        </Box>
        <DateRangeFilter range={range} labels={koCashier.dateRange} onChange={selectRange} />
      </ListFilters>
      <ListCard title={t.historyTitle}>
        {data && data.items.length > 0 ? (
          <Box component="ul" aria-busy={false} sx={{ m: 0, p: 0 }}>
            {data.items.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </Box>
        ) : (
          (data || isError) && <EmptyState text={data ? t.empty : t.loadFailed} />
        )}
      </ListCard>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ page: pageParam(next) })} />
    </Box>
  );
}
