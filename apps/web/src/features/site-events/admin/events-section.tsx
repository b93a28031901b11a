import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';

import {
  eventJoinConditionNames,
  eventJoinConditions,
  eventRewardName,
  eventRewardKinds,
  type AdminEvent,
  type EventInput,
} from '@site/contracts/api/site-events';
import { rouletteWheels } from '@site/contracts/api/roulette';

import { QueryState } from '../../../components/console/query-state';
import { alertActionError } from '../../../components/console/notify';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useDebounced } from '../../../lib/use-debounced';
import { useSiteForm, type SiteForm } from '../../../components/ui/use-site-form';
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
import { draftOf, eventRules, newEventDraft, type EventDraft } from '../rules/event-form';
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

function EventEditor({ editing, onDone }: { editing: AdminEvent | null; onDone: () => void }) {
  const form = useSiteForm(eventRules, editing ? draftOf(editing) : newEventDraft(new Date()));
  const draft = form.values;
  const imageUpload = useMutation({ mutationFn: uploadImage });
  const uploading = imageUpload.isPending;
  const create = useCreateEvent();
  const edit = useEditEvent();
  const previewBody = useDebounced(draft.body, 400);
  const preview = usePreviewHtml(previewBody);
  const set = <K extends 'thumbnail' | 'body'>(key: K, value: EventDraft[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });

  const upload = async (event: ChangeEvent<HTMLInputElement>, apply: (imgPath: string) => void) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      apply(await imageUpload.mutateAsync(file));
    } catch (error) {
      await alertActionError(error);
    }
  };

  const submit = form.onSubmit(async (input) => {
    if (editing) await edit.mutateAsync({ id: editing.id, body: input });
    else await create.mutateAsync(input);
    form.reset(newEventDraft(new Date()));
    await showAlert(editing ? t.saved : t.created);
    onDone();
  });

  const title = editing ? t.editTitle(editing.title) : t.createTitle;
  return (
    <Panel title={title}>
      <Box
        component="form"
        noValidate
        aria-label={title}
        onSubmit={submit}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <TextField {...form.textField('title', t.title)} />
        <PeriodFields labels={t} fieldOf={form.textField} />
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
        <RewardFields form={form} />
        <Box
          sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <TextField
              {...form.textField('body', t.body)}
              multiline
              minRows={10}
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
                  void upload(e, (imgPath) => {
                    const before = form.getValues('body');
                    set(
                      'body',
                      `${before}${before && !before.endsWith('\n') ? '\n' : ''}<p><img src="${imageUrl(imgPath)}" alt=""></p>\n`,
                    );
                  })
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
          <Button type="submit" variant="contained" disabled={form.busy || uploading}>
            {editing ? t.save : t.create}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}

/** The 참여하기 reward: which coupon, its expiry and who may join. */
function RewardFields({ form }: { form: SiteForm<EventDraft, EventInput> }) {
  const r = t.reward;
  const draft = form.values;
  const choose = <K extends 'rewardKind' | 'rewardWheel' | 'joinCondition'>(key: K, value: EventDraft[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });
  const hasReward = draft.rewardKind !== 'none';
  const numeric = { htmlInput: { inputMode: 'numeric' } } as const;
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
        {...form.selectField('rewardKind', r.kind)}
        select
        onChange={(e) => choose('rewardKind', e.target.value as EventDraft['rewardKind'])}
      >
        {(['none', ...eventRewardKinds] as const).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {r.kinds[kind]}
          </MenuItem>
        ))}
      </TextField>
      {draft.rewardKind === 'roulette' && (
        <TextField
          {...form.selectField('rewardWheel', r.wheel)}
          select
          value={draft.rewardWheel}
          onChange={(e) => choose('rewardWheel', Number(e.target.value))}
        >
          {rouletteWheels.map((wheel) => (
            <MenuItem key={wheel} value={wheel}>
              {r.wheelName(wheel)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {(draft.rewardKind === 'money' || draft.rewardKind === 'point') && (
        <TextField {...form.textField('rewardAmount', r.amount)} slotProps={numeric} />
      )}
      {hasReward && (
        <>
          <TextField {...form.textField('rewardExpiryDays', r.expiryDays)} slotProps={numeric} />
          <TextField
            {...form.selectField('joinCondition', r.condition)}
            select
            onChange={(e) => choose('joinCondition', e.target.value as EventDraft['joinCondition'])}
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
        <TextField {...form.textField('joinMinDeposit', r.minDeposit)} slotProps={numeric} />
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
