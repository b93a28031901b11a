import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The image types a document may be, by the extension its key carries. */
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A key this store made: 32 random hex digits and the image's extension, nothing a path could escape with. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export interface StoredDocument {
  bytes: Buffer;
  contentType: string;
}

/**
 * Members' identity document images, as files in a folder of their own (config identityDocumentsDir)
 * that no route serves: the only way out is the console's document route, for staff. Each file is
 * named by a random key (the row's document_key), readable by this process's user only.
 */
export class DocumentStore {
  constructor(private readonly dir: string) {}

  /** Writes the image; answers its key. */
  async save(bytes: Buffer, extension: string): Promise<string> {
    if (!(extension in CONTENT_TYPES)) throw new Error(`not a document type: ${extension}`);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(this.pathOf(key), bytes, { mode: 0o600, flag: 'wx' });
    return key;
  }

  /** The image under this key, or undefined when there is none (or the key is not one this store makes). */
  async read(key: string): Promise<StoredDocument | undefined> {
    if (!KEY_PATTERN.test(key)) return undefined;
    try {
      const bytes = await readFile(this.pathOf(key));
      return { bytes, contentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Removes a file a refused submission wrote (its row was never made). */
  async remove(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) return;
    await unlink(this.pathOf(key)).catch(() => undefined);
  }

  private pathOf(key: string): string {
    return path.join(this.dir, key);
  }
}
