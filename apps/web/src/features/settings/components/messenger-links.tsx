import Box from '@mui/material/Box';

import { BareButton } from '../../../components/ui/action-button';
import { ko } from '../../../i18n/ko';
import { API_BASE } from '../../../lib/api-client';
import { messengerImageUrl, useMessengerItems } from '../api/settings';

/** The operator's contact icons (SPEC.md §7 setting/messenger). */
export function MessengerLinks() {
  const items = useMessengerItems();
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={ko.sideMenu.messengers} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => (
        <BareButton
          key={item.id}
          component="a"
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ gap: 1, px: 1.25, py: 0.75, borderRadius: 2, border: 1, borderColor: 'divider', fontSize: 13 }}
        >
          <img src={messengerImageUrl(item.imgPath, API_BASE)} alt="" width={22} height={22} />
          {item.name}
        </BareButton>
      ))}
    </Box>
  );
}
