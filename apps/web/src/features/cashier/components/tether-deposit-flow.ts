/**
 * The tether deposit of SPEC.md §4, §5, §7 and §8. Maintenance stops it with the spec's alert. Else
 * the payment window is opened at once, inside the click, because popup blockers allow a window
 * only then; the invoice's address arrives after a round trip, and goes into that window only if it
 * may be recorded (https, or http on this machine). Any failure tells the server's text (through
 * the form, so a refused amount's reason shows on its field) and closes the window, so no blank or
 * unrecorded payment page is left open.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { cashierErrors, type TetherInfo } from '@site/contracts/api/cashier';

import { showAlert } from '../../../components/ui/alert';
import { koTether } from '../../../i18n/ko-tether';
import type { Checked, FieldErrors } from '../../../lib/form/form-rules';
import { cryptoKey, fetchTetherDepositUrl, recordCryptoDeposit, tetherKey } from '../api/tether-calls';
import { isRecordablePaymentUrl } from '../rules/tether-payment-url';

class InsecurePaymentUrl extends Error {}

/** Opens an empty window for the payment page; null when the browser blocked it. */
function openPaymentWindow(): Window | null {
  const opened = window.open('', '_blank');
  // The payment page is another site's: it gets no handle back on ours.
  if (opened) opened.opener = null;
  return opened;
}

/** `refuse` is the form's: how it shows a refusal of the amount. */
export function useTetherDeposit(info: TetherInfo | undefined, refuse: (error: unknown) => Promise<void>) {
  const queryClient = useQueryClient();
  // A second click before the first one's render must not open a second window.
  const inFlight = useRef(false);

  const payment = useMutation({
    mutationFn: async ({ paymentWindow, amount }: { paymentWindow: Window; amount: number }) => {
      const url = await fetchTetherDepositUrl(amount);
      if (!isRecordablePaymentUrl(url)) throw new InsecurePaymentUrl();
      paymentWindow.location.href = url;
      await recordCryptoDeposit(url);
    },
    onError: async (error, { paymentWindow }) => {
      paymentWindow.close();
      if (error instanceof InsecurePaymentUrl) await showAlert(cashierErrors.insecurePaymentUrl);
      else await refuse(error);
    },
    onSettled: async () => {
      inFlight.current = false;
      // An invoice may have been made even when recording failed: show what the server now has.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tetherKey }),
        queryClient.invalidateQueries({ queryKey: cryptoKey }),
      ]);
    },
  });

  const pay = (paymentWindow: Window, amount: number) => {
    inFlight.current = true;
    payment.mutate({ paymentWindow, amount });
  };

  /**
   * The click on 충전 신청 with the form's check of the amount: everything before window.open stays
   * synchronous. Answers why the amount cannot be asked for (shown by the field, nothing opened),
   * or no message at all.
   */
  const start = (checked: Checked<{ amount: number }, 'amount'>): FieldErrors<'amount'> => {
    if (!info || inFlight.current) return {};
    if (info.maintenance) {
      void showAlert(cashierErrors.tetherDepositMaintenance);
      return {};
    }
    if (!checked.ok) return checked.errors;
    const paymentWindow = openPaymentWindow();
    if (!paymentWindow) {
      void showAlert(koTether.deposit.popupBlocked);
      return {};
    }
    pay(paymentWindow, checked.value.amount);
    return {};
  };

  return { start, busy: payment.isPending };
}
