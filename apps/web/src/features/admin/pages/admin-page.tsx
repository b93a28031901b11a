import { useMemo } from 'react';

import type { StaffArea } from '@site/contracts/staff';

import { AddressTabs, type ConsoleSection } from '../../../components/console/address-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { SecondFactorGate } from '../../auth/exports/second-factor-gate';
import { ko } from '../../../i18n/ko';
import { koAdmin } from '../../../i18n/ko-admin';
import { koConsole } from '../../../i18n/ko-console';
import { BetsSection } from '../../bet-history/admin/bets-section';
import { AccessSection } from '../../auth/admin/access-section';
import { CashierSection } from '../../cashier/admin/cashier-section';
import { CashierTabLabel } from '../../cashier/admin/cashier-tab-label';
import { CasinoSection } from '../../casino/admin/casino-section';
import { koCasinoAdmin } from '../../../i18n/ko-casino-admin';
import { DashboardSection } from '../frame/dashboard-section';
import { MembersSection } from '../../members/admin/members-section';
import { ReservedNamesSection } from '../../members/admin/reserved-names-section';
import { MessagesTab } from '../../messages/admin/messages-tab';
import { MinigamesSection } from '../../minigames/admin/minigames-section';
import { NewsLinkSection } from '../../settings/admin/news-link-section';
import { PopupsSection } from '../../settings/admin/popups-section';
import { SettingsSection } from '../../settings/admin/settings-section';
import { SportsbookSection } from '../../sports/admin/sportsbook-section';
import { TournamentsSection } from '../../tournaments/admin/tournaments-section';
import { koTournamentsAdmin } from '../../../i18n/ko-tournaments';
import { EventsSection } from '../../site-events/admin/events-section';
import { koEventsAdmin } from '../../../i18n/ko-site-events';
import { AttendanceSection } from '../../attendance/admin/attendance-section';
import { koAttendanceAdmin } from '../../../i18n/ko-attendance';
import { RulesSection } from '../../site-rules/admin/rules-section';
import { koRulesAdmin } from '../../../i18n/ko-site-rules';
import { BoardSection } from '../../board/admin/board-section';
import { koBoardAdmin } from '../../../i18n/ko-board';
import { RouletteSection } from '../../roulette/admin/roulette-section';
import { koRouletteAdmin } from '../../../i18n/ko-roulette';
import { CouponsSection } from '../../coupons/admin/coupons-section';
import { koCouponsAdmin } from '../../../i18n/ko-coupons';
import { InquiriesSection } from '../../inquiries/admin/inquiries-section';
import { InquiriesTabLabel } from '../../inquiries/admin/inquiries-tab-label';
import { PartnersSection } from '../../partners/admin/partners-section';
import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { RollingSection } from '../../rolling/admin/rolling-section';
import { RollingTabLabel } from '../../rolling/admin/rolling-tab-label';
import { AuditSection } from '../../audit/admin/audit-section';
import { koAuditAdmin } from '../../../i18n/ko-audit';
import { ReportsSection } from '../../reports/admin/reports-section';
import { koReports } from '../../../i18n/ko-reports';
import { LimitHitsSection } from '../../responsible-play/admin/limit-hits-section';
import { koLimitHits } from '../../../i18n/ko-limit-hits';
import { VerificationQueueSection } from '../../responsible-play/admin/verification-queue-section';
import { koVerification } from '../../../i18n/ko-verification';
import { ForbiddenPanel } from '../../staff/exports/forbidden-panel';
import { StaffPermissionsContext, useStaffPermissions } from '../../staff/exports/use-can';
import { StaffSection } from '../../staff/admin/staff-section';
import { koStaff } from '../../../i18n/ko-staff';
import { RiskFlagsSection } from '../../risk/admin/risk-flags-section';
import { koRisk } from '../../../i18n/ko-risk';

/** Each tab and the console area (packages/contracts/src/staff.ts) whose `view` permission shows it. */
const sections: (ConsoleSection & { area: StaffArea })[] = [
  { key: 'dashboard', area: 'dashboard', label: koConsole.tabs.dashboard, Section: DashboardSection },
  { key: 'reports', area: 'reports', label: koReports.tab, Section: ReportsSection },
  { key: 'bets', area: 'bets', label: koConsole.tabs.bets, Section: BetsSection },
  { key: 'settings', area: 'settings', label: koAdmin.tabs.settings, Section: SettingsSection },
  // What waits in the cashier's queues shows on its tab, so it comes right after the site's settings.
  { key: 'cashier', area: 'cashier', label: <CashierTabLabel />, Section: CashierSection },
  // Settlements wait for an operator like the cashier's requests, so their tab sits beside it.
  { key: 'rolling', area: 'rolling', label: <RollingTabLabel />, Section: RollingSection },
  // Identity checks wait for an operator too, and withdrawals wait for them.
  { key: 'verification', area: 'risk', label: koVerification.admin.tab, Section: VerificationQueueSection },
  { key: 'messages', area: 'support', label: koAdmin.tabs.messages, Section: MessagesTab },
  { key: 'popups', area: 'settings', label: koAdmin.tabs.popups, Section: PopupsSection },
  { key: 'news-link', area: 'settings', label: koAdmin.tabs.newsLink, Section: NewsLinkSection },
  { key: 'members', area: 'members', label: koAdmin.tabs.members, Section: MembersSection },
  // Beside the members: the names members may not take, and who already has one.
  { key: 'reserved-names', area: 'settings', label: koAdmin.tabs.reservedNames, Section: ReservedNamesSection },
  { key: 'partners', area: 'partners', label: koPartnersAdmin.tab, Section: PartnersSection },
  { key: 'sportsbook', area: 'sports', label: koAdmin.tabs.sportsbook, Section: SportsbookSection },
  { key: 'minigames', area: 'minigames', label: koAdmin.tabs.minigames, Section: MinigamesSection },
  { key: 'tournaments', area: 'promotions', label: koTournamentsAdmin.tab, Section: TournamentsSection },
  { key: 'events', area: 'promotions', label: koEventsAdmin.tab, Section: EventsSection },
  { key: 'attendance', area: 'promotions', label: koAttendanceAdmin.tab, Section: AttendanceSection },
  { key: 'roulette', area: 'promotions', label: koRouletteAdmin.tab, Section: RouletteSection },
  { key: 'coupons', area: 'promotions', label: koCouponsAdmin.tab, Section: CouponsSection },
  { key: 'rules', area: 'settings', label: koRulesAdmin.tab, Section: RulesSection },
  { key: 'board', area: 'board', label: koBoardAdmin.tab, Section: BoardSection },
  { key: 'casino', area: 'casino', label: koCasinoAdmin.tab, Section: CasinoSection },
  { key: 'ip-blocks', area: 'risk', label: koAdmin.tabs.ipBlocks, Section: AccessSection },
  { key: 'customer', area: 'support', label: <InquiriesTabLabel />, Section: InquiriesSection },
  // Requests members' own limits refused (responsible play): what a regulator asks the operator to watch.
  { key: 'limit-hits', area: 'risk', label: koLimitHits.tab, Section: LimitHitsSection },
  { key: 'risk', area: 'risk', label: koRisk.tab, Section: RiskFlagsSection },
  { key: 'audit', area: 'audit', label: koAuditAdmin.tab, Section: AuditSection },
  { key: 'staff', area: 'staff', label: koStaff.tab, Section: StaffSection },
];

/**
 * /admin: the operator's console, one tab per part of the site the operator runs. The tab lives in
 * the address (?tab=), so a reload or a shared link opens the same one. A staff member sees the tabs
 * of the areas the role may view.
 */
export default function AdminPage() {
  return (
    <>
      <PageHeader title={ko.pages.admin.title} />
      <SecondFactorGate>
        <RoleTabs />
      </SecondFactorGate>
    </>
  );
}

/** Only the tabs the staff member's role may view; the others' addresses say so (docs/decisions/075). */
function RoleTabs() {
  const granted = useStaffPermissions();
  const [shown, refused] = useMemo(() => {
    const visible = sections.filter(({ area }) => granted?.has(`${area}.view`));
    return [visible, sections.filter((section) => !visible.includes(section)).map(({ key }) => key)];
  }, [granted]);
  if (!granted) return null;
  return (
    <StaffPermissionsContext value={granted}>
      <AddressTabs
        sections={shown}
        label={koAdmin.tabs.label}
        idPrefix="admin"
        refused={{ keys: refused, panel: <ForbiddenPanel /> }}
      />
    </StaffPermissionsContext>
  );
}
