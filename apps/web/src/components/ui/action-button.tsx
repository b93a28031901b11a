import ButtonBase, { type ButtonBaseProps, type ExtendButtonBase } from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';

type Variant = 'contained' | 'outlined' | 'text';
interface ActionButtonOwnProps {
  variant?: Variant;
  compact?: boolean;
}
/** Keeps ButtonBase's `component` prop typed (a link, a router link …) through styled(). */
type ActionButtonComponent = ExtendButtonBase<{ props: ActionButtonOwnProps; defaultComponent: 'button' }>;
type IconActionComponent = ExtendButtonBase<{ props: object; defaultComponent: 'button' }>;

/**
 * The site's button, on ButtonBase. MUI's Button and IconButton carry a loading spinner whether
 * used or not; the chrome of every page uses this one to keep that out of the first load.
 */
export const ActionButton = styled(ButtonBase, {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'compact',
})<ButtonBaseProps & ActionButtonOwnProps>(({ theme, variant = 'text', compact = false }) => ({
  ...theme.typography.button,
  fontSize: compact ? 13 : 14,
  padding: compact ? '4px 10px' : '6px 16px',
  minHeight: compact ? 30 : 36,
  borderRadius: theme.shape.borderRadius,
  gap: theme.spacing(1),
  transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
    duration: theme.transitions.duration.short,
  }),
  ...(variant === 'contained' && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover': { backgroundColor: theme.palette.primary.dark },
  }),
  ...(variant === 'outlined' && {
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    color: theme.palette.primary.main,
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.08), borderColor: theme.palette.primary.main },
  }),
  ...(variant === 'text' && {
    color: theme.palette.text.primary,
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.08) },
  }),
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
})) as ActionButtonComponent;

/** A round button holding one icon; give it an aria-label. */
export const IconAction = styled(ButtonBase)(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: theme.palette.primary.main,
  '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.08) },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
})) as IconActionComponent;
