import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { DEFAULT_ODDS_FORMAT, isOddsFormat, type OddsFormat } from '@site/contracts/rules/odds-format';

export const ODDS_FORMAT_STORAGE_KEY = 'site.odds-format';

interface OddsFormatState {
  /** the format every price on the page is written in now */
  shown: OddsFormat;
  /** a visitor's own choice, kept in this browser (a member's is kept on the server) */
  guest: OddsFormat;
  /**
   * The last signed-in member's format as the server last said it: shown from a reload until the
   * server answers again, so a member reading American odds does not see decimals flash first.
   */
  member: { id: number; format: OddsFormat } | null;
}

type Stored = Partial<Pick<OddsFormatState, 'guest' | 'member'>>;

export const useOddsFormatStore = create<OddsFormatState>()(
  persist((): OddsFormatState => ({ shown: DEFAULT_ODDS_FORMAT, guest: DEFAULT_ODDS_FORMAT, member: null }), {
    name: ODDS_FORMAT_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ guest, member }): Stored => ({ guest, member }),
    // Whatever another version of the site left in storage, only a known format is taken.
    merge: (stored, current) => {
      const saved = (stored ?? {}) as Stored;
      const guest = isOddsFormat(saved.guest) ? saved.guest : current.guest;
      const member =
        saved.member && typeof saved.member.id === 'number' && isOddsFormat(saved.member.format) ? saved.member : null;
      return { ...current, guest, member };
    },
  }),
);

/**
 * Who is looking decides the format shown: a visitor their own choice; a member the server's answer,
 * or until it comes (a reload, a login) what this browser last heard for them.
 */
export function showFormatFor(viewer: { loggedIn: boolean; memberId: number | null; saved: unknown }): void {
  const { guest, member, shown } = useOddsFormatStore.getState();
  let next: OddsFormat;
  if (!viewer.loggedIn) next = guest;
  else if (viewer.memberId !== null && isOddsFormat(viewer.saved)) {
    next = viewer.saved;
    if (member?.id !== viewer.memberId || member.format !== next) {
      useOddsFormatStore.setState({ member: { id: viewer.memberId, format: next } });
    }
  } else
    next = member && (viewer.memberId === null || member.id === viewer.memberId) ? member.format : DEFAULT_ODDS_FORMAT;
  if (next !== shown) useOddsFormatStore.setState({ shown: next });
}

/** A visitor's choice: shown at once and kept in this browser. */
export function chooseGuestFormat(format: OddsFormat): void {
  useOddsFormatStore.setState({ guest: format, shown: format });
}

/** A member's choice as it is sent, or put back when the server refused it. */
export function showMemberFormat(memberId: number, format: OddsFormat): void {
  useOddsFormatStore.setState({ member: { id: memberId, format }, shown: format });
}
