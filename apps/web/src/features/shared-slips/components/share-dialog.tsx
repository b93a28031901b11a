import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef, useState } from 'react';

import { ActionButton } from '../../../components/ui/action-button';
import { Text } from '../../../components/ui/text';
import { koSharedSlips as t } from '../../../i18n/ko-shared-slips';

/**
 * Copies the link: the Clipboard API where the page may use it, else the old select-and-copy of the
 * field (an http page, an older in-app browser); answers whether either worked.
 */
async function copyLink(link: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    // execCommand is deprecated but is the one copy an insecure page still has; false when refused.
    return document.execCommand('copy');
  }
}

/** The link made, to copy or hand to the phone's own share sheet (Web Share API) where there is one. */
export function ShareDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const canShare = typeof navigator.share === 'function';
  const copy = async () => setNote((await copyLink(link ?? '', field.current)) ? t.copied : t.copyFailed);
  const share = () => {
    // A dismissed share sheet rejects: nothing to say then.
    navigator.share({ title: t.nativeShareTitle, text: t.nativeShareText, url: link ?? '' }).catch(() => undefined);
  };
  return (
    <Dialog open={link !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-slip-title">
      <DialogTitle id="share-slip-title">{t.dialogTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Text variant="body2" sx={{ color: 'text.secondary', wordBreak: 'keep-all' }}>
          {t.dialogHelp}
        </Text>
        {/* A textarea, so the whole link shows on a phone (an input would scroll it out of sight). */}
        <Box
          component="textarea"
          ref={field}
          readOnly
          rows={2}
          value={link ?? ''}
          aria-label={t.link}
          onFocus={(event) => event.currentTarget.select()}
          sx={{
            width: '100%',
            resize: 'none',
            wordBreak: 'break-all',
            p: 1,
            font: 'inherit',
            fontSize: 14,
            color: 'text.primary',
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
        {note && (
          <Box role="status" sx={{ fontSize: 14, color: note === t.copied ? 'success.main' : 'warning.main' }}>
            {note}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canShare && (
          <ActionButton variant="outlined" onClick={share}>
            {t.nativeShare}
          </ActionButton>
        )}
        <ActionButton variant="contained" onClick={() => void copy()}>
          {t.copy}
        </ActionButton>
        <ActionButton onClick={onClose}>{t.close}</ActionButton>
      </DialogActions>
    </Dialog>
  );
}
