/** The game providers' calls into our seamless wallet (api/casino-wallet.ts); never a member's call. */
import { endpoint } from '../endpoint';
import type { casinoWalletAnswerSchema } from '../api/casino-wallet';
import type { z } from 'zod';

/** `:aggregator` one of casinoAggregatorKeys, `:action` one of casinoWalletActions. */
export type CasinoWalletParams = z.ZodObject<{ aggregator: z.ZodString; action: z.ZodString }>;

export const casinoWalletEndpoints = {
  call: endpoint<{ params: CasinoWalletParams }, { 200: typeof casinoWalletAnswerSchema }>({
    method: 'POST',
    path: '/casino/wallet/:aggregator/:action',
    summary: '게임사 심리스 지갑 호출 (인증·잔액·차감·지급·취소, x-casino-signature 서명 필수, 회원 호출 아님)',
    tag: '카지노·슬롯',
  }),
};
