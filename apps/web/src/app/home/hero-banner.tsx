import Box from '@mui/material/Box';

import { Text } from '../../components/ui/text';
import { ko } from '../../i18n/ko';

/** The home page's banner; its artwork is drawn here, so nothing is loaded from elsewhere. */
export function HeroBanner() {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        p: { xs: 2.5, md: 4 },
        minHeight: { xs: 150, md: 200 },
        background: 'linear-gradient(120deg, #2a2118 0%, #3a2c1e 45%, #16161a 100%)',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 200 200"
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -50, md: 24 },
          top: { xs: 20, md: -10 },
          width: { xs: 150, md: 240 },
          opacity: { xs: 0.22, md: 0.55 },
        }}
      >
        <circle cx="100" cy="100" r="80" fill="none" stroke="#b89067" strokeWidth="10" />
        <circle cx="100" cy="100" r="52" fill="none" stroke="#b89067" strokeWidth="4" strokeDasharray="12 10" />
        <path d="M100 48v104M48 100h104" stroke="#f1e3cf" strokeWidth="6" strokeLinecap="round" />
      </Box>
      <Box sx={{ position: 'relative', maxWidth: 560 }}>
        <Text component="h1" sx={{ fontWeight: 900, fontSize: { xs: 22, md: 32 }, color: 'primary.main', mb: 1 }}>
          {ko.home.heroTitle}
        </Text>
        <Text sx={{ color: 'text.secondary', fontSize: { xs: 14, md: 16 } }}>{ko.home.heroBody}</Text>
      </Box>
    </Box>
  );
}
