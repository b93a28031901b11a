import Box from '@mui/material/Box';
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import { StakeField } from '../../../components/ui/stake-field';
import { koCashier } from '../../../i18n/ko-cashier';

/** The quick amounts Korean cashiers offer; each adds to the amount, so 10만 twice is 20만. */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

interface AmountPickerProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * A won amount for a deposit or a withdrawal: the field shown with separators, the quick buttons
 * (1만 … 100만) that add to it and 정정 that starts again from 0. `error` is the Korean reason the
 * amount is refused, shown under it and read with the field.
 */
export function AmountPicker({ label, value, onChange, disabled = false, error }: AmountPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <StakeField
        id={id}
        stake={value}
        onStake={onChange}
        chips={QUICK_AMOUNTS}
        chipLabel={koCashier.amount.chip}
        labels={{ stake: label, reset: koCashier.amount.reset }}
        disabled={disabled}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <Box id={errorId} role="alert" sx={{ fontSize: 13, color: 'error.main' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}

/** The picker as a field of a form (useSiteForm): the form holds the amount and words what is wrong with it. */
export function FormAmountPicker<D extends FieldValues, Out>({
  control,
  name,
  ...picker
}: { control: Control<D, unknown, Out>; name: FieldPathByValue<D, number> } & Pick<
  AmountPickerProps,
  'label' | 'disabled'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AmountPicker
          {...picker}
          value={field.value as number}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
