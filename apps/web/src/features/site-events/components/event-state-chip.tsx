import Chip from '@mui/material/Chip';

import { eventStateNames, type EventState } from '@site/contracts/api/site-events';

const colors = { upcoming: 'info', running: 'primary', ended: 'default' } as const;

/** 예정, 진행중 or 종료, as the period says. */
export function EventStateChip({ state }: { state: EventState }) {
  return <Chip size="small" color={colors[state]} label={eventStateNames[state]} sx={{ fontWeight: 700 }} />;
}
