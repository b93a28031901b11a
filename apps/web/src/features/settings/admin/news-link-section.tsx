import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

import { adminNewsLinkSchema } from '@site/contracts/api/admin';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { checkDraft, formRules } from '../../../lib/form/form-rules';
import { useAdminNewsLink, useSaveNewsLink } from '../api/admin-news-link';
import { HtmlPreview } from './html-preview';
import { QueryState } from '../../../components/console/query-state';
import { useSendSettings } from '../../../components/console/settings-form';

const text = koAdmin.newsLink;
// The contract words its control-character rule; its length limit has no Korean words of its own.
const newsLinkRules = formRules({ schema: adminNewsLinkSchema, fallback: { contents: text.tooLong } });

export function NewsLinkSection() {
  const query = useAdminNewsLink();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <NewsLinkForm saved={saved.contents} />}</QueryState>
    </Panel>
  );
}

function NewsLinkForm({ saved }: { saved: string }) {
  const form = useSiteForm(newsLinkRules, { contents: saved });
  const { reset } = form;
  // What the server holds shows until the operator edits it, and the sanitized text once it is saved.
  useEffect(() => reset({ contents: saved }, { keepDirtyValues: true }), [saved, reset]);
  const save = useSaveNewsLink();
  // Nothing here asks first, so the confirmation dialog is never shown.
  const send = useSendSettings(save);
  const { contents } = form.values;
  // Checked as the operator types: too long shows at once.
  const checked = checkDraft(newsLinkRules, form.values);
  const contentsField = form.textField('contents', text.contents);
  const message = contentsField.helperText ?? (checked.ok ? undefined : checked.errors.contents);

  const submit = form.onSubmit(async (value) => {
    if (value.contents === saved) {
      await showAlert(koAdmin.common.noChanges);
      return;
    }
    await send(value.contents, { saved: text.saved, onSaved: () => reset(), onRefused: form.refuse });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        {...contentsField}
        disabled={save.isPending}
        error={message !== undefined}
        helperText={message ?? text.help}
        size="medium"
        multiline
        minRows={4}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {koAdmin.common.preview}
        </Typography>
        <HtmlPreview html={contents} sx={{ bgcolor: '#1e1a16', whiteSpace: 'nowrap', '& p': { display: 'inline' } }} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending || !checked.ok || contents === saved}>
          {save.isPending ? koAdmin.common.saving : koAdmin.common.save}
        </Button>
      </Box>
    </Box>
  );
}
