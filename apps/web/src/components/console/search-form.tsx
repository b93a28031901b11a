import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { ActionButton } from '../ui/action-button';

/**
 * A console list's text search: its fields are typed freely and applied together on 검색 (or Enter),
 * each trimmed, an empty one as no filter. What is applied lives in the address (the caller's
 * setQuery), so this keeps only the draft: a filter, not a form (docs/decisions/027).
 */
export function SearchForm<Key extends string>({
  label,
  fields,
  values,
  submitLabel,
  maxWidth,
  onSearch,
}: {
  /** the search landmark's name */
  label: string;
  fields: readonly { key: Key; label: string }[];
  /** what the address holds now */
  values: Record<Key, string>;
  submitLabel: string;
  maxWidth: number;
  onSearch: (applied: Record<Key, string | null>) => void;
}) {
  const [draft, setDraft] = useState(values);
  const apply = () =>
    onSearch(
      Object.fromEntries(fields.map(({ key }) => [key, draft[key].trim() || null])) as Record<Key, string | null>,
    );
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, maxWidth }}
    >
      {fields.map((field) => (
        <TextField
          key={field.key}
          size="small"
          label={field.label}
          value={draft[field.key]}
          onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
          sx={{ flex: '1 1 160px' }}
        />
      ))}
      <ActionButton type="submit" variant="contained" compact>
        {submitLabel}
      </ActionButton>
    </Box>
  );
}
