import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { koAuth } from '../../../i18n/ko';
import { JoinPrompt } from '../components/join-prompt';
import { LoginForm } from '../components/login-form';
import { NEXT_PARAM, returnPathAfterLogin } from '../rules/return-path';

/**
 * /login, in the auth layout: where logout and the session-ending errors lead (SPEC.md §2).
 * After login it returns to the page the guest was sent from (?next=, a path of this site only), else
 * home; the guards send managers and administrators on to their areas. A member who has just taken
 * a time-out or a self-exclusion arrives with its message (router state `notice`, docs/decisions/063).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = noticeOf(useLocation().state);
  // Once the form shows a refusal of its own (the same break, asked again), the notice would say it twice.
  const [refused, setRefused] = useState(false);
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {koAuth.login}
      </Typography>
      {notice && !refused && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          <AlertTitle>{koAuth.breakStartedTitle}</AlertTitle>
          {notice}
        </Alert>
      )}
      <LoginForm
        onLoggedIn={() => void navigate(returnPathAfterLogin(params.get(NEXT_PARAM)), { replace: true })}
        onRefused={() => setRefused(true)}
      />
      <JoinPrompt />
    </>
  );
}

/** The message a page left for the login page in the router's state, if any. */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
