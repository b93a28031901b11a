import Typography from '@mui/material/Typography';

import { partnerLevelLabel, type PartnerNode } from '@site/contracts/api/partners';

import { showAlert } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { useSavePartnerRates } from '../api/admin-partners';
import { editRules, ratesDraftOf } from '../rules/partner-forms';
import { FormDialog } from './form-dialog';
import { RateFields } from './rate-fields';

const text = koPartnersAdmin;

/** A partner's rates, starting from the stored ones; the parent's show as each field's limit. */
export function EditRatesDialog({
  node,
  parent,
  onClose,
}: {
  node: PartnerNode;
  parent: PartnerNode | null;
  onClose: () => void;
}) {
  const form = useSiteForm(editRules, { rates: ratesDraftOf(node.rates) });
  const save = useSavePartnerRates();
  const busy = form.busy || save.isPending;

  const submit = form.onSubmit(async ({ rates }) => {
    await save.mutateAsync({ id: node.id, rates });
    onClose();
    void showAlert(text.saved(node.userId));
  });

  return (
    <FormDialog
      title={text.editTitle(node.userId)}
      busy={busy}
      submitLabel={koPartnersAdmin.editRates}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {partnerLevelLabel(node.depth)} {node.nickName}
        {parent && ` · ${text.parent} ${parent.userId}`}
      </Typography>
      <RateFields textField={form.textField} limits={parent?.rates ?? null} disabled={busy} />
    </FormDialog>
  );
}
