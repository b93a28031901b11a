import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { ruleCategories, ruleCategoryNames, type RuleCategory, type SiteRule } from '@site/contracts/api/site-rules';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koRulesAdmin as t } from '../../../i18n/ko-site-rules';
import { SafeHtmlBody } from '../../site-events/exports/html-body';
import { useAdminRule, useSaveRule } from '../api/rules';

/** The console's 규정 관리 tab: one category at a time, its title and HTML body, and what the server kept. */
export function RulesSection() {
  const [category, setCategory] = useState<RuleCategory>('sports');
  const query = useAdminRule(category);
  return (
    <Panel title={t.tab}>
      <TextField
        select
        size="small"
        label={t.category}
        value={category}
        onChange={(e) => setCategory(e.target.value as RuleCategory)}
        sx={{ minWidth: 200, mb: 2 }}
      >
        {ruleCategories.map((key) => (
          <MenuItem key={key} value={key}>
            {ruleCategoryNames[key]}
          </MenuItem>
        ))}
      </TextField>
      <QueryState query={query}>{(rule) => <RuleEditor key={rule.category} rule={rule} />}</QueryState>
    </Panel>
  );
}

function RuleEditor({ rule }: { rule: SiteRule }) {
  const [title, setTitle] = useState(rule.title);
  const [body, setBody] = useState(rule.body);
  const save = useSaveRule(rule.category);

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ title, body });
      setTitle(saved.title);
      setBody(saved.body);
      await showAlert(t.saved);
    } catch (error) {
      await alertActionError(error);
    }
  };

  return (
    <Box
      component="form"
      aria-label={rule.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <TextField
        size="small"
        fullWidth
        label={t.title}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        size="small"
        fullWidth
        multiline
        minRows={14}
        label={t.body}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <Box
        aria-label={t.preview}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0, overflow: 'auto' }}
      >
        <Text variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
          {t.preview}
        </Text>
        {rule.body === '' ? (
          <Text variant="body2" sx={{ color: 'text.secondary' }}>
            {t.previewEmpty}
          </Text>
        ) : (
          <SafeHtmlBody html={rule.body} />
        )}
      </Box>
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ justifySelf: 'start' }}>
        {save.isPending ? t.saving : t.save}
      </Button>
    </Box>
  );
}
