import { describe, expect, it } from 'vitest';

import {
  RESULTS_HUB_MINIGAME,
  RESULTS_HUB_SPORTS,
  RESULTS_HUB_VIRTUALS,
  isResultsHub,
  resultsHubTabOf,
} from './results-hub';

describe('resultsHubTabOf', () => {
  it('shows the hub itself as its sports tab', () => {
    expect(resultsHubTabOf('/game_result')).toBe(RESULTS_HUB_SPORTS);
    expect(resultsHubTabOf('/game_result/')).toBe(RESULTS_HUB_SPORTS);
    expect(resultsHubTabOf('/game_result/sports')).toBe(RESULTS_HUB_SPORTS);
  });

  it('puts every virtual sport page under 가상게임', () => {
    expect(resultsHubTabOf('/game_result/virtuals')).toBe(RESULTS_HUB_VIRTUALS);
    expect(resultsHubTabOf('/game_result/virtuals/horse')).toBe(RESULTS_HUB_VIRTUALS);
  });

  it('knows the minigame results', () => {
    expect(resultsHubTabOf('/game_result/minigame')).toBe(RESULTS_HUB_MINIGAME);
  });
});

describe('isResultsHub', () => {
  it('is the hub itself only', () => {
    expect(isResultsHub('/game_result')).toBe(true);
    expect(isResultsHub('/game_result/')).toBe(true);
    expect(isResultsHub('/game_result/sports')).toBe(false);
  });
});
