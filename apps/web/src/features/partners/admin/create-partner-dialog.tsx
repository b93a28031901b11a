import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

import { partnerLevelLabel, type PartnerNode } from '@site/contracts/api/partners';

import { SelectField } from '../../../components/console/select-field';
import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { useCreatePartner } from '../api/admin-partners';
import { createDraftUnder, createRules } from '../rules/partner-forms';
import { FormDialog } from './form-dialog';
import { RateFields } from './rate-fields';

const text = koPartnersAdmin;

/** A new partner account under a chosen partner, or a head office (parent 0); mounted only while open. */
export function CreatePartnerDialog({
  tree,
  parentId,
  onClose,
}: {
  tree: readonly PartnerNode[];
  parentId: number;
  onClose: () => void;
}) {
  const form = useSiteForm(createRules, createDraftUnder(parentId));
  const create = useCreatePartner();
  const busy = form.busy || create.isPending;
  const parent = tree.find((node) => node.id === form.values.parentId) ?? null;
  const parents = [
    { value: 0, label: text.headOffice },
    ...tree.map((node) => ({
      value: node.id,
      label: text.parentOption(partnerLevelLabel(node.depth), node.userId, node.nickName),
    })),
  ];

  const submit = form.onSubmit(async (partner) => {
    const node = await create.mutateAsync(partner);
    onClose();
    void showAlert(text.created(node.userId));
  });

  return (
    <FormDialog title={text.createTitle} busy={busy} submitLabel={text.create} onSubmit={submit} onClose={onClose}>
      <SelectField
        label={text.parent}
        value={form.values.parentId}
        options={parents}
        onChange={(value) => form.setValue('parentId', value, { shouldDirty: true })}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <TextField {...form.textField('userId', text.userId)} disabled={busy} autoComplete="off" />
        <TextField
          {...form.textField('password', text.password)}
          type="password"
          disabled={busy}
          autoComplete="new-password"
        />
        <TextField {...form.textField('nickName', text.nickName)} disabled={busy} autoComplete="off" />
        <TextField
          {...form.textField('phone', text.phone)}
          disabled={busy}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      </Box>
      <RateFields textField={form.textField} limits={parent?.rates ?? null} disabled={busy} />
    </FormDialog>
  );
}
