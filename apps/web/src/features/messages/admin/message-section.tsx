import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useSendMessage } from '../api/admin-messages';
import type { FieldErrors } from '../../../components/console/field-errors';
import { emptyMessageDraft, messagePayload, type AdminMessage, type MessageField } from '../rules/message-form';
import { alertActionError } from '../../../components/console/notify';

const text = koAdmin.messages;

export function MessageSection() {
  const [draft, setDraft] = useState<AdminMessage>(emptyMessageDraft);
  const [errors, setErrors] = useState<FieldErrors<MessageField>>({});
  const send = useSendMessage();

  const change = (field: MessageField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const parsed = messagePayload(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    send.mutate(parsed.value, {
      onSuccess: () => {
        setDraft(emptyMessageDraft);
        void showAlert(text.sent(parsed.value.userId));
      },
      onError: (error) => void alertActionError(error),
    });
  };

  const field = (name: MessageField) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: errors[name] !== undefined,
    helperText: errors[name],
    disabled: send.isPending,
    fullWidth: true,
  });

  return (
    <Panel title={text.title}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}
      >
        <TextField label={text.userId} autoComplete="off" {...field('userId')} />
        <TextField label={text.messageTitle} {...field('title')} />
        <TextField label={text.contents} multiline minRows={6} {...field('contents')} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? text.sending : text.send}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
