import Box from '@mui/material/Box';

import { BareButton } from '../../components/ui/action-button';
import { Text } from '../../components/ui/text';
import { useCurrentUser } from '../../features/auth/api/session';
import { ko } from '../../i18n/ko';
import { footerGroups, groupsFor } from '../site-map';
import { entryProps } from './entry-action';
import { MOBILE_FOOTER_HEIGHT } from './mobile-footer';

/**
 * The footer under every page of the main layout (issue 29): the site map's help, rules and community
 * entries (site-map.ts, footerGroups) in columns, where a member looks for them at the end of a page.
 * On a phone it sits above the fixed bar of five buttons.
 */
export function SiteFooter() {
  const user = useCurrentUser();
  return (
    <Box
      component="footer"
      aria-label={ko.common.siteFooter}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: '#141416',
        px: { xs: 1.5, md: 3 },
        pt: 2,
        pb: { xs: `${MOBILE_FOOTER_HEIGHT + 16}px`, lg: 3 },
      }}
    >
      <Box
        component="nav"
        aria-label={ko.common.siteFooter}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, maxWidth: 720 }}
      >
        {groupsFor(footerGroups, Boolean(user)).map((group) => (
          <Box key={group.label} component="section" aria-label={group.label}>
            <Text component="h2" variant="overline" sx={{ display: 'block', color: 'primary.main', fontWeight: 700 }}>
              {group.label}
            </Text>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {group.entries.map((entry) => (
                <li key={entry.label}>
                  <BareButton
                    {...entryProps(entry, user)}
                    sx={{
                      fontFamily: 'inherit',
                      fontSize: 13,
                      color: 'text.secondary',
                      '&:hover': { color: 'text.primary' },
                    }}
                  >
                    {entry.label}
                  </BareButton>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
