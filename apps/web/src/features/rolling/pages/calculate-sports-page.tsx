import { ko } from '../../../i18n/ko';
import { CreditsView } from '../components/credits-view';

/** /calculateSports: rolling from sports, live, minigame and virtual bets. */
export default function CalculateSportsPage() {
  return <CreditsView product="sports" title={ko.pages.calculateSports.title} current="/calculateSports" />;
}
