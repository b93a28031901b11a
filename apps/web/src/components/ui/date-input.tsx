import Box from '@mui/material/Box';

const dateInputSx = {
  font: 'inherit',
  fontSize: 14,
  color: 'text.primary',
  colorScheme: 'dark',
  bgcolor: 'rgba(255,255,255,0.05)',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1,
  py: 0.5,
  minWidth: 0,
  '&:focus': { outline: 'none', borderColor: 'primary.main' },
} as const;

/**
 * The browser's own date picker in the site's dark style; `value` is YYYY-MM-DD. Clearing the field
 * is ignored, so a filter always has a day.
 */
export function DateInput({
  label,
  value,
  min,
  max,
  fullWidth = false,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  fullWidth?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Box
      component="input"
      type="date"
      aria-label={label}
      value={value}
      min={min}
      max={max}
      onChange={(event: { target: { value: string } }) => event.target.value && onChange(event.target.value)}
      sx={fullWidth ? { ...dateInputSx, width: '100%' } : dateInputSx}
    />
  );
}
