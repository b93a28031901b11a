import type { Plugin } from 'vite';

/**
 * Packages that declare no `sideEffects` in their package.json, so the bundler keeps them whenever
 * something imports them, even for nothing. @emotion/react imports hoist-non-react-statics bare
 * (`import 'hoist-non-react-statics'`, kept from its CommonJS build) while using its own isolated
 * copy: without this, that package and the old react-is it requires (about 1 KB gzip) load with
 * every first page. The package only defines a function, so nothing is lost when it is dropped.
 */
const sideEffectFree = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

export const sideEffectFreePackages = (): Plugin => ({
  name: 'side-effect-free-packages',
  transform(code, id) {
    return sideEffectFree.test(id) ? { code, moduleSideEffects: false } : null;
  },
});
