import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ipBlocks } from '../../db/schema/ip-blocks';

export async function listIpBlocks(db: Database): Promise<{ ip: string; createdAt: Date }[]> {
  return db.select().from(ipBlocks).orderBy(desc(ipBlocks.createdAt), ipBlocks.ip);
}

export async function listBlockedIps(db: Database): Promise<string[]> {
  const rows = await db.select({ ip: ipBlocks.ip }).from(ipBlocks);
  return rows.map((row) => row.ip);
}

export async function insertIpBlock(db: Database, ip: string, now: Date): Promise<void> {
  await db.insert(ipBlocks).values({ ip, createdAt: now }).onConflictDoNothing();
}

export async function deleteIpBlock(db: Database, ip: string): Promise<void> {
  await db.delete(ipBlocks).where(eq(ipBlocks.ip, ip));
}
