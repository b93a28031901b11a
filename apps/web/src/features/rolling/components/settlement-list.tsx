import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  rollingKindLabels,
  settlementStatusLabels,
  type RollingSettlement,
  type SettlementStatus,
} from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { EmptyState } from '../../../components/ui/empty-state';
import { ListCard } from '../../../components/ui/list-card';
import { ListRow } from '../../../components/ui/list-row';
import { ListPager } from '../../../components/ui/paged-list';
import { koRolling } from '../../../i18n/ko-rolling';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { settlementsQuery } from '../api/rolling';
import { Loading } from './rolling-frame';

const t = koRolling.settlements;

export const statusColour: Record<SettlementStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  paid: 'success',
  refused: 'error',
};

/** 'YYYY-MM-DD HH:mm' in Seoul. */
export const seoulMinute = (iso: string): string => formatSeoul(iso, 'dateTimeFull').slice(0, 16);

export const settlementKindLabel = (kind: RollingSettlement['kind']): string =>
  kind === 'all' ? t.kindAll : rollingKindLabels[kind];

/** The member's settlement requests, newest first, ten a page: all of them, or the tether ones. */
export function SettlementList({ title, payout, emptyText }: { title: string; payout?: 'tether'; emptyText: string }) {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useQuery(settlementsQuery(page, payout, user?.id));
  const data = query.data;
  return (
    <ListCard title={title}>
      {data && data.items.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {data.items.map((settlement) => (
            <SettlementRow key={settlement.id} settlement={settlement} />
          ))}
        </Box>
      ) : data || query.isError ? (
        <EmptyState text={data ? emptyText : userFacingMessage(query.error) || koRolling.failed} />
      ) : (
        <Loading />
      )}
      <Box sx={{ pb: data && data.pageCount > 1 ? 1.5 : 0 }}>
        <ListPager page={page} pageCount={data?.pageCount} label={t.pager} onPage={setPage} />
      </Box>
    </ListCard>
  );
}

function SettlementRow({ settlement }: { settlement: RollingSettlement }) {
  const payout = settlement.payout === 'tether' ? t.tether : t.money;
  return (
    <ListRow label={`${settlementKindLabel(settlement.kind)} ${formatWon(settlement.amount)}`} dense>
      <Box sx={{ fontWeight: 700, fontSize: 14, minWidth: 0 }}>
        <Box component="span" sx={{ mr: 0.75, fontSize: 12, fontWeight: 400, color: 'primary.main' }}>
          [{settlementKindLabel(settlement.kind)}]
        </Box>
        {formatWon(settlement.amount)}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Chip size="small" color={statusColour[settlement.status]} label={settlementStatusLabels[settlement.status]} />
      </Box>
      <Box sx={{ color: 'text.secondary', fontSize: 12, minWidth: 0, wordBreak: 'break-all' }}>
        {`${payout} · ${t.credits(settlement.creditCount)}`}
        {settlement.tetherAddress && ` · ${settlement.tetherAddress}`}
      </Box>
      <Box component="time" dateTime={settlement.requestedAt} sx={{ color: 'text.secondary', fontSize: 12 }}>
        {seoulMinute(settlement.requestedAt)}
      </Box>
      {settlement.note && (
        <Box sx={{ gridColumn: '1 / -1', fontSize: 12, color: 'warning.main', wordBreak: 'keep-all' }}>
          {settlement.note}
        </Box>
      )}
    </ListRow>
  );
}
