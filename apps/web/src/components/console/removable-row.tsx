import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface RemovableRowProps {
  title: ReactNode;
  /** extra styles for the title (an IP address reads better in monospace) */
  titleSx?: SxProps<Theme>;
  caption: ReactNode;
  actionLabel: string;
  busy: boolean;
  onAction: () => void;
}

/** One entry of an operator list with a red action at its end (해제, 삭제): IP blocks, login locks. */
export function RemovableRow({ title, titleSx, caption, actionLabel, busy, onAction }: RemovableRowProps) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={[{ fontWeight: 700, overflowWrap: 'anywhere' }, ...(Array.isArray(titleSx) ? titleSx : [titleSx])]}
        >
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {caption}
        </Typography>
      </Box>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onAction} sx={{ flexShrink: 0 }}>
        {actionLabel}
      </Button>
    </Box>
  );
}
