import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { OperatorReasonDialog } from './operator-reason-dialog';

function renderDialog(onSubmit: (reason: string) => Promise<void>, onClose = vi.fn()) {
  render(
    <>
      <OperatorReasonDialog title="적특 처리" submitLabel="적특 처리" onSubmit={onSubmit} onClose={onClose} />
      <AlertDialog />
    </>,
  );
  return onClose;
}

const typeReason = (text: string) => fireEvent.change(screen.getByLabelText(/사유/), { target: { value: text } });
const submitButton = () => screen.getByRole('button', { name: '적특 처리' });

beforeEach(() => useAlertQueue.setState({ queue: [] }));
afterEach(cleanup);

describe('the operator’s reason dialog', () => {
  it('sends the reason trimmed and closes once the server took the action', async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = renderDialog(onSubmit);
    expect(submitButton()).toBeDisabled();
    typeReason('  경기 취소  ');
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('경기 취소');
  });

  it('stays open with the text typed when the server refuses, the reason’s fault under the field', async () => {
    const refused = new ApiError(400, '입력값이 올바르지 않습니다.', {
      message: '입력값이 올바르지 않습니다.',
      issues: [{ path: 'reason', message: '사유를 2자 이상 입력해주세요.' }],
    });
    const onClose = renderDialog(() => Promise.reject(refused));
    typeReason('취소됨');
    fireEvent.click(submitButton());
    expect(await screen.findByText('사유를 2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText(/사유/)).toHaveValue('취소됨');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a refusal of the action itself in the alert', async () => {
    renderDialog(() => Promise.reject(new ApiError(409, '이미 처리된 베팅입니다.')));
    typeReason('중복 처리 확인');
    fireEvent.click(submitButton());
    expect(await screen.findByText('이미 처리된 베팅입니다.')).toBeInTheDocument();
  });
});
