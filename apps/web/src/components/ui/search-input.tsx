import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';

import { CloseIcon, SearchIcon } from './icons';

/**
 * A list's search field: filters as the person types, with a button that empties it. A plain input
 * in the site's rounded style, as wide as its parent allows.
 */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  /** the field's accessible name */
  label: string;
  placeholder?: string;
  /** the clear button's accessible name */
  clearLabel: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        width: '100%',
        maxWidth: { md: 320 },
        px: 1.25,
        borderRadius: 5,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: 1,
        borderColor: 'divider',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <SearchIcon sx={{ fontSize: 20, color: 'text.secondary' }} />
      <Box
        component="input"
        type="search"
        value={value}
        onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        sx={{
          flex: 1,
          minWidth: 0,
          py: 0.9,
          font: 'inherit',
          fontSize: 14,
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 0,
          outline: 'none',
          // The browser's own clear cross would sit beside ours.
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {value && (
        <ButtonBase
          aria-label={clearLabel}
          onClick={() => onChange('')}
          sx={{
            borderRadius: '50%',
            p: 0.25,
            color: 'text.secondary',
            '&:hover': { bgcolor: (t) => alpha(t.palette.primary.main, 0.15) },
          }}
        >
          <CloseIcon sx={{ fontSize: 18 }} />
        </ButtonBase>
      )}
    </Box>
  );
}
