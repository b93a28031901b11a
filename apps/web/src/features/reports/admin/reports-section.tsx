import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import {
  REPORT_GRAIN_LABELS,
  REPORT_GRAINS,
  reportQuerySchema,
  type Report,
  type ReportGrain,
  type ReportQuery,
  type ReportSection,
} from '@site/contracts/api/admin-reports';
import {
  cashColumns,
  membersColumns,
  partnersColumns,
  periodCell,
  productsColumns,
  REPORT_PERIOD_HEADER,
  REPORT_SECTION_LABELS,
  type ReportColumn,
} from '@site/contracts/report-columns';
import { formatNumber } from '@site/contracts/rules/format';

import { QueryState } from '../../../components/console/query-state';
import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koReports as t } from '../../../i18n/ko-reports';
import { useAddressQuery } from '../../../lib/address-query';
import { userFacingMessage } from '../../../lib/api-client';
import { rangeFromQuery } from '../../../lib/date-range';
import { saveFile } from '../../../lib/save-file';
import { downloadReportCsv, reportQuery } from '../api/reports';
import { BarChart, type BarSeries } from './bar-chart';
import { ReportTable, type ReportLine } from './report-table';

const grainTabs = REPORT_GRAINS.map((key) => ({ key, label: REPORT_GRAIN_LABELS[key] }));
const grainFrom = (value: string | null): ReportGrain => REPORT_GRAINS.find((grain) => grain === value) ?? 'day';

const FIRST_BAR = '#b89067';
const SECOND_BAR = '#5b8def';

/**
 * /admin?tab=reports: the operator's numbers by Seoul day, week or month over a range (all in the
 * address): profit by product, the cashier's money, members and partners, each a chart over its table
 * and a CSV of exactly that table (docs/decisions/078).
 */
export function ReportsSection() {
  const [params, setQuery] = useAddressQuery();
  const grain = grainFrom(params.get('grain'));
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const query: ReportQuery = { grain, ...range };
  const checked = reportQuerySchema.safeParse(query);
  const report = useQuery(reportQuery(query, checked.success));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <ChipTabs label={t.grain} tabs={grainTabs} selected={grain} onSelect={(next) => setQuery({ grain: next })} />
        <DateRangeFilter range={range} labels={t} onChange={(next) => setQuery({ from: next.from, to: next.to })} />
      </Box>
      {checked.success ? (
        <QueryState query={report}>{(data) => <ReportSections report={data} query={query} />}</QueryState>
      ) : (
        <Typography role="alert" variant="body2" color="error">
          {checked.error.issues[0]?.message}
        </Typography>
      )}
    </Box>
  );
}

function ReportSections({ report, query }: { report: Report; query: ReportQuery }) {
  const shared = { grain: report.grain, query };
  return (
    <>
      <PeriodSection
        {...shared}
        section="products"
        table={report.products}
        columns={productsColumns}
        bars={[t.stakes, t.payouts]}
        pick={(row) => [row.stakes, row.payouts]}
      />
      <PeriodSection
        {...shared}
        section="cash"
        table={report.cash}
        columns={cashColumns}
        bars={[t.deposits, t.withdrawals]}
        pick={(row) => [row.deposits, row.withdrawals]}
      />
      <PeriodSection
        {...shared}
        section="members"
        table={report.members}
        columns={membersColumns}
        bars={[t.signUps, t.active]}
        pick={(row) => [row.signUps, row.active]}
        format={formatNumber}
      />
      <SectionCard section="partners" query={query} note={t.wholeRange}>
        {report.partners.length === 0 ? (
          <EmptyState text={t.noPartners} />
        ) : (
          <>
            <BarChart
              label={t.chartLabel(REPORT_SECTION_LABELS.partners, t.stakes, t.ggr)}
              series={seriesOf([t.stakes, t.ggr])}
              groups={report.partners.map((row) => ({ label: row.userId, values: [row.stakes, row.ggr] }))}
            />
            <ReportTable
              label={REPORT_SECTION_LABELS.partners}
              firstHeader={partnersColumns[0]?.label ?? ''}
              columns={partnersColumns.slice(1)}
              lines={report.partners.map((row) => ({ key: String(row.partnerId), label: row.userId, row }))}
            />
          </>
        )}
      </SectionCard>
    </>
  );
}

/** Under a bar: a day or a week without its year (the range says it), a month as it is. */
const barLabel = (grain: ReportGrain, period: string | null): string =>
  grain === 'month' ? periodCell(grain, period) : periodCell(grain, period).slice(5);

const seriesOf = ([first, second]: readonly [string, string]): BarSeries[] => [
  { name: first, color: FIRST_BAR },
  { name: second, color: SECOND_BAR },
];

/** A section of a row per period: two of its figures as bars over the table of all of them, then the total. */
function PeriodSection<Row extends { period: string | null }>({
  section,
  grain,
  query,
  table,
  columns,
  bars,
  pick,
  format,
}: {
  section: ReportSection;
  grain: ReportGrain;
  query: ReportQuery;
  table: { rows: Row[]; total: Row };
  columns: readonly ReportColumn<Row>[];
  bars: readonly [string, string];
  pick: (row: Row) => number[];
  format?: (value: number) => string;
}) {
  const lines: ReportLine<Row>[] = [
    ...table.rows.map((row) => ({ key: row.period ?? '', label: periodCell(grain, row.period), row })),
    { key: 'total', label: periodCell(grain, null), row: table.total, total: true },
  ];
  return (
    <SectionCard section={section} query={query}>
      <BarChart
        label={t.chartLabel(REPORT_SECTION_LABELS[section], ...bars)}
        series={seriesOf(bars)}
        groups={table.rows.map((row) => ({ label: barLabel(grain, row.period), values: pick(row) }))}
        {...(format && { format })}
      />
      <ReportTable
        label={REPORT_SECTION_LABELS[section]}
        firstHeader={REPORT_PERIOD_HEADER}
        columns={columns}
        lines={lines}
      />
    </SectionCard>
  );
}

/** A section's card: its title, its CSV button and what it shows. */
function SectionCard({
  section,
  query,
  note,
  children,
}: {
  section: ReportSection;
  query: ReportQuery;
  note?: string;
  children: ReactNode;
}) {
  const download = useMutation({
    mutationFn: () => downloadReportCsv(query, section),
    onSuccess: (file) =>
      saveFile(file.blob, file.filename ?? `report-${section}-${query.grain}-${query.from}-${query.to}.csv`),
    onError: (error) => showAlert(userFacingMessage(error)),
  });
  const title = REPORT_SECTION_LABELS[section];
  return (
    <Panel>
      <Box component="section" aria-label={title}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
            {note && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {note}
              </Typography>
            )}
          </Typography>
          <ActionButton
            compact
            variant="outlined"
            aria-label={`${title} ${t.download}`}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? t.downloading : t.download}
          </ActionButton>
        </Box>
        {children}
      </Box>
    </Panel>
  );
}
