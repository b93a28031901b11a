import Box from '@mui/material/Box';

import { IpBlocksSection } from './ip-blocks-section';
import { LoginLocksSection } from './login-locks-section';
import { WithdrawalLocksSection } from './withdrawal-locks-section';

/** The tab of who may reach the site: blocked IPs, the login locks and the locked withdrawal passwords. */
export function AccessSection() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <IpBlocksSection />
      <LoginLocksSection />
      <WithdrawalLocksSection />
    </Box>
  );
}
