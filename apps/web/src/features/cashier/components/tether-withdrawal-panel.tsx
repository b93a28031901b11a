import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { cashierErrors, type TetherInfo } from '@site/contracts/api/cashier';

import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koTether } from '../../../i18n/ko-tether';
import { tetherInfoQuery } from '../api/tether-calls';
import { refusalMessage } from '../../../lib/form/refusal';
import { CryptoRequestSummary } from './crypto-request-figures';
import { TetherNotes } from './tether-notes';
import { TetherWithdrawalDialog } from './tether-withdrawal-dialog';

const t = koTether.withdrawal;

/** Why the dialog must not open now, in the words the server would use; null when it may. */
function refusal(info: TetherInfo): string | null {
  if (info.maintenance) return cashierErrors.tetherWithdrawalMaintenance;
  if (info.account === null) return cashierErrors.noBankAccount;
  if (info.pendingWithdrawal !== null) return cashierErrors.pendingWithdrawal;
  return null;
}

/**
 * The withdrawal's entry: a pending request if there is one, the rules, and the button that opens
 * the dialog. The terms are asked for again at the click, so maintenance started a moment ago
 * (SPEC.md §4) is met with its alert rather than a form the server would refuse.
 */
export function TetherWithdrawalPanel({ info }: { info: TetherInfo }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);

  const openDialog = async () => {
    setChecking(true);
    try {
      const latest = await queryClient.fetchQuery({ ...tetherInfoQuery, staleTime: 0 });
      const reason = refusal(latest);
      if (reason) await showAlert(reason);
      else setOpen(true);
    } catch (error) {
      const message = refusalMessage(error);
      if (message) await showAlert(message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Panel title={t.panelTitle}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {info.account === null && (
          <Alert severity="info">
            {t.noAccount}{' '}
            <Box component={RouterLink} to="/member" sx={{ color: 'primary.main', fontWeight: 700 }}>
              {t.registerLink}
            </Box>
          </Alert>
        )}
        {info.pendingWithdrawal && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box component="h3" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
              {t.pendingTitle}
            </Box>
            <CryptoRequestSummary request={info.pendingWithdrawal} />
          </Box>
        )}
        <ActionButton variant="contained" disabled={checking} onClick={() => void openDialog()} sx={{ minHeight: 44 }}>
          {t.open}
        </ActionButton>
        <TetherNotes notes={t.notes} />
      </Box>
      {open && <TetherWithdrawalDialog info={info} onClose={() => setOpen(false)} />}
    </Panel>
  );
}
