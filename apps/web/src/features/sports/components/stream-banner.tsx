import { koSports } from '../../../i18n/ko-sports';
import { useStreamStatus } from '../api/odds-stream';
import styles from './tabs.module.css';

/** Says so while the odds stream is lost and being reconnected; gone once it is back. */
export function StreamBanner() {
  const lost = useStreamStatus((state) => state.status === 'lost');
  if (!lost) return null;
  return (
    <div className={styles.banner} role="alert">
      {koSports.streamLost}
    </div>
  );
}
