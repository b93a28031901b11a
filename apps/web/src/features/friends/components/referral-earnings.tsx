import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatWon } from '@site/contracts/rules/format';

import { FigureRow } from '../../../components/ui/figure-row';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koFriends as t } from '../../../i18n/ko-friends';
import { userFacingMessage } from '../../../lib/api-client';
import { monthRollingSummaryQuery } from '../../rolling/api/rolling';

/** What the members I referred earned me this month (rolling before and after settlement), and where to settle it. */
export function ReferralEarnings({ scope }: { scope: number | undefined }) {
  const query = useQuery(monthRollingSummaryQuery(scope));
  const summary = query.data;
  return (
    <Panel title={t.earningsTitle}>
      {summary ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <FigureRow label={t.earningsBefore}>{formatWon(summary.beforeTotal)}</FigureRow>
          <FigureRow label={t.earningsAfter}>{formatWon(summary.afterTotal)}</FigureRow>
          <FigureRow label={t.earningsTotal} strong>
            {formatWon(summary.total)}
          </FigureRow>
        </Box>
      ) : (
        query.isError && (
          <Text variant="body2" sx={{ color: 'text.secondary' }}>
            {userFacingMessage(query.error) || t.earningsFailed}
          </Text>
        )
      )}
      <Box sx={{ mt: 1, textAlign: 'right', fontSize: 14 }}>
        <Box component={Link} to="/calculate" sx={{ color: 'primary.main' }}>
          {t.earningsLink}
        </Box>
      </Box>
    </Panel>
  );
}
