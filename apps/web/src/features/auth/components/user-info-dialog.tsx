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
import { useUnreadInquiryCount } from '../../inquiries/exports/unread-inquiry-count';
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

/**
 * The dialog's links, in groups: the app's site map gives them (app/site-map.ts, userInfoGroups), so
 * the dialog names and orders the member's pages as every other menu does. Each one is a page.
 */
export interface MemberMenuGroup {
  label: string;
  entries: readonly { label: string; path: string }[];
}

/**
 * The user-info dialog (SPEC.md §2): who the member is, their money, points and counts, and the
 * member pages (`menu`). Opened from the top bar's and the mobile strip's nickname; logging out closes it (§4).
 */
export default function UserInfoDialog({ open, menu }: { open: boolean; menu: readonly MemberMenuGroup[] }) {
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
          <Box component="nav" sx={{ display: 'grid', gap: 1.5 }}>
            {menu.map((group) => (
              <Box key={group.label} component="section" aria-label={group.label}>
                <Box component="h3" sx={{ m: 0, mb: 0.75, fontSize: 13, color: 'primary.main', fontWeight: 700 }}>
                  {group.label}
                </Box>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75 }}>
                  {group.entries.map((link) => (
                    <Button key={link.path} variant="outlined" size="small" onClick={() => go(link.path)}>
                      {link.label}
                    </Button>
                  ))}
                </Box>
              </Box>
            ))}
            <Button
              variant="contained"
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
