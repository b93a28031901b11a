import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useLocation, useNavigate } from 'react-router';

import type { User } from '@site/contracts/api/member';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { koAuth } from '../../../i18n/ko';
import { useCurrentUser, useLogOut } from '../api/session';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '../dialog-store';
import { JoinPrompt } from './join-prompt';
import { LoginForm } from './login-form';
import { JoinForm } from './join-form';

/** Where a member lands after logging in: the role's own area, else where they were. */
export type AfterLogin = (user: User, pathname: string) => void;

/** The login, join and user-info dialogs (SPEC.md §2), loaded when one is first opened. */
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
      <UserInfoDialog open={open === 'userInfo'} />
    </>
  );
}

function UserInfoDialog({ open }: { open: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const go = (path: string) => {
    closeAuthDialog();
    void navigate(path);
  };
  return (
    <Dialog open={open && user !== null} onClose={closeAuthDialog} fullWidth maxWidth="xs">
      <DialogTitle>{koAuth.userInfoTitle}</DialogTitle>
      {user && (
        <DialogContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
            <dt>{koAuth.nickName}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{user.nickName}</dd>
            <dt>{koAuth.level}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{user.levelNm}</dd>
            <dt>{koAuth.balance}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{formatWon(user.emoney)}</dd>
            <dt>{koAuth.points}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{formatNumber(user.point)}P</dd>
          </Box>
          <Divider sx={{ my: 2 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button variant="outlined" onClick={() => go('/member')}>
              {koAuth.editProfile}
            </Button>
            <Button variant="outlined" onClick={() => go('/message')}>
              {koAuth.inbox}
            </Button>
            <Button
              variant="contained"
              sx={{ gridColumn: '1 / -1' }}
              onClick={async () => {
                closeAuthDialog();
                await logOut();
                await navigate('/login');
              }}
            >
              {koAuth.logout}
            </Button>
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}
