import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { Link } from 'react-router';

export interface LinkTab {
  label: string;
  /** the page the tab opens */
  to: string;
}

/**
 * Tabs that are pages: each a real link (a new tab, a shared address and the back button work), the
 * current one marked `aria-current="page"`. A segmented bar as wide as its parent, so every tab stays in
 * sight at 425 px.
 */
export function LinkTabs({ label, tabs, current }: { label: string; tabs: readonly LinkTab[]; current: string }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))`,
        gap: 0.5,
        p: 0.5,
        borderRadius: 2.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: (theme) => alpha(theme.palette.primary.main, 0.18),
      }}
    >
      {tabs.map((tab) => (
        <Box
          key={tab.to}
          component={Link}
          to={tab.to}
          aria-current={tab.to === current ? 'page' : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minHeight: 42,
            px: 0.75,
            borderRadius: 1.75,
            color: 'text.secondary',
            fontSize: 14,
            fontWeight: 700,
            textDecoration: 'none',
            whiteSpace: 'nowrap',
            '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1), color: 'text.primary' },
            '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          }}
        >
          {tab.label}
        </Box>
      ))}
    </Box>
  );
}
