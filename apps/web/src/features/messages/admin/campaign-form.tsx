import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { CampaignCreate } from '@site/contracts/api/admin-message-campaigns';
import { riskFlagKinds } from '@site/contracts/api/admin-risk';
import { LEVEL_LADDER_TOP } from '@site/contracts/api/levels';
import { messageCampaignEndpoints as endpoints } from '@site/contracts/endpoints/message-campaigns';

import { SelectField } from '../../../components/console/select-field';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { useSiteForm, type SiteForm } from '../../../components/ui/use-site-form';
import { koCampaigns as t } from '../../../i18n/ko-campaigns';
import { call } from '../../../lib/call';
import { refusalMessage } from '../../../lib/form/refusal';
import { useDebounced } from '../../../lib/use-debounced';
import { usePartnerTree } from '../../partners/api/admin-partners';
import { useCan } from '../../staff/exports/use-can';
import { useCampaignPreview, useCreateCampaign } from '../api/admin-campaigns';
import {
  campaignRules,
  emptyCampaignDraft,
  segmentOf,
  segmentReady,
  type CampaignActivity,
  type CampaignDraft,
} from '../rules/campaign-form';

const levels = Array.from({ length: LEVEL_LADDER_TOP }, (_, index) => index + 1);
/** The count follows the last change of the segment, not each tap on a chip. */
const PREVIEW_DEBOUNCE_MS = 400;

const activityOptions: { value: CampaignActivity; label: string }[] = [
  { value: 'any', label: t.activityAny },
  { value: 'active', label: t.activityActive },
  { value: 'inactive', label: t.activityInactive },
];
const flagOptions = [
  { value: '' as const, label: t.anyFlag },
  ...riskFlagKinds.map((kind) => ({ value: kind, label: t.flagKinds[kind] })),
];

/** The 단체 쪽지 form: who (with the live count), what, and a send that confirms with the count. */
export function CampaignForm() {
  const form = useSiteForm(campaignRules, emptyCampaignDraft);
  const create = useCreateCampaign();
  const draft = form.values;
  const choose =
    <K extends keyof CampaignDraft>(key: K) =>
    (value: CampaignDraft[K]) =>
      form.setValue(key, value as never, { shouldDirty: true });
  const toggleLevel = (level: number) =>
    choose('levels')(
      draft.levels.includes(level) ? draft.levels.filter((chosen) => chosen !== level) : [...draft.levels, level],
    );

  const segment = useDebounced(segmentOf(draft), PREVIEW_DEBOUNCE_MS);
  const preview = useCampaignPreview(segment, segmentReady(segment));

  const submit = form.onSubmit(async (input) => {
    // Counted again at the moment of sending: the confirmation names the members it is about to reach.
    const { count } = await call(endpoints.preview, { body: { segment: input.segment } });
    if (count === 0) return showAlert(t.nobody);
    const confirmed = await showConfirm({
      title: t.confirmTitle,
      message: t.confirm(count, input.title),
      confirmLabel: t.send,
    });
    if (!confirmed) return;
    const campaign = await create.mutateAsync(input);
    form.reset(emptyCampaignDraft);
    await showAlert(t.started(campaign.total));
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t.formTitle}
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t.formHelp}
      </Typography>
      <Box role="group" aria-label={t.levels}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {t.levels}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {t.levelsHelp}
          </Typography>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {levels.map((level) => {
            const chosen = draft.levels.includes(level);
            return (
              <Chip
                key={level}
                label={t.level(level)}
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                aria-pressed={chosen}
                disabled={form.busy}
                onClick={() => toggleLevel(level)}
              />
            );
          })}
        </Box>
      </Box>
      {/* Two columns at every width: the partner and the flag take a line each, their labels are long. */}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
          <PartnerField form={form} />
        </Box>
        <SelectField
          label={t.activity}
          value={draft.activity}
          options={activityOptions}
          onChange={choose('activity')}
        />
        <TextField
          {...form.textField('days', t.days)}
          disabled={draft.activity === 'any' || form.busy}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
          <SelectField label={t.flag} value={draft.flag} options={flagOptions} onChange={choose('flag')} />
        </Box>
      </Box>
      <PreviewLine preview={preview} />
      <TextField {...form.textField('title', t.title)} disabled={form.busy} size="medium" />
      <TextField {...form.textField('contents', t.contents)} disabled={form.busy} size="medium" multiline minRows={5} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {/* Disabled from the click until the campaign is made: a double click cannot send two. */}
        <Button type="submit" variant="contained" disabled={form.busy}>
          {form.busy ? t.sending : t.send}
        </Button>
      </Box>
    </Box>
  );
}

type CampaignSiteForm = SiteForm<CampaignDraft, CampaignCreate>;

/**
 * The partner whose whole subtree is chosen: a select of the partner tree where the role may read it,
 * else its id typed (support staff do not see 파트너; the server checks the id either way).
 */
function PartnerField({ form }: { form: CampaignSiteForm }) {
  const canList = useCan('partners.view');
  const tree = usePartnerTree(canList);
  if (!canList || !tree.data) return <TextField {...form.textField('partnerUserId', t.partnerId)} autoComplete="off" />;
  const options = [
    { value: '', label: t.anyPartner },
    ...tree.data.map((partner) => ({
      value: partner.userId,
      label: `${'· '.repeat(partner.depth)}${partner.nickName} (${partner.userId})`,
    })),
  ];
  return (
    <SelectField
      label={t.partner}
      value={form.values.partnerUserId}
      options={options}
      onChange={(value) => form.setValue('partnerUserId', value, { shouldDirty: true })}
    />
  );
}

function PreviewLine({ preview }: { preview: ReturnType<typeof useCampaignPreview> }) {
  const refusal = preview.isError ? refusalMessage(preview.error) : null;
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="subtitle1"
      color={refusal ? 'error' : 'text.primary'}
      sx={{ fontWeight: 700 }}
    >
      {/* The last segment's count is kept while the next is asked, but not shown as this one's. */}
      {refusal ?? (preview.data && !preview.isPlaceholderData ? t.count(preview.data.count) : t.counting)}
    </Typography>
  );
}
