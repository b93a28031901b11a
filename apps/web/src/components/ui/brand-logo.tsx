import Box from '@mui/material/Box';

import { DEFAULT_SITE_BRAND, SITE_BRAND_PLACEHOLDER } from '@site/contracts/constants';

/** The brand the server wrote into index.html (SITE_BRAND), or the default when served unprocessed. */
export const siteBrand = (): string => {
  // Prerendered at build time (src/prerender): the server puts the brand in, as it does in index.html.
  if (typeof document === 'undefined') return SITE_BRAND_PLACEHOLDER;
  const content = document.querySelector('meta[name="site-brand"]')?.getAttribute('content');
  return content && content !== SITE_BRAND_PLACEHOLDER ? content : DEFAULT_SITE_BRAND;
};

export function BrandLogo() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: 30, height: 30, flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill="#2a2118" />
        <circle cx="32" cy="32" r="20" fill="none" stroke="#b89067" strokeWidth="6" />
        <path d="M32 18v28M22 32h20" stroke="#b89067" strokeWidth="6" strokeLinecap="round" />
      </Box>
      <Box component="span" sx={{ fontWeight: 900, fontSize: 20, color: 'primary.main', whiteSpace: 'nowrap' }}>
        {siteBrand()}
      </Box>
    </Box>
  );
}
