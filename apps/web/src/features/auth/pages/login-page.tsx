import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

import { koAuth } from '../../../i18n/ko';
import { JoinPrompt } from '../components/join-prompt';
import { LoginForm } from '../components/login-form';

/**
 * /login, in the auth layout: where logout and the session-ending errors lead (SPEC.md §2).
 * After login it goes home, where the guards send managers and administrators to their areas.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {koAuth.login}
      </Typography>
      <LoginForm onLoggedIn={() => void navigate('/', { replace: true })} />
      <JoinPrompt />
    </>
  );
}
