import type { RiskSweepResult } from '@site/contracts/api/admin-risk';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { runRiskSweep } from '../modules/risk/sweep';
import { PeriodicWorker } from './periodic-worker';

/**
 * Every five minutes: a flag is for a person to look at within the hour, and each run reads a week of
 * bets and requests, so running it more often would cost the database for nothing an analyst sees.
 */
export const RISK_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface RiskSweepWorkerOptions {
  db: Database;
  clock: Clock;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  onRun?: (result: RiskSweepResult) => void;
}

/**
 * The risk sweep (modules/risk/sweep.ts, docs/decisions/077) in the one process that leads
 * 'risk-sweep'. An analyst's 지금 검사 runs the same sweep beside it; each finding is flagged once.
 */
export class RiskSweepWorker extends PeriodicWorker<RiskSweepResult> {
  constructor(private readonly options: RiskSweepWorkerOptions) {
    super({
      intervalMs: options.intervalMs ?? RISK_SWEEP_INTERVAL_MS,
      onError: options.onError,
      onRun: options.onRun,
    });
  }

  runOnce(): Promise<RiskSweepResult> {
    return runRiskSweep(this.options);
  }
}
