/** The cart's 내 베팅: the member's open sports bets with their cash-out offers (loaded when first shown). */
export { default } from '../components/my-open-bets';
