import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import type { AdminInquiry } from '@site/contracts/api/inquiries';
import { inquiryCategoryNames } from '@site/contracts/inquiries';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koInquiriesAdmin } from '../../../i18n/ko-inquiries';
import { accountAnswerQuery, useAdminInquiry, useAnswerInquiry, useInquiryTemplates } from '../api/admin-inquiries';
import { InquiryStatusChip } from '../components/inquiry-status-chip';
import { PlainText } from '../components/plain-text';
import { answerRules, appendText } from '../rules/answer-forms';
import { useCan } from '../../staff/exports/use-can';

const text = koInquiriesAdmin;
const when = (at: string | null) => (at ? formatSeoul(at, 'dateTimeFull') : null);

/** One inquiry as the operator reads it, with the form that answers it or edits the answer. */
export function InquiryAnswer({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useAdminInquiry(id);
  return (
    <Panel title={text.answerTitle}>
      <QueryState query={query}>{(inquiry) => <AnswerForm key={inquiry.id} inquiry={inquiry} />}</QueryState>
      <Button variant="outlined" onClick={onClose} sx={{ mt: 2 }}>
        {text.close}
      </Button>
    </Panel>
  );
}

function AnswerForm({ inquiry }: { inquiry: AdminInquiry }) {
  // A role that reads inquiries without answering them (read-only) sees the inquiry and its answer only.
  const allowed = useCan('support.decide');
  const form = useSiteForm(answerRules, { answer: inquiry.answer ?? '' });
  const answer = useAnswerInquiry();
  // Read only when the account text is inserted, and only that text of the cashier's settings.
  const accountText = useQuery({ ...accountAnswerQuery, enabled: false });
  const templates = useInquiryTemplates();
  const insert = (inserted: string) =>
    form.setValue('answer', appendText(form.getValues('answer'), inserted), { shouldDirty: true });

  // The settings may still be on their way when the operator clicks: wait for them rather than say "empty".
  const insertAccount = async () => {
    const current = accountText.data ?? (await accountText.refetch()).data;
    const account = current?.text.trim() ?? '';
    if (account === '') await showAlert(text.accountTextEmpty);
    else insert(account);
  };

  const submit = form.onSubmit(async ({ answer: written }) => {
    const wasWaiting = inquiry.status === 'waiting';
    await answer.mutateAsync({ inquiry, answer: written });
    void showAlert(wasWaiting ? text.answered : text.edited);
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="article" aria-label={inquiry.title}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <InquiryStatusChip status={inquiry.status} />
          <Typography variant="body2" color="text.secondary">
            {inquiryCategoryNames[inquiry.category]} · {inquiry.userId} ({inquiry.nickName}) ·{' '}
            {formatSeoul(inquiry.createdAt, 'dateTimeFull')}
          </Typography>
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}>
          {inquiry.title}
        </Typography>
        <PlainText text={inquiry.body} gap={1} />
        {inquiry.answer !== null && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {text.answeredBy(inquiry.answeredBy, when(inquiry.answeredAt))} ·{' '}
            {text.readByMember(when(inquiry.answerReadAt))}
          </Typography>
        )}
      </Box>
      {allowed && (
        <Box
          component="form"
          noValidate
          aria-label={text.answerTitle}
          onSubmit={submit}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {inquiry.category === 'account' && (
              <Button size="small" variant="outlined" color="secondary" onClick={() => void insertAccount()}>
                {text.insertAccount}
              </Button>
            )}
            {templates.data?.map((template) => (
              <Button
                key={template.id}
                size="small"
                variant="outlined"
                aria-label={text.templateInsert(template.title)}
                onClick={() => insert(template.body)}
              >
                {template.title}
              </Button>
            ))}
          </Box>
          <TextField
            {...form.textField('answer', text.answerLabel)}
            multiline
            minRows={6}
            size="medium"
            disabled={form.busy}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={form.busy}>
              {inquiry.status === 'waiting' ? text.answerSend : text.answerEdit}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
