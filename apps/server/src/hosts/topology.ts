import { run, inHost } from './shell';

/**
 * The test's hosts (docs/decisions/074, contract of issue 35): network namespaces on one bridge,
 * 10.77.0.0/24, the driver (this process) in the root namespace on 10.77.0.1.
 */
export const ADDRESS = {
  driver: '10.77.0.1',
  lb: '10.77.0.10',
  app1: '10.77.0.11',
  app2: '10.77.0.12',
  app3: '10.77.0.13',
  /** the database's service address: on pg1 first, moved to pg2 when it is promoted */
  database: '10.77.0.20',
  pg1: '10.77.0.21',
  pg2: '10.77.0.22',
} as const;

export type HostName = 'lb' | 'app1' | 'app2' | 'app3' | 'pg1' | 'pg2';
export const HOSTS: readonly HostName[] = ['lb', 'app1', 'app2', 'app3', 'pg1', 'pg2'];
export const APP_HOSTS = ['app1', 'app2', 'app3'] as const;
export type AppHostName = (typeof APP_HOSTS)[number];

/** Every namespace and root-namespace link of the test starts with this, so leftovers can be found. */
const PREFIX = 'h35-';
const SWITCH = `${PREFIX}switch`;
const DRIVER_LINK = `${PREFIX}driver`;
export const namespaceOf = (host: HostName) => `${PREFIX}${host}`;
/** The switch's end of a host's cable: setting it down is pulling the cable out. */
const portOf = (host: HostName | 'driver') => `p-${host}`;

/** Removes what an earlier run left (it may have been killed before its teardown). */
export async function removeLeftovers(): Promise<void> {
  const { stdout } = await run('ip', ['netns', 'list']);
  for (const line of stdout.split('\n')) {
    const name = line.split(' ')[0] ?? '';
    if (name.startsWith(PREFIX)) await run('ip', ['netns', 'del', name], { allowFail: true });
  }
  await run('ip', ['link', 'del', DRIVER_LINK], { allowFail: true });
}

/** Some other network on this machine already using 10.77.0.0/24 (then the test must not run). */
export async function subnetTaken(): Promise<boolean> {
  const addresses = await run('ip', ['-4', '-o', 'addr']);
  const routes = await run('ip', ['-4', 'route']);
  return /\b10\.77\.0\./.test(addresses.stdout + routes.stdout);
}

/**
 * The bridge in a namespace of its own (the switch), a veth cable per host, the driver's cable in the
 * root namespace, and `delayMs` of netem delay on each host's interface so that packets between two
 * hosts take some time, as on a real network.
 */
export async function buildTopology(delayMs: number): Promise<string> {
  let delay = delayMs > 0 ? `${delayMs} ms netem delay per interface` : 'no added delay';
  await run('ip', ['netns', 'add', SWITCH]);
  await run('ip', ['-n', SWITCH, 'link', 'add', 'br0', 'type', 'bridge']);
  await run('ip', ['-n', SWITCH, 'link', 'set', 'br0', 'up']);
  for (const host of HOSTS) {
    const namespace = namespaceOf(host);
    await run('ip', ['netns', 'add', namespace]);
    await run('ip', [
      '-n',
      SWITCH,
      'link',
      'add',
      portOf(host),
      'type',
      'veth',
      'peer',
      'name',
      'eth0',
      'netns',
      namespace,
    ]);
    await run('ip', ['-n', SWITCH, 'link', 'set', portOf(host), 'master', 'br0', 'up']);
    await run('ip', ['-n', namespace, 'addr', 'add', `${ADDRESS[host]}/24`, 'dev', 'eth0']);
    await run('ip', ['-n', namespace, 'link', 'set', 'eth0', 'up']);
    await run('ip', ['-n', namespace, 'link', 'set', 'lo', 'up']);
    if (delayMs > 0) {
      // A kernel built without sch_netem has no delay to add: the hosts then talk at loopback speed.
      const netem = await inHost(
        namespace,
        'tc',
        ['qdisc', 'add', 'dev', 'eth0', 'root', 'netem', 'delay', `${delayMs}ms`],
        {
          allowFail: true,
        },
      );
      if (netem.code !== 0) delay = `no added delay (tc netem: ${netem.stderr.trim()})`;
    }
  }
  await run('ip', [
    '-n',
    SWITCH,
    'link',
    'add',
    portOf('driver'),
    'type',
    'veth',
    'peer',
    'name',
    DRIVER_LINK,
    'netns',
    '1',
  ]);
  await run('ip', ['-n', SWITCH, 'link', 'set', portOf('driver'), 'master', 'br0', 'up']);
  await run('ip', ['addr', 'add', `${ADDRESS.driver}/24`, 'dev', DRIVER_LINK]);
  await run('ip', ['link', 'set', DRIVER_LINK, 'up']);
  // The database's service address starts on the primary.
  await addServiceAddress('pg1');
  return delay;
}

/** Pulls a host's cable out of the switch (`up: false`) or plugs it back in. */
export async function setLink(host: HostName, up: boolean): Promise<void> {
  await run('ip', ['-n', SWITCH, 'link', 'set', portOf(host), up ? 'up' : 'down']);
}

export async function addServiceAddress(host: HostName): Promise<void> {
  await run('ip', ['-n', namespaceOf(host), 'addr', 'add', `${ADDRESS.database}/24`, 'dev', 'eth0']);
}

export async function removeServiceAddress(host: HostName): Promise<void> {
  await run('ip', ['-n', namespaceOf(host), 'addr', 'del', `${ADDRESS.database}/24`, 'dev', 'eth0'], {
    allowFail: true,
  });
}

/**
 * Tells every host on the segment that the service address is now at `host`'s interface: gratuitous
 * ARP (arping -U) where iputils-arping is installed, else every neighbour cache is flushed (which a
 * real network could not do: there the gratuitous ARP is what keepalived sends). Answers what it did.
 */
export async function announceServiceAddress(host: HostName): Promise<string> {
  const arping = await inHost(namespaceOf(host), 'arping', ['-U', '-c', '2', '-I', 'eth0', ADDRESS.database], {
    allowFail: true,
    timeoutMs: 10_000,
  }).catch(() => undefined);
  // 255: `ip netns exec` found no arping to run. arping -U expects no replies, so its own code says little.
  if (arping && arping.code !== 255) return 'gratuitous ARP (arping -U)';
  for (const other of HOSTS) await run('ip', ['-n', namespaceOf(other), 'neigh', 'flush', 'all'], { allowFail: true });
  await run('ip', ['neigh', 'flush', 'dev', DRIVER_LINK], { allowFail: true });
  return 'neighbour caches flushed (no arping)';
}

export async function removeTopology(): Promise<void> {
  await removeLeftovers();
}
