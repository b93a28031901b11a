import { sql } from 'drizzle-orm';
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
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
  // Both tables in one statement (a wallet debit reads them on every call).
  const rows = await rawRows<{ product: boolean; key: string; enabled: boolean; min_level: number }>(
    db,
    sql`select true as product, product as key, enabled, 0 as min_level
          from casino_product_switches where aggregator = ${aggregator}
        union all
        select false, vendor, enabled, min_level from casino_vendor_settings where aggregator = ${aggregator}`,
  );
  const productsOff = new Set<CasinoProduct>();
  const vendors = new Map<string, { enabled: boolean; minLevel: number }>();
  for (const row of rows) {
    if (!row.product) vendors.set(row.key, { enabled: row.enabled, minLevel: Number(row.min_level) });
    else if (!row.enabled) productsOff.add(row.key as CasinoProduct);
  }
  return { productsOff, vendors };
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
