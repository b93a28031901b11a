import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

/** A small labelled select of the console's forms: one of `options`, answered as its own value type. */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      // MUI hands back the chosen item's own value, so a numeric option stays a number.
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
