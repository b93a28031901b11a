import Box from '@mui/material/Box';

import { LockIcon } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { koStaff } from '../../../i18n/ko-staff';

/** What a console address shows to a role that may not open it: a plain refusal, not a broken section. */
export function ForbiddenPanel() {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        textAlign: 'center',
      }}
    >
      <LockIcon sx={{ fontSize: 44, color: 'text.secondary', opacity: 0.6 }} />
      <Text variant="subtitle1" sx={{ fontWeight: 700 }}>
        {koStaff.forbidden}
      </Text>
      <Text variant="body2" sx={{ color: 'text.secondary' }}>
        {koStaff.forbiddenHelp}
      </Text>
    </Box>
  );
}
