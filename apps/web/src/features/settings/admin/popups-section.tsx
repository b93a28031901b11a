import Box from '@mui/material/Box';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useAdminPopups } from '../api/admin-popups';
import { PopupCard } from './popup-card';
import { PopupCreateForm } from './popup-create-form';
import { QueryState } from '../../../components/console/query-state';

export function PopupsSection() {
  const query = useAdminPopups();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Panel title={koAdmin.popups.listTitle}>
        <QueryState query={query}>
          {(popups) =>
            popups.length === 0 ? (
              <EmptyState text={koAdmin.popups.empty} />
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(320px, 1fr))' },
                  gap: 1.5,
                }}
              >
                {popups.map((popup) => (
                  <PopupCard key={popup.id} popup={popup} />
                ))}
              </Box>
            )
          }
        </QueryState>
      </Panel>
      <PopupCreateForm />
    </Box>
  );
}
