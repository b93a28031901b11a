/**
 * The TRC-20 address field's message while the member types (contracts isTronAddress: T, 34 base58
 * characters, checksum). A beginning that a right address could still grow from is not called
 * wrong until the member leaves the field; a wrong character, a wrong start or a full-length
 * address that fails its checksum is called wrong at once.
 */
import { cashierErrors } from '@site/contracts/api/cashier';
import { isTronAddress, TRON_ADDRESS_LENGTH } from '@site/contracts/rules/tron-address';

const STILL_TYPING = /^T[1-9A-HJ-NP-Za-km-z]*$/;

export function tronAddressMessage(text: string, leftField: boolean): string | null {
  const address = text.trim();
  if (address === '' || isTronAddress(address)) return null;
  if (!leftField && address.length < TRON_ADDRESS_LENGTH && STILL_TYPING.test(address)) return null;
  return cashierErrors.badAddress;
}
