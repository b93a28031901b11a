/**
 * The simulated game provider of all three aggregators: opens game windows from launch tokens, takes
 * table bets and slot spins through the seamless wallet, and (in the leading process) deals the
 * tables. Every process makes one; its state lives in the database.
 */
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { SimCasinoWindowRow } from '../../db/schema/sim-casino';
import { findGame } from './catalogue';
import { cryptoRandom, type CasinoRandom } from './random';
import { spinSlot, type SlotSpinResult } from './slot-play';
import { placeTableBet, type PlaceBetResult } from './table-bets';
import { tableView, type TableView } from './table-view';
import {
  DEFAULT_TABLE_TIMINGS,
  ensureTable,
  pruneTableHistory,
  tickTables,
  watchTable,
  type TableDeps,
  type TableTimings,
} from './tables';
import { CasinoWalletClient, type WalletTransport } from './wallet-client';
import { newTxId } from './wallet-messages';
import { findWindow, openWindow, rememberBalance, type OpenWindowResult } from './windows';

const BALANCE_REFRESH_MS = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface SimCasinoOptions {
  db: Database;
  clock: Clock;
  walletBaseUrl: string;
  secretOf: (aggregator: CasinoAggregatorKey) => Promise<string>;
  transport?: WalletTransport;
  random?: CasinoRandom;
  timings?: TableTimings;
  retryDelayMs?: number;
}

export interface WindowView {
  aggregator: string;
  gameCode: string;
  gameName: string;
  vendor: string;
  kind: 'baccarat' | 'roulette' | 'slot';
  nickname: string;
  balance: number;
  table: TableView | null;
}

export class SimCasino {
  private readonly deps: TableDeps;

  constructor(private readonly options: SimCasinoOptions) {
    const wallet = new CasinoWalletClient({
      walletBaseUrl: options.walletBaseUrl,
      secretOf: options.secretOf,
      ...(options.transport ? { transport: options.transport } : {}),
      ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
    });
    this.deps = {
      db: options.db,
      wallet,
      random: options.random ?? cryptoRandom,
      timings: options.timings ?? DEFAULT_TABLE_TIMINGS,
    };
  }

  private now(): Date {
    return this.options.clock.now();
  }

  /** The launch: the token becomes a window (and the game's table exists from then on). */
  async open(aggregator: CasinoAggregatorKey, token: string, gameCode?: string): Promise<OpenWindowResult> {
    const opened = await openWindow(this.deps.db, this.deps.wallet, this.now(), {
      aggregator,
      token,
      ...(gameCode ? { gameCode } : {}),
    });
    if ('window' in opened) {
      const game = findGame(aggregator, opened.window.gameCode);
      if (game && game.kind !== 'slot') {
        await ensureTable(this.deps, this.now(), { aggregator, gameCode: game.code, kind: game.kind });
      }
    }
    return opened;
  }

  window(id: string): Promise<SimCasinoWindowRow | undefined> {
    return findWindow(this.deps.db, id);
  }

  async view(window: SimCasinoWindowRow): Promise<WindowView | undefined> {
    const aggregator = window.aggregator as CasinoAggregatorKey;
    const game = findGame(aggregator, window.gameCode);
    if (!game) return undefined;
    let table: TableView | null = null;
    if (game.kind !== 'slot') {
      await watchTable(this.deps, this.now(), aggregator, game.code);
      table = (await tableView(this.deps, this.now(), { ...window })) ?? null;
    }
    await this.refreshBalance(window);
    const fresh = await findWindow(this.deps.db, window.id);
    return {
      aggregator,
      gameCode: game.code,
      gameName: game.nameKorean,
      vendor: game.vendor,
      kind: game.kind,
      nickname: window.nickname,
      balance: fresh?.balance ?? window.balance,
      table,
    };
  }

  /**
   * Money can move outside the game (a deposit, a sports bet in the main window): a window that has not
   * heard its balance for a while asks the wallet. Also keeps the wallet session alive while the window is open.
   */
  private async refreshBalance(window: SimCasinoWindowRow): Promise<void> {
    const now = this.now();
    if (now.getTime() - window.balanceAt.getTime() < BALANCE_REFRESH_MS) return;
    const aggregator = window.aggregator as CasinoAggregatorKey;
    const answer = await this.deps.wallet
      .call(aggregator, 'balance', { sessionId: window.sessionId, playerId: window.playerId })
      .catch(() => undefined);
    // An unreachable wallet or an ended session: the last known balance stays on show.
    await rememberBalance(this.deps.db, aggregator, window.playerId, answer?.balance, now);
  }

  bet(window: SimCasinoWindowRow, spot: string, amount: number): Promise<PlaceBetResult> {
    return placeTableBet(this.deps, this.now(), {
      aggregator: window.aggregator as CasinoAggregatorKey,
      gameCode: window.gameCode,
      windowId: window.id,
      sessionId: window.sessionId,
      playerId: window.playerId,
      spot,
      amount,
      txId: newTxId('d'),
    });
  }

  spin(window: SimCasinoWindowRow, bet: number): Promise<SlotSpinResult> {
    return spinSlot(this.deps, this.now(), {
      aggregator: window.aggregator as CasinoAggregatorKey,
      gameCode: window.gameCode,
      sessionId: window.sessionId,
      playerId: window.playerId,
      bet,
    });
  }

  private prunedAt = 0;

  /** One step of every live table (the worker's tick; tests call it), and now and then a pruning. */
  async tick(): Promise<void> {
    const now = this.now();
    await tickTables(this.deps, now);
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now.getTime();
      await pruneTableHistory(this.deps.db, now);
    }
  }
}
