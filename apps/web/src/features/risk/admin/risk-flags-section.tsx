import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  RISK_NOTE_MAX,
  riskFlagKinds,
  riskResolveFormSchema,
  type RiskFlag,
  type RiskFlagKind,
  type RiskFlagStatus,
} from '@site/contracts/api/admin-risk';

import { alertActionError } from '../../../components/console/notify';
import { ReasonDialog } from '../../../components/console/reason-dialog';
import { SelectField } from '../../../components/console/select-field';
import { showAlert } from '../../../components/ui/alert';
import { ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { koRisk as text } from '../../../i18n/ko-risk';
import { ApiError } from '../../../lib/api-client';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { useCan } from '../../staff/exports/use-can';
import { riskFlagsQuery, useResolveRiskFlag, useRiskSweep } from '../api/admin-risk';
import { RiskFlagCard } from './risk-flag-card';

const ALL = 'all';
const statusOptions = (['open', 'resolved'] as const).map((value) => ({ value, label: text.statuses[value] }));
const kindOptions = [
  { value: ALL, label: text.allKinds },
  ...riskFlagKinds.map((value) => ({ value, label: text.kinds[value] })),
];

const noteTexts = {
  reason: text.note,
  reasonRequired: text.noteRequired,
  refuse: text.resolve,
  sending: text.resolving,
};

const isKind = (value: string | null): value is RiskFlagKind =>
  (riskFlagKinds as readonly (string | null)[]).includes(value);

/** 지금 검사: runs the sweep now and says how many new flags of which kinds it raised. */
function SweepButton() {
  const sweep = useRiskSweep();
  const run = () =>
    sweep.mutate(undefined, {
      onSuccess: (result) => {
        const parts = riskFlagKinds
          .filter((kind) => result.created[kind])
          .map((kind) => `${text.kinds[kind]} ${result.created[kind]}`);
        void showAlert(
          parts.length ? `${text.sweepDone(result.total)} (${text.sweepKinds(parts)})` : text.sweepDone(0),
        );
      },
      onError: (error) => void alertActionError(error),
    });
  return (
    <Button variant="contained" onClick={run} disabled={sweep.isPending}>
      {sweep.isPending ? text.sweeping : text.sweep}
    </Button>
  );
}

/**
 * /admin?tab=risk, 리스크 플래그 (issue 36, docs/decisions/077): what the risk sweep found, newest first,
 * by status (?status=) and kind (?kind=), a page at a time (?page=). Reading needs risk.view; 지금 검사
 * and 해결 need risk.decide, without which they are not shown.
 */
export function RiskFlagsSection() {
  const decides = useCan('risk.decide');
  const [params, setQuery] = useAddressQuery();
  const status: RiskFlagStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(riskFlagsQuery({ status, kind, page }));
  const [resolving, setResolving] = useState<RiskFlag | null>(null);
  const resolve = useResolveRiskFlag();

  const sendResolution = async (note: string) => {
    if (!resolving) return;
    try {
      await resolve.mutateAsync({ id: resolving.id, note });
    } catch (error) {
      // Another analyst resolved it meanwhile: say so and close (the list shows it resolved). Any other
      // refusal stays in the dialog, under the note.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      setResolving(null);
      await alertActionError(error);
      return;
    }
    setResolving(null);
    void showAlert(text.resolved);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Panel title={text.title}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text.help}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <SelectField
            label={text.status}
            value={status}
            options={statusOptions}
            onChange={(next) => setQuery({ status: next === 'open' ? null : next, page: null })}
          />
          <SelectField
            label={text.kind}
            value={kind ?? ALL}
            options={kindOptions}
            onChange={(next) => setQuery({ kind: next === ALL ? null : next, page: null })}
          />
          {decides && (
            <Box sx={{ ml: { sm: 'auto' } }}>
              <SweepButton />
            </Box>
          )}
        </Box>
      </Panel>
      <ListOrNotice page={data} failed={isError} failedText={text.failed} emptyText={text.empty} stacked>
        <Box
          component="section"
          aria-label={text.listLabel}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {data?.items.map((flag) => (
            <RiskFlagCard key={flag.id} flag={flag} onResolve={decides ? () => setResolving(flag) : undefined} />
          ))}
        </Box>
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ page: pageParam(next) })} />
      {resolving && (
        <ReasonDialog
          title={text.resolveTitle}
          help={text.resolveHelp}
          texts={noteTexts}
          schema={riskResolveFormSchema}
          maxLength={RISK_NOTE_MAX}
          onClose={() => setResolving(null)}
          onRefuse={sendResolution}
        />
      )}
    </Box>
  );
}
