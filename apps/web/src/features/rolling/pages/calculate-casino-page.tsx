import { ko } from '../../../i18n/ko';
import { CreditsView } from '../components/credits-view';

/** /calculateCasino: rolling from casino and slot bets. */
export default function CalculateCasinoPage() {
  return <CreditsView product="casino" title={ko.pages.calculateCasino.title} current="/calculateCasino" />;
}
