import { verificationSubmitSchema, type IdentityDocumentType } from '@site/contracts/api/verification';

import { koVerification } from '../../../i18n/ko-verification';
import { formRules } from '../../../lib/form/form-rules';

/** What the verification form holds: the typed text, the chosen type, and the picked image as a data URL. */
export type VerificationDraft = {
  legalName: string;
  birthDate: string;
  documentType: IdentityDocumentType | '';
  document: string;
};

export const emptyVerificationDraft: VerificationDraft = {
  legalName: '',
  birthDate: '',
  documentType: '',
  document: '',
};

const text = koVerification.panel;

/** Checked by the contract the server takes the request with. */
export const verificationRules = formRules({
  schema: verificationSubmitSchema,
  fallback: {
    legalName: text.legalNameRequired,
    birthDate: text.birthDateRequired,
    documentType: text.documentTypeRequired,
    document: text.documentRequired,
  },
});
