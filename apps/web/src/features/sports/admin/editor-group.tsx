import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of a form's rows (bonus odds, forbidden pairs): its title, what it does, its rows. */
export function EditorGroup({
  title,
  help,
  error,
  children,
}: {
  title: string;
  help: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, py: 2, border: 0, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, p: 0, float: 'left', width: '100%' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ clear: 'both', mb: 1.5 }}>
        {help}
      </Typography>
      {children}
      {error && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
