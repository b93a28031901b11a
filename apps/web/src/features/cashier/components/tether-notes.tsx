import Box from '@mui/material/Box';

/** The short rules under a tether form, as a list. */
export function TetherNotes({ notes }: { notes: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, fontSize: 12, color: 'text.secondary' }}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </Box>
  );
}
