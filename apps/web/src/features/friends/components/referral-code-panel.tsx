import Box from '@mui/material/Box';

import { ActionButton } from '../../../components/ui/action-button';
import { copyText } from '../../../components/ui/copy-text';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koFriends as t } from '../../../i18n/ko-friends';
import { referralLink } from '../../auth/exports/referral-link';

const copy = (text: string) => copyText(text, { copied: t.copied, failed: t.copyFailed });

/** The member's code and link, each shown whole (to select by hand) with a copy button. */
export function ReferralCodePanel({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  return (
    <Panel title={t.codeTitle}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <CopyRow label={t.code} value={code} copyLabel={t.copyCode} />
        <CopyRow label={t.link} value={link} copyLabel={t.copyLink} />
      </Box>
      <Text variant="caption" sx={{ display: 'block', mt: 1.5, color: 'text.secondary', wordBreak: 'keep-all' }}>
        {t.linkHelp}
      </Text>
    </Panel>
  );
}

function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '5.5em minmax(0, 1fr) auto', alignItems: 'center', gap: 1 }}>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere', fontSize: 14 }}>
        {value}
      </Box>
      <ActionButton variant="outlined" compact aria-label={copyLabel} onClick={() => void copy(value)}>
        {t.copy}
      </ActionButton>
    </Box>
  );
}
