import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { EventBus } from '../events/bus';
import { sendNextBatch, type BatchResult } from '../modules/message-campaigns/service';
import { PeriodicWorker } from './periodic-worker';

export const MESSAGE_CAMPAIGN_INTERVAL_MS = 1_000;
/** Members reached per run: one transaction's inserts and, after it, as many bus events (bounded). */
export const MESSAGE_CAMPAIGN_BATCH = 500;

export interface MessageCampaignWorkerOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  intervalMs?: number;
  batchSize?: number;
  onError?: (error: unknown) => void;
}

/**
 * Delivers 쪽지 to a segment (modules/message-campaigns) a batch per run, in the one process that leads
 * 'message-campaigns'. Each batch is its own transaction, so a restart carries on from the last one
 * committed; a second run at once takes other members (skip locked), so nobody gets two copies.
 */
export class MessageCampaignWorker extends PeriodicWorker<BatchResult | undefined> {
  constructor(private readonly options: MessageCampaignWorkerOptions) {
    super({ intervalMs: options.intervalMs ?? MESSAGE_CAMPAIGN_INTERVAL_MS, onError: options.onError });
  }

  runOnce(): Promise<BatchResult | undefined> {
    const { db, clock, bus, batchSize = MESSAGE_CAMPAIGN_BATCH } = this.options;
    return sendNextBatch(db, { clock, bus }, batchSize);
  }
}
