import TextField from '@mui/material/TextField';

import type { SiteForm } from '../../../components/ui/use-site-form';
import { koAdmin } from '../../../i18n/ko-admin';
import type { AdminMessage } from '../rules/message-form';

const text = koAdmin.messages;

/** A 쪽지's title and contents, the same in the 쪽지 tab and in the dialog a member's page opens. */
export function MessageFields({ form }: { form: SiteForm<AdminMessage, AdminMessage> }) {
  return (
    <>
      <TextField {...form.textField('title', text.messageTitle)} disabled={form.busy} size="medium" />
      <TextField
        {...form.textField('contents', text.contents)}
        disabled={form.busy}
        size="medium"
        multiline
        minRows={6}
      />
    </>
  );
}
