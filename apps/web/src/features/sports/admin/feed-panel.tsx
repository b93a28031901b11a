import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { SportsFeedStatus } from '@site/contracts/api/sports';
import { formatNumber } from '@site/contracts/rules/format';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAdvanceFeed, useSportsFeed } from '../api/admin-sports-feed';
import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';

const text = koAdmin.feed;

const steps = [
  { label: text.steps.tenMinutes, seconds: 10 * 60 },
  { label: text.steps.oneHour, seconds: 60 * 60 },
  { label: text.steps.fourHours, seconds: 4 * 60 * 60 },
];

/** The simulated feed: how it is doing, and fast-forwarding its fixtures (never the site's clock). */
export function FeedPanel() {
  const query = useSportsFeed();
  return (
    <Panel title={text.title}>
      <QueryState query={query}>{(status) => <FeedControls status={status} />}</QueryState>
    </Panel>
  );
}

function FeedControls({ status }: { status: SportsFeedStatus }) {
  const advance = useAdvanceFeed();

  const fastForward = async ({ label, seconds }: (typeof steps)[number]) => {
    const confirmed = await showConfirm({
      title: text.advanceTitle,
      message: text.advanceConfirm(label),
      confirmLabel: text.advanceButton(label),
      danger: true,
    });
    if (!confirmed) return;
    advance.mutate(seconds, {
      onSuccess: () => void showAlert(text.advanced(label)),
      onError: (error) => void alertActionError(error),
    });
  };

  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1, m: 0 }}
      >
        <FeedFigure
          label={text.status}
          value={status.running ? text.running : text.stopped}
          color={status.running ? 'success.main' : 'error.main'}
        />
        <FeedFigure label={text.live} value={text.fixtures(formatNumber(status.liveFixtures))} />
        <FeedFigure label={text.scheduled} value={text.fixtures(formatNumber(status.scheduledFixtures))} />
        <FeedFigure label={text.seq} value={formatNumber(status.seq)} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {text.refreshHelp}
      </Typography>
      <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography sx={{ fontWeight: 700 }}>{text.advanceTitle}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {text.advanceHelp}
        </Typography>
        {!status.running && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {text.notRunning}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {steps.map((step) => (
            <Button
              key={step.seconds}
              variant="outlined"
              disabled={!status.running || advance.isPending}
              onClick={() => void fastForward(step)}
            >
              {text.advanceButton(step.label)}
            </Button>
          ))}
        </Box>
      </Box>
    </>
  );
}

function FeedFigure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Box sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, color }}>
        {value}
      </Typography>
    </Box>
  );
}
