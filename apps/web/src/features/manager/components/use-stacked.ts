import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below the `md` breakpoint a wide table does not fit: lists show cards there instead (as the cashier's do). */
export function useStacked(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'));
}
