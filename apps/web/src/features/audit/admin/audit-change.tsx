import Box from '@mui/material/Box';

import { koAuditAdmin as t } from '../../../i18n/ko-audit';

const MAX_VALUE_CHARS = 60;

/** One value as the record keeps it, short enough to sit on a line. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys whose value differs between before and after, each as 전 → 후 (either side may be absent). */
export function changedLines(before: unknown, after: unknown): { key: string; from: string; to: string }[] {
  if (!isRecord(before) && !isRecord(after)) {
    return before === after ? [] : [{ key: '', from: shown(before), to: shown(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ key, from: shown(from[key]), to: shown(to[key]) }));
}

/** 변경 전 → 변경 후 of one record, one changed key a line. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const lines = changedLines(before, after);
  if (lines.length === 0) return <Box sx={{ color: 'text.secondary' }}>{t.noChange}</Box>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
      {lines.map((line) => (
        <Box component="li" key={line.key} sx={{ overflowWrap: 'anywhere' }}>
          {line.key && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {line.key}:{' '}
            </Box>
          )}
          <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
            {line.from}
          </Box>
          {' → '}
          <Box component="strong">{line.to}</Box>
        </Box>
      ))}
    </Box>
  );
}
