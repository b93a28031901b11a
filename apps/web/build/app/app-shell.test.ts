// @vitest-environment node
import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { appIconPng } from './app-icon';
import { buildIdOf, shellFilesOf, withBuildMeta } from './app-shell';
import { webManifest } from './web-manifest';

const html = (entry: string) =>
  `<html><head><script type="module" crossorigin src="/assets/${entry}.js"></script><link rel="modulepreload" href="/assets/k2.js"><link rel="stylesheet" href="/assets/index-1.css"><link rel="icon" href="/favicon.svg"></head><body></body></html>`;

/** Width, height and the RGBA of pixel (x, y) of a PNG the build wrote (no filter, as ours are). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const dataLength = png.readUInt32BE(33);
  const raw = inflateSync(png.subarray(41, 41 + dataLength));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, pixel };
}

describe('the build id', () => {
  it('changes with any file index.html names, and is the same for the same build', () => {
    expect(buildIdOf(html('a1'))).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIdOf(html('a1'))).toBe(buildIdOf(html('a1')));
    expect(buildIdOf(html('a2'))).not.toBe(buildIdOf(html('a1')));
  });

  it('is written into the head as the meta the page and the server read', () => {
    expect(withBuildMeta(html('a1'), 'abcdef012345')).toContain(
      '<meta name="site-build" content="abcdef012345" />\n  </head>',
    );
  });

  it("lists the first page's own files for the offline shell", () => {
    expect(shellFilesOf(html('a1'))).toEqual(['/assets/a1.js', '/assets/k2.js', '/assets/index-1.css']);
  });
});

describe('the app icons', () => {
  it("are PNGs of the asked size in the site's colours: gold mark on the dark tile, rounded corners see-through", () => {
    const rounded = readPng(appIconPng(192, 'rounded'));
    expect([rounded.width, rounded.height]).toEqual([192, 192]);
    expect(rounded.pixel(0, 0)[3]).toBe(0);
    expect(rounded.pixel(96, 96)).toEqual([0xb8, 0x90, 0x67, 255]);
    expect(rounded.pixel(20, 96)).toEqual([0x1e, 0x1a, 0x16, 255]);
  });

  it('fill the whole square for launchers that cut their own shape', () => {
    const maskable = readPng(appIconPng(180, 'full-bleed'));
    expect(maskable.pixel(0, 0)).toEqual([0x1e, 0x1a, 0x16, 255]);
    expect(maskable.pixel(90, 90)).toEqual([0xb8, 0x90, 0x67, 255]);
  });
});

describe('the web manifest', () => {
  it('installs the site standalone from its home page, under the brand the server fills in', () => {
    const manifest = JSON.parse(webManifest()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '__SITE_BRAND__',
      short_name: '__SITE_BRAND__',
      lang: 'ko',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  });
});
