import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
  AUDIT_TARGET_LABELS,
  type AuditAction,
  type AuditTargetKind,
} from '@site/contracts/api/audit';

import { SearchForm } from '../../../components/console/search-form';
import { SelectField } from '../../../components/console/select-field';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ListFilters, ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { koAuditAdmin as t } from '../../../i18n/ko-audit';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { rangeFromQuery, type DateRange } from '../../../lib/date-range';
import { auditPageQuery } from '../api/audit';
import { AuditCheckLine } from './audit-check-line';
import { AuditTable } from './audit-table';

const ALL = 'all';
const actionOptions = [
  { value: ALL, label: t.allActions },
  ...AUDIT_ACTIONS.map((code) => ({ value: code, label: AUDIT_ACTION_LABELS[code] })),
];
const targetOptions = [
  { value: ALL, label: t.allTargets },
  ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: AUDIT_TARGET_LABELS[kind] })),
];
const actionFrom = (value: string | null) => AUDIT_ACTIONS.find((code) => code === value);
const targetFrom = (value: string | null) => AUDIT_TARGET_KINDS.find((kind) => kind === value);

/**
 * /admin?tab=audit: every console action that changed money, a member, a setting, a bet or a partner,
 * newest first, filtered by action, operator, target and Seoul days (all in the address); and the
 * check that no record was edited or removed (docs/decisions/053).
 */
export function AuditSection() {
  const [params, setQuery] = useAddressQuery();
  const action = actionFrom(params.get('action'));
  const targetKind = targetFrom(params.get('targetKind'));
  const actor = params.get('actor') ?? '';
  const targetId = params.get('targetId') ?? '';
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(
    auditPageQuery({ action, targetKind, actor: actor || undefined, targetId: targetId || undefined, ...range, page }),
  );
  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to), page: null });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <AuditCheckLine />
      <ListFilters>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { minWidth: 180, flex: '1 1 180px' } }}>
          <SelectField<string>
            label={t.action}
            value={action ?? ALL}
            options={actionOptions}
            onChange={(value) => setQuery({ action: value === ALL ? null : (value as AuditAction), page: null })}
          />
          <SelectField<string>
            label={t.targetKind}
            value={targetKind ?? ALL}
            options={targetOptions}
            onChange={(value) =>
              setQuery({ targetKind: value === ALL ? null : (value as AuditTargetKind), page: null })
            }
          />
        </Box>
        <SearchForm
          label={t.filters}
          fields={[
            { key: 'actor', label: t.actor },
            { key: 'targetId', label: t.targetId },
          ]}
          values={{ actor, targetId }}
          submitLabel={t.search}
          maxWidth={640}
          onSearch={(applied) => setQuery({ ...applied, page: null })}
        />
        <DateRangeFilter range={range} labels={t} onChange={selectRange} />
      </ListFilters>
      <ListOrNotice page={data} failed={isError} failedText={t.failed} emptyText={t.empty}>
        {data && <AuditTable entries={data.items} />}
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ page: pageParam(next) })} />
    </Box>
  );
}
