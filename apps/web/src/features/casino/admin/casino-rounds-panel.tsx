import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { casinoRoundStatusNames, type CasinoRoundStatus } from '@site/contracts/api/admin-casino';
import { casinoAggregatorKeys, casinoAggregatorNames, type CasinoAggregatorKey } from '@site/contracts/casino';

import { ActionButton } from '../../../components/ui/action-button';
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
  const [draft, setDraft] = useState({ userId, vendor });
  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to), page: null });

  return (
    <Panel title={t.title}>
      <ListFilters>
        <Box
          component="form"
          role="search"
          aria-label={t.filters}
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ userId: draft.userId.trim() || null, vendor: draft.vendor.trim() || null, page: null });
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, maxWidth: 560 }}
        >
          <TextField
            size="small"
            label={t.userId}
            value={draft.userId}
            onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
            sx={{ flex: '1 1 160px' }}
          />
          <TextField
            size="small"
            label={t.vendor}
            value={draft.vendor}
            onChange={(event) => setDraft({ ...draft, vendor: event.target.value })}
            sx={{ flex: '1 1 160px' }}
          />
          <ActionButton type="submit" variant="contained" compact>
            {t.search}
          </ActionButton>
        </Box>
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
