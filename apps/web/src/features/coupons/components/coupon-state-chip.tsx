import Chip from '@mui/material/Chip';

import { couponStateNames, type CouponState } from '@site/contracts/api/coupons';

const colors = {
  usable: 'primary',
  used: 'default',
  expired: 'error',
  pending: 'warning',
  fulfilled: 'success',
} as const satisfies Record<CouponState, string>;

/** The coupon's state as a small chip: 사용가능, 사용완료, 기간만료, 발송대기, 발송완료. */
export function CouponStateChip({ state }: { state: CouponState }) {
  return (
    <Chip
      size="small"
      label={couponStateNames[state]}
      color={colors[state]}
      variant={state === 'usable' || state === 'pending' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700 }}
    />
  );
}
