import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import type { RollingProduct } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { EmptyState } from '../../../components/ui/empty-state';
import { FiguresBar } from '../../../components/ui/figures-bar';
import { ListCard } from '../../../components/ui/list-card';
import { ListPager } from '../../../components/ui/paged-list';
import { koRolling } from '../../../i18n/ko-rolling';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { rollingCreditsQuery } from '../api/rolling';
import { RollingFrame, Loading, useAddressRange } from './rolling-frame';
import { CreditList } from './credit-list';

const t = koRolling.credits;

/**
 * /calculateSports and /calculateCasino: the product's credits with their bets over Seoul days
 * (?from=&to=&page= in the address), 20 a page, with the sums over every credit the range matched.
 */
export function CreditsView({
  product,
  title,
  current,
}: {
  product: RollingProduct;
  title: string;
  current: '/calculateSports' | '/calculateCasino';
}) {
  const user = useCurrentUser();
  const range = useAddressRange();
  const [params, setQuery] = useAddressQuery();
  const page = pageFromQuery(params.get('page'));
  const query = useQuery(rollingCreditsQuery(product, range[0], page, user?.id));
  const data = query.data;
  return (
    <RollingFrame title={title} current={current} range={range}>
      {data && (
        <FiguresBar
          label={t.totalsLabel}
          figures={[
            [t.stakeTotal, formatWon(data.stakeTotal)],
            [t.amountTotal, formatWon(data.amountTotal)],
          ]}
        />
      )}
      <ListCard title={t.title}>
        {data && data.items.length > 0 ? (
          <CreditList credits={data.items} />
        ) : data || query.isError ? (
          <EmptyState text={data ? t.empty : userFacingMessage(query.error) || koRolling.failed} />
        ) : (
          <Loading />
        )}
        <Box sx={{ pb: data && data.pageCount > 1 ? 1.5 : 0 }}>
          <ListPager
            page={page}
            pageCount={data?.pageCount}
            label={t.pager}
            onPage={(next) => setQuery({ page: pageParam(next) })}
          />
        </Box>
      </ListCard>
    </RollingFrame>
  );
}
