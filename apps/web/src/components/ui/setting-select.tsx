import Box from '@mui/material/Box';

/**
 * One setting as a row: its name, then a native picker filling the rest of the row (the phone's own
 * picker opens on a tap, where several long labels would not fit beside each other).
 */
export function SettingSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
}) {
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, fontSize: 13 }}
    >
      {/* One width for the names of settings stacked in a column (배당 변경, 배당 표시 방식), so their pickers line up. */}
      <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0, minWidth: '7em' }}>
        {label}
      </Box>
      <Box
        component="select"
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as T)}
        // The rest of the row, not the width Chromium reckons for the longest label: that
        // reckoning left 모든 배당 변경 수락 cut off under the arrow.
        sx={{
          flex: '0 1 240px',
          minWidth: 0,
          minHeight: 32,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 13,
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
