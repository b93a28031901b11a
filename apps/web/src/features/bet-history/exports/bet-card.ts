/** A bet as /bet_result shows it, for other features that show a member's bet (the free board's card). */
export { BetCard } from '../components/bet-card';
