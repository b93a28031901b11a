import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { BoardBet } from '@site/contracts/api/board';

import { EmptyState } from '../../../components/ui/empty-state';
import { Text } from '../../../components/ui/text';
import { koBoard as t } from '../../../i18n/ko-board';
import { useCurrentUser } from '../../auth/api/session';
import { BetCard } from '../../bet-history/exports/bet-card';
import { attachableBetsQuery } from '../api/board';

/** 내 베팅 첨부: the chosen bet as its card, and a dialog of the member's recent bets to choose one from. */
export function BetPicker({ bet, onChange }: { bet: BoardBet | null; onChange: (bet: BoardBet | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-label={t.attachBet} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t.attachBet}
        </Button>
        {bet && (
          <Button color="error" onClick={() => onChange(null)}>
            {t.detachBet}
          </Button>
        )}
      </Box>
      {bet ? (
        <BetCard bet={bet} />
      ) : (
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {t.noBetAttached}
        </Text>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t.pickBet}</DialogTitle>
        <DialogContent>
          {open && (
            <BetChoices
              onPick={(picked) => {
                onChange(picked);
                setOpen(false);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}

function BetChoices({ onPick }: { onPick: (bet: BoardBet) => void }) {
  const user = useCurrentUser();
  const query = useQuery({ ...attachableBetsQuery(user?.id), enabled: user !== null });
  if (!query.data) return <CircularProgress size={24} />;
  if (query.data.bets.length === 0) return <EmptyState text={t.noBets} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {query.data.bets.map((bet) => (
        <BetCard
          key={bet.id}
          bet={bet}
          actions={
            <Button size="small" variant="contained" onClick={() => onPick(bet)}>
              {t.choose}
            </Button>
          }
        />
      ))}
    </Box>
  );
}
