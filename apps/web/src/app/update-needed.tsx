import Box from '@mui/material/Box';

import { ActionButton } from '../components/ui/action-button';
import { Text } from '../components/ui/text';
import { koAppUpdate } from '../i18n/ko-app-update';

/**
 * A page part that failed to load after the page already reloaded itself this minute (SPEC.md §4's
 * guard): the member is told why and given the reload, instead of an empty page.
 */
export function UpdateNeeded() {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Text component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {koAppUpdate.title}
      </Text>
      <Text sx={{ color: 'text.secondary', mt: 1 }}>{koAppUpdate.message}</Text>
      <ActionButton variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        {koAppUpdate.reload}
      </ActionButton>
    </Box>
  );
}
