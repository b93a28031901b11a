import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface ConsoleSection {
  key: string;
  label: ReactNode;
  Section: ComponentType;
}

/**
 * A console's tabs and the open one's panel. The tab lives in the address (?tab=, none for the first),
 * so a reload or a shared link opens the same one; `idPrefix` keeps two consoles' ids apart.
 */
export function AddressTabs({
  sections,
  label,
  idPrefix,
}: {
  sections: readonly ConsoleSection[];
  label: string;
  idPrefix: string;
}) {
  const [params, setParams] = useSearchParams();
  const current = Math.max(
    0,
    sections.findIndex(({ key }) => key === params.get('tab')),
  );
  const setCurrent = (index: number) => {
    const next = new URLSearchParams(params);
    const key = sections[index]?.key;
    if (!key || index === 0) next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };
  const active = sections[current] ?? sections[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={(_event, next: number) => setCurrent(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={label}
        >
          {sections.map(({ key, label: tabLabel }) => (
            <Tab key={key} label={tabLabel} id={`${idPrefix}-tab-${key}`} aria-controls={`${idPrefix}-panel-${key}`} />
          ))}
        </Tabs>
      </Box>
      {active && (
        <Box role="tabpanel" id={`${idPrefix}-panel-${active.key}`} aria-labelledby={`${idPrefix}-tab-${active.key}`}>
          <active.Section />
        </Box>
      )}
    </>
  );
}
