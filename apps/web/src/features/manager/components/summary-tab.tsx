import Box from '@mui/material/Box';

import { QueryState } from '../../../components/console/query-state';
import { Panel } from '../../../components/ui/panel';
import { koManager } from '../../../i18n/ko-manager';
import { useCurrentUser } from '../../auth/api/session';
import { ReferralCodePanel } from '../../friends/exports/referral-code-panel';
import { useOverview } from '../api/manager';
import { AccountCard, Fact, FactList } from './account-card';
import { FigureGrid } from './figures-view';
import { RatesList } from './rates-list';

const text = koManager.summary;

/**
 * 요약: the partner's account and place in the tree, its referral code and sign-up link (a member who
 * joins with it sits under this partner), its rates, who is below it, and today's figures.
 */
export function SummaryTab() {
  const overview = useOverview();
  const user = useCurrentUser();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <AccountCard />
      {user && <ReferralCodePanel code={user.userId} />}
      <QueryState query={overview}>
        {({ me, counts, today }) => (
          <>
            <Panel title={text.partnerTitle}>
              <FactList>
                <Fact label={text.nickName} value={me.nickName} />
                <Fact label={text.depth} value={text.depthValue(me.depth)} />
                <Fact label={text.parent} value={me.parentNickName ?? text.noParent} />
              </FactList>
            </Panel>
            <Panel title={text.countsTitle}>
              <FactList>
                <Fact label={text.members} value={text.people(counts.members)} />
                <Fact label={text.activeToday} value={text.people(counts.activeToday)} />
                <Fact label={text.subPartners} value={text.people(counts.subPartners)} />
              </FactList>
            </Panel>
            <Panel title={text.todayTitle(today.day)}>
              <FigureGrid figures={today} />
            </Panel>
            <Panel title={text.ratesTitle}>
              <RatesList rates={me.rates} />
            </Panel>
          </>
        )}
      </QueryState>
    </Box>
  );
}
