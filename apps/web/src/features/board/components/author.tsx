import Box from '@mui/material/Box';

import type { BoardPostRow } from '@site/contracts/api/board';

import { LevelBadge } from '../../../components/ui/level-badge';

/** The author as every board row shows them: the level icon, then the nickname. */
export function Author({ author }: { author: BoardPostRow['author'] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <LevelBadge level={author.level} size={18} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {author.nickName}
      </Box>
    </Box>
  );
}
