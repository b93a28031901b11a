import { ko } from '../../../i18n/ko';
import { TournamentsPage } from './tournaments-page';

/** /tournament: the slot tournaments and the slot jackpot. */
export default function SlotTournamentPage() {
  return <TournamentsPage product="slot" title={ko.pages.tournament.title} />;
}
