import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { inquiryCategoryNames } from '@site/contracts/inquiries';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { QueueRow } from '../../../components/console/queue-row';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { koInquiries, koInquiriesAdmin } from '../../../i18n/ko-inquiries';
import { useInquiryQueue } from '../api/admin-inquiries';
import { InquiryStatusChip } from '../components/inquiry-status-chip';
import { InquiryAnswer } from './inquiry-answer';
import { InquiryTemplates } from './inquiry-templates';

const text = koInquiriesAdmin;

/**
 * /admin?tab=customer: the 1:1 inquiries, waiting ones first and oldest first; one opened
 * (?inquiry= in the address) shows with its answer form. The answer templates sit below.
 */
export function InquiriesSection() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('inquiry')) || null;
  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('inquiry');
    else next.set('inquiry', String(id));
    setParams(next);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {open === null ? <InquiryQueue onOpen={select} /> : <InquiryAnswer id={open} onClose={() => select(null)} />}
      <InquiryTemplates />
    </Box>
  );
}

function InquiryQueue({ onOpen }: { onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const query = useInquiryQueue(page);
  return (
    <Panel title={text.queueTitle}>
      <QueryState query={query}>
        {(result) =>
          result.items.length === 0 ? (
            <EmptyState text={text.emptyQueue} />
          ) : (
            <>
              <Box component="ul" aria-label={text.queueTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {result.items.map((inquiry) => (
                  <QueueRow key={inquiry.id}>
                    <InquiryStatusChip status={inquiry.status} />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{inquiry.title}</Typography>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {inquiryCategoryNames[inquiry.category]} · {inquiry.userId} ({inquiry.nickName}) ·{' '}
                        {formatSeoul(inquiry.createdAt, 'monthDayTime')}
                      </Typography>
                    </Box>
                    {inquiry.unread && <Chip size="small" variant="outlined" label={koInquiries.newAnswer} />}
                    <Button size="small" variant="outlined" onClick={() => onOpen(inquiry.id)} sx={{ flexShrink: 0 }}>
                      {text.open}
                    </Button>
                  </QueueRow>
                ))}
              </Box>
              <ListPager
                page={page}
                pageCount={result.pageCount}
                label={text.pages}
                siblingCount={0}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
