import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside every text asset, compressed once at build time at the highest levels,
 * so the server sends them as they are (@fastify/static's preCompressed) instead of compressing on
 * every request or not at all.
 */
export const precompress = (): Plugin => ({
  name: 'precompress-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
    await Promise.all(
      files.map(async (file) => {
        const fullPath = path.join(outDir, file);
        const content = await readFile(fullPath);
        if (content.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${fullPath}.br`, br), writeFile(`${fullPath}.gz`, gzipped)]);
      }),
    );
  },
});
