import Box from '@mui/material/Box';

import { ActionButton } from '../../../components/ui/action-button';
import { koAuditAdmin as t } from '../../../i18n/ko-audit';
import { useAuditCheck } from '../api/audit';

/** 기록 검증: recomputes the chain on the server and says 정상, or which record is the first broken one. */
export function AuditCheckLine() {
  const check = useAuditCheck();
  const result = check.data;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <ActionButton variant="outlined" compact disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? t.checking : t.check}
      </ActionButton>
      <Box role="status" sx={{ fontSize: 14, flex: '1 1 240px', minWidth: 0 }}>
        {check.isError && <Box sx={{ color: 'error.main' }}>{t.checkFailed}</Box>}
        {result && !result.firstBroken && <Box sx={{ color: 'success.main' }}>{t.intact(result.rowsChecked)}</Box>}
        {result?.firstBroken && (
          <Box sx={{ color: 'error.main', fontWeight: 700 }}>
            {t.broken(result.firstBroken.id, result.firstBroken.problem)}
          </Box>
        )}
        {result?.headHash && (
          <Box sx={{ color: 'text.secondary', fontSize: 12, overflowWrap: 'anywhere' }}>
            {t.headHash}: <code>{result.headHash}</code>
          </Box>
        )}
      </Box>
    </Box>
  );
}
