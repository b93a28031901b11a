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
 * so a reload or a shared link opens the same one; `idPrefix` keeps two consoles' ids apart. A tab the
 * viewer may not see is left out of `sections`; its address (`refused.keys`) shows `refused.panel`
 * instead of quietly opening another tab.
 */
export function AddressTabs({
  sections,
  label,
  idPrefix,
  refused,
}: {
  sections: readonly ConsoleSection[];
  label: string;
  idPrefix: string;
  refused?: { keys: readonly string[]; panel: ReactNode };
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const refusedHere = refused !== undefined && asked !== null && refused.keys.includes(asked);
  const current = Math.max(
    0,
    sections.findIndex(({ key }) => key === asked),
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
          value={refusedHere ? false : current}
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
      {refusedHere ? (
        <Box role="tabpanel" id={`${idPrefix}-panel-refused`}>
          {refused.panel}
        </Box>
      ) : (
        active && (
          <Box role="tabpanel" id={`${idPrefix}-panel-${active.key}`} aria-labelledby={`${idPrefix}-tab-${active.key}`}>
            <active.Section />
          </Box>
        )
      )}
    </>
  );
}
