import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import type { CampaignView } from '@site/contracts/api/admin-message-campaigns';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koCampaigns as t } from '../../../i18n/ko-campaigns';
import { useCampaigns } from '../api/admin-campaigns';

const minuteText = (iso: string) => formatSeoul(iso, 'dateTimeFull').slice(0, 16);

/** sent of total as a bar and as figures; the bar's name carries the figures for a screen reader. */
function Progress({ campaign }: { campaign: CampaignView }) {
  const figures = t.progressOf(campaign.sent, campaign.total);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 180 }}>
      <LinearProgress
        variant="determinate"
        value={campaign.total === 0 ? 100 : (campaign.sent / campaign.total) * 100}
        aria-label={`${campaign.title} ${t.progress} ${figures}`}
        // No sliding: the list is polled every second, and the bar shows the figures beside it as they are.
        sx={{ flex: 1, height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { transition: 'none' } }}
      />
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {figures}
      </Typography>
    </Box>
  );
}

const columns: ListColumn<CampaignView>[] = [
  { key: 'createdAt', header: t.createdAt, cell: (row) => minuteText(row.createdAt) },
  { key: 'title', header: t.title, wrap: true, cell: (row) => row.title },
  { key: 'createdBy', header: t.createdBy, cell: (row) => row.createdByUserId },
  { key: 'progress', header: t.progress, cell: (row) => <Progress campaign={row} /> },
  {
    key: 'status',
    header: t.status,
    cell: (row) =>
      row.status === 'done' ? (
        <Chip size="small" color="success" label={t.statusDone} />
      ) : (
        <Chip size="small" color="warning" label={t.statusSending} />
      ),
  },
  { key: 'finishedAt', header: t.finishedAt, cell: (row) => (row.finishedAt ? minuteText(row.finishedAt) : '-') },
];

/** Every campaign newest first, its progress polled while one is sending. */
export function CampaignList() {
  const query = useCampaigns();
  return (
    <QueryState query={query}>
      {(campaigns) => (
        <ResponsiveList
          label={t.listTitle}
          rows={campaigns}
          rowKey={(row) => row.id}
          columns={columns}
          primary="title"
          empty={t.noCampaigns}
        />
      )}
    </QueryState>
  );
}
