import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatWon } from '@site/contracts/rules/format';

import { EmptyState } from '../../../components/ui/empty-state';
import { FiguresBar } from '../../../components/ui/figures-bar';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { koRolling as t } from '../../../i18n/ko-rolling';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { rollingSummaryQuery } from '../api/rolling';
import { RollingFrame, Loading, useAddressRange } from '../components/rolling-frame';
import { RollingAgents } from '../components/rolling-agents';
import { SettlementList } from '../components/settlement-list';
import { SummaryWithSettle } from '../components/summary-with-settle';

/**
 * /calculate: SPEC.md §3's rolling summary over Seoul days in the address (this month when none):
 * per kind before and after settlement with my rate, the totals and who earned it for me; the
 * settlement request and the latest requests.
 */
export default function CalculatePage() {
  const user = useCurrentUser();
  const range = useAddressRange();
  const query = useQuery(rollingSummaryQuery(range[0], user?.id));
  const summary = query.data;
  return (
    <RollingFrame title={ko.pages.calculate.title} current="/calculate" range={range}>
      {summary ? (
        <>
          <FiguresBar
            label={t.summary.totalsLabel}
            figures={[
              [t.summary.before, formatWon(summary.beforeTotal)],
              [t.summary.after, formatWon(summary.afterTotal)],
              [t.summary.total, formatWon(summary.total)],
            ]}
          />
          <SummaryWithSettle summary={summary} />
          <RollingAgents agents={summary.agents} />
        </>
      ) : query.isError ? (
        <Panel>
          <EmptyState text={userFacingMessage(query.error) || t.failed} />
        </Panel>
      ) : (
        <Loading />
      )}
      <SettlementList title={t.settlements.latest} emptyText={t.settlements.empty} />
      <Box sx={{ textAlign: 'right', fontSize: 14 }}>
        <Box component={Link} to="/calculateEvent" sx={{ color: 'primary.main' }}>
          {t.seeEvent}
        </Box>
      </Box>
    </RollingFrame>
  );
}
