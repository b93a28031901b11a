import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

import { ActionButton } from '../../../components/ui/action-button';
import { ColumnHeader } from '../../../components/ui/column-header';
import { ListCard } from '../../../components/ui/list-card';
import { PageHeader, PageTotal } from '../../../components/ui/page-header';
import { ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { koTether } from '../../../i18n/ko-tether';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { useRefreshOnBalanceMove } from '../api/tether-balance-refresh';
import { cryptoKey, cryptoPageQuery } from '../api/tether-calls';
import { cryptoColumnNames, CryptoRequestRow, cryptoRowColumns } from '../components/crypto-request-row';

const t = koTether.list;
const refreshedKeys = [cryptoKey];

/**
 * /crypto: the member's tether deposits and withdrawals, newest first, 15 a page (?page= in the
 * address, so a reload keeps it). Each row leads to its details.
 */
export default function CryptoListPage() {
  const [params, setQuery] = useAddressQuery();
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(cryptoPageQuery(page));
  useRefreshOnBalanceMove(refreshedKeys);

  return (
    <>
      <PageHeader title={koTether.titles.list}>{data && <PageTotal text={t.total(data.totalCount)} />}</PageHeader>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <ActionButton component={RouterLink} to="/chargeCrypto" variant="outlined" compact>
          {t.toCharge}
        </ActionButton>
        <ActionButton component={RouterLink} to="/exchangeCrypto" variant="outlined" compact>
          {t.toExchange}
        </ActionButton>
      </Box>
      <ListOrNotice page={data} failed={isError} failedText={t.loadFailed} emptyText={t.empty}>
        <ListCard title={koTether.titles.list}>
          <ColumnHeader columns={cryptoRowColumns} names={cryptoColumnNames} />
          {data?.items.map((request) => (
            <CryptoRequestRow key={request.id} request={request} />
          ))}
        </ListCard>
      </ListOrNotice>
      <ListPager
        page={page}
        pageCount={data?.pageCount}
        label={t.pager}
        onPage={(next) => setQuery({ page: pageParam(next) })}
      />
    </>
  );
}
