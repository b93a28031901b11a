import Box from '@mui/material/Box';

import { PageHeader } from '../../../components/ui/page-header';
import { Text } from '../../../components/ui/text';
import { ko } from '../../../i18n/ko';
import { koResponsiblePlay } from '../../../i18n/ko-responsible-play';
import { BreaksPanel } from '../components/breaks-panel';
import { LimitsPanel } from '../components/limits-panel';
import { StatementPanel } from '../components/statement-panel';
import { VerificationPanel } from '../components/verification-panel';

/**
 * /responsible-play (issue 33, docs/decisions/061): every tool a member has to keep play within what
 * they can afford, one panel each, in the order a member reaches for them.
 */
export default function ResponsiblePlayPage() {
  return (
    <>
      <PageHeader title={ko.pages.responsiblePlay.title} />
      <Text variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {koResponsiblePlay.intro}
      </Text>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LimitsPanel />
        <BreaksPanel />
        <VerificationPanel />
        <StatementPanel />
      </Box>
    </>
  );
}
