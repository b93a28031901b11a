import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SiteRule } from '@site/contracts/api/site-rules';

import { closeAlert, renderWithSite, scriptServer } from '../../../test/console/harness';
import { RulesSection } from './rules-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = (category: SiteRule['category'], title: string, body: string): SiteRule => ({
  category,
  title,
  body,
  updatedAt: '2026-11-20T03:00:00.000Z',
});

describe('규정 관리', () => {
  it('edits a category, saves it and previews what the server kept', async () => {
    const calls = scriptServer({
      'GET admin/rules/sports': () => ({ body: stored('sports', '스포츠', '<p>배당 변경</p>') }),
      'GET admin/rules/cashier': () => ({ body: stored('cashier', '입출금', '<p>입금 전 계좌 문의</p>') }),
      'PUT admin/rules/cashier': () => ({ body: stored('cashier', '입출금 규정', '<p>테더는 TRC-20</p>') }),
    });
    renderWithSite(<RulesSection />);
    expect(await screen.findByDisplayValue('스포츠')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '분류' }));
    fireEvent.click(await screen.findByRole('option', { name: '입출금' }));
    const title = await screen.findByDisplayValue('입출금');
    fireEvent.change(title, { target: { value: '입출금 규정' } });
    fireEvent.change(screen.getByLabelText('내용 (HTML)'), {
      target: { value: '<p>테더는 TRC-20</p><script>alert(1)</script>' },
    });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await closeAlert('규정을 저장했습니다.');

    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: 'admin/rules/cashier',
      body: { title: '입출금 규정', body: '<p>테더는 TRC-20</p><script>alert(1)</script>' },
    });
    const preview = screen.getByLabelText('저장된 내용 미리보기');
    expect(within(preview).getByText('테더는 TRC-20')).toBeInTheDocument();
    expect(screen.getByLabelText('내용 (HTML)')).toHaveValue('<p>테더는 TRC-20</p>');
  });
});
