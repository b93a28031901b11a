import Box from '@mui/material/Box';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { koAuth } from '../../i18n/ko';

/**
 * SPEC.md §4: Enter with text sets ?search= on the current page (features/search shows the results).
 * A plain input: it is on every page. The PC header shows it from the desktop width on; a phone opens
 * it under the header with the search icon (`phone`).
 */
export function SearchBox({ phone = false, onSearched }: { phone?: boolean; onSearched?: () => void }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  return (
    <Box
      component="input"
      type="search"
      value={text}
      onChange={(event: { target: { value: string } }) => setText(event.target.value)}
      onKeyDown={(event: { key: string }) => {
        if (event.key !== 'Enter' || !text.trim()) return;
        const next = new URLSearchParams(params);
        next.set('search', text.trim());
        setParams(next);
        onSearched?.();
      }}
      autoFocus={phone}
      placeholder={koAuth.searchPlaceholder}
      aria-label={koAuth.searchPlaceholder}
      sx={{
        display: phone ? 'block' : { xs: 'none', lg: 'block' },
        width: phone ? '100%' : 240,
        px: 1.5,
        py: 0.75,
        font: 'inherit',
        fontSize: 14,
        color: 'text.primary',
        borderRadius: 5,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: 1,
        borderColor: 'divider',
        outline: 'none',
        '&:focus': { borderColor: 'primary.main' },
      }}
    />
  );
}
