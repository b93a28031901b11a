import Box from '@mui/material/Box';

/** A row of a few labelled totals (a period's sums: /calculateEvent's rewards, the rolling pages'). */
export function FiguresBar({
  label,
  figures,
  mb = 0,
}: {
  label: string;
  figures: readonly (readonly [string, string])[];
  /** space under it, where its parent does not space its pieces */
  mb?: number;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${figures.length}, minmax(0, 1fr))`,
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        mb,
      }}
    >
      {figures.map(([name, value]) => (
        <Box key={name} sx={{ textAlign: 'center', minWidth: 0 }}>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{name}</Box>
          <Box sx={{ fontSize: { xs: 13, sm: 15 }, fontWeight: 700, wordBreak: 'keep-all' }}>{value}</Box>
        </Box>
      ))}
    </Box>
  );
}
