import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'react-router';

import type { User } from '@site/contracts/api/member';

import { koAuth } from '../../../i18n/ko';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '../dialog-store';
import { JoinPrompt } from './join-prompt';
import { LoginForm } from './login-form';
import { JoinForm } from './join-form';

/** Where a member lands after logging in: the role's own area, else where they were. */
export type AfterLogin = (user: User, pathname: string) => void;

/** The login and join dialogs (SPEC.md §2), loaded when one is first opened. */
export default function AuthDialogs({ afterLogin }: { afterLogin: AfterLogin }) {
  const open = useAuthDialog((state) => state.open);
  const opened = useAuthDialog((state) => state.opened);
  const { pathname } = useLocation();
  return (
    <>
      <Dialog open={open === 'login'} onClose={closeAuthDialog} fullWidth maxWidth="xs">
        <DialogTitle>{koAuth.login}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <LoginForm
            key={opened}
            onLoggedIn={(user) => {
              closeAuthDialog();
              afterLogin(user, pathname);
            }}
          />
          <JoinPrompt />
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'join'} onClose={closeAuthDialog} fullWidth maxWidth="xs">
        <DialogTitle>{koAuth.join}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <JoinForm key={opened} onJoined={() => openAuthDialog('login')} />
        </DialogContent>
      </Dialog>
    </>
  );
}
