/**
 * Opens a new window for an address the server has yet to answer. The window is opened at once,
 * while the click still counts as the person's own (a pop-up blocker lets that through), and sent
 * to the address when it comes; if finding the address fails the empty window is closed again and
 * the failure passed on, so the caller can say why.
 */
export async function openWindowFor(findAddress: () => Promise<string>): Promise<void> {
  const opened = window.open('', '_blank');
  let address: string;
  try {
    address = await findAddress();
  } catch (error) {
    opened?.close();
    throw error;
  }
  if (opened && !opened.closed) {
    // The game or book must not reach back into the site's window.
    opened.opener = null;
    opened.location.href = address;
  } else {
    window.open(address, '_blank', 'noopener');
  }
}
