import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';

import { ActionButton } from '../../../components/ui/action-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { koTether } from '../../../i18n/ko-tether';
import { ApiError } from '../../../lib/api-client';
import { useRefreshOnBalanceMove } from '../api/tether-balance-refresh';
import { cryptoKey, cryptoRequestQuery } from '../api/tether-calls';
import { CryptoRequestDetails } from '../components/crypto-request-details';

const t = koTether.view;
const refreshedKeys = [cryptoKey];

/** The :id of the address as a request number, or null when it cannot be one (absent, 0, "abc"). */
const requestId = (param: string | undefined): number | null => {
  const id = Number(param);
  return param !== undefined && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : null;
};

function BackToList() {
  return (
    <ActionButton component={RouterLink} to="/crypto" variant="outlined">
      {t.backToList}
    </ActionButton>
  );
}

/**
 * /crypto/view/:id: one of the member's tether requests. No id, an id that is no number, or one the
 * server does not know for this member shows that it was not found and the way back to the list.
 */
export default function CryptoViewPage() {
  const id = requestId(useParams().id);
  const { data, error } = useQuery({
    ...cryptoRequestQuery(id ?? 0),
    enabled: id !== null,
    // A 404 is an answer, not a hiccup: the not-found state shows at once.
    retry: (failures, failure) => !(failure instanceof ApiError && failure.status < 500) && failures < 2,
  });
  useRefreshOnBalanceMove(refreshedKeys);
  const notFound = id === null || (error instanceof ApiError && error.status === 404);

  return (
    <>
      <PageHeader title={koTether.titles.view} />
      {notFound || (error && !data) ? (
        <Panel>
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, pb: 2 }}>
            {notFound && (
              <Box component="h2" sx={{ m: 0, mt: 2, fontSize: 16, fontWeight: 700 }}>
                {t.notFoundTitle}
              </Box>
            )}
            <EmptyState text={notFound ? t.notFound : t.loadFailed} />
            <BackToList />
          </Box>
        </Panel>
      ) : (
        <Box aria-busy={!data} sx={{ display: 'grid', gap: 2 }}>
          {data && <CryptoRequestDetails request={data} />}
          {data && (
            <Box>
              <BackToList />
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
