import { useEffect } from 'react';

import { useSiteForm } from '../../../components/ui/use-site-form';
import { checkDraft, type Draft, type FormRules } from '../../../lib/form/form-rules';

/**
 * A console settings form over what the server holds (the sportsbook's and cash-out's): until the
 * operator edits, it shows what the server holds now (another operator's change too); `unchanged` says
 * there is nothing to send, and `edited` is how a switch or list marks itself changed (checked again as
 * the typed fields are once the form was sent). `draftFrom` must be a module function (a stable effect).
 */
export function useSettingsDraft<D extends Draft, Out, Saved>(
  rules: FormRules<D, Out>,
  saved: Saved,
  draftFrom: (saved: Saved) => D,
) {
  const form = useSiteForm(rules, draftFrom(saved));
  const { reset } = form;
  const { isDirty, isSubmitted } = form.formState;
  useEffect(() => {
    if (!isDirty) reset(draftFrom(saved));
  }, [isDirty, reset, saved, draftFrom]);
  const checked = checkDraft(rules, form.values);
  const unchanged = checked.ok && Object.keys(checked.value as object).length === 0;
  const edited = { shouldDirty: true, shouldValidate: isSubmitted };
  return { form, unchanged, edited };
}
