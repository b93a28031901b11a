/** The member's monthly statement (docs/decisions/065): a page of it as JSON, or the whole month as a CSV file. */
import { keepPreviousData } from '@tanstack/react-query';

import { statementEndpoints } from '@site/contracts/endpoints/statement';

import { downloadFile, endpointQuery } from '../../../lib/call';

export const STATEMENT_ROWS_PER_PAGE = 20;

/** A Seoul month's totals and one page of its rows, per member. */
export const statementQuery = (month: string, page: number, scope: number | undefined) =>
  endpointQuery(
    statementEndpoints.statement,
    { query: { month, page, size: STATEMENT_ROWS_PER_PAGE } },
    { scope, staleTime: 0, placeholderData: keepPreviousData },
  );

/** The month's every row as the server's CSV (UTF-8 with a BOM), with the name it gave the file. */
export const downloadStatement = (month: string) =>
  downloadFile(statementEndpoints.statement, { query: { month, format: 'csv' } });
