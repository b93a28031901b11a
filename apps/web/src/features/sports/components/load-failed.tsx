import { koSports } from '../../../i18n/ko-sports';
import styles from './book.module.css';

/** What a book shows when its list could not be loaded: the reason and a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.notice}>
      {koSports.loadFailed}{' '}
      <button type="button" className={styles.more} onClick={onRetry}>
        {koSports.retry}
      </button>
    </div>
  );
}
