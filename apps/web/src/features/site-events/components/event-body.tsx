import Box from '@mui/material/Box';

import { useSafeHtml } from '../../../lib/html';

/**
 * An event's HTML body: sanitized by the server when stored and again here before it is rendered
 * (DESIGN.md), never shown raw. The console's preview uses the same component.
 */
export function EventBody({ html, label }: { html: string; label?: string }) {
  const safe = useSafeHtml(html);
  if (safe === null) return null;
  return (
    <Box
      aria-label={label}
      sx={{
        lineHeight: 1.7,
        wordBreak: 'break-word',
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { maxWidth: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
