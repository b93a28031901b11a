import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import type { RiskFlag } from '@site/contracts/api/admin-risk';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { koRisk as text } from '../../../i18n/ko-risk';
import { MemberLink } from '../../members/exports/member-link';

function FlagMember({ member }: { member: NonNullable<RiskFlag['otherMember']> }) {
  return (
    <Box component="span" sx={{ fontWeight: 600 }}>
      <MemberLink userId={member.userId}>
        {member.nickName} ({member.userId})
      </MemberLink>
    </Box>
  );
}

/**
 * One flag: its kind, the member (and the linked account), when it was found and the sweep's summary;
 * the evidence folded away until asked for; the resolution once there is one, else the 해결 button
 * (when `onResolve` is given: risk.decide).
 */
export function RiskFlagCard({ flag, onResolve }: { flag: RiskFlag; onResolve?: (() => void) | undefined }) {
  const [open, setOpen] = useState(false);
  const evidenceId = useId();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip
          id={titleId}
          label={text.kinds[flag.kind]}
          color={flag.status === 'open' ? 'warning' : 'default'}
          size="small"
        />
        <Typography variant="body2" color="text.secondary">
          {text.detectedAt} {formatSeoul(flag.detectedAt, 'dateTimeFull')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1 }}>
        <Typography variant="body2">
          {text.member} <FlagMember member={flag.member} />
        </Typography>
        {flag.otherMember && (
          <Typography variant="body2">
            {text.otherMember} <FlagMember member={flag.otherMember} />
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {flag.evidence.summary}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all', mb: 1 }}>
        {text.subject}: {flag.subject}
      </Typography>
      {flag.resolution && (
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, mb: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {text.resolvedBy(flag.resolution.byUserId, formatSeoul(flag.resolution.at, 'dateTimeFull'))}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {flag.resolution.note}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" aria-expanded={open} aria-controls={evidenceId} onClick={() => setOpen(!open)}>
          {open ? text.hideEvidence : text.evidence} ({flag.evidence.items.length})
        </Button>
        {flag.status === 'open' && onResolve && (
          <Button size="small" variant="contained" onClick={onResolve}>
            {text.resolve}
          </Button>
        )}
      </Box>
      <Collapse in={open} id={evidenceId}>
        <Box component="ul" aria-label={text.evidenceTitle} sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {flag.evidence.items.map((item, index) => (
            <Typography component="li" variant="body2" key={`${item.type}-${item.id ?? index}-${item.memberUserId}`}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {formatSeoul(item.at, 'dateTimeShortYear')} · {item.memberUserId}
              </Box>{' '}
              {item.detail}
              {item.amount !== null && !item.detail.includes(formatWon(item.amount))
                ? ` · ${formatWon(item.amount)}`
                : ''}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
