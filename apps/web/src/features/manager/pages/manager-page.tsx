import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { AddressTabs, type ConsoleSection } from '../../../components/console/address-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { koManager } from '../../../i18n/ko-manager';
import { useLogOut } from '../../auth/api/session';
import { DailyTab } from '../components/daily-tab';
import { MembersTab } from '../components/members-tab';
import { RollingTab } from '../components/rolling-tab';
import { SubPartnersTab } from '../components/sub-partners-tab';
import { SummaryTab } from '../components/summary-tab';

const tabs: ConsoleSection[] = [
  { key: 'summary', label: koManager.tabs.summary, Section: SummaryTab },
  { key: 'members', label: koManager.tabs.members, Section: MembersTab },
  { key: 'daily', label: koManager.tabs.daily, Section: DailyTab },
  { key: 'sub-partners', label: koManager.tabs.subPartners, Section: SubPartnersTab },
  { key: 'rolling', label: koManager.tabs.rolling, Section: RollingTab },
];

/**
 * /manager: the partner console, where a partner (type 2) always lands (SPEC.md §4), one tab per tool;
 * the tab lives in the address (?tab=).
 */
export default function ManagerPage() {
  const logOut = useLogOut();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await logOut();
    await navigate('/login', { replace: true });
  };

  return (
    <>
      <PageHeader title={ko.pages.manager.title}>
        <Button variant="outlined" onClick={() => void leave()} disabled={leaving} sx={{ flexShrink: 0 }}>
          {leaving ? koManager.loggingOut : koManager.logout}
        </Button>
      </PageHeader>
      <AddressTabs sections={tabs} label={koManager.tabs.label} idPrefix="manager" />
    </>
  );
}
