/**
 * This browser's own random id (128 random bits, made like an attempt key), kept in localStorage and
 * sent with every call as X-Device-Id. The server keeps it with each login, so the console can see two
 * accounts played from one device (issue 36's linked accounts); it says nothing about the member by
 * itself. Without storage (a private window that refuses it) the id lives as long as the page.
 */
import { newAttemptKey } from './idempotency-key';

const STORAGE_KEY = 'deviceId';
export const DEVICE_ID_HEADER = 'X-Device-Id';

let memory: string | null = null;

export function deviceId(): string {
  if (memory) return memory;
  try {
    memory = localStorage.getItem(STORAGE_KEY);
    if (!memory) {
      memory = newAttemptKey();
      localStorage.setItem(STORAGE_KEY, memory);
    }
  } catch {
    memory ??= newAttemptKey();
  }
  return memory;
}
