import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { PartnerRate, PartnerRates } from '@site/contracts/api/partners';
import { formatBp, rollingKindLabels, rollingKinds } from '@site/contracts/api/rolling';

import { koPartnersAdmin } from '../../../i18n/ko-partners';
import type { RateName } from '../rules/partner-forms';

const text = koPartnersAdmin;
const which: { key: keyof PartnerRate; label: string }[] = [
  { key: 'rollingBp', label: text.rolling },
  { key: 'losingBp', label: text.losing },
];

/**
 * The six kinds' rolling and losing rates as percentages, each under the parent's rate of its kind
 * when there is a parent (the server refuses more, and says which).
 */
export function RateFields({
  textField,
  limits,
  disabled,
}: {
  textField: (name: RateName, label: string) => TextFieldProps;
  limits: PartnerRates | null;
  disabled: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {text.ratesTitle}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
        {text.ratesHelp}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {rollingKinds.flatMap((kind) =>
          which.map(({ key, label }) => {
            const field = textField(`rates.${kind}.${key}`, text.rateField(rollingKindLabels[kind], label));
            const limit = limits ? text.atMost(formatBp(limits[kind][key])) : undefined;
            return (
              <TextField
                key={`${kind}-${key}`}
                {...field}
                helperText={field.helperText ?? limit}
                disabled={disabled}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '%' } }}
              />
            );
          }),
        )}
      </Box>
    </Box>
  );
}
