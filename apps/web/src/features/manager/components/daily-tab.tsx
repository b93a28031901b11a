import Typography from '@mui/material/Typography';

import { QueryState } from '../../../components/console/query-state';
import { Panel } from '../../../components/ui/panel';
import { koManager } from '../../../i18n/ko-manager';
import { useDaily } from '../api/manager';
import { FiguresView } from './figures-view';
import { RangeFields, useDayRange } from './range-fields';

const text = koManager.daily;

/** 일별 정산: one line per Seoul day of the range, newest first, and the totals. */
export function DailyTab() {
  const { range, setRange, valid } = useDayRange();
  const daily = useDaily(range.from, range.to, valid);
  return (
    <Panel title={text.title}>
      <RangeFields range={range} valid={valid} onChange={setRange} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {text.note}
      </Typography>
      {valid && (
        <QueryState query={daily}>
          {({ days, totals }) => (
            <FiguresView
              title={text.title}
              lines={[
                ...days.toReversed().map(({ day, ...figures }) => ({ key: day, label: day, figures })),
                { key: 'total', label: koManager.figures.total, figures: totals, total: true },
              ]}
            />
          )}
        </QueryState>
      )}
    </Panel>
  );
}
