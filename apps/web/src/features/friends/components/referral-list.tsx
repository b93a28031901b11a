import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

import type { ReferredMember } from '@site/contracts/api/friends';
import { formatSeoul } from '@site/contracts/time';

import { LevelBadge } from '../../../components/ui/level-badge';
import { koFriends as t } from '../../../i18n/ko-friends';

/** One page of the members the member referred: masked id, sign-up day, level, active or not. */
export function ReferralList({ items }: { items: readonly ReferredMember[] }) {
  return (
    <Box component="ul" aria-label={t.referralsTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((member, index) => (
        <Box
          component="li"
          key={`${member.maskedId}-${member.joinedAt}-${index}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto auto',
            alignItems: 'center',
            gap: 1.5,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            fontSize: 14,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box component="strong" sx={{ display: 'block' }}>
              {member.maskedId}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
              {t.joinedAt} {formatSeoul(member.joinedAt, 'date')}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LevelBadge level={member.level} size={20} />
            <span>{member.levelNm}</span>
          </Box>
          <Chip
            size="small"
            label={member.active ? t.activeState : t.inactiveState}
            color={member.active ? 'primary' : 'default'}
            variant={member.active ? 'filled' : 'outlined'}
          />
        </Box>
      ))}
    </Box>
  );
}
