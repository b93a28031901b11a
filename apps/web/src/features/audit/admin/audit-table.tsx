import Box from '@mui/material/Box';

import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type AuditEntry } from '@site/contracts/api/audit';
import { TIME_ZONE } from '@site/contracts/constants';

import { koAuditAdmin as t } from '../../../i18n/ko-audit';
import { AuditChange } from './audit-change';

const columns = t.columns;
const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;

/** A Seoul wall-clock time, to the second: when an action happened matters to the second. */
const seoulTime = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', { timeZone: TIME_ZONE, hour12: false }).replace(/\.\s(?=\d+:)/, ' ');

/**
 * The trail as a table on a wide screen; on a phone each record is a block whose cells carry their
 * column's name (data-label), so nothing needs scrolling sideways.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: 13,
        bgcolor: 'background.paper',
        '& th, & td': { textAlign: 'left', verticalAlign: 'top', p: 1, borderBottom: 1, borderColor: 'divider' },
        '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' },
        // Phones: one block per record, each cell a line led by its column's name.
        '@media (max-width: 899.95px)': {
          '& thead': { display: 'none' },
          '& tr': { display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 },
          '& td': { display: 'grid', gridTemplateColumns: '5.5em 1fr', gap: 1, border: 0, py: 0.25 },
          '& td::before': { content: 'attr(data-label)', color: 'text.secondary' },
        },
      }}
    >
      <thead>
        <tr>
          <th>{columns.at}</th>
          <th>{columns.actor}</th>
          <th>{columns.ip}</th>
          <th>{columns.action}</th>
          <th>{columns.target}</th>
          <th>{columns.change}</th>
          <th>{columns.reason}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <td data-label={columns.at}>
              <Box component="time" dateTime={entry.at} sx={{ whiteSpace: 'nowrap' }}>
                {seoulTime(entry.at)}
              </Box>
            </td>
            <td data-label={columns.actor}>{entry.actorUserId}</td>
            <td data-label={columns.ip}>{entry.ip}</td>
            <td data-label={columns.action}>{labelOf(AUDIT_ACTION_LABELS, entry.action)}</td>
            <td data-label={columns.target}>
              {labelOf(AUDIT_TARGET_LABELS, entry.targetKind)} {entry.targetId}
            </td>
            <td data-label={columns.change}>
              <AuditChange before={entry.before} after={entry.after} />
            </td>
            <td data-label={columns.reason} style={{ overflowWrap: 'anywhere' }}>
              {entry.reason ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
