import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { artGold } from '../../../lib/art-seed';
import { ActionButton } from '../../../components/ui/action-button';
import type { LobbyTab } from '../rules/lobby-filter';
import { VendorMark } from './vendor-mark';

export interface VendorTab {
  key: LobbyTab;
  /** the tab's whole text, e.g. '에볼루션 4' or '프라그마틱 · 점검중' */
  label: string;
  /** a vendor's tab wears the vendor's mark; 전체 and 즐겨찾기 a drawn sign of their own */
  mark: { vendor: string } | 'all' | 'favourites';
  dimmed?: boolean;
}

/** The sign of 전체 (four tiles) or 즐겨찾기 (a heart), on the same badge as a vendor's mark. */
function SiteSign({ sign }: { sign: 'all' | 'favourites' }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 40"
      aria-hidden
      sx={{ display: 'block', width: '100%', aspectRatio: '3 / 1' }}
    >
      <rect x=".5" y=".5" width="119" height="39" rx="7" fill="#1f1a14" stroke={artGold} strokeOpacity=".5" />
      {sign === 'all' ? (
        [0, 1, 2, 3].map((index) => (
          <rect
            key={index}
            x={48 + (index % 2) * 13}
            y={8 + Math.floor(index / 2) * 13}
            width="10"
            height="10"
            rx="2"
            fill={index === 3 ? '#e5484d' : artGold}
          />
        ))
      ) : (
        <path d="M60 33 C40 20 44 7 53 7 C57 7 59 9 60 12 C61 9 63 7 67 7 C76 7 80 20 60 33 Z" fill="#ff5a6e" />
      )}
    </Box>
  );
}

/**
 * A lobby's vendor filter as a grid of marks, the way Korean lobbies list 게임사: each vendor's badge
 * and its Korean name with its game count; one is selected. Its accessible name is the tab's text.
 */
export function VendorTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly VendorTab[];
  selected: LobbyTab;
  onSelect: (key: LobbyTab) => void;
}) {
  return (
    <Box
      role="tablist"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(128px, 1fr))' },
        gap: { xs: 0.75, md: 1 },
      }}
    >
      {tabs.map((tab) => {
        const active = tab.key === selected;
        let mark: ReactNode;
        if (typeof tab.mark === 'object') mark = <VendorMark code={tab.mark.vendor} />;
        else mark = <SiteSign sign={tab.mark} />;
        return (
          <ActionButton
            key={tab.key}
            role="tab"
            aria-selected={active}
            aria-label={tab.label}
            onClick={() => onSelect(tab.key)}
            sx={{
              flexDirection: 'column',
              alignItems: 'stretch',
              gap: 0.5,
              p: 0.5,
              pb: 0.75,
              minWidth: 0,
              borderRadius: 2,
              border: 1,
              borderColor: (t) => (active ? t.palette.primary.main : alpha(t.palette.primary.main, 0.2)),
              bgcolor: (t) => (active ? alpha(t.palette.primary.main, 0.16) : t.palette.background.paper),
              opacity: tab.dimmed ? 0.55 : 1,
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            {mark}
            <Box
              component="span"
              sx={{
                fontSize: { xs: 11, md: 12 },
                fontWeight: 700,
                lineHeight: 1.3,
                color: active ? 'primary.light' : 'text.primary',
                textAlign: 'center',
                wordBreak: 'keep-all',
                // Two lines at most, so the grid's rows stay even; the whole text is the tab's name.
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                minHeight: '2.6em',
              }}
            >
              {tab.label}
            </Box>
          </ActionButton>
        );
      })}
    </Box>
  );
}
