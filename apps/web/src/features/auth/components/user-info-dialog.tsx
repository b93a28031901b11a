import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useNavigate } from 'react-router';

import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { FigureRow } from '../../../components/ui/figure-row';
import { LevelBadge } from '../../../components/ui/level-badge';
import { koUserInfo as t } from '../../../i18n/ko-user-info';
import { useUsableCouponCount } from '../../coupons/exports/usable-coupon-count';
import { useUnreadInquiryCount } from '../../customer/exports/unread-inquiry-count';
import { useUnreadCount } from '../../messages/api/messages';
import { useCurrentUser, useLogOut } from '../api/session';
import { closeAuthDialog } from '../dialog-store';

/**
 * A count the dialog shows, with the page that lists what it counts. Each row fetches its own count,
 * so another feature's count is one more entry of `countRows`.
 */
interface CountRow {
  label: string;
  text: (count: number) => string;
  useCount: () => number | undefined;
}

const useUnreadMessages = () => useUnreadCount(true);
const useUnreadAnswers = () => useUnreadInquiryCount(true);

const countRows: readonly CountRow[] = [
  { label: t.coupons, text: t.couponCount, useCount: useUsableCouponCount },
  { label: t.unreadMessages, text: t.messageCount, useCount: useUnreadMessages },
  { label: t.unreadAnswers, text: t.answerCount, useCount: useUnreadAnswers },
];

/** Where the dialog's buttons go, in the order shown. */
const links: readonly { label: string; to: string }[] = [
  { label: t.editProfile, to: '/member' },
  { label: t.charge, to: '/charge' },
  { label: t.exchange, to: '/exchange' },
  { label: t.point, to: '/mywallet/point' },
  { label: t.couponBox, to: '/coupon' },
  { label: t.inbox, to: '/message' },
  { label: t.friend, to: '/friend' },
  { label: t.customer, to: '/customer' },
];

/**
 * The user-info dialog (SPEC.md §2): who the member is, their money, points and counts, and the
 * member pages. Opened from the top bar's and the mobile strip's nickname; logging out closes it (§4).
 */
export default function UserInfoDialog({ open }: { open: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const go = (path: string) => {
    closeAuthDialog();
    void navigate(path);
  };
  return (
    <Dialog open={open && user !== null} onClose={closeAuthDialog} fullWidth maxWidth="xs">
      <DialogTitle>{t.title}</DialogTitle>
      {user && (
        <DialogContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <LevelBadge level={user.level} size={40} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{user.levelNm}</Box>
              <Box component="strong" sx={{ display: 'block', fontSize: 18, overflowWrap: 'anywhere' }}>
                {user.nickName}
              </Box>
            </Box>
            {/* the level ladder and its benefits sit on /member */}
            <Button size="small" onClick={() => go('/member')} sx={{ flexShrink: 0 }}>
              {t.levelBenefits}
            </Button>
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            <FigureRow label={t.balance} strong>
              {formatWon(user.emoney)}
            </FigureRow>
            <FigureRow label={t.points}>{formatNumber(user.point)}P</FigureRow>
            {countRows.map((row) => (
              <CountFigure key={row.label} row={row} />
            ))}
          </Box>
          <Divider sx={{ my: 2 }} />
          <Box component="nav" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            {links.map((link) => (
              <Button key={link.to} variant="outlined" onClick={() => go(link.to)}>
                {link.label}
              </Button>
            ))}
            <Button
              variant="contained"
              sx={{ gridColumn: links.length % 2 === 0 ? '1 / -1' : undefined }}
              onClick={async () => {
                closeAuthDialog();
                await logOut();
                await navigate('/login');
              }}
            >
              {t.logout}
            </Button>
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}

function CountFigure({ row }: { row: CountRow }) {
  const count = row.useCount();
  return <FigureRow label={row.label}>{count === undefined ? t.notLoaded : row.text(count)}</FigureRow>;
}
