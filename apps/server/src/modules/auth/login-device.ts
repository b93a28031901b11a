import type { FastifyRequest } from 'fastify';
import { normalizeIp } from '../../lib/ip-address';

/** The header the site sends with its browser's own random id (apps/web/src/lib/device-id.ts). */
export const DEVICE_ID_HEADER = 'x-device-id';
/** What the site makes (a UUID); anything else is not kept, so the column holds nothing a caller made up at length. */
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Where a login comes from: the member's list of logins, and the console's linked accounts (issue 36). */
export interface LoginDevice {
  ip: string;
  userAgent?: string | undefined;
  /** the browser's own id, when it sent one that looks like one */
  deviceId?: string | undefined;
}

export function loginDeviceOf(request: FastifyRequest): LoginDevice {
  const sent = request.headers[DEVICE_ID_HEADER];
  const deviceId = typeof sent === 'string' && DEVICE_ID.test(sent) ? sent : undefined;
  return { ip: normalizeIp(request.ip), userAgent: request.headers['user-agent'], deviceId };
}
