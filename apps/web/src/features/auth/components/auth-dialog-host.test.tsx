import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithSite, scriptServer } from '../../../test/console/harness';
import { useAuthDialog } from '../dialog-store';
import { clearSession } from '../session-store';
import { AuthDialogHost } from './auth-dialog-host';
import { JoinForm } from './join-form';

const recommenderField = '추천인 아이디 (선택)';

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  useAuthDialog.setState({ open: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

describe('the referral link (/?ref=code)', () => {
  it("offers a guest sign-up at once, the referrer's code in the recommender field", async () => {
    scriptServer({ 'GET settingSignUp': () => ({ body: { joinStartEndFlg: false } }) });
    window.history.replaceState({}, '', '/?ref=demo');
    renderWithSite(<AuthDialogHost afterLogin={() => {}} memberMenu={[]} />);
    expect(await screen.findByRole('dialog', { name: '회원가입' })).toBeInTheDocument();
    expect(screen.getByLabelText(recommenderField)).toHaveValue('demo');
  });

  it('keeps the code for the tab, so a later sign-up is filled too', () => {
    window.history.replaceState({}, '', '/?ref=friendly');
    scriptServer({ 'GET settingSignUp': () => ({ body: { joinStartEndFlg: true } }) });
    renderWithSite(<AuthDialogHost afterLogin={() => {}} memberMenu={[]} />);
    cleanup();
    window.history.replaceState({}, '', '/casino');
    renderWithSite(<JoinForm onJoined={() => {}} />);
    expect(screen.getByLabelText(recommenderField)).toHaveValue('friendly');
  });

  it('leaves the recommender empty for a visitor who came without one', () => {
    renderWithSite(<JoinForm onJoined={() => {}} />);
    expect(screen.getByLabelText(recommenderField)).toHaveValue('');
  });
});
