import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { formatBp, rollingKindLabels, rollingKinds } from '@site/contracts/api/rolling';
import { formatNumber } from '@site/contracts/rules/format';

import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { PartnerActions, PartnerLevel, PartnerName, type PartnerListProps } from './partner-actions';

const text = koPartnersAdmin;

/** The tree on a wide screen: one row per partner, indented by depth, each kind's rolling over its losing. */
export function PartnerTreeTable({ nodes, onEdit, onAddUnder }: PartnerListProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.level}</TableCell>
            <TableCell>{text.partner}</TableCell>
            {rollingKinds.map((kind) => (
              <TableCell key={kind} align="right">
                {rollingKindLabels[kind]}
                <br />
                {text.rolling} / {text.losing}
              </TableCell>
            ))}
            <TableCell align="right">{text.members}</TableCell>
            <TableCell align="right">{text.children}</TableCell>
            <TableCell align="right">{text.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {nodes.map((node) => (
            <TableRow key={node.id} hover>
              <TableCell>
                <PartnerLevel node={node} />
              </TableCell>
              {/* The indent is the tree: a child sits right under its parent, one step further in. */}
              <TableCell sx={{ pl: 2 + node.depth * 3 }}>
                {node.depth > 0 && '└ '}
                <PartnerName node={node} />
              </TableCell>
              {rollingKinds.map((kind) => (
                <TableCell key={kind} align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatBp(node.rates[kind].rollingBp)}
                  <br />
                  {formatBp(node.rates[kind].losingBp)}
                </TableCell>
              ))}
              <TableCell align="right">{formatNumber(node.memberCount)}</TableCell>
              <TableCell align="right">{formatNumber(node.childCount)}</TableCell>
              <TableCell align="right">
                <PartnerActions node={node} onEdit={onEdit} onAddUnder={onAddUnder} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
