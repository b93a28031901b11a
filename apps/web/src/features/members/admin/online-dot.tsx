import Box from '@mui/material/Box';

import { koAdmin } from '../../../i18n/ko-admin';

export function OnlineDot({ online }: { online: boolean }) {
  const label = online ? koAdmin.members.onlineYes : koAdmin.members.onlineNo;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: online ? 'success.main' : 'action.disabled',
        boxShadow: online ? '0 0 6px rgba(102, 187, 106, 0.8)' : 'none',
      }}
    />
  );
}
