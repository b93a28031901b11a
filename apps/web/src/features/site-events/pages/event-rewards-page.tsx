import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';

import { couponStateNames, type CouponState } from '@site/contracts/api/coupons';
import type { EventRewardEntry, EventRewards } from '@site/contracts/api/site-events';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { EmptyState } from '../../../components/ui/empty-state';
import { FiguresBar } from '../../../components/ui/figures-bar';
import { ListCard } from '../../../components/ui/list-card';
import { ListRow } from '../../../components/ui/list-row';
import { ListFilters } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { koEventRewards as t } from '../../../i18n/ko-site-events';
import { useAddressQuery } from '../../../lib/address-query';
import { userFacingMessage } from '../../../lib/api-client';
import { rangeFromQuery, type DateRange } from '../../../lib/date-range';
import { useCurrentUser } from '../../auth/api/session';
import { eventRewardsQuery } from '../api/events';

/** 'YYYY-MM-DD HH:mm' in Seoul. */
const seoulMinute = (iso: string): string => formatSeoul(iso, 'dateTimeFull').slice(0, 16);

const stateColour: Record<CouponState, 'success' | 'default' | 'error' | 'warning' | 'info'> = {
  usable: 'success',
  used: 'default',
  expired: 'error',
  pending: 'warning',
  fulfilled: 'info',
};

/**
 * /calculateEvent: every coupon the member got from events and attendance (with its state now) and
 * every attendance credit, by Seoul days kept in the address (?from=&to=), newest first, with totals.
 */
export default function EventRewardsPage() {
  const user = useCurrentUser();
  const [params, setQuery] = useAddressQuery();
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const query = useQuery(eventRewardsQuery(range, user?.id));
  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to) });
  return (
    <>
      <PageHeader title={ko.pages.calculateEvent.title} />
      <Box sx={{ display: 'grid', gap: 0 }}>
        <ListFilters>
          <DateRangeFilter range={range} labels={t.dateRange} onChange={selectRange} />
        </ListFilters>
        {query.data && <Totals totals={query.data.totals} />}
        <ListCard title={t.listLabel}>
          {query.data && query.data.items.length > 0 ? (
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {query.data.items.map((entry) => (
                <RewardRow key={entry.key} entry={entry} />
              ))}
            </Box>
          ) : query.data || query.isError ? (
            <EmptyState text={query.data ? t.empty : userFacingMessage(query.error) || t.failed} />
          ) : (
            <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={24} />
            </Box>
          )}
        </ListCard>
      </Box>
    </>
  );
}

function Totals({ totals }: { totals: EventRewards['totals'] }) {
  const figures = [
    [t.totals.money, formatWon(totals.money)],
    [t.totals.point, `${totals.point.toLocaleString('ko-KR')}P`],
    [t.totals.coupons, t.totals.couponCount(totals.coupons, totals.usableCoupons)],
  ] as const;
  return <FiguresBar label={t.totals.label} figures={figures} mb={1.5} />;
}

function RewardRow({ entry }: { entry: EventRewardEntry }) {
  const source = t.sources[entry.source];
  return (
    <ListRow label={`${entry.title} ${entry.reward}`}>
      <Box sx={{ fontWeight: 700, fontSize: 14, minWidth: 0 }}>
        <Box component="span" sx={{ mr: 0.75, fontSize: 12, fontWeight: 400, color: 'primary.main' }}>
          [{source}]
        </Box>
        {entry.title}
      </Box>
      <Box sx={{ fontWeight: 700, fontSize: 14, textAlign: 'right' }}>{entry.reward}</Box>
      <Box component="time" dateTime={entry.at} sx={{ fontSize: 12, color: 'text.secondary' }}>
        {seoulMinute(entry.at)}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        {entry.couponState ? (
          <Chip size="small" color={stateColour[entry.couponState]} label={couponStateNames[entry.couponState]} />
        ) : (
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
            {t.directCredit}
          </Box>
        )}
      </Box>
    </ListRow>
  );
}
