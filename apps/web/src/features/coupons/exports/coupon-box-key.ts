/** The coupon box's cache key, for features that change what it holds (a roulette spin spends a coupon). */
export { couponBoxKey } from '../api/coupons';
