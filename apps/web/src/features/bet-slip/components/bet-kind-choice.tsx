import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

import type { BetKind, CartBook } from '@site/contracts/rules/bet-slip';

import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { setBetKind, useBetSlip } from '../store';

const kinds: readonly BetKind[] = ['multi', 'singles'];

/** 조합 / 단폴, as Korean sites offer them: one multi of all picks, or a single bet per pick. */
export function BetKindChoice({ book }: { book: CartBook }) {
  const kind = useBetSlip((state) => state.slips[book].kind);
  return (
    <Box
      role="group"
      aria-label={koBetSlip.kindLabel}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {kinds.map((key) => {
        const chosen = key === kind;
        return (
          <ButtonBase
            key={key}
            aria-pressed={chosen}
            title={koBetSlip.kindHelp[key]}
            onClick={() => setBetKind(book, key)}
            sx={{
              minHeight: 36,
              fontFamily: 'inherit',
              fontSize: 14,
              fontWeight: 700,
              bgcolor: chosen ? 'primary.main' : 'transparent',
              color: chosen ? 'primary.contrastText' : 'text.secondary',
            }}
          >
            {koBetSlip.kinds[key]}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
