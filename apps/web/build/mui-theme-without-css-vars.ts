import type { Plugin } from 'vite';

const CREATE_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;

/**
 * MUI's `createTheme` carries its CSS-variables variant (createThemeWithVars and @mui/system's
 * cssVars, ~8 KB gzip) into the first page of every visitor, because every MUI component reaches
 * it through its default theme. Called without `cssVariables` and without `colorSchemes` — as
 * theme.ts and MUI's own default theme call it — `createTheme` is exactly `createThemeNoVars`, so
 * the build uses that and fails loudly if a theme ever asks for CSS variables (docs/decisions/020).
 *
 * MUI makes its default theme, `createTheme()` without options, at module evaluation in more than one
 * module (styles/defaultTheme and Box each make their own), in the task that boots the first page; they
 * are equal, so the build makes it once and hands out that one (docs/decisions/047).
 */
export const muiThemeWithoutCssVars = (): Plugin => ({
  name: 'mui-theme-without-css-vars',
  transform(_code, id) {
    if (!CREATE_THEME.test(id)) return null;
    return `import createThemeNoVars from './createThemeNoVars.mjs';
let defaultTheme;
export default function createTheme(options, ...args) {
  if (options === undefined && args.length === 0) return (defaultTheme ??= createThemeNoVars());
  options ??= {};
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('This build leaves out MUI CSS variables and colour schemes (apps/web/build/mui-theme-without-css-vars.ts).');
  return createThemeNoVars(options, ...args);
}
`;
  },
});
