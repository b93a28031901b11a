import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { InquiryTemplate } from '@site/contracts/api/inquiries';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koInquiriesAdmin } from '../../../i18n/ko-inquiries';
import { useDeleteTemplate, useInquiryTemplates, useSaveTemplate } from '../api/admin-inquiries';
import { templateRules } from '../rules/answer-forms';
import { useCan } from '../../staff/exports/use-can';

const text = koInquiriesAdmin;

/** The answer templates: the list with edit and delete, and the form that adds or saves one. */
export function InquiryTemplates() {
  const query = useInquiryTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<InquiryTemplate | null>(null);
  // Templates are the area's configuration: a role that answers inquiries uses them without changing them.
  const configurable = useCan('support.configure');

  const ask = async (template: InquiryTemplate) => {
    const confirmed = await showConfirm({
      title: text.templateDelete,
      message: text.templateDeleteConfirm(template.title),
      confirmLabel: text.templateDelete,
    });
    if (confirmed) remove.mutate(template.id, { onError: (error) => void alertActionError(error) });
  };

  return (
    <Panel title={text.templatesTitle}>
      <QueryState query={query}>
        {(templates) =>
          templates.length === 0 ? (
            <EmptyState text={text.templatesEmpty} />
          ) : (
            <Box component="ul" aria-label={text.templatesTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {templates.map((template) => (
                <Box
                  component="li"
                  key={template.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{template.title}</Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {template.body}
                    </Typography>
                  </Box>
                  {configurable && (
                    <>
                      <Button size="small" onClick={() => setEditing(template)}>
                        {text.templateEdit}
                      </Button>
                      <Button size="small" color="error" onClick={() => void ask(template)}>
                        {text.templateDelete}
                      </Button>
                    </>
                  )}
                </Box>
              ))}
            </Box>
          )
        }
      </QueryState>
      {configurable && <TemplateForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
    </Panel>
  );
}

function TemplateForm({ editing, onDone }: { editing: InquiryTemplate | null; onDone: () => void }) {
  const form = useSiteForm(templateRules, { title: editing?.title ?? '', body: editing?.body ?? '' });
  const save = useSaveTemplate();
  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync({ id: editing?.id ?? null, input });
    form.reset({ title: '', body: '' });
    onDone();
    void showAlert(text.templateSaved);
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={editing ? text.templateSave : text.templateAdd}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
    >
      <TextField {...form.textField('title', text.templateName)} disabled={form.busy} autoComplete="off" />
      <TextField {...form.textField('body', text.templateBody)} disabled={form.busy} multiline minRows={3} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {editing && (
          <Button variant="outlined" onClick={onDone}>
            {text.templateCancel}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={form.busy}>
          {editing ? text.templateSave : text.templateAdd}
        </Button>
      </Box>
    </Box>
  );
}
