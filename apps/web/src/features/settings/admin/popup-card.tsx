import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { Popup } from '@site/contracts/api/settings';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { koAdmin } from '../../../i18n/ko-admin';
import { useDeletePopup } from '../api/admin-popups';
import { HtmlPreview } from './html-preview';
import { alertActionError } from '../../../components/console/notify';

const text = koAdmin.popups;

export function PopupCard({ popup }: { popup: Popup }) {
  const remove = useDeletePopup();

  const askAndDelete = async () => {
    const confirmed = await showConfirm({
      title: text.deleteTitle,
      message: text.deleteConfirm(popup.id),
      confirmLabel: koAdmin.common.delete,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(popup.id, {
      onSuccess: () => void showAlert(text.deleted),
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={text.number(popup.id)}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, bgcolor: 'transparent' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{text.number(popup.id)}</Typography>
        <Chip
          size="small"
          label={popup.popupFlg ? text.shown : text.hidden}
          color={popup.popupFlg ? 'success' : 'default'}
          variant="outlined"
        />
      </Box>
      <HtmlPreview html={popup.contents} sx={{ width: popup.width, maxWidth: '100%', maxHeight: 260 }} />
      <Typography variant="body2" color="text.secondary">
        {[
          text.widthValue(popup.width),
          text.positionValue(popup.pcLeftLocation, popup.pcTopLocation),
          text.sortValue(popup.sort),
        ].join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={remove.isPending}
          onClick={() => void askAndDelete()}
        >
          {koAdmin.common.delete}
        </Button>
      </Box>
    </Paper>
  );
}
