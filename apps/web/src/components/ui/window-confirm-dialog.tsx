import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { ko } from '../../i18n/ko';

/**
 * SPEC.md §4's persistent confirmation before something opens in a new window (유럽형, 인플레이,
 * 라이브카지노, 슬롯게임): neither a click beside it nor Esc closes it; only 취소 or 확인 do.
 */
export function WindowConfirmDialog({
  open,
  title,
  body,
  busy = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  body: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700, color: 'primary.main' }}>
        {title}
      </DialogTitle>
      <DialogContent id={`${id}-body`} sx={{ whiteSpace: 'pre-line', fontSize: 14, lineHeight: 1.7 }}>
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {ko.common.cancel}
        </Button>
        <Button onClick={onConfirm} variant="contained" autoFocus disabled={busy}>
          {ko.common.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
