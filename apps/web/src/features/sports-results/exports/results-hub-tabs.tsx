import { useLocation } from 'react-router';

import { LinkTabs } from '../../../components/ui/link-tabs';
import { koResultsHub } from '../../../i18n/ko-results';
import { RESULTS_HUB_MINIGAME, RESULTS_HUB_SPORTS, RESULTS_HUB_VIRTUALS, resultsHubTabOf } from '../rules/results-hub';

const tabs = [
  { label: koResultsHub.sports, to: RESULTS_HUB_SPORTS },
  { label: koResultsHub.minigame, to: RESULTS_HUB_MINIGAME },
  { label: koResultsHub.virtuals, to: RESULTS_HUB_VIRTUALS },
] as const;

/** The results hub's tabs, on each results page under its title: sports, minigames, virtual sports. */
export function ResultsHubTabs() {
  const { pathname } = useLocation();
  return <LinkTabs label={koResultsHub.label} tabs={tabs} current={resultsHubTabOf(pathname)} />;
}
