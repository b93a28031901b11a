import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';

import type { OddsChangePolicy } from '@site/contracts/rules/bet-slip';

import { showAlert } from '../../../components/ui/alert';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { userFacingMessage } from '../../../lib/api-client';
import { betPreferencesQuery, saveBetPreferences } from '../api/bet-calls';
import { setOddsChangePolicy, useBetSlip } from '../store';

const policies = Object.keys(koBetSlip.oddsChange) as OddsChangePolicy[];

/**
 * 배당 변경: which moved prices the slip takes without asking. A member's choice is kept on the server
 * (PUT /bets/preferences) and follows them to any device; a guest's stays in this browser. The
 * phone's native picker opens on a tap, which three long labels would not fit beside each other.
 */
export function OddsChangeChoice({ memberId }: { memberId: number | null }) {
  const policy = useBetSlip((state) => state.oddsChange);
  const queryClient = useQueryClient();

  const choose = async (next: OddsChangePolicy) => {
    const before = policy;
    setOddsChangePolicy(next);
    if (memberId === null) return;
    try {
      const saved = await saveBetPreferences({ oddsChange: next });
      queryClient.setQueryData(betPreferencesQuery(memberId).queryKey, saved);
    } catch (error) {
      // Not kept on the server: the cart goes back to what the server keeps, and says why.
      setOddsChangePolicy(before);
      await showAlert(userFacingMessage(error));
    }
  };

  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, fontSize: 13 }}
    >
      <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {koBetSlip.oddsChangeLabel}
      </Box>
      <Box
        component="select"
        value={policy}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => void choose(event.target.value as OddsChangePolicy)}
        // The rest of the row, not the width Chromium reckons for the longest label: that
        // reckoning left 모든 배당 변경 수락 cut off under the arrow.
        sx={{
          flex: '0 1 240px',
          minWidth: 0,
          minHeight: 32,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 13,
        }}
      >
        {policies.map((key) => (
          <option key={key} value={key}>
            {koBetSlip.oddsChange[key]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
