import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

import type { User } from '@site/contracts/api/member';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { CountBadge } from '../../components/ui/count-badge';
import { ActionButton, BareButton } from '../../components/ui/action-button';
import { LevelBadge } from '../../components/ui/level-badge';
import { useBalanceStream } from '../../features/auth/api/balance-stream';
import { currentUserKey, openAuthDialog, useLogOutToLogin } from '../../features/auth/api/session';
import { useUnreadCount } from '../../features/messages/api/messages';
import { useUnreadInquiryCount } from '../../features/inquiries/exports/unread-inquiry-count';
import { NotificationBell } from '../../features/notifications/exports/notification-bell';
import { koAuth } from '../../i18n/ko';
import { entries, memberBar } from '../site-map';
import { entryProps } from './entry-action';

// BareButton does not take the page's font by itself; without it Korean falls back to a font without the glyphs.
const chipSx = {
  px: 1,
  py: 0.5,
  borderRadius: 1,
  gap: 0.75,
  fontSize: 13,
  fontFamily: 'inherit',
  whiteSpace: 'nowrap',
} as const;

/** The top bar's member area on desktop (SPEC.md §2). */
export function MemberBar({ user }: { user: User }) {
  // Mounted for every signed-in member (hidden by CSS below desktop), so the balance is pushed on phones too.
  useBalanceStream();
  const unread = useUnreadCount(true);
  const answers = useUnreadInquiryCount(true);
  const logOut = useLogOutToLogin();
  return (
    <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5 }}>
      <BareButton sx={chipSx} onClick={() => openAuthDialog('userInfo')} aria-label={koAuth.userInfoTitle}>
        <LevelBadge level={user.level} />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {user.levelNm}
        </Box>
        <strong>{user.nickName}</strong>
      </BareButton>
      <BareButton component={RouterLink} to={entries.charge.path} sx={chipSx}>
        {koAuth.balance} <strong style={{ color: '#e7c89d' }}>{formatWon(user.emoney)}</strong>
      </BareButton>
      {/* Issue 29: 입금 and 출금 in sight on a PC, not only inside the 내 정보 dialog. */}
      {memberBar.money.map((entry, index) => (
        <ActionButton
          key={entry.path}
          variant={index === 0 ? 'contained' : 'outlined'}
          compact
          {...entryProps(entry, user)}
        >
          {entry.short ?? entry.label}
        </ActionButton>
      ))}
      <BareButton component={RouterLink} to={entries.point.path} sx={chipSx}>
        {koAuth.points} <strong>{formatNumber(user.point)}P</strong>
      </BareButton>
      <NotificationBell />
      <BareButton
        component={RouterLink}
        to={entries.message.path}
        sx={chipSx}
        aria-label={`${koAuth.unread} ${unread}`}
      >
        <CountBadge count={unread}>
          <span>{koAuth.inbox}</span>
        </CountBadge>
      </BareButton>
      {answers > 0 && (
        <BareButton
          component={RouterLink}
          to={entries.customer.path}
          sx={chipSx}
          aria-label={koAuth.unreadAnswers(answers)}
        >
          <CountBadge count={answers}>
            <span>{koAuth.customerCentre}</span>
          </CountBadge>
        </BareButton>
      )}
      {memberBar.mine.map((entry) => (
        <BareButton key={entry.label} sx={chipSx} {...entryProps(entry, user)}>
          {entry.short ?? entry.label}
        </BareButton>
      ))}
      <ActionButton variant="outlined" compact onClick={() => void logOut()}>
        {koAuth.logout}
      </ActionButton>
    </Box>
  );
}

/** SPEC.md §2: the mobile strip under the app bar — who (opens the user-info dialog), the balance, the points. */
export function MobileMemberStrip({ user }: { user: User }) {
  const queryClient = useQueryClient();
  return (
    <Box
      sx={{
        display: { xs: 'flex', lg: 'none' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        px: 1.5,
        py: 0.75,
        bgcolor: '#1e1a16',
        borderBottom: 1,
        borderColor: 'divider',
        fontSize: 13,
      }}
    >
      <BareButton
        sx={{ ...chipSx, px: 0, minWidth: 0 }}
        aria-haspopup="dialog"
        onClick={() => openAuthDialog('userInfo')}
      >
        <LevelBadge level={user.level} size={20} />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {user.levelNm}
        </Box>
        <Box component="strong" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {user.nickName}
        </Box>
      </BareButton>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <BareButton
          component={RouterLink}
          to={entries.charge.path}
          sx={chipSx}
          onClick={() => void queryClient.invalidateQueries({ queryKey: currentUserKey })}
        >
          <strong style={{ color: '#e7c89d' }}>{formatWon(user.emoney)}</strong>
        </BareButton>
        <BareButton component={RouterLink} to={entries.point.path} sx={chipSx}>
          <strong>{formatNumber(user.point)}P</strong>
        </BareButton>
      </Box>
    </Box>
  );
}
