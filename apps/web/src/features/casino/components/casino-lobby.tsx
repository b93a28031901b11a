import Box from '@mui/material/Box';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { CasinoGame, CasinoLobby as Lobby } from '@site/contracts/api/casino';
import {
  casinoAggregatorKeys,
  casinoAggregatorNames,
  casinoLobbyPath,
  type CasinoAggregatorKey,
  type CasinoProduct,
} from '@site/contracts/casino';

import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkTabs } from '../../../components/ui/link-tabs';
import { SearchInput } from '../../../components/ui/search-input';
import { koCasino } from '../../../i18n/ko-casino';
import { askGuestToLogIn, useIsLoggedIn } from '../../auth/api/session';
import { useCasinoLobby, useSetFavourite } from '../api/lobby';
import { requestCasinoLaunch } from '../launch-store';
import { filterGames, isUnderMaintenance, type LobbyTab } from '../rules/lobby-filter';
import { GameTile } from './game-tile';
import { VendorTabs, type VendorTab } from './vendor-tabs';

const t = koCasino;

/** 전체, 즐겨찾기 (members only), then every vendor with how many games it lists. */
function lobbyTabs(lobby: Lobby, loggedIn: boolean): VendorTab[] {
  const favourites = lobby.games.filter((game) => game.favourite).length;
  return [
    { key: 'all', label: t.vendorTab(t.allVendors, lobby.games.length), mark: 'all' },
    ...(loggedIn
      ? [{ key: 'favourites', label: t.vendorTab(t.favourites, favourites), mark: 'favourites' } as const]
      : []),
    ...lobby.vendors.map((vendor) => ({
      key: vendor.code,
      label: vendor.maintenance
        ? `${vendor.nameKorean} · ${t.maintenance}`
        : t.vendorTab(vendor.nameKorean, vendor.gameCount),
      mark: { vendor: vendor.code },
      dimmed: vendor.maintenance,
    })),
  ];
}

function AggregatorTabs({ product, current }: { product: CasinoProduct; current: CasinoAggregatorKey }) {
  return (
    <LinkTabs
      label={t.aggregatorTabs}
      current={casinoLobbyPath(product, current)}
      tabs={casinoAggregatorKeys.map((key) => ({
        label: casinoAggregatorNames[key],
        to: casinoLobbyPath(product, key),
      }))}
    />
  );
}

function GameGrid({ lobby, games, scope }: { lobby: Lobby; games: CasinoGame[]; scope: string | number }) {
  const loggedIn = useIsLoggedIn();
  const setFavourite = useSetFavourite(lobby.aggregator, lobby.product, scope);
  const vendorName = (code: string) => lobby.vendors.find((vendor) => vendor.code === code)?.nameKorean ?? code;

  const open = (game: CasinoGame, maintenance: boolean) => {
    if (maintenance) return void showAlert(t.openFailed);
    requestCasinoLaunch({
      aggregator: lobby.aggregator,
      product: lobby.product,
      gameCode: game.code,
      gameName: game.nameKorean,
    });
  };
  const toggleFavourite = (game: CasinoGame) => {
    if (!loggedIn) return void askGuestToLogIn();
    setFavourite.mutate(
      { aggregator: lobby.aggregator, gameCode: game.code, favourite: !game.favourite },
      { onError: () => void showAlert(t.favouriteFailed) },
    );
  };

  return (
    <Box
      component="ul"
      aria-label={t.gameList}
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(116px, 1fr))',
          md: 'repeat(auto-fill, minmax(168px, 1fr))',
        },
        gap: { xs: 1, md: 1.5 },
      }}
    >
      {games.map((game) => {
        const maintenance = lobby.maintenance || isUnderMaintenance(game, lobby.vendors);
        return (
          <GameTile
            key={game.code}
            game={game}
            vendorName={vendorName(game.vendor)}
            maintenance={maintenance}
            onOpen={() => open(game, maintenance)}
            onToggleFavourite={() => toggleFavourite(game)}
          />
        );
      })}
    </Box>
  );
}

function emptyText(tab: LobbyTab, search: string): string {
  if (search.trim()) return t.noSearchResult(search.trim());
  return tab === 'favourites' ? t.noFavourites : t.noGames;
}

/**
 * One lobby: the aggregators' tabs, the vendors' tabs, a search and the games as tiles. The header's
 * search (?search=) starts the lobby's own.
 */
export function CasinoLobby({ aggregator, product }: { aggregator: CasinoAggregatorKey; product: CasinoProduct }) {
  const loggedIn = useIsLoggedIn();
  const { data: lobby, isPending, isError, refetch, scope } = useCasinoLobby(aggregator, product);
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [tab, setTab] = useState<LobbyTab>('all');

  const tabs = lobby ? lobbyTabs(lobby, loggedIn) : [];
  // A tab that is gone (a logout took 즐겨찾기 away) falls back to 전체.
  const shownTab = tabs.some((candidate) => candidate.key === tab) ? tab : 'all';
  const games = lobby ? filterGames(lobby.games, shownTab, search) : [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <AggregatorTabs product={product} current={aggregator} />
      {isPending && <EmptyState text={t.loading} />}
      {isError && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <EmptyState text={t.loadFailed} />
          <ActionButton variant="outlined" compact onClick={() => void refetch()}>
            {t.retry}
          </ActionButton>
        </Box>
      )}
      {lobby && (
        <>
          {lobby.maintenance && (
            <Box
              role="status"
              sx={{
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: '#e5484d88',
                color: '#ff8a8d',
                fontWeight: 700,
                fontSize: 14,
              }}
            >
              {t.lobbyMaintenance}
            </Box>
          )}
          <VendorTabs label={t.vendorTabs} tabs={tabs} selected={shownTab} onSelect={setTab} />
          <Box sx={{ display: 'flex', justifyContent: { md: 'flex-end' } }}>
            <SearchInput
              value={search}
              onChange={setSearch}
              label={t.search}
              placeholder={t.searchPlaceholder}
              clearLabel={t.clearSearch}
            />
          </Box>
          {games.length === 0 ? (
            <EmptyState text={emptyText(shownTab, search)} />
          ) : (
            <GameGrid lobby={lobby} games={games} scope={scope} />
          )}
        </>
      )}
    </Box>
  );
}
