import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import { useToasts } from '../components/ui/toasts';
import { ko } from '../i18n/ko';

/** The site's toasts as a member sees them (render ToastStack beside the component under test). */
export async function expectToast(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByRole('region', { name: ko.common.toasts })).toHaveTextContent(text));
}

export const clearToasts = (): void => useToasts.setState({ toasts: [] });
