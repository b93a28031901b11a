import Box from '@mui/material/Box';

/**
 * The strip under the menu where the operator's news-link HTML scrolls (SPEC.md §2). It takes the
 * already-sanitised HTML; with none it shows nothing, or an empty strip holding the place.
 */
export function MarqueeSlot({
  sanitizedHtml,
  reserveSpace = false,
}: {
  sanitizedHtml: string | null;
  reserveSpace?: boolean;
}) {
  if (!sanitizedHtml && !reserveSpace) return null;
  return (
    <Box
      role={sanitizedHtml ? 'marquee' : undefined}
      sx={{
        minHeight: 37,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        bgcolor: '#1e1a16',
        borderBottom: 1,
        borderColor: 'divider',
        py: 0.75,
      }}
    >
      <Box
        sx={{
          display: 'inline-block',
          pl: '100%',
          animation: 'marquee 30s linear infinite',
          '@keyframes marquee': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
        }}
        dangerouslySetInnerHTML={{ __html: sanitizedHtml ?? '' }}
      />
    </Box>
  );
}
