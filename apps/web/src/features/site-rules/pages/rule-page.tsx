import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { formatSeoul } from '@site/contracts/time';

import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koRules as t } from '../../../i18n/ko-site-rules';
import { userFacingMessage } from '../../../lib/api-client';
import { SafeHtmlBody } from '../../site-events/exports/html-body';
import { rulesQuery } from '../api/rules';

// The rules' own headings sit under the category's title, so they stay smaller than it.
const ruleBodySx = {
  '& h3': { fontSize: '0.95rem', fontWeight: 700, color: 'primary.main', mt: 2, mb: 0.5 },
  '& h3:first-of-type': { mt: 0 },
  '& ul': { my: 0.5, pl: 2.5 },
  // Korean lines break between words, not inside one.
  '& p, & li': { wordBreak: 'keep-all', overflowWrap: 'anywhere' },
} as const;

/** /rule: a table of contents, then each category's rules under its anchor (#sports …). */
export default function RulePage() {
  return (
    <>
      <PageHeader title={ko.pages.rule.title} />
      <Rules />
    </>
  );
}

export function Rules() {
  const query = useQuery(rulesQuery());
  const { hash } = useLocation();
  // The categories arrive after the page: a link to /rule#cashier (or a tap in the contents) brings its
  // category into view once it is there, rather than leaving the browser to find an anchor not yet drawn.
  useEffect(() => {
    if (query.data && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, query.data]);
  if (query.isError && !query.data) return <EmptyState text={userFacingMessage(query.error)} />;
  if (!query.data) {
    return (
      <Box role="status" aria-label={t.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  const rules = query.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="nav" aria-label={t.contents}>
        <Panel title={t.contents}>
          <Box
            component="ol"
            sx={{
              m: 0,
              pl: 2.5,
              display: 'grid',
              gap: 0.75,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, auto)' },
            }}
          >
            {rules.map((rule) => (
              <li key={rule.category}>
                <Link href={`#${rule.category}`} underline="hover">
                  {rule.title}
                </Link>
              </li>
            ))}
          </Box>
        </Panel>
      </Box>
      {rules.map((rule) => (
        <Box key={rule.category} id={rule.category} sx={{ scrollMarginTop: 80 }}>
          <Panel title={rule.title}>
            <Text variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: -1, mb: 1 }}>
              {t.updated(formatSeoul(rule.updatedAt, 'date'))}
            </Text>
            {rule.body === '' ? (
              <Text variant="body2" sx={{ color: 'text.secondary' }}>
                {t.empty}
              </Text>
            ) : (
              <Box sx={ruleBodySx}>
                <SafeHtmlBody html={rule.body} label={rule.title} />
              </Box>
            )}
          </Panel>
        </Box>
      ))}
    </Box>
  );
}
