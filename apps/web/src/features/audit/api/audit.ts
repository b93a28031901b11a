/** The operator audit trail's calls: a filtered page of it, and the check of its hash chain. */
import { keepPreviousData, useMutation } from '@tanstack/react-query';

import type { AuditQuery } from '@site/contracts/api/audit';
import { auditAdminEndpoints } from '@site/contracts/endpoints/audit';

import { call, endpointQuery } from '../../../lib/call';

export const AUDIT_PAGE_SIZE = 30;

export const auditPageQuery = (query: AuditQuery) =>
  endpointQuery(
    auditAdminEndpoints.page,
    { query: { ...query, size: AUDIT_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );

/** Runs the chain check on demand: it reads the whole trail, so it is not a query kept fresh. */
export const useAuditCheck = () => useMutation({ mutationFn: () => call(auditAdminEndpoints.check) });
