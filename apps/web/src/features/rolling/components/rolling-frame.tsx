import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { LinkTabs } from '../../../components/ui/link-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { koRolling as t } from '../../../i18n/ko-rolling';
import { useAddressQuery } from '../../../lib/address-query';
import type { DateRange } from '../../../lib/date-range';
import { monthRangeFromQuery } from '../rules/month-range';

/** The rolling pages and the event rewards: one bar of links, so each is a tap from the others. */
const tabs = [
  { label: t.nav.summary, to: '/calculate' },
  { label: t.nav.sports, to: '/calculateSports' },
  { label: t.nav.casino, to: '/calculateCasino' },
  { label: t.nav.tether, to: '/calculateTether' },
  { label: t.nav.event, to: '/calculateEvent' },
] as const;

/** The range in the address (?from=&to=, this month when absent) and how to change it; a new range starts at page 1. */
export function useAddressRange(): [DateRange, (next: DateRange) => void] {
  const [params, setQuery] = useAddressQuery();
  const range = monthRangeFromQuery(params.get('from'), params.get('to'));
  return [range, (next) => setQuery({ from: next.from, to: next.to, page: null })];
}

/** A rolling page: its title, the links between the pages, then the date range when the page has one. */
export function RollingFrame({
  title,
  current,
  range,
  children,
}: {
  title: string;
  current: (typeof tabs)[number]['to'];
  range?: [DateRange, (next: DateRange) => void];
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <LinkTabs label={t.nav.label} tabs={tabs} current={current} />
        {range && <DateRangeFilter range={range[0]} labels={t.dateRange} onChange={range[1]} />}
        {children}
      </Box>
    </>
  );
}

export function Loading() {
  return (
    <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress size={24} />
    </Box>
  );
}
