import Box from '@mui/material/Box';

import type { PartnerNode } from '@site/contracts/api/partners';
import { formatBp, rollingKindLabels, rollingKinds } from '@site/contracts/api/rolling';
import { formatNumber } from '@site/contracts/rules/format';

import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { PartnerActions, PartnerLevel, PartnerName, type PartnerListProps } from './partner-actions';
import { PartnerCard } from './partner-card';

const text = koPartnersAdmin;

const columnsWith = ({ onEdit, onAddUnder }: Omit<PartnerListProps, 'nodes'>): ListColumn<PartnerNode>[] => [
  { key: 'level', header: text.level, cell: (node) => <PartnerLevel node={node} /> },
  {
    key: 'partner',
    header: text.partner,
    // The indent is the tree: a child sits right under its parent, one step further in.
    cell: (node) => (
      <Box component="span" sx={{ pl: node.depth * 3 }}>
        {node.depth > 0 && '└ '}
        <PartnerName node={node} />
      </Box>
    ),
  },
  ...rollingKinds.map((kind): ListColumn<PartnerNode> => ({
    key: kind,
    header: `${rollingKindLabels[kind]}\n${text.rolling} / ${text.losing}`,
    numeric: true,
    cell: (node) => (
      <>
        {formatBp(node.rates[kind].rollingBp)}
        <br />
        {formatBp(node.rates[kind].losingBp)}
      </>
    ),
  })),
  { key: 'members', header: text.members, numeric: true, cell: (node) => formatNumber(node.memberCount) },
  { key: 'children', header: text.children, numeric: true, cell: (node) => formatNumber(node.childCount) },
  {
    key: 'actions',
    header: text.actions,
    align: 'right',
    cell: (node) => <PartnerActions node={node} onEdit={onEdit} onAddUnder={onAddUnder} />,
  },
];

/**
 * The tree: on a wide screen one row per partner, indented by depth, each kind's rolling over its
 * losing; on a phone (six kinds' rates do not fit) one card per partner, stepped in by depth.
 */
export function PartnerTreeList({ nodes, onEdit, onAddUnder }: PartnerListProps) {
  return (
    <ResponsiveList
      label={text.title}
      rows={nodes}
      rowKey={(node) => node.id}
      columns={columnsWith({ onEdit, onAddUnder })}
      card={(node) => <PartnerCard node={node} onEdit={onEdit} onAddUnder={onAddUnder} />}
      cardsSx={{ display: 'grid', gap: 1.5 }}
    />
  );
}
