import Box from '@mui/material/Box';

/** The kinds of virtual race: greyhounds wear trap jackets, horses saddle cloths, each number its colour. */
export type RaceKind = 'dog' | 'horse';

export interface TrapColours {
  background: string;
  colour: string;
}

/** Greyhound traps 1-6 (red, blue, white, black, orange, black and white stripes). */
const dogTraps: readonly TrapColours[] = [
  { background: '#d32f2f', colour: '#fff' },
  { background: '#1e56c8', colour: '#fff' },
  { background: '#f2f2f2', colour: '#111' },
  { background: '#111', colour: '#fff' },
  { background: '#f57c00', colour: '#111' },
  // Striped, with a white patch behind the number so it stays legible on the stripes.
  {
    background:
      'linear-gradient(#f2f2f2, #f2f2f2) center / 14px 16px no-repeat, repeating-linear-gradient(0deg, #111 0 4px, #f2f2f2 4px 8px)',
    colour: '#d32f2f',
  },
];

/** Saddle cloths 1-8 (red, white, blue, yellow, green, black, orange, pink). */
const horseCloths: readonly TrapColours[] = [
  { background: '#d32f2f', colour: '#fff' },
  { background: '#f2f2f2', colour: '#111' },
  { background: '#1e56c8', colour: '#fff' },
  { background: '#f9d71c', colour: '#111' },
  { background: '#2e7d32', colour: '#fff' },
  { background: '#111', colour: '#f9d71c' },
  { background: '#f57c00', colour: '#111' },
  { background: '#f48fb1', colour: '#111' },
];

const fallback: TrapColours = { background: '#5a4a3a', colour: '#fff' };

/** The colours of a runner's number; numbers past the table's get the site's neutral badge. */
export const trapColours = (kind: RaceKind, no: number): TrapColours =>
  (kind === 'dog' ? dogTraps : horseCloths)[no - 1] ?? fallback;

/** A runner's trap or saddle-cloth number in its colours. */
export function RunnerBadge({ kind, no }: { kind: RaceKind; no: number }) {
  const { background, colour } = trapColours(kind, no);
  return (
    <Box
      component="span"
      data-testid="runner-badge"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: 24,
        height: 24,
        borderRadius: 1,
        background,
        color: colour,
        border: '1px solid rgba(255,255,255,0.25)',
        fontSize: 13,
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        textShadow: colour === '#fff' ? '0 1px 1px rgba(0,0,0,0.4)' : undefined,
      }}
    >
      {no}
    </Box>
  );
}
