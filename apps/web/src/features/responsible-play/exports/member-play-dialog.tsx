import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

import { useStackedList } from '../../../components/ui/responsive-list';
import { koAdminResponsiblePlay } from '../../../i18n/ko-admin-responsible-play';
import { MemberPlayPanel } from '../admin/member-play-panel';

const text = koAdminResponsiblePlay;

/**
 * A member's responsible play, opened from the console's member list (docs/decisions/067): full screen
 * on a phone, where the lists are cards. Mounted only while open.
 */
export function MemberPlayDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const phone = useStackedList();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="member-play-title">
      <DialogTitle id="member-play-title">{text.title(userId)}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <MemberPlayPanel userId={userId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
