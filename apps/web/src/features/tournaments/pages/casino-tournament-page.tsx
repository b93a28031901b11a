import { ko } from '../../../i18n/ko';
import { TournamentsPage } from './tournaments-page';

/** /tournament_casino: the live casino tournaments. */
export default function CasinoTournamentPage() {
  return <TournamentsPage product="casino" title={ko.pages.tournamentCasino.title} />;
}
