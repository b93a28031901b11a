import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type Plugin, type ResolvedConfig } from 'vite';

import { CSP_NONCE_PLACEHOLDER } from '../../../packages/contracts/src/constants';

/** Where the server finds the frames: frames.json maps each address to its HTML file (apps/server web-site.ts). */
export const FRAMES_DIR = 'frames';
export const FRAMES_MANIFEST = 'frames.json';
/**
 * index.html's empty root, which each page's HTML puts its frame beside. The frame is inert: its
 * buttons have no handlers yet, so neither a tap nor a screen reader should stop on them.
 */
const ROOT_ELEMENT = '<div id="root"></div>';
const SSR_ENTRY = 'src/prerender/render-frame.tsx';

interface FrameModule {
  framedPaths: readonly string[];
  renderFrame: (path: string) => Promise<string>;
}

/**
 * After the site's build: a server build of src/prerender/render-frame.tsx renders each open page's
 * first frame with the real components, and each frame is written into a copy of index.html, so the
 * page paints its header, title and loading rows before any script has run (docs/decisions/021).
 */
export const prerenderFrames = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'prerender-route-frames',
    // Not in the server build this plugin starts itself, nor in a build kept in memory (the chunk
    // test's): there is no index.html on disk to frame.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr && userConfig.build?.write !== false,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Outside dist: the server build is a build tool, never served.
      const ssrDir = path.resolve(config.root, 'node_modules', '.prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      try {
        const frames = (await import(pathToFileURL(path.join(ssrDir, 'render-frame.js')).href)) as FrameModule;
        await writeFramedPages(outDir, frames);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
};

async function writeFramedPages(outDir: string, frames: FrameModule): Promise<void> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const sheets = await classSheets(outDir);
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to put frames beside`);
  await mkdir(path.join(outDir, FRAMES_DIR), { recursive: true });
  const manifest: Record<string, string> = {};
  // One at a time: each render's emotion cache and query client are its own, but the work is CPU-bound.
  for (const [index, pagePath] of frames.framedPaths.entries()) {
    const { markup, emotionStyle } = hoistEmotionStyles(await frames.renderFrame(pagePath));
    const file = `${FRAMES_DIR}/${index}.html`;
    const page = template
      .replace('</head>', `${sheetsFor(markup, sheets)}${emotionStyle}</head>`)
      .replace(ROOT_ELEMENT, `<div id="frame" inert>${markup}</div>${ROOT_ELEMENT}`);
    await writeFile(path.join(outDir, file), page);
    manifest[pagePath] = file;
  }
  await writeFile(path.join(outDir, FRAMES_DIR, FRAMES_MANIFEST), JSON.stringify(manifest, null, 2));
}

/** One of emotion's inline <style> elements as renderToString writes it beside the element it styles. */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)" nonce="([^"]*)">([^<]*)<\/style>/g;

/**
 * The frame's markup without emotion's inline <style> elements, and their rules as one <style> for the
 * head, in the same order, named the way emotion's own server rendering names a sheet of many
 * (`data-emotion="css id id…"`): the browser parses one sheet instead of one per styled element (~70 a
 * page, each a style invalidation while the frame is parsed), and the app's style cache adopts it
 * in one move instead of moving every element into the head as it starts (docs/decisions/047). The
 * rules come after the CSS-module sheets in the head, as the inline ones came after them before. A
 * global style (`css-global`) stays in the markup, where emotion's Global component looks for it.
 */
export function hoistEmotionStyles(frame: string): { markup: string; emotionStyle: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  let nonce = '';
  const markup = frame.replace(EMOTION_STYLE, (_, names: string, styleNonce: string, css: string) => {
    ids.push(...names.split(' '));
    rules.push(css);
    nonce = styleNonce;
    return '';
  });
  // A global style (<GlobalStyles>) stays where it is: emotion's Global finds its own element by its name.
  if (markup.replaceAll('<style data-emotion="css-global ', '').includes('<style'))
    throw new Error('a frame has a <style> element the prerender does not know');
  const emotionStyle =
    ids.length === 0 ? '' : `<style data-emotion="css ${ids.join(' ')}" nonce="${nonce}">${rules.join('')}</style>`;
  return { markup, emotionStyle };
}

interface ClassSheet {
  css: string;
  classNames: string[];
}

/**
 * The built CSS-module sheets (the sports books', the minigames'): they come with their page's lazy
 * chunk, after the frame has painted, so a frame whose markup uses their classes carries them itself.
 */
async function classSheets(outDir: string): Promise<ClassSheet[]> {
  const assets = path.join(outDir, 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.css'));
  const sheets = await Promise.all(
    files.map(async (file) => {
      const css = await readFile(path.join(assets, file), 'utf8');
      return { css, classNames: [...new Set([...css.matchAll(/\.(_[\w-]+)/g)].map((match) => match[1] ?? ''))] };
    }),
  );
  return sheets.filter((sheet) => sheet.classNames.length > 0);
}

/** <style> elements (with the CSP nonce placeholder) for the sheets whose classes the frame uses. */
function sheetsFor(frame: string, sheets: ClassSheet[]): string {
  const used = new Set([...frame.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ')));
  return sheets
    .filter((sheet) => sheet.classNames.some((name) => used.has(name)))
    .map((sheet) => `<style nonce="${CSP_NONCE_PLACEHOLDER}">${sheet.css}</style>`)
    .join('');
}
