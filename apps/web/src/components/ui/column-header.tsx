import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** A column's name, with how it lines up over its values when that is not to the left. */
export type ColumnName = string | { text: string; align: 'center' | 'right' };

/**
 * The names of a list's columns over its rows on a wide screen. On a phone each row stacks into a
 * small card with its own labels, so the header is not shown there.
 */
export function ColumnHeader({
  columns,
  names,
  sx,
}: {
  /** the rows' own grid-template-columns, so that each name stands over its values */
  columns: string;
  names: readonly ColumnName[];
  /** how it sets itself off from what is above it (a tint, a rule) */
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: columns,
          columnGap: 1.5,
          px: 1.5,
          py: 0.75,
          fontSize: 12,
          color: 'text.secondary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {names.map((name) =>
        typeof name === 'string' ? (
          <span key={name}>{name}</span>
        ) : (
          <Box component="span" key={name.text} sx={{ textAlign: name.align }}>
            {name.text}
          </Box>
        ),
      )}
    </Box>
  );
}
