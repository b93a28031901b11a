/** What members do before a game's window opens: the lobby, favourites and the launch (SPEC.md §2, §4, §7). */
import type {
  CasinoFavourite,
  CasinoLaunchAnswer,
  CasinoLobby,
  casinoLaunchSchema,
  casinoLobbyQuerySchema,
} from '@site/contracts/api/casino';
import { casinoErrors } from '@site/contracts/api/casino';
import { TENDENCY_NO_CASINO } from '@site/contracts/roles';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import type { Caller } from '../auth/service';
import { GUEST_LEVEL, type CasinoCatalogue } from './catalogue';
import { favouriteCodes, setFavouriteRow } from './favourites-repo';
import { LAUNCH_TOKEN_TTL_MS, newLaunchToken } from './launch-token';
import { insertLaunchToken } from './wallet-repo';

export interface CasinoLobbyDeps {
  db: Database;
  clock: Clock;
  catalogue: CasinoCatalogue;
}

/** The lobby a member (or a guest, as the lowest level) sees: vendors shown to their level, their favourites marked. */
export async function lobbyFor(
  { db, catalogue }: CasinoLobbyDeps,
  member: MemberRow | undefined,
  query: z.output<typeof casinoLobbyQuerySchema>,
): Promise<CasinoLobby> {
  const { aggregator, product } = query;
  const [view, favourites] = await Promise.all([
    catalogue.lobby(db, aggregator, product, member?.level ?? GUEST_LEVEL),
    member ? favouriteCodes(db, member.id, aggregator) : Promise.resolve(new Set<string>()),
  ]);
  return {
    aggregator,
    product,
    maintenance: view.maintenance,
    vendors: view.vendors.map(({ vendor, maintenance, games }) => ({
      code: vendor.code,
      nameKorean: vendor.nameKorean,
      gameCount: games.length,
      maintenance,
    })),
    games: view.vendors.flatMap(({ maintenance, games }) =>
      games.map((game) => ({
        code: game.code,
        vendor: game.vendor,
        nameKorean: game.nameKorean,
        kind: game.kind,
        art: game.art,
        tags: [...game.tags],
        favourite: favourites.has(game.code),
        maintenance,
      })),
    ),
  };
}

/** Marks or unmarks a game the member can see; an unknown game is refused. */
export async function setFavourite(
  { db, clock, catalogue }: CasinoLobbyDeps,
  member: MemberRow,
  input: CasinoFavourite,
): Promise<CasinoFavourite> {
  if (!catalogue.game(input.aggregator, input.gameCode)) throw new AppError(404, casinoErrors.gameNotFound);
  await setFavouriteRow(
    db,
    { memberId: member.id, aggregator: input.aggregator, gameCode: input.gameCode },
    input.favourite,
    clock.now(),
  );
  return input;
}

/**
 * POST /playfun/auth: a one-time token bound to the member, their session and the game, and the
 * adapter's address that carries it. Tendency 22 is refused; a switch off or no adapter is maintenance.
 */
export async function launch(
  { db, clock, catalogue }: CasinoLobbyDeps,
  caller: Caller,
  input: z.output<typeof casinoLaunchSchema>,
): Promise<CasinoLaunchAnswer> {
  const { member } = caller;
  if (member.tendency.includes(TENDENCY_NO_CASINO)) throw new AppError(403, casinoErrors.blocked);
  const playable = await catalogue.playable(db, { ...input, level: member.level });
  if (!playable.ok) {
    throw playable.refusal === 'maintenance'
      ? new AppError(503, casinoErrors.maintenance)
      : new AppError(404, casinoErrors.gameNotFound);
  }
  const now = clock.now();
  const { token, tokenHash } = newLaunchToken();
  await insertLaunchToken(db, {
    tokenHash,
    memberId: member.id,
    siteSessionId: caller.sessionId,
    aggregator: input.aggregator,
    gameCode: playable.game.code,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
  });
  try {
    return { launch_url: playable.adapter.launchUrl({ token, game: playable.game }) };
  } catch {
    // The adapter could not make an address (a real aggregator unreachable): the site shows maintenance.
    throw new AppError(503, casinoErrors.maintenance);
  }
}
