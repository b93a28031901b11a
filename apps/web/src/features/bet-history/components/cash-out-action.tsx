import Box from '@mui/material/Box';
import { useState } from 'react';

import type { Bet } from '@site/contracts/api/bets';

import { ActionButton } from '../../../components/ui/action-button';
import { koCashOut } from '../../../i18n/ko-cash-out';
import { CashOutDialog } from './cash-out-dialog';
import type { CashOutOffer } from './use-cash-out-offers';

/**
 * An open bet's offer beside its money: 캐시아웃 12,340원 to open the dialog, or, while there is none,
 * the reason in a quiet word (일시 중지) or nothing at all (a lost pick, a bet the book never offers).
 */
export function CashOutAction({ bet, offer }: { bet: Bet; offer: CashOutOffer | undefined }) {
  const [open, setOpen] = useState(false);
  // The short word, with the server's full sentence for whoever points at it; none for a bet that is over.
  const reason = offer?.amount === null && offer.reason ? koCashOut.unavailable[offer.reason] : '';
  return (
    <>
      {offer?.amount != null ? (
        <ActionButton
          variant="contained"
          compact
          aria-haspopup="dialog"
          data-testid="cash-out-offer"
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0, bgcolor: '#46a758', color: '#fff', fontWeight: 700 }}
        >
          {koCashOut.offer(offer.amount)}
        </ActionButton>
      ) : (
        reason && (
          <Box
            component="span"
            data-testid="cash-out-unavailable"
            title={offer?.message ?? undefined}
            sx={{ flexShrink: 0, fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {reason}
          </Box>
        )
      )}
      {/* Open, the dialog stays while the offer comes and goes: it asks for quotes of its own. */}
      {open && <CashOutDialog bet={bet} onClose={() => setOpen(false)} />}
    </>
  );
}
