import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { partnerLevelLabel, type PartnerNode } from '@site/contracts/api/partners';
import { formatBp } from '@site/contracts/api/rolling';

import { koPartnersAdmin } from '../../../i18n/ko-partners';

const text = koPartnersAdmin;

/** What a row or card of the tree can open. */
export interface PartnerListProps {
  nodes: readonly PartnerNode[];
  onEdit: (node: PartnerNode) => void;
  onAddUnder: (node: PartnerNode) => void;
}

export function PartnerActions({ node, onEdit, onAddUnder }: { node: PartnerNode } & Omit<PartnerListProps, 'nodes'>) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onEdit(node)}
        aria-label={`${node.userId} ${text.editRates}`}
      >
        {text.editRates}
      </Button>
      <Button size="small" onClick={() => onAddUnder(node)} aria-label={`${node.userId} ${text.addUnder}`}>
        {text.addUnder}
      </Button>
    </Box>
  );
}

/** The level (본사, 부본사, 총판) as a chip, and whether the account is blocked. */
export function PartnerLevel({ node }: { node: PartnerNode }) {
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      <Chip size="small" label={partnerLevelLabel(node.depth)} color={node.depth === 0 ? 'primary' : 'default'} />
      {node.blocked && <Chip size="small" label={text.blocked} color="error" variant="outlined" />}
    </Box>
  );
}

/** A partner's login id and nickname. */
export function PartnerName({ node }: { node: PartnerNode }) {
  return (
    <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
      {node.userId}
      <Typography component="span" color="text.secondary" sx={{ ml: 0.75, fontWeight: 400 }}>
        {node.nickName}
      </Typography>
    </Typography>
  );
}

/** One kind's two rates, as percentages. */
export const rateText = (rate: PartnerNode['rates'][keyof PartnerNode['rates']]) =>
  text.rateValue(formatBp(rate.rollingBp), formatBp(rate.losingBp));
