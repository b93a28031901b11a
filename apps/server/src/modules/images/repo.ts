import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadedImages } from '../../db/schema/site-events';

/** The images operators upload (an event's banner, a messenger icon), kept in the database by name. */
export async function insertImage(
  db: Database,
  image: { name: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await db.insert(uploadedImages).values(image).onConflictDoNothing();
}

export async function findImage(
  db: Database,
  name: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.name, name));
  return row;
}
