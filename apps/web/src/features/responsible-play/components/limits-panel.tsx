import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

import type { PlayLimits, PlayLimitsUpdate, PlayLimitView } from '@site/contracts/api/play-limits';
import {
  LIMIT_COOL_OFF_MS,
  moneyLimitKinds,
  moneyLimitShape,
  playLimitLabels,
  realityCheckChoices,
  type LimitMeasure,
  type LimitPeriod,
  type MoneyLimitKind,
  type PlayLimitKind,
} from '@site/contracts/responsible-play';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm, type SiteForm } from '../../../components/ui/use-site-form';
import { koResponsiblePlay } from '../../../i18n/ko-responsible-play';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/session';
import { useCancelPendingLimit, useChangeLimits, usePlayLimits } from '../api/play-limits';
import {
  changesOf,
  limitDraftOf,
  limitFormRules,
  timingOf,
  type LimitChange,
  type LimitDraft,
} from '../rules/limit-form';

type LimitForm = SiteForm<LimitDraft, PlayLimitsUpdate>;

const text = koResponsiblePlay.limits;
const sessionText = koResponsiblePlay.session;

const measures: readonly LimitMeasure[] = ['deposit', 'loss', 'stake'];
const periods: readonly LimitPeriod[] = ['day', 'week', 'month'];
const kindOf = (measure: LimitMeasure, period: LimitPeriod): MoneyLimitKind =>
  moneyLimitKinds.find(
    (kind) => moneyLimitShape[kind].measure === measure && moneyLimitShape[kind].period === period,
  ) ?? 'depositDaily';
const sessionKinds: readonly PlayLimitKind[] = ['sessionMinutes', 'realityCheckMinutes'];

const when = (iso: string | number) => formatSeoul(iso, 'monthDayTime');

/** A setting's value as the page says it: won, minutes, or none. */
function shown(kind: PlayLimitKind, value: number | null): string {
  if (value === null) return text.none;
  return kind in moneyLimitShape ? formatWon(value) : sessionText.minutes(value);
}

/** A key that changes whenever a setting or its waiting change does: the forms start again from the answer. */
const versionOf = (limits: PlayLimits) =>
  limits.limits.map((limit) => `${limit.value}:${limit.pending?.value}:${limit.pending?.from}`).join('|');

/**
 * /responsible-play's limits (issue 33, docs/decisions/061): the money limits, each with what this
 * period has used and left and a change waiting for its 24 hours; then the session's length and the
 * reality check. Each form says before saving whether a change applies at once or in 24 hours.
 */
export function LimitsPanel() {
  const user = useCurrentUser();
  const { data: limits } = usePlayLimits(user?.id);
  if (!limits) return null;
  const version = versionOf(limits);
  return (
    <>
      <MoneyLimitsForm key={`money-${version}`} limits={limits} scope={user?.id} />
      <SessionForm key={`session-${version}`} limits={limits} scope={user?.id} />
    </>
  );
}

interface FormProps {
  limits: PlayLimits;
  scope: number | undefined;
}

/** Asks before saving, naming what applies now and what in 24 hours; true to go on. */
function confirmChanges(changes: readonly LimitChange[]): Promise<boolean> {
  const line = (change: LimitChange) =>
    text.change(playLimitLabels[change.kind], shown(change.kind, change.from), shown(change.kind, change.to));
  const now = changes.filter((change) => change.timing === 'now');
  const later = changes.filter((change) => change.timing === 'after-cool-off');
  const parts = [
    ...(now.length > 0 ? [[text.confirmNow, ...now.map(line)].join('\n')] : []),
    ...(later.length > 0
      ? [[text.confirmLater(when(Date.now() + LIMIT_COOL_OFF_MS)), ...later.map(line)].join('\n')]
      : []),
  ];
  return showConfirm({ title: text.confirmTitle, message: parts.join('\n\n'), confirmLabel: text.save });
}

/** The form's send: asks, saves, and says when a raise applies (the answer's own time). */
function useSave(limits: PlayLimits, kinds: readonly PlayLimitKind[], scope: number | undefined) {
  const change = useChangeLimits(scope);
  return async (draft: LimitDraft, body: PlayLimitsUpdate) => {
    const changes = changesOf(limits, kinds, draft);
    if (!(await confirmChanges(changes))) return;
    const answer = await change.mutateAsync(body);
    const waiting = answer.limits.find(
      (limit) => kinds.includes(limit.kind) && limit.pending && changes.some((c) => c.kind === limit.kind),
    );
    await showAlert(waiting?.pending ? text.savedWaiting(when(waiting.pending.from)) : text.saved);
  };
}

function MoneyLimitsForm({ limits, scope }: FormProps) {
  const rules = useMemo(() => limitFormRules(limits, moneyLimitKinds), [limits]);
  const form: LimitForm = useSiteForm(rules, limitDraftOf(limits, moneyLimitKinds));
  const save = useSave(limits, moneyLimitKinds, scope);
  const submit = form.onSubmit((body) => save(form.getValues(), body));
  return (
    <Panel title={text.title}>
      <Box component="form" noValidate onSubmit={submit} aria-label={text.title}>
        <Text variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {text.hint}
        </Text>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {measures.map((measure) => (
            <Box key={measure} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Text component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {text.measures[measure]}
              </Text>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
                  gap: 1.5,
                }}
              >
                {periods.map((period) => (
                  <LimitCard
                    key={period}
                    view={viewOf(limits, kindOf(measure, period))}
                    title={text.periods[period]}
                    form={form}
                    limits={limits}
                    scope={scope}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ mt: 2, minWidth: 160 }}>
          {text.save}
        </Button>
      </Box>
    </Panel>
  );
}

function viewOf(limits: PlayLimits, kind: PlayLimitKind): PlayLimitView {
  return limits.limits.find((limit) => limit.kind === kind) ?? { kind, value: null, pending: null, usage: null };
}

/** The note under a field: its own error, else when the typed change would apply. */
function timingNote(form: LimitForm, limits: PlayLimits, kind: PlayLimitKind): string | undefined {
  const message = form.messageOf(kind);
  if (message !== undefined) return message;
  const timing = timingOf(limits, kind, form.values);
  if (timing === 'now') return text.appliesNow;
  if (timing === 'after-cool-off') return text.appliesLater;
  return undefined;
}

function LimitCard({
  view,
  title,
  form,
  limits,
  scope,
}: {
  view: PlayLimitView;
  title: string;
  form: LimitForm;
  limits: PlayLimits;
  scope: number | undefined;
}) {
  const measure = moneyLimitShape[view.kind as MoneyLimitKind].measure;
  const usage = view.usage;
  const note = timingNote(form, limits, view.kind);
  const field = form.textField(view.kind, text.newValue);
  return (
    <Box
      data-limit={view.kind}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Text variant="body2" sx={{ fontWeight: 700 }}>
          {title}
        </Text>
        <Text variant="body2">
          {text.inForce} <Box component="strong">{shown(view.kind, view.value)}</Box>
        </Text>
      </Box>
      {usage && (
        <Text variant="caption" sx={{ color: 'text.secondary' }}>
          {[
            text.used(text.usedLabel[measure], formatWon(Math.max(0, usage.used))),
            ...(usage.left === null ? [] : [text.left(formatWon(usage.left))]),
            text.resets(when(usage.resetsAt)),
          ].join(' · ')}
        </Text>
      )}
      <PendingChange view={view} scope={scope} />
      <TextField
        {...field}
        helperText={note}
        error={field.error}
        sx={{ mt: 0.5 }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-label': `${playLimitLabels[view.kind]} ${text.newValue}` },
        }}
      />
    </Box>
  );
}

/** A raise or a removal waiting for its 24 hours: what and when, and a button that drops it. */
function PendingChange({ view, scope }: { view: PlayLimitView; scope: number | undefined }) {
  const cancel = useCancelPendingLimit(scope);
  const pending = view.pending;
  if (!pending) return null;
  const label = playLimitLabels[view.kind];
  const ask = async () => {
    if (!(await showConfirm({ title: text.cancelPending, message: text.cancelPendingConfirm(label) }))) return;
    cancel.mutate(view.kind, {
      onSuccess: () => showAlert(text.cancelled),
      onError: (error) => showAlert(userFacingMessage(error)),
    });
  };
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        flexWrap: 'wrap',
        bgcolor: 'action.hover',
        borderRadius: 1,
        px: 1,
        py: 0.5,
      }}
    >
      <Text variant="caption">
        {pending.value === null
          ? text.pendingRemoval(when(pending.from))
          : text.pending(shown(view.kind, pending.value), when(pending.from))}
      </Text>
      <Button
        size="small"
        color="warning"
        onClick={ask}
        disabled={cancel.isPending}
        aria-label={`${label} ${text.cancelPending}`}
      >
        {text.cancelPending}
      </Button>
    </Box>
  );
}

function SessionForm({ limits, scope }: FormProps) {
  const rules = useMemo(() => limitFormRules(limits, sessionKinds), [limits]);
  const form: LimitForm = useSiteForm(rules, limitDraftOf(limits, sessionKinds));
  const save = useSave(limits, sessionKinds, scope);
  const submit = form.onSubmit((body) => save(form.getValues(), body));
  const session = viewOf(limits, 'sessionMinutes');
  const reality = viewOf(limits, 'realityCheckMinutes');
  const sessionField = form.textField('sessionMinutes', sessionText.sessionMinutes);
  return (
    <Panel title={sessionText.title}>
      <Box component="form" noValidate onSubmit={submit} aria-label={sessionText.title}>
        <Text variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {sessionText.hint}
        </Text>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 1.5,
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
            <Text variant="body2">
              {sessionText.current} <Box component="strong">{shown('sessionMinutes', session.value)}</Box>
            </Text>
            <PendingChange view={session} scope={scope} />
            <TextField
              {...sessionField}
              helperText={timingNote(form, limits, 'sessionMinutes') ?? sessionText.sessionHint}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
            <Text variant="body2">
              {sessionText.current}{' '}
              <Box component="strong">
                {reality.value === null ? sessionText.realityOff : sessionText.realityEvery(reality.value)}
              </Box>
            </Text>
            <TextField
              {...form.selectField('realityCheckMinutes', sessionText.realityCheck)}
              select
              helperText={
                form.messageOf('realityCheckMinutes') ??
                (timingOf(limits, 'realityCheckMinutes', form.values) ? text.appliesNow : undefined)
              }
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              onChange={(event) => form.setValue('realityCheckMinutes', event.target.value, { shouldDirty: true })}
            >
              <MenuItem value="">{sessionText.realityOff}</MenuItem>
              {realityCheckChoices.map((minutes) => (
                <MenuItem key={minutes} value={String(minutes)}>
                  {sessionText.realityEvery(minutes)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </Box>
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ mt: 2, minWidth: 160 }}>
          {sessionText.save}
        </Button>
      </Box>
    </Panel>
  );
}
