import Box from '@mui/material/Box';

const levelColors = ['#8d8d8d', '#b87333', '#c0c0c0', '#d4af37', '#5fb3b3', '#7f7fd5', '#e5484d'];

/** The level icon of SPEC.md §2: a shield in the level's colour with its number. */
export function LevelBadge({ level, size = 22 }: { level: number; size?: number }) {
  const color = levelColors[Math.min(Math.max(level, 0), levelColors.length - 1)];
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" fill={color} />
      <text x="12" y="15.5" textAnchor="middle" fontSize="10" fontWeight="700" fill="#111">
        {level}
      </text>
    </Box>
  );
}
