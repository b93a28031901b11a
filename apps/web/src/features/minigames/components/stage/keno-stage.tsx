import { KenoNumbers } from './keno-numbers';
import type { StageProps } from './stage-props';

/** Speed keno: twenty of seventy numbers light up in the order they were drawn. */
export default function KenoStage({ result, drawing }: StageProps) {
  return <KenoNumbers numbers={!drawing && result?.kind === 'keno' ? result.numbers : null} />;
}
