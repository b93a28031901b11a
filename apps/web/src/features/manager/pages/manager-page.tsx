import { AddressTabs, type ConsoleSection } from '../../../components/console/address-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { SecondFactorGate } from '../../auth/exports/second-factor-gate';
import { ko } from '../../../i18n/ko';
import { koManager } from '../../../i18n/ko-manager';
import { RollingStatement } from '../../rolling/exports/rolling-statement';
import { DailyTab } from '../components/daily-tab';
import { MembersTab } from '../components/members-tab';
import { SubPartnersTab } from '../components/sub-partners-tab';
import { SummaryTab } from '../components/summary-tab';

const tabs: ConsoleSection[] = [
  { key: 'summary', label: koManager.tabs.summary, Section: SummaryTab },
  { key: 'members', label: koManager.tabs.members, Section: MembersTab },
  { key: 'daily', label: koManager.tabs.daily, Section: DailyTab },
  { key: 'sub-partners', label: koManager.tabs.subPartners, Section: SubPartnersTab },
  { key: 'rolling', label: koManager.tabs.rolling, Section: RollingStatement },
];

/**
 * /manager: the partner console, where a partner (type 2) always lands (SPEC.md §4), one tab per tool;
 * the tab lives in the address (?tab=). It sits in the consoles' frame, which has the way out.
 */
export default function ManagerPage() {
  return (
    <>
      <PageHeader title={ko.pages.manager.title} />
      <SecondFactorGate>
        <AddressTabs sections={tabs} label={koManager.tabs.label} idPrefix="manager" />
      </SecondFactorGate>
    </>
  );
}
