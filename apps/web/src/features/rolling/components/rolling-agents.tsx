import Box from '@mui/material/Box';

import { rollingKindLabels, type RollingAgent } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { EmptyState } from '../../../components/ui/empty-state';
import { ListCard } from '../../../components/ui/list-card';
import { ListRow } from '../../../components/ui/list-row';
import { koRolling } from '../../../i18n/ko-rolling';

const t = koRolling.agents;

/** The bettors (masked) whose bets earned the caller rolling in the range, per kind, largest first. */
export function RollingAgents({ agents }: { agents: readonly RollingAgent[] }) {
  return (
    <ListCard title={t.title}>
      {agents.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {agents.map((agent) => (
            <ListRow key={`${agent.kind}-${agent.maskedId}`} dense>
              <Box sx={{ fontWeight: 700, fontSize: 14 }}>
                <Box component="span" sx={{ mr: 0.75, fontSize: 12, fontWeight: 400, color: 'primary.main' }}>
                  [{rollingKindLabels[agent.kind]}]
                </Box>
                {agent.maskedId}
              </Box>
              <Box sx={{ fontWeight: 700, textAlign: 'right' }}>
                {t.amount} {formatWon(agent.amount)}
              </Box>
              <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
                {t.stake} {formatWon(agent.stake)}
              </Box>
            </ListRow>
          ))}
        </Box>
      )}
    </ListCard>
  );
}
