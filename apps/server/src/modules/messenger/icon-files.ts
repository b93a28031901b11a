import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MESSENGER_ASSETS_DIR = fileURLToPath(new URL('../../../assets/messenger/', import.meta.url));

// A plain file name of a known image type: no directories, no dot files, nothing to climb out with.
const FILE_NAME = /^[a-z0-9][a-z0-9_-]{0,63}\.(svg|png|webp|jpe?g|gif)$/i;

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

export interface IconFile {
  body: Buffer;
  contentType: string;
}

/** The icon named imgPath, or undefined when the name is not a plain image file name or no such file exists. */
export async function readIconFile(imgPath: string, dir: string = MESSENGER_ASSETS_DIR): Promise<IconFile | undefined> {
  const match = FILE_NAME.exec(imgPath);
  const extension = match?.[1]?.toLowerCase();
  if (extension === undefined) return undefined;
  const filePath = path.resolve(dir, imgPath);
  // The pattern already rules out separators; this keeps it so if the pattern is ever loosened.
  if (path.dirname(filePath) !== path.resolve(dir)) return undefined;
  try {
    return { body: await readFile(filePath), contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}
