import Typography from '@mui/material/Typography';

/**
 * What a member or an operator wrote, as text: React escapes it, so markup in it is shown, never
 * run; its line breaks are kept and long words wrap instead of widening the page.
 */
export function PlainText({ text, gap = 2 }: { text: string; gap?: number }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-line', mt: gap, lineHeight: 1.8, overflowWrap: 'anywhere' }}>{text}</Typography>
  );
}
