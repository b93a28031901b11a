import Box from '@mui/material/Box';

import { IpBlocksSection } from './ip-blocks-section';
import { LoginLocksSection } from './login-locks-section';

/** The tab of who may reach the site: blocked IPs and the login locks. */
export function AccessSection() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <IpBlocksSection />
      <LoginLocksSection />
    </Box>
  );
}
