import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koRolling as t } from '../../../i18n/ko-rolling';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { monthRollingSummaryQuery } from '../api/rolling';
import { Loading } from '../components/rolling-frame';
import { SettlementList } from '../components/settlement-list';
import { SummaryWithSettle } from '../components/summary-with-settle';

/**
 * The caller's rolling this Seoul month, the settlement request and the latest requests: /calculate's
 * own pieces, for the partner console (a partner is always in /manager, never on /calculate).
 */
export function RollingStatement() {
  const user = useCurrentUser();
  const query = useQuery(monthRollingSummaryQuery(user?.id));
  const summary = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {summary ? (
        <SummaryWithSettle summary={summary} />
      ) : query.isError ? (
        <Panel>
          <EmptyState text={userFacingMessage(query.error) || t.failed} />
        </Panel>
      ) : (
        <Loading />
      )}
      <SettlementList title={t.settlements.latest} emptyText={t.settlements.empty} />
    </Box>
  );
}
