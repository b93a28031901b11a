import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

import type { Jackpot } from '@site/contracts/api/tournaments';
import { formatNumber } from '@site/contracts/rules/format';

import { koTournaments } from '../../../i18n/ko-tournaments';
import { jackpotQuery } from '../api/tournaments';

const FRAME_MS = 100;
/** How long a new poll's figure takes to roll in from the one shown. */
const ROLL_MS = 1_500;
const HOUR_MS = 3_600_000;

/** The pool as shown, `₩ 1,234,567`. */
const figureText = (pool: number) => `₩ ${formatNumber(pool)}`;

/**
 * The pool as it stands now: the last answer plus its drift since (the server's rate), so the figure
 * ticks up every moment like a real jackpot's. A new answer rolls in from the figure shown; one below
 * it by more than a minute's drift (the jackpot was won) shows at once, one just below waits for the
 * drift to catch up, so the figure never ticks backwards.
 *
 * The ticks write the figure into its text node and render nothing: ten renders a second of the
 * banner (its styles resolved each time) were the home page's steady main-thread work, each one a
 * task that kept the page from going quiet (docs/decisions/047). React renders each answer's pool;
 * the first tick replaces it before the browser paints (a layout effect), so a new answer never shows
 * a figure below the one it rolls on from.
 */
function useTickingFigure(jackpot: Jackpot | undefined, receivedAt: number): RefObject<HTMLSpanElement | null> {
  const figure = useRef<HTMLSpanElement>(null);
  const last = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!jackpot) return;
    const rollFrom = last.current;
    const began = Date.now();
    const targetAt = (now: number) =>
      jackpot.pool + Math.floor((jackpot.growthPerHour * Math.max(0, now - receivedAt)) / HOUR_MS);
    const won = rollFrom === undefined || rollFrom - targetAt(began) > jackpot.growthPerHour / 60 + 1;
    const tick = () => {
      const now = Date.now();
      const target = targetAt(now);
      const progress = Math.min(1, (now - began) / ROLL_MS);
      const value =
        won || rollFrom === undefined
          ? target
          : Math.max(rollFrom, Math.round(rollFrom + (target - rollFrom) * progress));
      last.current = value;
      const text = figureText(value);
      if (figure.current && figure.current.textContent !== text) figure.current.textContent = text;
    };
    tick();
    const timer = setInterval(tick, FRAME_MS);
    return () => clearInterval(timer);
  }, [jackpot, receivedAt]);
  return figure;
}

/** The progressive slot jackpot's banner (home page, slot lobby, /tournament): the pool, ticking. */
export function JackpotBanner() {
  const t = koTournaments;
  const queryClient = useQueryClient();
  // Asked for as the banner first renders: a query asks only once the whole page has rendered and
  // committed, and on the home page this figure is the largest text, painted when it arrives
  // (docs/decisions/047). The query then finds the answer on its way.
  useState(() => void queryClient.prefetchQuery(jackpotQuery));
  const { data, dataUpdatedAt } = useQuery(jackpotQuery);
  const figure = useTickingFigure(data, dataUpdatedAt);
  if (!data) return null;
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
        border: '1px solid rgba(232, 194, 122, 0.55)',
        background: 'radial-gradient(ellipse at 50% 0%, #7a5428 0%, #3a2714 55%, #1a120a 100%)',
        boxShadow: 'inset 0 0 24px rgba(232, 194, 122, 0.18)',
        textAlign: 'center',
      }}
    >
      <Box component="span" sx={{ fontWeight: 700, letterSpacing: 2, fontSize: { xs: 14, md: 18 }, color: '#f1e3cf' }}>
        {t.jackpotTitle}
      </Box>
      <Box
        component="span"
        ref={figure}
        role="status"
        // The figure changes ten times a second; a screen reader reads it when asked, not on every tick.
        aria-live="off"
        sx={{
          fontWeight: 800,
          fontSize: { xs: 28, md: 36 },
          fontVariantNumeric: 'tabular-nums',
          color: '#ffd98a',
          textShadow: '0 0 12px rgba(255, 200, 90, 0.55), 0 1px 3px rgba(0,0,0,0.6)',
        }}
      >
        {figureText(data.pool)}
      </Box>
      {data?.lastWin && (
        <Box component="span" sx={{ fontSize: 12, opacity: 0.85 }}>
          {t.jackpotLastWin(data.lastWin.nickName, data.lastWin.amount)}
        </Box>
      )}
    </Box>
  );
}
