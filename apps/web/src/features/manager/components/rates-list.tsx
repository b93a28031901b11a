import Box from '@mui/material/Box';

import type { PartnerRate } from '@site/contracts/api/manager';
import { formatBp, rollingKindLabels } from '@site/contracts/api/rolling';

import { koManager } from '../../../i18n/ko-manager';

/** A partner's rates per kind: rolling and losing, in percent. */
export function RatesList({ rates }: { rates: readonly PartnerRate[] }) {
  return (
    <Box
      component="table"
      sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13, '& th, & td': { py: 0.5, px: 0.5 } }}
    >
      <thead>
        <tr>
          <Box component="th" sx={{ textAlign: 'left', color: 'text.secondary', fontWeight: 500 }}>
            {koManager.rates.kind}
          </Box>
          <Box component="th" sx={{ textAlign: 'right', color: 'text.secondary', fontWeight: 500 }}>
            {koManager.rates.rolling}
          </Box>
          <Box component="th" sx={{ textAlign: 'right', color: 'text.secondary', fontWeight: 500 }}>
            {koManager.rates.losing}
          </Box>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.kind}>
            <td>{rollingKindLabels[rate.kind]}</td>
            <Box component="td" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatBp(rate.rollingBp)}
            </Box>
            <Box component="td" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatBp(rate.losingBp)}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
