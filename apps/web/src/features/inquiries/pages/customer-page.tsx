import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import type { InquirySummary } from '@site/contracts/api/inquiries';
import { inquiryCategoryNames } from '@site/contracts/inquiries';
import { formatSeoul } from '@site/contracts/time';

import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { koInquiries } from '../../../i18n/ko-inquiries';
import { openAuthDialog, useCurrentUser } from '../../auth/api/session';
import { inquiryPageQuery } from '../api/inquiries';
import { InquiryStatusChip } from '../components/inquiry-status-chip';

const t = koInquiries;

/**
 * /customer: the centre's intro for everyone; a member also gets the write button and their own
 * inquiries (newest first, ?page= in the address), a guest a login prompt instead.
 */
export default function CustomerPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t.centre}>
        {user && (
          <Button component={RouterLink} to="/customer/write" variant="contained" size="small">
            {t.write}
          </Button>
        )}
      </PageHeader>
      <Panel>
        <Typography sx={{ lineHeight: 1.8 }}>{t.intro}</Typography>
        {!user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.loginPrompt}</Typography>
            <Button variant="contained" size="small" onClick={() => openAuthDialog('login')}>
              {t.login}
            </Button>
          </Box>
        )}
      </Panel>
      {user && <InquiryList />}
    </>
  );
}

function InquiryList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data } = useQuery(inquiryPageQuery(page));
  return (
    <Box sx={{ mt: 2 }}>
      <Panel title={t.listTitle}>
        {data && data.items.length === 0 && <EmptyState text={t.empty} />}
        <Box component="ul" aria-label={t.listTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.items.map((inquiry) => (
            <InquiryRow key={inquiry.id} inquiry={inquiry} />
          ))}
        </Box>
        {data && (
          <ListPager
            page={page}
            pageCount={data.pageCount}
            label={t.pages}
            siblingCount={0}
            onPage={(next) => setParams({ page: String(next) })}
          />
        )}
      </Panel>
    </Box>
  );
}

function InquiryRow({ inquiry }: { inquiry: InquirySummary }) {
  const navigate = useNavigate();
  return (
    <li>
      <ButtonBase
        onClick={() => void navigate(`/customer/view/${inquiry.id}`)}
        sx={{
          width: '100%',
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: 0.5,
          px: 1,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          textAlign: 'left',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <InquiryStatusChip status={inquiry.status} />
          {inquiry.unread && <Chip label={t.newAnswer} color="error" size="small" />}
          <Typography noWrap sx={{ fontWeight: inquiry.unread ? 700 : 400 }}>
            {inquiry.title}
          </Typography>
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
          {formatSeoul(inquiry.createdAt, 'monthDayTime')}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', gridColumn: '1 / -1' }}>
          {inquiryCategoryNames[inquiry.category]}
        </Typography>
      </ButtonBase>
    </li>
  );
}
