import { showAlert } from '../ui/alert';
import { actionErrorMessage } from './action-error';

/** Tells the operator why an action failed (unless the site's session handler already does). */
export function alertActionError(error: unknown): Promise<void> {
  const message = actionErrorMessage(error);
  return message ? showAlert(message) : Promise.resolve();
}
