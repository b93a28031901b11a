import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useCreatePopup } from '../api/admin-popups';
import { emptyPopupDraft, popupRules, type PopupField } from '../rules/popup-form';
import { HtmlPreview } from './html-preview';

const text = koAdmin.popups;

const numberFields: { name: Exclude<PopupField, 'contents'>; label: string }[] = [
  { name: 'width', label: text.width },
  { name: 'pcLeftLocation', label: text.pcLeft },
  { name: 'pcTopLocation', label: text.pcTop },
  { name: 'sort', label: text.sort },
];

export function PopupCreateForm() {
  const form = useSiteForm(popupRules, emptyPopupDraft);
  const create = useCreatePopup();

  const submit = form.onSubmit(async (popup) => {
    await create.mutateAsync(popup);
    form.reset();
    void showAlert(text.created);
  });

  const previewWidth = Number(form.values.width) || undefined;
  const contentsField = form.textField('contents', text.contents);

  return (
    <Panel title={text.createTitle}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <TextField
            {...contentsField}
            helperText={contentsField.helperText ?? text.contentsHelp}
            disabled={form.busy}
            size="medium"
            multiline
            minRows={8}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {koAdmin.common.preview}
            </Typography>
            <HtmlPreview html={form.values.contents} sx={{ width: previewWidth, maxWidth: '100%', maxHeight: 360 }} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
          {numberFields.map(({ name, label }) => (
            <TextField
              key={name}
              {...form.textField(name, label)}
              disabled={form.busy}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={form.busy}>
            {form.busy ? text.creating : text.create}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
