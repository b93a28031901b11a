import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { AccountInquiry } from '@site/contracts/api/admin-cashier';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { QueueRow } from '../../../components/console/queue-row';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useAccountInquiries, useAnswerInquiry } from '../api/admin-cashier-queue';
import { useCashierSettings } from '../api/admin-cashier-settings';
import { requestTime } from '../rules/cashier-request-view';
import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { ListPager } from '../../../components/ui/paged-list';

const text = koAdminCashier.inquiries;

/**
 * 계좌문의: members ask for the site's account, which no page prints; the answer is the settings'
 * account text sent as a message. Open ones first, with their button; answered ones below.
 */
export function CashierInquiries() {
  const answer = useAnswerInquiry();
  const settings = useCashierSettings();

  const send = async (inquiry: AccountInquiry) => {
    // The text the answer sends comes from the settings; an empty one would send the member nothing useful.
    const current = settings.data ?? (await settings.refetch()).data;
    if (current && current.accountInquiryAnswer.trim() === '') {
      await showAlert(text.answerEmptyWarning);
      return;
    }
    const confirmed = await showConfirm({
      title: text.answerTitle,
      message: text.answerConfirm(inquiry.userId),
      confirmLabel: text.answer,
    });
    if (!confirmed) return;
    answer.mutate(inquiry.id, {
      onSuccess: () => void showAlert(text.answeredDone(inquiry.userId)),
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Panel title={text.open}>
        <InquiryList answered={false} empty={text.emptyOpen} busy={answer.isPending} onAnswer={send} />
      </Panel>
      <Panel title={text.answered}>
        <InquiryList answered empty={text.emptyAnswered} busy={false} />
      </Panel>
    </Box>
  );
}

function InquiryList({
  answered,
  empty,
  busy,
  onAnswer,
}: {
  answered: boolean;
  empty: string;
  busy: boolean;
  onAnswer?: (inquiry: AccountInquiry) => Promise<void>;
}) {
  const [page, setPage] = useState(1);
  const query = useAccountInquiries(answered, page);
  return (
    <QueryState query={query}>
      {(result) =>
        result.items.length === 0 ? (
          <EmptyState text={empty} />
        ) : (
          <>
            <Box
              component="ul"
              aria-label={answered ? text.answered : text.open}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {result.items.map((inquiry) => (
                <QueueRow key={inquiry.id}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {inquiry.userId}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.75 }}>
                        {inquiry.nickName}
                      </Typography>
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {text.askedAt(requestTime(inquiry.createdAt))}
                      {inquiry.answered &&
                        ` · ${text.answeredBy(inquiry.answeredBy, inquiry.answeredAt && requestTime(inquiry.answeredAt))}`}
                    </Typography>
                  </Box>
                  {onAnswer && !inquiry.answered && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={busy}
                      onClick={() => void onAnswer(inquiry)}
                      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                    >
                      {text.answer}
                    </Button>
                  )}
                </QueueRow>
              ))}
            </Box>
            <ListPager page={page} pageCount={result.pageCount} label={text.pages} siblingCount={0} onPage={setPage} />
          </>
        )
      }
    </QueryState>
  );
}
