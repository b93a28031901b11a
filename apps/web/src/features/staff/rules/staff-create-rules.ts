import { staffCreateSchema } from '@site/contracts/api/staff';

import { formRules } from '../../../lib/form/form-rules';
import { koStaff } from '../../../i18n/ko-staff';

/** A new staff account as the owner types it, checked by the contract (sign-up's id, nickname and password rules). */
export const staffCreateRules = formRules({
  schema: staffCreateSchema,
  fallback: { userId: koStaff.userIdRequired, nickName: koStaff.nickNameRequired, password: koStaff.passwordRequired },
});
