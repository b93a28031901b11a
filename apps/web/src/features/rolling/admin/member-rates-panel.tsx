import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { MemberRollingRates } from '@site/contracts/api/rolling';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koRollingAdmin } from '../../../i18n/ko-rolling';
import { useMemberRates, useSaveMemberRates } from '../api/admin-rolling';
import { memberRatesRules, ratesDraft } from '../rules/rates-form';
import { RateInputs } from './rate-inputs';

const text = koRollingAdmin.memberRates;

/** A member's referral rates by login id: their own, or back to the settings' with 기본 요율로. */
export function MemberRatesPanel() {
  const [typed, setTyped] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const query = useMemberRates(userId);
  return (
    <Panel title={text.title}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          const id = typed.trim();
          if (id !== '') setUserId(id);
        }}
        sx={{ display: 'flex', gap: 1, maxWidth: 360, mb: 1.5 }}
      >
        <TextField
          size="small"
          label={text.userId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          fullWidth
        />
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
          {text.find}
        </Button>
      </Box>
      {userId === null ? (
        <Typography variant="body2" color="text.secondary">
          {text.prompt}
        </Typography>
      ) : (
        <QueryState query={query}>
          {(rates) => <MemberRatesForm key={JSON.stringify(rates)} rates={rates} />}
        </QueryState>
      )}
    </Panel>
  );
}

function MemberRatesForm({ rates }: { rates: MemberRollingRates }) {
  const form = useSiteForm(memberRatesRules, ratesDraft(rates.rates));
  const save = useSaveMemberRates(rates.userId);
  const busy = form.busy || save.isPending;
  const submit = form.onSubmit(async (next) => {
    await save.mutateAsync(next);
    void showAlert(text.saved);
  });
  const reset = async () => {
    try {
      await save.mutateAsync(null);
      void showAlert(text.resetDone);
    } catch (error) {
      await alertActionError(error);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`${rates.userId} ${text.title}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{rates.userId}</Typography>
        <Chip
          size="small"
          color={rates.custom ? 'primary' : 'default'}
          label={rates.custom ? text.custom : text.default}
        />
      </Box>
      <RateInputs disabled={busy} field={(kind, label) => form.textField(kind, label)} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button variant="outlined" disabled={busy || !rates.custom} onClick={() => void reset()}>
          {text.reset}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {text.save}
        </Button>
      </Box>
    </Box>
  );
}
