import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import type { SharedSlip } from '@site/contracts/api/shared-slips';
import { formatSeoul } from '@site/contracts/time';

import { ActionButton } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koSharedSlips as t } from '../../../i18n/ko-shared-slips';
import { ApiError, userFacingMessage } from '../../../lib/api-client';
import { sharedSlipQuery } from '../api/shared-slips';
import { SharedPickList } from '../components/shared-pick-list';
import { useTakeSlip } from '../components/use-take-slip';

/** /slip/{code}: a shared slip's picks at today's prices and 모두 담기; guests open it too. */
export default function SharedSlipPage() {
  const { code = '' } = useParams();
  const query = useQuery(sharedSlipQuery(code));
  return (
    <>
      <PageHeader title={ko.pages.slip.title} />
      {query.isError ? (
        <Panel>
          <EmptyState
            text={
              query.error instanceof ApiError && query.error.status < 500 ? t.notFound : userFacingMessage(query.error)
            }
          />
        </Panel>
      ) : query.data ? (
        <SlipView slip={query.data} />
      ) : (
        <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress size={24} />
        </Box>
      )}
    </>
  );
}

function SlipView({ slip }: { slip: SharedSlip }) {
  const take = useTakeSlip();
  const open = slip.picks.filter((pick) => pick.open).length;
  return (
    <Panel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, rowGap: 0.5, mb: 1 }}>
        <Text component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t.sharedBy(slip.sharedBy)}
        </Text>
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={slip.createdAt}>{formatSeoul(slip.createdAt, 'dateTimeFull')}</time>
          {slip.betId !== null && ` · ${t.fromBet(slip.betId)}`}
        </Text>
      </Box>
      <Text variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t.todayPrices}
      </Text>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SharedPickList picks={slip.picks} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mt: 1.5 }}>
        <Box role="status" sx={{ fontSize: 14 }}>
          {open > 0 ? t.openCount(open, slip.picks.length) : t.noneOpen}
        </Box>
        <ActionButton variant="contained" disabled={open === 0} onClick={() => void take(slip)}>
          {t.takeAll}
        </ActionButton>
      </Box>
    </Panel>
  );
}
