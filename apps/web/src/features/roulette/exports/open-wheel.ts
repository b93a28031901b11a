/** What other features may do with the roulette: open a wheel's dialog (the coupon box's spin buttons). */
export { openRouletteWheel } from '../roulette-store';
