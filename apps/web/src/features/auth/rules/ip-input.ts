import { z } from 'zod';

import { ipBlockSchema } from '@site/contracts/api/admin';

import { formRules } from '../../../lib/form/form-rules';
import { koAdmin } from '../../../i18n/ko-admin';

/**
 * The contract's address rule (IPv4 or IPv6) as one check on the field: zod words a failed
 * either-or inside the union, where the field's Korean message does not reach, so the form would
 * show the site's general "check this field" instead of what an address looks like.
 */
const typedIp = z
  .string()
  .trim()
  .refine((ip) => ipBlockSchema.shape.ip.safeParse(ip).success);

/** An address the operator typed, trimmed and checked before it is sent. */
export const ipBlockRules = formRules({
  schema: ipBlockSchema.extend({ ip: typedIp }),
  fallback: { ip: koAdmin.ipBlocks.invalid },
});
