import { reservedNameInputSchema } from '@site/contracts/api/reserved-names';

import { formRules } from '../../../lib/form/form-rules';

/** A reserved word as the operator types it, checked by the contract before it is sent. */
export const reservedNameRules = formRules({ schema: reservedNameInputSchema, fallback: {} });
