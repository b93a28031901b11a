import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

type Variant = 'h4' | 'h5' | 'h6' | 'subtitle1' | 'body1' | 'body2' | 'caption' | 'overline';

const defaultElement: Record<Variant, ElementType> = {
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

/**
 * Text in one of the theme's type styles. The layout chrome and the first page use this instead of
 * MUI's Typography, whose colour handling costs 3 KB in the first load (docs/decisions/002).
 */
export function Text({
  variant = 'body1',
  component,
  noWrap = false,
  sx,
  children,
}: {
  variant?: Variant;
  component?: ElementType;
  noWrap?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component={component ?? defaultElement[variant]}
      sx={[
        { typography: variant, m: 0 },
        noWrap && { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
