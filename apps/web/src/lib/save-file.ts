/**
 * Hands a downloaded file to the browser's own download (an object URL on a link with `download`):
 * the way to save what came through fetch with the member's token, which a plain link cannot send.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns; a minute later it is only memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
