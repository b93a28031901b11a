import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { Bet } from '@site/contracts/api/bets';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { Text } from '../../../components/ui/text';
import { koCashOut } from '../../../i18n/ko-cash-out';
import { endsSession, userFacingMessage } from '../../../lib/api-client';
import { betsKey } from '../api/bets';
import { saveAutoCashOut } from '../api/cash-out';

const t = koCashOut;

/**
 * 자동 캐시아웃: the value at which the server cashes the bet out in full by itself, set or cleared. The
 * server checks the value (a figure it could never reach, one it has reached already) and says why in
 * Korean; the bet is shown again as the server now has it.
 */
export function AutoCashOut({ bet }: { bet: Pick<Bet, 'id' | 'autoCashOutAt'> }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(bet.autoCashOutAt === null ? '' : String(bet.autoCashOutAt));
  const [saved, setSaved] = useState(bet.autoCashOutAt);
  const save = useMutation({
    mutationFn: (at: number | null) => saveAutoCashOut(bet.id, at),
    onSuccess: async (_, at) => {
      setSaved(at);
      if (at === null) setTyped('');
      await queryClient.invalidateQueries({ queryKey: betsKey });
      await showAlert(at === null ? t.autoCleared : t.autoSaved(at));
    },
    onError: async (failure) => {
      if (!endsSession(failure)) await showAlert(userFacingMessage(failure));
    },
  });
  const at = Number(typed);
  const valid = typed !== '' && Number.isSafeInteger(at) && at > 0;

  return (
    <Box
      component="section"
      aria-labelledby="auto-cash-out-title"
      sx={{ display: 'grid', gap: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Box component="h3" id="auto-cash-out-title" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
          {t.auto}
        </Box>
        <Box component="span" data-testid="auto-cash-out-now" sx={{ fontSize: 13, color: 'primary.light' }}>
          {saved === null ? t.autoNone : formatWon(saved)}
        </Box>
      </Box>
      <Text variant="caption" sx={{ color: 'text.secondary' }}>
        {t.autoHelp}
      </Text>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <InputBase
          value={typed === '' ? '' : formatNumber(at)}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 12))}
          placeholder="0"
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'aria-label': t.autoField }}
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1.25,
            height: 36,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontSize: 14,
            '& input': { textAlign: 'right' },
          }}
        />
        <ActionButton
          variant="outlined"
          compact
          disabled={!valid || save.isPending || at === saved}
          onClick={() => save.mutate(at)}
          sx={{ '&.Mui-disabled': { opacity: 0.4 } }}
        >
          {t.autoSet}
        </ActionButton>
        <ActionButton
          compact
          disabled={saved === null || save.isPending}
          onClick={() => save.mutate(null)}
          sx={{ color: 'text.secondary', '&.Mui-disabled': { opacity: 0.4 } }}
        >
          {t.autoClear}
        </ActionButton>
      </Box>
    </Box>
  );
}
