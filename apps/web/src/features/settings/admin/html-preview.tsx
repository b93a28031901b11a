import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';

import { koAdmin } from '../../../i18n/ko-admin';
import { sanitizeHtml } from '../../../lib/sanitize-html';

/**
 * Operator HTML as the site will show it: sanitized with the site's own DOMPurify settings (the
 * server sanitizes on the way in as well), images and tables kept inside the box.
 */
export function HtmlPreview({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) {
    return (
      <Box sx={[{ color: 'text.secondary', fontSize: 14, p: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {koAdmin.common.previewEmpty}
      </Box>
    );
  }
  return (
    <Box
      data-testid="html-preview"
      sx={[
        {
          p: 1.5,
          bgcolor: 'background.default',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          overflow: 'auto',
          overflowWrap: 'anywhere',
          '& img, & video, & iframe': { maxWidth: '100%', height: 'auto' },
          '& table': { maxWidth: '100%' },
          '& p': { my: 0.5 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
