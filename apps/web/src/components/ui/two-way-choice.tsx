import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

interface TwoWayChoiceProps<K extends string> {
  /** the group's accessible name */
  label: string;
  options: readonly K[];
  /** each option's text */
  labels: Record<K, string>;
  /** each option's longer explanation, shown on hover */
  titles?: Record<K, string>;
  value: K;
  onChange: (key: K) => void;
}

/**
 * Options side by side, one pressed: the cart's 조합 / 단폴 and the cash-out dialog's 전체 / 일부.
 * A group named by `label`; each button says its state with aria-pressed.
 */
export function TwoWayChoice<K extends string>({
  label,
  options,
  labels,
  titles,
  value,
  onChange,
}: TwoWayChoiceProps<K>) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${options.length}, 1fr)`,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {options.map((key) => {
        const chosen = key === value;
        return (
          <ButtonBase
            key={key}
            aria-pressed={chosen}
            title={titles?.[key]}
            onClick={() => onChange(key)}
            sx={{
              minHeight: 36,
              fontFamily: 'inherit',
              fontSize: 14,
              fontWeight: 700,
              bgcolor: chosen ? 'primary.main' : 'transparent',
              color: chosen ? 'primary.contrastText' : 'text.secondary',
            }}
          >
            {labels[key]}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
