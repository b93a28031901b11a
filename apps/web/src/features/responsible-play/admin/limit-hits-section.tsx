import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import type { LimitHitsMember, LimitHitsReport } from '@site/contracts/api/admin-limit-hits';
import { playLimitLabels } from '@site/contracts/responsible-play';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { Panel } from '../../../components/ui/panel';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koLimitHits } from '../../../i18n/ko-limit-hits';
import { quickRange } from '../../../lib/date-range';
import { useLimitHits } from '../api/admin-limit-hits';

const text = koLimitHits;

type Day = LimitHitsReport['days'][number];

/**
 * /admin?tab=limit-hits: the requests members' own limits refused, per Seoul day and per limit, and the
 * members who hit one (which limit, how often, when last). The last seven days to begin with.
 */
export function LimitHitsSection() {
  const [range, setRange] = useState(() => quickRange('week'));
  const valid = range.from <= range.to;
  const query = useLimitHits(range.from, range.to, valid);

  return (
    <Panel title={text.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {text.intro}
      </Typography>
      <Box sx={{ mb: 1.5 }}>
        <DateRangeFilter range={range} labels={text.range} onChange={setRange} />
      </Box>
      {valid ? (
        <QueryState query={query}>{(report) => <LimitHitsReportView report={report} />}</QueryState>
      ) : (
        <Typography role="alert" variant="body2" color="error">
          {text.rangeInvalid}
        </Typography>
      )}
    </Panel>
  );
}

function LimitHitsReportView({ report }: { report: LimitHitsReport }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>{text.total(report.total)}</Typography>
      <ReportPart title={text.days.title}>
        <ResponsiveList
          label={text.days.title}
          rows={report.days}
          rowKey={(day) => day.day}
          primary={dayColumn}
          columns={dayColumns}
          empty={text.days.empty}
        />
      </ReportPart>
      <ReportPart title={text.members.title}>
        <ResponsiveList
          label={text.members.title}
          rows={report.members}
          rowKey={(row) => `${row.member.id}:${row.kind}`}
          primary={memberColumn}
          columns={memberColumns}
          empty={text.members.empty}
        />
        {report.membersTruncated && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {text.members.truncated(report.members.length)}
          </Typography>
        )}
      </ReportPart>
    </Box>
  );
}

/** One part of the report under its own heading. */
function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const dayColumn: ListColumn<Day> = { key: 'day', header: text.days.day, cell: (day) => day.day };

const dayColumns: ListColumn<Day>[] = [
  {
    key: 'total',
    header: text.days.total,
    numeric: true,
    cellSx: { fontWeight: 700 },
    cell: (day) => text.cases(day.total),
  },
  {
    key: 'kinds',
    header: text.days.kinds,
    wrap: true,
    cell: (day) => day.byKind.map((entry) => `${playLimitLabels[entry.kind]} ${text.cases(entry.count)}`).join(' · '),
  },
];

const memberColumn: ListColumn<LimitHitsMember> = {
  key: 'member',
  header: text.members.member,
  cell: (row) => `${row.member.nickName} (${row.member.userId})`,
};

const memberColumns: ListColumn<LimitHitsMember>[] = [
  { key: 'kind', header: text.members.kind, cell: (row) => playLimitLabels[row.kind] },
  { key: 'count', header: text.members.count, numeric: true, cell: (row) => text.times(row.count) },
  { key: 'lastAt', header: text.members.lastAt, cell: (row) => formatSeoul(row.lastAt, 'dateTimeFull') },
];
