import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { STAFF_NOTE_MAX, staffNoteInputSchema, type StaffNote } from '@site/contracts/api/admin-member-picture';
import { formatSeoul } from '@site/contracts/time';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koMemberPicture } from '../../../i18n/ko-member-picture';
import { formRules } from '../../../lib/form/form-rules';
import { useCan } from '../../staff/exports/use-can';
import { useAddStaffNote } from '../api/admin-member-picture';
import { PictureCard } from './picture-card';

const text = koMemberPicture.notes;
const noteRules = formRules({ schema: staffNoteInputSchema, fallback: text.fallbackErrors });

/** 직원 메모: what staff wrote about the member, newest first and signed; a role that decides may add one. */
export function NotesCard({ userId, notes }: { userId: string; notes: readonly StaffNote[] }) {
  const canWrite = useCan('members.decide');
  return (
    <PictureCard title={text.title}>
      {canWrite && <NoteForm userId={userId} />}
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      ) : (
        <Box component="ul" aria-label={text.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {notes.map((note) => (
            <Box component="li" key={note.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {text.signed(
                  `${note.author.nickName} (${note.author.userId})`,
                  formatSeoul(note.createdAt, 'dateTimeShortYear'),
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </PictureCard>
  );
}

function NoteForm({ userId }: { userId: string }) {
  const form = useSiteForm(noteRules, { body: '' });
  const add = useAddStaffNote(userId);
  const submit = form.onSubmit(async (note) => {
    await add.mutateAsync(note);
    form.reset();
    void showAlert(text.added);
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1, mb: 1.5 }}>
      <TextField
        {...form.textField('body', text.label)}
        disabled={form.busy}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: STAFF_NOTE_MAX } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="small" disabled={form.busy}>
          {form.busy ? text.adding : text.add}
        </Button>
      </Box>
    </Box>
  );
}
