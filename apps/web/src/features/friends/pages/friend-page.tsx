import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { FigureRow } from '../../../components/ui/figure-row';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/paged-list';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koFriends as t } from '../../../i18n/ko-friends';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { friendStatusQuery } from '../api/friends';
import { ReferralCodePanel } from '../components/referral-code-panel';
import { ReferralEarnings } from '../components/referral-earnings';
import { ReferralList } from '../components/referral-list';

/**
 * /friend: the member's referral code and link, the members who joined with it (masked, newest
 * first, ?page= in the address) and this month's rolling they earned the member.
 */
export default function FriendPage() {
  const user = useCurrentUser();
  const [params, setQuery] = useAddressQuery();
  const page = pageFromQuery(params.get('page'));
  const query = useQuery({ ...friendStatusQuery(user?.id, page), placeholderData: keepPreviousData });
  const status = query.data;
  return (
    <>
      <PageHeader title={ko.pages.friend.title} />
      {!status ? (
        query.isError ? (
          <EmptyState text={userFacingMessage(query.error) || t.loadFailed} />
        ) : (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={24} />
          </Box>
        )
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <ReferralCodePanel code={status.code} />
          <Panel title={t.referralsTitle}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              <FigureRow label={t.total}>{t.people(status.referrals.totalCount)}</FigureRow>
              <FigureRow label={t.active}>{t.people(status.activeCount)}</FigureRow>
            </Box>
            <Text variant="caption" sx={{ display: 'block', mt: 0.5, mb: 1, color: 'text.secondary' }}>
              {t.activeCaption(status.activeDays)}
            </Text>
            {status.referrals.items.length === 0 ? (
              <EmptyState text={t.empty} />
            ) : (
              <ReferralList items={status.referrals.items} />
            )}
            <ListPager
              page={page}
              pageCount={status.referrals.pageCount}
              label={t.pages}
              onPage={(next) => setQuery({ page: pageParam(next) })}
            />
          </Panel>
          <ReferralEarnings scope={user?.id} />
        </Box>
      )}
    </>
  );
}
