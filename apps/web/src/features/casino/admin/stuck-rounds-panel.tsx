import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { AdminCasinoRound } from '@site/contracts/api/admin-casino';
import { formatWon } from '@site/contracts/rules/format';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { koCasinoAdmin } from '../../../i18n/ko-casino-admin';
import { useRollbackRound, useStuckRounds } from './casino-admin-api';
import { RoundLine } from './round-line';

const t = koCasinoAdmin.stuck;

/** Rounds a provider left open for minutes; the operator may roll one back (the stake returned once). */
export function StuckRoundsPanel() {
  const query = useStuckRounds();
  const rollback = useRollbackRound();
  const rollBack = async (round: AdminCasinoRound) => {
    const asked = await showConfirm({
      title: t.confirmTitle,
      message: t.confirm(round.member.userId, round.providerRoundId, formatWon(round.stake)),
      confirmLabel: t.rollback,
      danger: true,
    });
    if (!asked) return;
    await rollback
      .mutateAsync(round.id)
      .then(() => showAlert(t.done))
      .catch(alertActionError);
  };
  return (
    <Panel title={t.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.help}
      </Typography>
      <QueryState query={query}>
        {({ rounds }) =>
          rounds.length === 0 ? (
            <EmptyState text={t.empty} />
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {rounds.map((round) => (
                <RoundLine
                  key={round.id}
                  round={round}
                  action={
                    <Button
                      variant="outlined"
                      color="error"
                      size="small"
                      disabled={rollback.isPending}
                      onClick={() => void rollBack(round)}
                    >
                      {t.rollback}
                    </Button>
                  }
                />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Panel>
  );
}
