import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { inquiryEndpoints } from '@site/contracts/endpoints/inquiries';
import { INQUIRY_BODY_MAX, inquiryCategories, inquiryCategoryNames } from '@site/contracts/inquiries';

import { showAlert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { ko } from '../../../i18n/ko';
import { koInquiries } from '../../../i18n/ko-inquiries';
import { call } from '../../../lib/call';
import { inquiriesKey } from '../api/inquiries';
import { inquiryDraftFor, inquiryRules, type InquiryDraft } from '../rules/inquiry-form';

const t = koInquiries;

/** /customer/write/{flag}: a new 1:1 inquiry; a known flag (account: 계좌문의) fills in its purpose. */
export default function CustomerWritePage() {
  const { flag } = useParams();
  // Made once per flag: a new default object on every render would reset the form in a loop.
  const draft = useMemo(() => inquiryDraftFor(flag), [flag]);
  const form = useSiteForm(inquiryRules, draft);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // A refused inquiry stays as typed; the 429 of the rate limit comes as an alert.
  const submit = form.onSubmit(async (input) => {
    const { id } = await call(inquiryEndpoints.create, { body: input });
    await queryClient.invalidateQueries({ queryKey: inquiriesKey });
    await showAlert(t.sent);
    await navigate(`/customer/view/${id}`, { replace: true });
  });

  return (
    <>
      <PageHeader title={ko.pages.customerWrite.title} />
      <Panel>
        <Box
          component="form"
          noValidate
          aria-label={t.write}
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {/* Set by hand: a registered ref on MUI's hidden select input loops the form's updates. */}
          <TextField
            select
            label={t.category}
            value={form.values.category}
            onChange={(event) =>
              form.setValue('category', event.target.value as InquiryDraft['category'], { shouldValidate: true })
            }
            error={form.messageOf('category') !== undefined}
            helperText={form.messageOf('category')}
            fullWidth
            size="small"
            disabled={form.busy}
          >
            {inquiryCategories.map((category) => (
              <MenuItem key={category} value={category}>
                {inquiryCategoryNames[category]}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...form.textField('title', t.title)} disabled={form.busy} autoComplete="off" />
          <TextField
            {...form.textField('body', t.body)}
            helperText={form.messageOf('body') ?? t.bodyHelp(INQUIRY_BODY_MAX)}
            disabled={form.busy}
            multiline
            minRows={8}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to="/customer" variant="outlined">
              {t.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={form.busy}>
              {form.busy ? t.sending : t.send}
            </Button>
          </Box>
        </Box>
      </Panel>
    </>
  );
}
