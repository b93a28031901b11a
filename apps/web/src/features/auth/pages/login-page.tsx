import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';

import { koAuth } from '../../../i18n/ko';
import { JoinPrompt } from '../components/join-prompt';
import { LoginForm } from '../components/login-form';
import { NEXT_PARAM, returnPathAfterLogin } from '../rules/return-path';

/**
 * /login, in the auth layout: where logout and the session-ending errors lead (SPEC.md §2).
 * After login it returns to the page the guest was sent from (?next=, a path of this site only), else
 * home; the guards send managers and administrators on to their areas.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {koAuth.login}
      </Typography>
      <LoginForm onLoggedIn={() => void navigate(returnPathAfterLogin(params.get(NEXT_PARAM)), { replace: true })} />
      <JoinPrompt />
    </>
  );
}
