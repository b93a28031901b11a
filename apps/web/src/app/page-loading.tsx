import Box from '@mui/material/Box';

import { ko } from '../i18n/ko';

/** A spinner drawn with CSS alone: it shows before anything else has loaded, so it must cost nothing. */
export function PageLoading() {
  return (
    <Box role="progressbar" aria-label={ko.common.loading} sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: '4px solid rgba(184, 144, 103, 0.25)',
          borderTopColor: 'primary.main',
          animation: 'page-loading-spin 0.8s linear infinite',
          '@keyframes page-loading-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
    </Box>
  );
}
