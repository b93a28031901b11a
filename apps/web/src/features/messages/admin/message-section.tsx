import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useSendMessage } from '../api/admin-messages';
import { MessageFields } from './message-fields';
import { emptyMessageDraft, messageRules } from '../rules/message-form';

const text = koAdmin.messages;

export function MessageSection() {
  const form = useSiteForm(messageRules, emptyMessageDraft);
  const send = useSendMessage();

  // A refused message stays as typed, so the operator can correct the member's id and send again.
  const submit = form.onSubmit(async (message) => {
    await send.mutateAsync(message);
    form.reset();
    void showAlert(text.sent(message.userId));
  });

  return (
    <Panel title={text.title}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}
      >
        <TextField {...form.textField('userId', text.userId)} autoComplete="off" disabled={form.busy} size="medium" />
        <MessageFields form={form} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={form.busy}>
            {form.busy ? text.sending : text.send}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
