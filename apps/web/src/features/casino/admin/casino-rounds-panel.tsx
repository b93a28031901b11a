import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import { casinoRoundStatusNames, type CasinoRoundStatus } from '@site/contracts/api/admin-casino';
import { casinoAggregatorKeys, casinoAggregatorNames, type CasinoAggregatorKey } from '@site/contracts/casino';

import { SearchForm } from '../../../components/console/search-form';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ListFilters, ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { koCasinoAdmin } from '../../../i18n/ko-casino-admin';
import { koBetHistory } from '../../../i18n/ko-results';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { rangeFromQuery, type DateRange } from '../../../lib/date-range';
import { casinoRoundPageQuery } from './casino-admin-api';
import { RoundLine } from './round-line';

const t = koCasinoAdmin.rounds;
const statuses = Object.keys(casinoRoundStatusNames) as CasinoRoundStatus[];
const aggregatorTabs = [
  { key: 'all' as const, label: t.all },
  ...casinoAggregatorKeys.map((key) => ({ key, label: casinoAggregatorNames[key] })),
];
const statusTabs = [
  { key: 'all' as const, label: t.all },
  ...statuses.map((key) => ({ key, label: casinoRoundStatusNames[key] })),
];

const aggregatorFrom = (value: string | null) => casinoAggregatorKeys.find((key) => key === value);
const statusFrom = (value: string | null) => statuses.find((key) => key === value);

/** Every casino and slot round, newest first, by member, aggregator, vendor, status and Seoul dates (in the address). */
export function CasinoRoundsPanel() {
  const [params, setQuery] = useAddressQuery();
  const userId = params.get('userId') ?? '';
  const vendor = params.get('vendor') ?? '';
  const aggregator = aggregatorFrom(params.get('aggregator'));
  const status = statusFrom(params.get('status'));
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(
    casinoRoundPageQuery({
      userId: userId || undefined,
      vendor: vendor || undefined,
      aggregator,
      status,
      ...range,
      page,
    }),
  );
  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to), page: null });

  return (
    <Panel title={t.title}>
      <ListFilters>
        <SearchForm
          label={t.filters}
          fields={[
            { key: 'userId', label: t.userId },
            { key: 'vendor', label: t.vendor },
          ]}
          values={{ userId, vendor }}
          submitLabel={t.search}
          maxWidth={560}
          onSearch={(applied) => setQuery({ ...applied, page: null })}
        />
        <ChipTabs
          label={t.aggregator}
          tabs={aggregatorTabs}
          selected={aggregator ?? 'all'}
          onSelect={(key: 'all' | CasinoAggregatorKey) =>
            setQuery({ aggregator: key === 'all' ? null : key, page: null })
          }
        />
        <ChipTabs
          label={t.status}
          tabs={statusTabs}
          selected={status ?? 'all'}
          onSelect={(key: 'all' | CasinoRoundStatus) => setQuery({ status: key === 'all' ? null : key, page: null })}
        />
        <DateRangeFilter range={range} labels={koBetHistory} onChange={selectRange} />
      </ListFilters>
      <ListOrNotice page={data} failed={isError} failedText={t.failed} emptyText={t.empty}>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {data?.items.map((round) => (
            <RoundLine key={round.id} round={round} />
          ))}
        </Box>
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ page: pageParam(next) })} />
    </Panel>
  );
}
