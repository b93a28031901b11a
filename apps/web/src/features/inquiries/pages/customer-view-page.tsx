import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import type { Inquiry } from '@site/contracts/api/inquiries';
import { inquiryCategoryNames } from '@site/contracts/inquiries';
import { formatSeoul } from '@site/contracts/time';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { koInquiries } from '../../../i18n/ko-inquiries';
import { userFacingMessage } from '../../../lib/api-client';
import { deleteInquiry, inquiriesKey, inquiryQuery } from '../api/inquiries';
import { InquiryStatusChip } from '../components/inquiry-status-chip';
import { PlainText } from '../components/plain-text';

const t = koInquiries;

/**
 * /customer/view/{id}: one of the member's inquiries with its answer. Opening it marks the answer
 * read on the server, so the list and the unread badge are asked again once it has loaded.
 */
export default function CustomerViewPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isError } = useQuery({ ...inquiryQuery(id), enabled: valid, retry: false });
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: inquiriesKey, refetchType: 'active' });
  }, [loaded, queryClient]);

  const remove = async () => {
    if (!(await showConfirm(t.deleteConfirm))) return;
    try {
      await deleteInquiry(id);
      queryClient.removeQueries({ queryKey: inquiryQuery(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: inquiriesKey });
      await showAlert(t.deleted);
      await navigate('/customer', { replace: true });
    } catch (error) {
      await showAlert(userFacingMessage(error));
    }
  };

  return (
    <>
      <PageHeader title={ko.pages.customerView.title} />
      {!valid || isError ? (
        <Panel>
          <EmptyState text={t.notFound} />
        </Panel>
      ) : (
        data && <InquiryArticle inquiry={data} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Button component={RouterLink} to="/customer" variant="outlined">
          {t.back}
        </Button>
        {data?.status === 'waiting' && (
          <Button color="error" onClick={() => void remove()}>
            {t.delete}
          </Button>
        )}
      </Box>
    </>
  );
}

/** The question and its answer as plain text: whatever a member or an operator typed is shown, never run. */
function InquiryArticle({ inquiry }: { inquiry: Inquiry }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Panel>
        <Box component="article">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <InquiryStatusChip status={inquiry.status} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {inquiryCategoryNames[inquiry.category]}
            </Typography>
          </Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}>
            {inquiry.title}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t.askedAt} {formatSeoul(inquiry.createdAt, 'dateTimeFull')}
          </Typography>
          <PlainText text={inquiry.body} />
        </Box>
      </Panel>
      <Panel title={t.answer}>
        {inquiry.answer === null ? (
          <Typography sx={{ color: 'text.secondary' }}>{t.waitingAnswer}</Typography>
        ) : (
          <Box component="section" aria-label={t.answer}>
            {inquiry.answeredAt && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t.answeredAt} {formatSeoul(inquiry.answeredAt, 'dateTimeFull')}
              </Typography>
            )}
            <PlainText text={inquiry.answer} gap={1} />
          </Box>
        )}
      </Panel>
    </Box>
  );
}
