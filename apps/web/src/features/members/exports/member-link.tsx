import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A member's page in the console: /admin?tab=members&member=<userId>. Other features (the risk tab) link to
 * this very address, so it is the one way to write it; a new entry in the history, so Back returns.
 */
export const memberPageHref = (userId: string) => `/admin?tab=members&member=${encodeURIComponent(userId)}`;

export function MemberLink({ userId, label, children }: { userId: string; label?: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={memberPageHref(userId)} aria-label={label} underline="hover">
      {children}
    </Link>
  );
}
