import { showAlert } from './alert';

/**
 * Copies text to the clipboard and says so; without a clipboard (an insecure page, an old browser,
 * a refusal) it says that instead, and the text stays on screen to select by hand.
 */
export async function copyText(text: string, { copied, failed }: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    await showAlert(copied);
  } catch {
    await showAlert(failed);
  }
}
