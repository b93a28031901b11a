/** The operator's reports (docs/decisions/078): a range's numbers, and one section of them as a CSV file. */
import { keepPreviousData } from '@tanstack/react-query';

import type { ReportQuery, ReportSection } from '@site/contracts/api/admin-reports';
import { reportAdminEndpoints } from '@site/contracts/endpoints/reports';

import { downloadFile, endpointQuery } from '../../../lib/call';

export const reportQuery = (query: ReportQuery, enabled: boolean) =>
  endpointQuery(reportAdminEndpoints.report, { query }, { enabled, placeholderData: keepPreviousData });

/** The section's rows as the server's CSV (UTF-8 with a BOM), with the name it gave the file. */
export const downloadReportCsv = (query: ReportQuery, section: ReportSection) =>
  downloadFile(reportAdminEndpoints.csv, { query: { ...query, section } });
