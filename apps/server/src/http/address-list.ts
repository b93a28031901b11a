import proxyAddr from '@fastify/proxy-addr';

/**
 * Whether a socket address is one of `entries` (addresses, CIDR ranges, proxy-addr's names loopback,
 * linklocal, uniquelocal): the syntax of TRUST_PROXY and METRICS_ALLOW, judged as Fastify judges its
 * trusted proxies. Compiled once; an empty list matches nothing.
 */
export function addressList(entries: readonly string[]): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const trust = proxyAddr.compile([...entries]);
  return (address) => address !== undefined && trust(address, 0);
}
