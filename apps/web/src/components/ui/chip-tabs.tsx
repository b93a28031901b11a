import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';

import { ActionButton } from './action-button';

export interface ChipTab<K extends string> {
  key: K;
  label: string;
}

/** A row of pill tabs that wraps rather than scrolls, so every tab stays in sight at 425 px. */
export function ChipTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly ChipTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  return (
    <Box role="tablist" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <ActionButton
            key={tab.key}
            role="tab"
            aria-selected={active}
            variant={active ? 'contained' : 'outlined'}
            compact
            onClick={() => onSelect(tab.key)}
            sx={{
              borderRadius: 5,
              px: 1.75,
              ...(!active && { color: 'text.primary', borderColor: (t: Theme) => alpha(t.palette.primary.main, 0.35) }),
            }}
          >
            {tab.label}
          </ActionButton>
        );
      })}
    </Box>
  );
}
