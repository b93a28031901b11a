import { createTheme } from '@mui/material/styles';

import { BREAKPOINT_DESKTOP } from '@site/contracts/constants';

/**
 * The page's baseline styles live in index.html (no CssBaseline); keep its colours in step.
 * Dark theme in the site's gold-brown. Breakpoints follow SPEC.md §9: desktop from 1264 px, small
 * mobile below 960 px (the spec's 959.98 is MUI's "down(md)" edge).
 */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#b89067', contrastText: '#16110c' },
    secondary: { main: '#5d8fd6' },
    background: { default: '#111113', paper: '#1b1b1f' },
    divider: 'rgba(184, 144, 103, 0.18)',
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: BREAKPOINT_DESKTOP, xl: 1904 } },
  typography: {
    fontFamily: '"Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif',
    button: { textTransform: 'none', fontWeight: 700 },
  },
  shape: { borderRadius: 8 },
});
