import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ChangeEvent } from 'react';

import {
  eventJoinConditionNames,
  eventJoinConditions,
  eventRewardName,
  eventRewardKinds,
  type AdminEvent,
} from '@site/contracts/api/site-events';
import { rouletteWheels } from '@site/contracts/api/roulette';

import { QueryState } from '../../../components/console/query-state';
import { alertActionError } from '../../../components/console/notify';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koEventsAdmin as t } from '../../../i18n/ko-site-events';
import {
  uploadImage,
  useAdminEvents,
  useCreateEvent,
  useEditEvent,
  usePreviewHtml,
  useRemoveEvent,
} from '../api/admin-events';
import { imageUrl } from '../api/events';
import { EventBody } from '../components/event-body';
import { eventPeriodText } from '../components/event-period';
import { EventStateChip } from '../components/event-state-chip';
import { draftOf, eventInputOf, newEventDraft, type EventDraft } from '../rules/event-form';
import { PeriodFields } from '../../../components/console/period-fields';

/** The console's 이벤트 관리 tab: the editor (new or the event being edited) over the list. */
export function EventsSection() {
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <EventEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <EventList onEdit={setEditing} />
    </Box>
  );
}

/** The body as the server will keep it, a moment after the operator stops typing. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function EventEditor({ editing, onDone }: { editing: AdminEvent | null; onDone: () => void }) {
  const [draft, setDraft] = useState<EventDraft>(() => (editing ? draftOf(editing) : newEventDraft(new Date())));
  const [uploading, setUploading] = useState(false);
  const create = useCreateEvent();
  const edit = useEditEvent();
  const previewBody = useDebounced(draft.body, 400);
  const preview = usePreviewHtml(previewBody);
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((before) => ({ ...before, [key]: value }));

  const upload = async (event: ChangeEvent<HTMLInputElement>, apply: (imgPath: string) => void) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      apply(await uploadImage(file));
    } catch (error) {
      await alertActionError(error);
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const checked = eventInputOf(draft);
    if (!checked.ok) return showAlert(checked.message);
    try {
      if (editing) await edit.mutateAsync({ id: editing.id, body: checked.input });
      else await create.mutateAsync(checked.input);
      setDraft(newEventDraft(new Date()));
      await showAlert(editing ? t.saved : t.created);
      onDone();
    } catch (error) {
      await alertActionError(error);
    }
  };

  const field = { size: 'small', fullWidth: true } as const;
  const title = editing ? t.editTitle(editing.title) : t.createTitle;
  return (
    <Panel title={title}>
      <Box
        component="form"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <TextField {...field} label={t.title} value={draft.title} onChange={(e) => set('title', e.target.value)} />
        <PeriodFields value={draft} labels={t} onChange={set} />
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Text variant="body2" sx={{ fontWeight: 700 }}>
            {t.thumbnail}
          </Text>
          {draft.thumbnail && (
            <Box
              component="img"
              src={imageUrl(draft.thumbnail)}
              alt={t.thumbnail}
              sx={{ width: 128, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
            />
          )}
          <Button variant="outlined" component="label" disabled={uploading}>
            {uploading ? t.uploading : t.uploadThumbnail}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-label={t.uploadThumbnail}
              onChange={(e) => void upload(e, (imgPath) => set('thumbnail', imgPath))}
            />
          </Button>
          {draft.thumbnail && (
            <Button variant="text" onClick={() => set('thumbnail', null)}>
              {t.removeThumbnail}
            </Button>
          )}
        </Box>
        <RewardFields draft={draft} set={set} />
        <Box
          sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <TextField
              {...field}
              multiline
              minRows={10}
              label={t.body}
              value={draft.body}
              onChange={(e) => set('body', e.target.value)}
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
            />
            <Button variant="outlined" component="label" disabled={uploading} sx={{ alignSelf: 'flex-start' }}>
              {uploading ? t.uploading : t.insertImage}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                aria-label={t.insertImage}
                onChange={(e) =>
                  void upload(e, (imgPath) =>
                    setDraft((before) => ({
                      ...before,
                      body: `${before.body}${before.body && !before.body.endsWith('\n') ? '\n' : ''}<p><img src="${imageUrl(imgPath)}" alt=""></p>\n`,
                    })),
                  )
                }
              />
            </Button>
          </Box>
          <Box
            component="section"
            aria-label={t.preview}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 200, overflow: 'auto' }}
          >
            <Text variant="caption" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
              {t.preview}
            </Text>
            {draft.body.trim() === '' || !preview.data ? (
              <Text variant="body2" sx={{ color: 'text.secondary' }}>
                {t.previewEmpty}
              </Text>
            ) : (
              <EventBody html={preview.data.html} />
            )}
          </Box>
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {editing && (
            <Button variant="outlined" onClick={onDone}>
              {t.cancelEdit}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={create.isPending || edit.isPending || uploading}>
            {editing ? t.save : t.create}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}

/** The 참여하기 reward: which coupon, its expiry and who may join. */
function RewardFields({
  draft,
  set,
}: {
  draft: EventDraft;
  set: <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => void;
}) {
  const r = t.reward;
  const field = { size: 'small', fullWidth: true } as const;
  const hasReward = draft.rewardKind !== 'none';
  return (
    <Box
      role="group"
      aria-label={r.title}
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Text variant="body2" sx={{ gridColumn: '1 / -1', fontWeight: 700 }}>
        {r.title}
      </Text>
      <TextField
        {...field}
        select
        label={r.kind}
        value={draft.rewardKind}
        onChange={(e) => set('rewardKind', e.target.value as EventDraft['rewardKind'])}
      >
        {(['none', ...eventRewardKinds] as const).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {r.kinds[kind]}
          </MenuItem>
        ))}
      </TextField>
      {draft.rewardKind === 'roulette' && (
        <TextField
          {...field}
          select
          label={r.wheel}
          value={draft.rewardWheel}
          onChange={(e) => set('rewardWheel', Number(e.target.value))}
        >
          {rouletteWheels.map((wheel) => (
            <MenuItem key={wheel} value={wheel}>
              {r.wheelName(wheel)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {(draft.rewardKind === 'money' || draft.rewardKind === 'point') && (
        <TextField
          {...field}
          label={r.amount}
          value={draft.rewardAmount}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(e) => set('rewardAmount', e.target.value)}
        />
      )}
      {hasReward && (
        <>
          <TextField
            {...field}
            label={r.expiryDays}
            value={draft.rewardExpiryDays}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            onChange={(e) => set('rewardExpiryDays', e.target.value)}
          />
          <TextField
            {...field}
            select
            label={r.condition}
            value={draft.joinCondition}
            onChange={(e) => set('joinCondition', e.target.value as EventDraft['joinCondition'])}
          >
            {eventJoinConditions.map((condition) => (
              <MenuItem key={condition} value={condition}>
                {eventJoinConditionNames[condition]}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {hasReward && draft.joinCondition === 'depositToday' && (
        <TextField
          {...field}
          label={r.minDeposit}
          value={draft.joinMinDeposit}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(e) => set('joinMinDeposit', e.target.value)}
        />
      )}
    </Box>
  );
}

function EventList({ onEdit }: { onEdit: (event: AdminEvent) => void }) {
  const query = useAdminEvents();
  const remove = useRemoveEvent();
  const onRemove = async (event: AdminEvent) => {
    if (!(await showConfirm(t.confirmRemove(event.title)))) return;
    try {
      await remove.mutateAsync(event.id);
      await showAlert(t.removed);
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Panel title={t.listTitle}>
      <QueryState query={query}>
        {(events) =>
          events.length === 0 ? (
            <EmptyState text={t.none} />
          ) : (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {events.map((event) => (
                <Box
                  key={event.id}
                  component="article"
                  aria-label={event.title}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    flexWrap: 'wrap',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 1,
                  }}
                >
                  {event.thumbnail && (
                    <Box
                      component="img"
                      src={imageUrl(event.thumbnail)}
                      alt=""
                      sx={{ width: 96, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
                    />
                  )}
                  <EventStateChip state={event.state} />
                  <Box sx={{ minWidth: 0 }}>
                    <Box component="strong">{event.title}</Box>
                    <Text variant="caption" sx={{ color: 'text.secondary' }} component="p">
                      {eventPeriodText(event.startsAt, event.endsAt)}
                    </Text>
                    <Text variant="caption" sx={{ color: 'text.secondary' }} component="p">
                      {event.reward
                        ? `${eventRewardName(event.reward)} · ${eventJoinConditionNames[event.joinCondition]} · ${t.reward.participants(event.participants)}`
                        : t.reward.noReward}
                    </Text>
                  </Box>
                  <Box sx={{ flexGrow: 1 }} />
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      onEdit(event);
                      window.scrollTo({ top: 0 });
                    }}
                  >
                    {t.edit}
                  </Button>
                  <Button size="small" color="error" variant="outlined" onClick={() => void onRemove(event)}>
                    {t.remove}
                  </Button>
                </Box>
              ))}
            </Box>
          )
        }
      </QueryState>
    </Panel>
  );
}
