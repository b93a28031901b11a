/** A bet's status and game in the history's Korean words and colours, for other lists of bets (a member's page). */
export { StatusBadge } from '../components/status-badge';
export { betStatusLabel, gameTypeLabel } from '../rules/bet-status';
