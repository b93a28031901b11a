import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { useMovePartnerMember } from '../api/admin-partners';
import { emptyMoveDraft, moveRules } from '../rules/partner-forms';

const text = koPartnersAdmin.move;

/** Puts a member under a partner by login ids, or out of every tree (no partner id). */
export function MoveMemberForm() {
  const form = useSiteForm(moveRules, emptyMoveDraft);
  const move = useMovePartnerMember();
  const busy = form.busy || move.isPending;

  const submit = form.onSubmit(async (input) => {
    const place = await move.mutateAsync(input);
    form.reset(emptyMoveDraft);
    void showAlert(text.moved(place.userId, place.partnerUserId));
  });

  return (
    <Panel title={text.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {text.help}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={text.title}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          {...form.textField('userId', text.memberUserId)}
          fullWidth={false}
          disabled={busy}
          autoComplete="off"
          sx={{ flex: '1 1 180px', maxWidth: { md: 320 } }}
        />
        <TextField
          {...form.textField('partnerUserId', text.partnerUserId)}
          fullWidth={false}
          disabled={busy}
          autoComplete="off"
          sx={{ flex: '1 1 180px', maxWidth: { md: 320 } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 40 }}>
          {text.submit}
        </Button>
      </Box>
    </Panel>
  );
}
