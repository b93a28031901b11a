import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { koAuth } from '../../../i18n/ko';
import { useRequestJoin } from '../api/session';

/** Under a login form: the way to sign up instead (refused while sign-up is closed). */
export function JoinPrompt() {
  const requestJoin = useRequestJoin();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {koAuth.noAccount}
      </Typography>
      <Button size="small" onClick={() => void requestJoin()}>
        {koAuth.join}
      </Button>
    </Box>
  );
}
