import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { PartnerNode } from '@site/contracts/api/partners';
import { rollingKindLabels, rollingKinds } from '@site/contracts/api/rolling';

import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { PartnerActions, PartnerLevel, PartnerName, rateText, type PartnerListProps } from './partner-actions';

const text = koPartnersAdmin;

/** A partner on a phone: a card, stepped in by depth. */
export function PartnerCard({ node, onEdit, onAddUnder }: { node: PartnerNode } & Omit<PartnerListProps, 'nodes'>) {
  return (
    // A small step per level keeps the tree visible without squeezing deep cards off a 425 px screen.
    <Box component="li" sx={{ pl: Math.min(node.depth, 3) * 1.5 }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <PartnerLevel node={node} />
          <PartnerName node={node} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {text.memberCount(node.memberCount)} · {text.childCount(node.childCount)}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.25,
            fontSize: 13,
          }}
        >
          {rollingKinds.map((kind) => (
            <Box key={kind} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {rollingKindLabels[kind]}
              </Box>
              <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {rateText(node.rates[kind])}
              </Box>
            </Box>
          ))}
        </Box>
        <PartnerActions node={node} onEdit={onEdit} onAddUnder={onAddUnder} />
      </Paper>
    </Box>
  );
}
