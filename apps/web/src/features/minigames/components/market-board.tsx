import { useState } from 'react';

import type { MinigameMarket } from '@site/contracts/api/minigames';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { koMinigames } from '../../../i18n/ko-minigames';
import { Odds } from '../../odds-format/exports/odds';
import { isSamePick, type MinigamePick } from '../bet-pick';
import { pressPick, useGameSlip } from '../bet-store';
import styles from './game.module.css';

/** The board's groups in the order their first market comes (파워볼, 일반볼, 조합 …). */
export const groupsOf = (markets: readonly MinigameMarket[]): string[] => [...new Set(markets.map((m) => m.group))];

/**
 * The markets under tabs by group, each pick a button with its price. Pressing one makes it the bet
 * (or clears it when it already was); while betting is closed the buttons cannot be pressed.
 */
export function MarketBoard({
  gameId,
  markets,
  open,
}: {
  gameId: number;
  markets: readonly MinigameMarket[];
  open: boolean;
}) {
  const groups = groupsOf(markets);
  const [chosenGroup, setGroup] = useState<string | null>(null);
  const group = chosenGroup !== null && groups.includes(chosenGroup) ? chosenGroup : (groups[0] ?? '');
  const chosen = useGameSlip(gameId, (slip) => slip.pick);

  return (
    <section className={styles.markets} aria-label={koMinigames.markets}>
      {groups.length > 1 && (
        <ChipTabs
          label={koMinigames.marketTabs}
          tabs={groups.map((key) => ({ key, label: key }))}
          selected={group}
          onSelect={setGroup}
        />
      )}
      {!open && (
        <div className={`${styles.notice} ${styles.noticeClosed}`} role="status">
          {koMinigames.bettingClosed}
        </div>
      )}
      <div className={styles.marketList} role="tabpanel" aria-label={group}>
        {markets
          .filter((market) => market.group === group)
          .map((market) => (
            <div key={market.key} className={styles.market} role="group" aria-label={market.nameKorean}>
              <h2 className={styles.marketName}>{market.nameKorean}</h2>
              <div className={styles.picks}>
                {market.picks.map((p) => {
                  const pick: MinigamePick = {
                    gameId,
                    marketKey: market.key,
                    marketNameKorean: market.nameKorean,
                    pickKey: p.key,
                    pickNameKorean: p.nameKorean,
                    price: p.price,
                  };
                  return (
                    <button
                      key={p.key}
                      type="button"
                      className={styles.pick}
                      aria-pressed={isSamePick(chosen, pick)}
                      disabled={!open}
                      onClick={() => pressPick(pick)}
                    >
                      <span className={styles.pickName}>{p.nameKorean}</span>
                      <span className={styles.pickPrice}>
                        <Odds value={p.price} />
                      </span>
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
      </div>
    </section>
  );
}
