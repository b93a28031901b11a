import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

import {
  rouletteCountKey,
  rouletteNotice,
  roulettePrizeName,
  roulettePrizes,
  rouletteWheels,
  type RouletteWheel,
} from '@site/contracts/api/roulette-codes';

import { ActionButton, IconAction } from '../../../components/ui/action-button';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { CloseIcon } from '../../../components/ui/icons';
import { koRoulette } from '../../../i18n/ko-roulette';
import { useCurrentUser } from '../../auth/api/session';
import { rouletteCountsQuery } from '../api/roulette';
import { closeRoulette, toggleRouletteWheel, useRouletteDialog } from '../roulette-store';
import { RouletteWheelArt } from './roulette-wheel';
import { useRouletteSpin } from './use-roulette-spin';

/**
 * The open roulette wheel (SPEC.md §2, §4): 500 px wide, one at a time; closes on a click beside it,
 * Esc or the close icon. The denomination tabs toggle the open wheel and the chosen one.
 */
export default function RouletteDialog() {
  const open = useRouletteDialog((state) => state.open);
  const user = useCurrentUser();
  return (
    <Dialog
      open={open !== null && user !== null}
      onClose={closeRoulette}
      aria-labelledby="roulette-title"
      slotProps={{ paper: { sx: { width: 500, maxWidth: 'calc(100% - 24px)', m: 1.5 } } }}
    >
      {/* Keyed by wheel: switching wheels mounts the chosen one afresh, which refetches its counts. */}
      {open !== null && user && <WheelPanel key={open} wheel={open} memberId={user.id} />}
    </Dialog>
  );
}

function WheelPanel({ wheel, memberId }: { wheel: RouletteWheel; memberId: number }) {
  const counts = useQuery({ ...rouletteCountsQuery(memberId), refetchOnMount: 'always' });
  const { rotation, landed, spin } = useRouletteSpin(memberId, wheel);
  const held = counts.data?.[rouletteCountKey(wheel)];
  return (
    <>
      <DialogTitle id="roulette-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {koRoulette.title(wheel)}
        </Box>
        <IconAction aria-label={koRoulette.close} onClick={closeRoulette}>
          <CloseIcon />
        </IconAction>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pb: 3 }}>
        <ChipTabs
          label={koRoulette.wheels}
          tabs={rouletteWheels.map((each) => ({
            key: String(each),
            label: koRoulette.tab(each, counts.data?.[rouletteCountKey(each)]),
          }))}
          selected={String(wheel)}
          onSelect={(key) => toggleRouletteWheel(Number(key) as RouletteWheel)}
        />
        <Box sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 14 }} aria-live="polite">
          {held === undefined ? koRoulette.countLoading : koRoulette.held(held)}
        </Box>
        <RouletteWheelArt prizes={roulettePrizes[wheel]} rotation={rotation} />
        <Box sx={{ minHeight: 24, textAlign: 'center', fontWeight: 700 }} role="status">
          {landed !== null && koRoulette.landed(roulettePrizeName(landed))}
        </Box>
        <ActionButton variant="contained" onClick={() => void spin()} sx={{ width: '100%' }}>
          {koRoulette.spin}
        </ActionButton>
        <Box sx={{ fontSize: 13, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
          <span>{rouletteNotice}</span>
          <span>{koRoulette.prizesLine(roulettePrizes[wheel].map(roulettePrizeName).join(' · '))}</span>
          <Box component={RouterLink} to="/coupon" onClick={closeRoulette} sx={{ color: 'primary.main' }}>
            {koRoulette.toCouponBox}
          </Box>
        </Box>
      </DialogContent>
    </>
  );
}
