import { useQuery } from '@tanstack/react-query';

import { useCurrentUser } from '../../auth/api/session';
import { couponBoxQuery } from '../api/coupons';

/** How many of the member's coupons can be used now (the user-info dialog); undefined until the box has come. */
export function useUsableCouponCount(): number | undefined {
  const user = useCurrentUser();
  const { data } = useQuery({ ...couponBoxQuery(user?.id), enabled: user !== null });
  return data?.coupons.filter((coupon) => coupon.state === 'usable').length;
}
