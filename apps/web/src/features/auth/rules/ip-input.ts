import { ipBlockSchema } from '@site/contracts/api/admin';

import { koAdmin } from '../../../i18n/ko-admin';

export type IpInput = { ok: true; ip: string } | { ok: false; error: string };

/** An address the operator typed, trimmed and checked as IPv4 or IPv6 before it is sent. */
export function parseIpInput(text: string): IpInput {
  const result = ipBlockSchema.safeParse({ ip: text.trim() });
  return result.success ? { ok: true, ip: result.data.ip } : { ok: false, error: koAdmin.ipBlocks.invalid };
}
