import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useCreatePopup } from '../api/admin-popups';
import type { FieldErrors } from '../../../components/console/field-errors';
import { emptyPopupDraft, popupPayload, type PopupDraft, type PopupField } from '../rules/popup-form';
import { HtmlPreview } from './html-preview';
import { alertActionError } from '../../../components/console/notify';

const text = koAdmin.popups;

const numberFields: { name: Exclude<PopupField, 'contents'>; label: string }[] = [
  { name: 'width', label: text.width },
  { name: 'pcLeftLocation', label: text.pcLeft },
  { name: 'pcTopLocation', label: text.pcTop },
  { name: 'sort', label: text.sort },
];

export function PopupCreateForm() {
  const [draft, setDraft] = useState<PopupDraft>(emptyPopupDraft);
  const [errors, setErrors] = useState<FieldErrors<PopupField>>({});
  const create = useCreatePopup();

  const change = (field: PopupField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const parsed = popupPayload(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    create.mutate(parsed.value, {
      onSuccess: () => {
        setDraft(emptyPopupDraft);
        void showAlert(text.created);
      },
      onError: (error) => void alertActionError(error),
    });
  };

  const previewWidth = Number(draft.width) || undefined;

  return (
    <Panel title={text.createTitle}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label={text.contents}
            value={draft.contents}
            onChange={(event) => change('contents', event.target.value)}
            error={errors.contents !== undefined}
            helperText={errors.contents ?? text.contentsHelp}
            disabled={create.isPending}
            multiline
            minRows={8}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {koAdmin.common.preview}
            </Typography>
            <HtmlPreview html={draft.contents} sx={{ width: previewWidth, maxWidth: '100%', maxHeight: 360 }} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
          {numberFields.map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
              value={draft[name]}
              onChange={(event) => change(name, event.target.value)}
              error={errors[name] !== undefined}
              helperText={errors[name]}
              disabled={create.isPending}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? text.creating : text.create}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
