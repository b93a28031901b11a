import Box from '@mui/material/Box';

import { Panel } from '../../../components/ui/panel';
import { koCampaigns } from '../../../i18n/ko-campaigns';
import { useCan } from '../../staff/exports/use-can';
import { CampaignForm } from './campaign-form';
import { CampaignList } from './campaign-list';
import { MessageSection } from './message-section';

/**
 * The console's 쪽지 tab (area support): a 쪽지 to one member and one to a segment for a role that may
 * send (support.decide), and for every role that sees the tab, the segment 쪽지 sent and their progress.
 */
export function MessagesTab() {
  const canSend = useCan('support.decide');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {canSend && <MessageSection />}
      {canSend && (
        <Panel title={koCampaigns.formTitle}>
          <CampaignForm />
        </Panel>
      )}
      <Panel title={koCampaigns.listTitle}>
        <CampaignList />
      </Panel>
    </Box>
  );
}
