import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cashRequest, closeAlert, renderPage, scriptServer, TX_HASH } from '../test/tether-test-server';
import CryptoViewPage from './crypto-view-page';

const PATH = '/crypto/view/:id?';

describe('/crypto/view/:id', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every field, the whole hash, and copies it', async () => {
    scriptServer({ 'GET crypto/7': () => ({ body: cashRequest() }) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<CryptoViewPage />, '/crypto/view/7', PATH);
    expect(await screen.findByText(TX_HASH)).toBeInTheDocument();
    for (const text of [
      '충전',
      '완료',
      '2026-03-01 12:04:05',
      '2026-03-01 12:10:00',
      '100,000원',
      '71.95 USDT',
      '1 USDT = 1,390원',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('TNXoiAJ3dct8Fjg4M9fkLFh9S2v9TXc32G')).toBeInTheDocument();
    // Credited: no payment page to go back to.
    expect(screen.queryByRole('link', { name: '결제 페이지 열기' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '트랜잭션 해시 복사' }));
    await closeAlert('트랜잭션 해시를 복사했습니다.');
    expect(writeText).toHaveBeenCalledWith(TX_HASH);
  });

  it('offers the payment page while the deposit waits for its transfer', async () => {
    scriptServer({
      'GET crypto/9': () => ({ body: cashRequest({ id: 9, status: 'issued', txHash: null, decidedAt: null }) }),
    });
    renderPage(<CryptoViewPage />, '/crypto/view/9', PATH);
    expect(await screen.findByRole('link', { name: '결제 페이지 열기' })).toHaveAttribute(
      'href',
      'https://pay.example.test/invoice/7',
    );
    expect(screen.getByText('결제대기')).toBeInTheDocument();
  });

  it('says a request the server does not know was not found, with the way back to the list', async () => {
    scriptServer({});
    renderPage(<CryptoViewPage />, '/crypto/view/999', PATH);
    expect(await screen.findByRole('heading', { name: '신청 내역을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '테더 입출금 내역으로' })).toHaveAttribute('href', '/crypto');
  });

  it('says not found without asking when the address has no request number', async () => {
    const calls = scriptServer({});
    renderPage(<CryptoViewPage />, '/crypto/view', PATH);
    expect(await screen.findByRole('heading', { name: '신청 내역을 찾을 수 없습니다.' })).toBeInTheDocument();
    renderPage(<CryptoViewPage />, '/crypto/view/abc', PATH);
    expect(await screen.findAllByRole('heading', { name: '신청 내역을 찾을 수 없습니다.' })).toHaveLength(2);
    expect(calls).toEqual([]);
  });
});
