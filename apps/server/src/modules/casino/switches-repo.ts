import { eq } from 'drizzle-orm';
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { casinoProductSwitches, casinoVendorSettings } from '../../db/schema/casino';

/** The operator's switches of one aggregator: products off, and each vendor's switch and level. */
export interface AggregatorSwitches {
  productsOff: Set<CasinoProduct>;
  vendors: Map<string, { enabled: boolean; minLevel: number }>;
}

export async function loadAggregatorSwitches(
  db: Database,
  aggregator: CasinoAggregatorKey,
): Promise<AggregatorSwitches> {
  const [products, vendors] = await Promise.all([
    db.select().from(casinoProductSwitches).where(eq(casinoProductSwitches.aggregator, aggregator)),
    db.select().from(casinoVendorSettings).where(eq(casinoVendorSettings.aggregator, aggregator)),
  ]);
  return {
    productsOff: new Set(products.filter((row) => !row.enabled).map((row) => row.product as CasinoProduct)),
    vendors: new Map(vendors.map((row) => [row.vendor, { enabled: row.enabled, minLevel: row.minLevel }])),
  };
}

export async function saveProductSwitch(
  db: Database,
  key: { aggregator: CasinoAggregatorKey; product: CasinoProduct },
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(casinoProductSwitches)
    .values({ ...key, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [casinoProductSwitches.aggregator, casinoProductSwitches.product],
      set: { enabled, updatedAt: now },
    });
}

export async function saveVendorSetting(
  db: Database,
  key: { aggregator: CasinoAggregatorKey; vendor: string },
  setting: { enabled: boolean; minLevel: number },
  now: Date,
): Promise<void> {
  await db
    .insert(casinoVendorSettings)
    .values({ ...key, ...setting, updatedAt: now })
    .onConflictDoUpdate({
      target: [casinoVendorSettings.aggregator, casinoVendorSettings.vendor],
      set: { ...setting, updatedAt: now },
    });
}
