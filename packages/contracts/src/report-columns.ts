/**
 * The columns of each report section (docs/decisions/078), named once: the console's tables and the
 * server's CSV files show the same columns in the same order with the same Korean headers.
 */
import {
  periodLabel,
  REPORT_PRODUCT_LABELS,
  REPORT_PRODUCTS,
  type CashRow,
  type MembersRow,
  type PartnerRow,
  type ProductsRow,
  type Report,
  type ReportGrain,
  type ReportSection,
} from './api/admin-reports';

/** `won`: an amount (the console formats it as won); otherwise a count or a name. */
export interface ReportColumn<Row> {
  key: string;
  label: string;
  won: boolean;
  value: (row: Row) => number | string;
}

export const REPORT_SECTION_LABELS: Record<ReportSection, string> = {
  products: '상품별 손익',
  cash: '입출금',
  members: '회원',
  partners: '파트너',
};

/** What the first cell of a period's row says; the total row says 합계. */
export const REPORT_TOTAL_LABEL = '합계';
export const REPORT_PERIOD_HEADER = '기간';

const amount = <Row>(key: string, label: string, value: (row: Row) => number): ReportColumn<Row> => ({
  key,
  label,
  won: true,
  value,
});
const counted = <Row>(key: string, label: string, value: (row: Row) => number): ReportColumn<Row> => ({
  key,
  label,
  won: false,
  value,
});

export const productsColumns: ReportColumn<ProductsRow>[] = [
  ...REPORT_PRODUCTS.flatMap((product) => {
    const name = REPORT_PRODUCT_LABELS[product];
    return [
      amount<ProductsRow>(`${product}.stakes`, `${name} 베팅`, (row) => row.byProduct[product].stakes),
      amount<ProductsRow>(`${product}.payouts`, `${name} 당첨`, (row) => row.byProduct[product].payouts),
      amount<ProductsRow>(`${product}.ggr`, `${name} GGR`, (row) => row.byProduct[product].ggr),
    ];
  }),
  amount('stakes', '총 베팅', (row) => row.stakes),
  amount('payouts', '총 당첨', (row) => row.payouts),
  amount('ggr', 'GGR', (row) => row.ggr),
  amount('bonuses', '보너스', (row) => row.bonuses),
  amount('ngr', 'NGR', (row) => row.ngr),
];

export const cashColumns: ReportColumn<CashRow>[] = [
  amount('deposits', '충전', (row) => row.deposits),
  counted('depositCount', '충전 건수', (row) => row.depositCount),
  amount('withdrawals', '환전', (row) => row.withdrawals),
  counted('withdrawalCount', '환전 건수', (row) => row.withdrawalCount),
  amount('net', '충전 − 환전', (row) => row.net),
];

export const membersColumns: ReportColumn<MembersRow>[] = [
  counted('signUps', '신규 가입', (row) => row.signUps),
  counted('active', '활동 회원', (row) => row.active),
  counted('depositing', '충전 회원', (row) => row.depositing),
];

export const partnersColumns: ReportColumn<PartnerRow>[] = [
  { key: 'userId', label: '파트너 아이디', won: false, value: (row) => row.userId },
  { key: 'nickName', label: '닉네임', won: false, value: (row) => row.nickName },
  amount('stakes', '베팅', (row) => row.stakes),
  amount('ggr', 'GGR', (row) => row.ggr),
  amount('deposits', '충전', (row) => row.deposits),
  amount('withdrawals', '환전', (row) => row.withdrawals),
  counted('members', '회원 수', (row) => row.members),
];

/** A period row's first cell: the period's name, or 합계 on the total. */
export const periodCell = (grain: ReportGrain, period: string | null): string =>
  period === null ? REPORT_TOTAL_LABEL : periodLabel(grain, period);

/**
 * A section as a header and rows of cells: the period sections a row per period then the total, the
 * partners a row per partner. The CSV writes exactly these; the console's table shows the same.
 */
export function sectionTable(
  report: Report,
  section: ReportSection,
): { header: string[]; rows: (string | number)[][] } {
  const periodic = <Row extends { period: string | null }>(
    table: { rows: Row[]; total: Row },
    columns: ReportColumn<Row>[],
  ) => ({
    header: [REPORT_PERIOD_HEADER, ...columns.map((column) => column.label)],
    rows: [...table.rows, table.total].map((row) => [
      periodCell(report.grain, row.period),
      ...columns.map((column) => column.value(row)),
    ]),
  });
  switch (section) {
    case 'products':
      return periodic(report.products, productsColumns);
    case 'cash':
      return periodic(report.cash, cashColumns);
    case 'members':
      return periodic(report.members, membersColumns);
    case 'partners':
      return {
        header: partnersColumns.map((column) => column.label),
        rows: report.partners.map((row) => partnersColumns.map((column) => column.value(row))),
      };
  }
}
