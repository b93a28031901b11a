import { beforeEach, describe, expect, it } from 'vitest';

import { POPUP_STORAGE_KEY, isPopupVisible, popupZIndex, usePopupStore } from './popup-store';

const now = Date.UTC(2026, 10, 21, 3, 0, 0);

describe('popup visibility', () => {
  beforeEach(() => {
    localStorage.clear();
    usePopupStore.setState({ hiddenUntil: {}, closed: {} });
  });

  it('hides a closed popup for this visit only, without remembering it', () => {
    usePopupStore.getState().close(7);
    expect(isPopupVisible(7, usePopupStore.getState(), now)).toBe(false);
    expect(JSON.parse(localStorage.getItem(POPUP_STORAGE_KEY) ?? '{}').state).toEqual({ hiddenUntil: {} });
  });

  it('hides a popup for six hours and remembers when it may show again', () => {
    usePopupStore.getState().hideForSixHours(7, now);
    const sixHoursLater = now + 6 * 3_600_000;
    expect(JSON.parse(localStorage.getItem(POPUP_STORAGE_KEY) ?? '{}').state).toEqual({
      hiddenUntil: { 7: sixHoursLater },
    });
    const nextVisit = { hiddenUntil: usePopupStore.getState().hiddenUntil, closed: {} };
    expect(isPopupVisible(7, nextVisit, sixHoursLater - 1)).toBe(false);
    expect(isPopupVisible(7, nextVisit, sixHoursLater)).toBe(true);
  });

  it('stacks popups 1000 − sort', () => {
    expect(popupZIndex(0)).toBe(1000);
    expect(popupZIndex(3)).toBe(997);
  });
});
