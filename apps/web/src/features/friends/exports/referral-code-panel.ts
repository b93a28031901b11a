/** The referral code and link with copy buttons, for the partner console too (a partner's code is its id). */
export { ReferralCodePanel } from '../components/referral-code-panel';
