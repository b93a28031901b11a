import Box from '@mui/material/Box';

/**
 * The strip under the menu where the operator's news-link HTML scrolls (SPEC.md §2). It takes the
 * already-sanitised HTML and shows nothing while there is none.
 */
export function MarqueeSlot({ sanitizedHtml }: { sanitizedHtml: string | null }) {
  if (!sanitizedHtml) return null;
  return (
    <Box
      role="marquee"
      sx={{
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
        dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
      />
    </Box>
  );
}
