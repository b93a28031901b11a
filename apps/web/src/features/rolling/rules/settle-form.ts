/** The 정산 신청 form's rules: the contract's request, and a tether payout's address and password. */
import { cashierErrors } from '@site/contracts/api/cashier';
import { rollingErrors, settlementRequestSchema, type RollingKind } from '@site/contracts/api/rolling';
import { isTronAddress } from '@site/contracts/rules/tron-address';

import { formRules } from '../../../lib/form/form-rules';

export type SettleDraft = {
  kind: RollingKind | 'all';
  payout: 'money' | 'tether';
  address: string;
  withdrawalPassword: string;
  /** a tether payout's second-factor code; empty (not sent) for a member without one */
  otp: string;
};

export const emptySettleDraft: SettleDraft = {
  kind: 'all',
  payout: 'money',
  address: '',
  withdrawalPassword: '',
  otp: '',
};

export const settleRules = formRules({
  schema: settlementRequestSchema.omit({ idempotencyKey: true }),
  // A money payout sends neither tether field.
  toInput: (draft: SettleDraft) =>
    draft.payout === 'tether'
      ? {
          kind: draft.kind,
          payout: draft.payout,
          address: draft.address.trim(),
          withdrawalPassword: draft.withdrawalPassword,
          otp: draft.otp.trim() || undefined,
        }
      : { kind: draft.kind, payout: draft.payout },
  fallback: { address: cashierErrors.badAddress },
  // The server asks the same (rollingErrors.tetherNeedsAddress); the form says it before sending.
  refine: (draft) => {
    if (draft.payout !== 'tether') return {};
    const address = draft.address.trim();
    return {
      ...(address === ''
        ? { address: rollingErrors.tetherNeedsAddress }
        : isTronAddress(address)
          ? {}
          : { address: cashierErrors.badAddress }),
      ...(draft.withdrawalPassword === '' ? { withdrawalPassword: rollingErrors.tetherNeedsAddress } : {}),
    };
  },
});

/** What the chosen kind would settle now. */
export const claimableFor = (
  kind: SettleDraft['kind'],
  summary: { claimable: number; claimableByKind: Partial<Record<RollingKind, number>> },
): number => (kind === 'all' ? summary.claimable : (summary.claimableByKind[kind] ?? 0));
