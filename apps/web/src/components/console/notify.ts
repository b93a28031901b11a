import { showAlert } from '../ui/alert';
import { refusalMessage } from '../../lib/form/refusal';

/** Tells the operator why an action failed (unless the site's session handler already does). */
export function alertActionError(error: unknown): Promise<void> {
  const message = refusalMessage(error);
  return message ? showAlert(message) : Promise.resolve();
}
