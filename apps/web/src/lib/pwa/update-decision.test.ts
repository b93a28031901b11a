import { afterEach, describe, expect, it } from 'vitest';

import { decideUpdate, isMemberBusy, type UpdateFacts } from './update-decision';

const NOW = 10_000_000;
const facts = (over: Partial<UpdateFacts>): UpdateFacts => ({
  reason: 'look',
  own: 'aaaaaaaaaaaa',
  served: 'bbbbbbbbbbbb',
  busy: false,
  lastReloadAt: null,
  now: NOW,
  ...over,
});

describe('moving an open page to the new build', () => {
  it('reloads a page whose part failed when the server names another build, busy or not', () => {
    expect(decideUpdate(facts({ reason: 'load-failed' }))).toBe('reload');
    expect(decideUpdate(facts({ reason: 'load-failed', busy: true }))).toBe('reload');
  });

  it('reloads a working page the member comes back to, unless they are typing or in a dialog', () => {
    expect(decideUpdate(facts({ reason: 'look' }))).toBe('reload');
    expect(decideUpdate(facts({ reason: 'look', busy: true }))).toBe('wait');
  });

  it('reloads on the next page change even for a member who was busy', () => {
    expect(decideUpdate(facts({ reason: 'navigation', busy: true }))).toBe('reload');
  });

  it('leaves a page on the build the server still hands out', () => {
    expect(decideUpdate(facts({ served: 'aaaaaaaaaaaa' }))).toBe('stay');
    expect(decideUpdate(facts({ served: null }))).toBe('stay');
  });

  it('asks again after a failed part while the server still names this build or cannot answer (a deploy under way)', () => {
    expect(decideUpdate(facts({ reason: 'load-failed', served: 'aaaaaaaaaaaa' }))).toBe('ask-again');
    expect(decideUpdate(facts({ reason: 'load-failed', served: null }))).toBe('ask-again');
  });

  it('never reloads twice within a minute, so a broken deploy cannot loop the page', () => {
    expect(decideUpdate(facts({ reason: 'load-failed', lastReloadAt: NOW - 59_999 }))).toBe('stay');
    expect(decideUpdate(facts({ reason: 'load-failed', lastReloadAt: NOW - 60_000 }))).toBe('reload');
  });

  it('does nothing in the dev server, whose page names no build', () => {
    expect(decideUpdate(facts({ own: null, reason: 'load-failed' }))).toBe('stay');
  });
});

describe('a member busy with the page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is busy while a text field or select has focus or a dialog is open, not while a button has focus', () => {
    document.body.innerHTML =
      '<input id="stake" type="text"><button id="go">베팅</button><input id="pick" type="checkbox"><select id="odds"></select>';
    const focus = (id: string) => document.getElementById(id)?.focus();
    expect(isMemberBusy(document)).toBe(false);
    focus('stake');
    expect(isMemberBusy(document)).toBe(true);
    focus('odds');
    expect(isMemberBusy(document)).toBe(true);
    focus('go');
    expect(isMemberBusy(document)).toBe(false);
    focus('pick');
    expect(isMemberBusy(document)).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog">1:1 문의</div>');
    expect(isMemberBusy(document)).toBe(true);
  });
});
