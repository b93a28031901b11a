import type { Plugin } from 'vite';

const CREATE_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;

/**
 * MUI's `createTheme` carries its CSS-variables variant (createThemeWithVars and @mui/system's
 * cssVars, ~8 KB gzip) into the first page of every visitor, because every MUI component reaches
 * it through its default theme. Called without `cssVariables` and without `colorSchemes` — as
 * theme.ts and MUI's own default theme call it — `createTheme` is exactly `createThemeNoVars`, so
 * the build uses that and fails loudly if a theme ever asks for CSS variables (docs/decisions/020).
 */
export const muiThemeWithoutCssVars = (): Plugin => ({
  name: 'mui-theme-without-css-vars',
  transform(_code, id) {
    if (!CREATE_THEME.test(id)) return null;
    return `import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('This build leaves out MUI CSS variables and colour schemes (apps/web/build/mui-theme-without-css-vars.ts).');
  return createThemeNoVars(options, ...args);
}
`;
  },
});
