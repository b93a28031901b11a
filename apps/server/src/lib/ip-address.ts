import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * One spelling per address, so the block list matches however the address arrives: a dual-stack
 * socket reports IPv4 clients as ::ffff:a.b.c.d, and IPv6 can be written many ways.
 */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = IPV4_MAPPED.exec(trimmed)?.[1];
  if (mapped !== undefined) return mapped;
  if (!isIPv6(trimmed)) return trimmed;
  try {
    // The URL parser writes IPv6 hosts in their canonical (RFC 5952) form.
    return new URL(`http://[${trimmed}]/`).hostname.slice(1, -1);
  } catch {
    // e.g. a zone index (fe80::1%eth0), which URLs cannot carry
    return trimmed.toLowerCase();
  }
}
