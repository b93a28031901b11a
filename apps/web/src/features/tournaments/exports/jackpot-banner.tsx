import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { formatNumber } from '@site/contracts/rules/format';

import { koTournaments } from '../../../i18n/ko-tournaments';
import { JACKPOT_POLL_MS, jackpotQuery } from '../api/tournaments';

const FRAME_MS = 100;

/**
 * Rolls the shown figure from where it is to `target` over one poll interval, so the pool ticks up
 * between polls instead of jumping; a drop (the jackpot was won) shows at once.
 */
function useTickingFigure(target: number | undefined): number | undefined {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (target === undefined) return;
    const start = from.current;
    if (start === undefined || target < start) {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    const timer = setInterval(() => {
      const progress = Math.min(1, (performance.now() - began) / JACKPOT_POLL_MS);
      const value = Math.round(start + (target - start) * progress);
      from.current = value;
      setShown(value);
      if (progress >= 1) clearInterval(timer);
    }, FRAME_MS);
    return () => clearInterval(timer);
  }, [target]);
  return shown;
}

/** The progressive slot jackpot's banner (home page, slot lobby, /tournament): the pool, ticking. */
export function JackpotBanner() {
  const t = koTournaments;
  const { data } = useQuery(jackpotQuery);
  const shown = useTickingFigure(data?.pool);
  if (shown === undefined) return null;
  return (
    <Box
      component="section"
      aria-label={t.jackpotTitle}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 0.5, sm: 2 },
        py: { xs: 1.5, md: 2 },
        px: 2,
        borderRadius: 2,
        color: '#fff',
        background: 'linear-gradient(90deg, #3b2a1a 0%, #b89067 50%, #3b2a1a 100%)',
        textAlign: 'center',
      }}
    >
      <Box component="span" sx={{ fontWeight: 700, letterSpacing: 2, fontSize: { xs: 14, md: 18 } }}>
        {t.jackpotTitle}
      </Box>
      <Box
        component="span"
        role="status"
        sx={{
          fontWeight: 800,
          fontSize: { xs: 28, md: 36 },
          fontVariantNumeric: 'tabular-nums',
          textShadow: '0 1px 4px rgba(0,0,0,0.5)',
        }}
      >
        {`₩ ${formatNumber(shown)}`}
      </Box>
      {data?.lastWin && (
        <Box component="span" sx={{ fontSize: 12, opacity: 0.85 }}>
          {t.jackpotLastWin(data.lastWin.nickName, data.lastWin.amount)}
        </Box>
      )}
    </Box>
  );
}
