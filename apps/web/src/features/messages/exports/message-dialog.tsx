import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koAdmin } from '../../../i18n/ko-admin';
import { MessageFields } from '../admin/message-fields';
import { useSendMessage } from '../api/admin-messages';
import { messageRules } from '../rules/message-form';

const text = koAdmin.messages;

/**
 * One 쪽지 to one member named by the page that opens it (a member's page): the 쪽지 tab's fields and
 * rules with the recipient fixed. Mounted only while open.
 */
export function MessageDialog({ userId, title, onClose }: { userId: string; title: string; onClose: () => void }) {
  const form = useSiteForm(messageRules, { userId, title: '', contents: '' });
  const send = useSendMessage();
  const submit = form.onSubmit(async (message) => {
    await send.mutateAsync(message);
    onClose();
    void showAlert(text.sent(message.userId));
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="message-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="message-dialog-title">{title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <MessageFields form={form} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.busy}>
            {koAdmin.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={form.busy}>
            {form.busy ? text.sending : text.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
