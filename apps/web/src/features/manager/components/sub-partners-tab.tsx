import Box from '@mui/material/Box';

import type { SubPartner } from '@site/contracts/api/manager';
import { formatBp, rollingKindLabels } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { QueryState } from '../../../components/console/query-state';
import { Panel } from '../../../components/ui/panel';
import { koManager } from '../../../i18n/ko-manager';
import { useSubPartners } from '../api/manager';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { signColor } from './figures-view';
import { RangeFields, useDayRange } from './range-fields';

const text = koManager.subPartners;
const figures = koManager.figures;

const money = (field: 'deposits' | 'withdrawals' | 'stakes' | 'wins' | 'netLoss' | 'rolling', label: string) => ({
  key: field,
  header: label,
  numeric: true,
  cell: (row: SubPartner) => (
    <Box component="span" sx={{ color: signColor(row[field]) }}>
      {formatWon(row[field])}
    </Box>
  ),
});

const columns: ListColumn<SubPartner>[] = [
  {
    key: 'memberCount',
    header: text.memberCount,
    cell: (row) => koManager.summary.people(row.memberCount),
    numeric: true,
  },
  {
    key: 'rates',
    header: text.rates,
    // Only the kinds the partner earns on, so a row stays short; all zero reads as a dash.
    cell: (row) =>
      row.rates
        .filter((rate) => rate.rollingBp > 0 || rate.losingBp > 0)
        .map((rate) => text.rateLine(rollingKindLabels[rate.kind], formatBp(rate.rollingBp), formatBp(rate.losingBp)))
        .join(', ') || '-',
  },
  money('deposits', figures.deposits),
  money('withdrawals', figures.withdrawals),
  money('stakes', figures.stakes),
  money('wins', figures.wins),
  money('netLoss', figures.netLoss),
  money('rolling', text.rolling),
];
const heading: ListColumn<SubPartner> = {
  key: 'partner',
  header: text.partner,
  cell: (row) => `${row.nickName} (${row.userId})`,
};

/** 하위 파트너: each direct sub-partner's rates, members and what its branch did in the range. */
export function SubPartnersTab() {
  const { range, setRange, valid } = useDayRange();
  const partners = useSubPartners(range.from, range.to, valid);
  return (
    <Panel title={text.title}>
      <RangeFields range={range} valid={valid} onChange={setRange} />
      {valid && (
        <QueryState query={partners}>
          {(answer) => (
            <ResponsiveList
              label={text.title}
              rows={answer.items}
              rowKey={(row) => row.userId}
              columns={columns}
              primary={heading}
              empty={text.empty}
            />
          )}
        </QueryState>
      )}
    </Panel>
  );
}
