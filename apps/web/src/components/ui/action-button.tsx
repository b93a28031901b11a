import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ComponentPropsWithoutRef, ElementType, JSX } from 'react';

type Variant = 'contained' | 'outlined' | 'text';
interface ActionButtonOwnProps {
  variant?: Variant;
  compact?: boolean;
}

/** A native button, or `component` (a router link …) given its own props. */
type PlainButtonProps<C extends ElementType> = {
  component?: C;
  sx?: SxProps<Theme>;
} & Omit<ComponentPropsWithoutRef<C>, 'component'>;
/**
 * styled() drops the generic `component` typing; the exports are cast back to it, in the two
 * overloads MUI's own components use (a `component` and its props, or a native button's props).
 */
interface Polymorphic<Own> {
  <C extends ElementType>(props: { component: C } & PlainButtonProps<C> & Own & { disabled?: boolean }): JSX.Element;
  (props: Omit<PlainButtonProps<'button'>, 'component'> & Own): JSX.Element;
}

const ownProps = new Set(['variant', 'compact', 'sx', 'as', 'theme', 'ownerState']);
/** The styling props stay with styled(); the rest reach the element. */
const forwardable = { shouldForwardProp: (prop: PropertyKey) => !ownProps.has(String(prop)) };

/**
 * What MUI's ButtonBase root sets, without its ripple and focus machinery (about 6 KB gzip that every
 * first page downloaded for the header's buttons): a bare, centred element that inherits its colour.
 * The keyboard focus ring uses the browser's own `:focus-visible`.
 */
const PlainButtonRoot = styled(
  'button',
  forwardable,
)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default' },
});

/**
 * A native `<button type="button">` unless `component` says otherwise. A disabled one carries
 * `Mui-disabled` as MUI's own controls do, so one `&.Mui-disabled` rule dims a row of them alike;
 * a disabled link is marked aria-disabled and leaves the tab order.
 */
function PlainButton<C extends ElementType = 'button'>(props: PlainButtonProps<C> & { disabled?: boolean }) {
  const { component, disabled, className, type, tabIndex, ...rest } = props as PlainButtonProps<'button'> & {
    component?: ElementType;
  };
  const isButton = component === undefined || component === 'button';
  return (
    <PlainButtonRoot
      as={component ?? 'button'}
      className={disabled ? ['Mui-disabled', className].filter(Boolean).join(' ') : className}
      {...(isButton
        ? { type: type ?? 'button', disabled, tabIndex }
        : { 'aria-disabled': disabled || undefined, tabIndex: disabled ? -1 : tabIndex })}
      {...rest}
    />
  );
}

/** A button with no look of its own (ButtonBase's part without the ripple); style it with `sx`. */
export const BareButton = PlainButton as Polymorphic<object>;

/**
 * The site's button. MUI's Button and IconButton carry a loading spinner whether used or not, and
 * ButtonBase its ripple; the chrome of every page uses this one to keep both out of the first load.
 */
export const ActionButton = styled(
  PlainButton,
  forwardable,
)<ActionButtonOwnProps>(({ theme, variant = 'text', compact = false }) => ({
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
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
})) as Polymorphic<ActionButtonOwnProps>;

/** A round button holding one icon; give it an aria-label. */
export const IconAction = styled(
  PlainButton,
  forwardable,
)(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: theme.palette.primary.main,
  '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.08) },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
})) as Polymorphic<object>;
