import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { AdminExclusion, AdminPlayLimit, AdminResponsiblePlay } from '@site/contracts/api/admin-responsible-play';
import { isMoneyLimitKind } from '@site/contracts/api/admin-responsible-play';
import { formatWon } from '@site/contracts/rules/format';
import { playLimitLabels } from '@site/contracts/responsible-play';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koAdminResponsiblePlay } from '../../../i18n/ko-admin-responsible-play';
import { useMemberResponsiblePlay } from '../api/admin-member-play';
import { LowerLimitForm } from './lower-limit-form';
import { useCan } from '../../staff/exports/use-can';

const text = koAdminResponsiblePlay;
const at = (iso: string) => formatSeoul(iso, 'dateTimeShortYear');

/**
 * One member's responsible play in the console (docs/decisions/067): their limits with what this period
 * used and left and any change waiting, the session settings, every time-out and self-exclusion, the
 * identity verification's state, and the form that lowers a limit.
 */
export function MemberPlayPanel({ userId }: { userId: string }) {
  const query = useMemberResponsiblePlay(userId);
  return <QueryState query={query}>{(view) => <MemberPlayView view={view} />}</QueryState>;
}

export function MemberPlayView({ view }: { view: AdminResponsiblePlay }) {
  // Lowering a member's limit decides about them; a role that only reads risk sees the figures.
  const canLower = useCan('risk.decide');
  const money = view.limits.filter((limit) => isMoneyLimitKind(limit.kind));
  const session = view.limits.filter((limit) => !isMoneyLimitKind(limit.kind));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} role="status">
        {view.excluded ? (
          <Chip
            color="error"
            size="small"
            label={view.excludedUntil ? text.status.excludedUntil(at(view.excludedUntil)) : text.status.untilReopened}
          />
        ) : (
          <Chip variant="outlined" size="small" label={text.status.notExcluded} />
        )}
      </Box>
      <Section title={text.limits.title}>
        <ResponsiveList
          label={text.limits.label}
          rows={money}
          rowKey={(limit) => limit.kind}
          columns={moneyColumns}
          card={(limit) => (
            <LimitCard
              limit={limit}
              value={wonOrNone(limit.value)}
              detail={usedLeftText(limit)}
              pending={pendingText(limit, wonOrRemoved)}
            />
          )}
        />
      </Section>
      <Section title={text.session.title}>
        <ResponsiveList
          label={text.session.label}
          rows={session}
          rowKey={(limit) => limit.kind}
          columns={sessionColumns}
          card={(limit) => (
            <LimitCard
              limit={limit}
              value={settingText(limit, limit.value)}
              pending={pendingText(limit, (value) => settingText(limit, value))}
            />
          )}
        />
      </Section>
      <Section title={text.exclusions.title}>
        <ResponsiveList
          label={text.exclusions.label}
          rows={view.exclusions}
          rowKey={(exclusion) => exclusion.id}
          primary="kind"
          columns={exclusionColumns}
          empty={text.exclusions.empty}
        />
        <Typography variant="caption" color="text.secondary">
          {text.exclusions.note}
        </Typography>
      </Section>
      <Section title={text.verification.title}>
        <VerificationState verification={view.verification} />
      </Section>
      {canLower && (
        <Section title={text.lower.title}>
          <LowerLimitForm view={view} />
        </Section>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const pendingText = (limit: AdminPlayLimit, valueText: (value: number | null) => string) =>
  limit.pending
    ? text.limits.pendingValue(valueText(limit.pending.value), at(limit.pending.from))
    : text.limits.noPending;

const wonOrNone = (value: number | null) => (value === null ? text.limits.none : formatWon(value));

/** A change waiting: a lower or higher amount, or the limit's removal. */
const wonOrRemoved = (value: number | null) => (value === null ? text.limits.removal : formatWon(value));

const usedLeftText = (limit: AdminPlayLimit) =>
  limit.remaining === null
    ? text.limits.usedOnly(formatWon(limit.used))
    : text.limits.usedLeftValue(formatWon(limit.used), formatWon(limit.remaining));

/** A setting on a phone: its name and value on one line, then what was used and what waits. */
function LimitCard({
  limit,
  value,
  detail,
  pending,
}: {
  limit: AdminPlayLimit;
  value: string;
  detail?: string;
  pending: string;
}) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{playLimitLabels[limit.kind]}</Typography>
        <Typography sx={{ fontWeight: limit.value === null ? 400 : 700, whiteSpace: 'nowrap' }}>{value}</Typography>
      </Box>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          {detail}
        </Typography>
      )}
      {limit.pending && (
        <Typography variant="body2" color="warning.main" sx={{ overflowWrap: 'anywhere' }}>
          {text.limits.pendingOn(pending)}
        </Typography>
      )}
    </Box>
  );
}

const moneyColumns: ListColumn<AdminPlayLimit>[] = [
  { key: 'kind', header: text.limits.kind, cell: (limit) => playLimitLabels[limit.kind] },
  {
    key: 'value',
    header: text.limits.value,
    numeric: true,
    cell: (limit) => (
      <Box component="span" sx={{ fontWeight: limit.value === null ? 400 : 700 }}>
        {wonOrNone(limit.value)}
      </Box>
    ),
  },
  {
    key: 'usedLeft',
    header: text.limits.usedLeft,
    numeric: true,
    cell: usedLeftText,
  },
  {
    key: 'pending',
    header: text.limits.pending,
    cell: (limit) => pendingText(limit, wonOrRemoved),
  },
];

const settingText = (limit: Pick<AdminPlayLimit, 'kind'>, value: number | null) => {
  if (value === null) return text.session.off;
  return limit.kind === 'realityCheckMinutes' ? text.session.everyMinutes(value) : text.session.minutes(value);
};

const sessionColumns: ListColumn<AdminPlayLimit>[] = [
  { key: 'kind', header: text.session.kind, cell: (limit) => playLimitLabels[limit.kind] },
  {
    key: 'value',
    header: text.session.value,
    numeric: true,
    cell: (limit) => (
      <Box component="span" sx={{ fontWeight: limit.value === null ? 400 : 700 }}>
        {settingText(limit, limit.value)}
      </Box>
    ),
  },
  {
    key: 'pending',
    header: text.session.pending,
    cell: (limit) => pendingText(limit, (value) => settingText(limit, value)),
  },
];

const exclusionColumns: ListColumn<AdminExclusion>[] = [
  { key: 'kind', header: text.exclusions.kind, cell: (exclusion) => text.exclusions.kinds[exclusion.kind] },
  { key: 'startedAt', header: text.exclusions.startedAt, cell: (exclusion) => at(exclusion.startedAt) },
  { key: 'endsAt', header: text.exclusions.endsAt, cell: (exclusion) => at(exclusion.endsAt) },
  {
    key: 'reopenRequestedAt',
    header: text.exclusions.reopenRequestedAt,
    cell: (exclusion) =>
      exclusion.reopenRequestedAt
        ? at(exclusion.reopenRequestedAt)
        : exclusion.kind === 'self_exclusion'
          ? text.exclusions.noReopen
          : text.limits.noPending,
  },
  {
    key: 'reopensAt',
    header: text.exclusions.reopensAt,
    cell: (exclusion) => (exclusion.reopensAt ? at(exclusion.reopensAt) : text.limits.noPending),
  },
  {
    key: 'state',
    header: text.exclusions.state,
    cell: (exclusion) =>
      exclusion.inForce ? (
        <Chip color="error" size="small" label={text.exclusions.inForce} />
      ) : (
        <Chip variant="outlined" size="small" label={text.exclusions.ended} />
      ),
  },
];

function VerificationState({ verification }: { verification: AdminResponsiblePlay['verification'] }) {
  if (!verification)
    return (
      <Typography variant="body2" color="text.secondary">
        {text.verification.none}
      </Typography>
    );
  const color = { pending: 'warning', approved: 'success', refused: 'error' } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Chip size="small" color={color[verification.status]} label={text.verification.statuses[verification.status]} />
      <Typography variant="body2" color="text.secondary">
        {text.verification.submittedAt(at(verification.submittedAt))}
      </Typography>
      {verification.decidedAt && (
        <Typography variant="body2" color="text.secondary">
          {text.verification.decidedAt(at(verification.decidedAt))}
        </Typography>
      )}
      {verification.reason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {text.verification.reason(verification.reason)}
        </Typography>
      )}
    </Box>
  );
}
