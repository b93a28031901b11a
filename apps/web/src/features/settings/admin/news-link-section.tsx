import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAdminNewsLink, useSaveNewsLink } from '../api/admin-news-link';
import { HtmlPreview } from './html-preview';
import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';

const text = koAdmin.newsLink;
const MAX_LENGTH = 5000;

export function NewsLinkSection() {
  const query = useAdminNewsLink();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(saved) => <NewsLinkForm saved={saved.contents} />}</QueryState>
    </Panel>
  );
}

function NewsLinkForm({ saved }: { saved: string }) {
  const [edited, setEdited] = useState<string | null>(null);
  const contents = edited ?? saved;
  const save = useSaveNewsLink();
  const tooLong = contents.length > MAX_LENGTH;

  const submit = () => {
    if (contents === saved) {
      void showAlert(koAdmin.common.noChanges);
      return;
    }
    save.mutate(contents, {
      onSuccess: () => {
        setEdited(null);
        void showAlert(text.saved);
      },
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TextField
        label={text.contents}
        value={contents}
        onChange={(event) => setEdited(event.target.value)}
        disabled={save.isPending}
        error={tooLong}
        helperText={tooLong ? text.tooLong : text.help}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {koAdmin.common.preview}
        </Typography>
        <HtmlPreview html={contents} sx={{ bgcolor: '#1e1a16', whiteSpace: 'nowrap', '& p': { display: 'inline' } }} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending || tooLong || contents === saved}>
          {save.isPending ? koAdmin.common.saving : koAdmin.common.save}
        </Button>
      </Box>
    </Box>
  );
}
