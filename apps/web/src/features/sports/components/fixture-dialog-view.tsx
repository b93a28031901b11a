import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';

import { IconAction } from '../../../components/ui/action-button';
import { CloseIcon } from '../../../components/ui/icons';
import { koSports } from '../../../i18n/ko-sports';
import { seoulMonthDayTime } from '../fixture-groups';
import type { FixtureDialogProps } from './fixture-dialog';
import styles from './dialog.module.css';
import { FixtureMarkets } from './fixture-markets';

/**
 * The fixture view of "+N": every market of the fixture in this book, over the list (full screen on
 * phones). Loaded by fixture-dialog.tsx the first time a fixture is opened.
 */
export default function FixtureDialogView({ fixture, book, mode, onClose }: FixtureDialogProps) {
  const phone = useMediaQuery('(max-width:599.98px)', { noSsr: true });
  const titleId = fixture ? `fixture-dialog-${fixture.id}` : undefined;
  return (
    <Dialog
      open={fixture !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'background.paper', backgroundImage: 'none' } } }}
    >
      {fixture && (
        <>
          <header className={styles.header}>
            <div className={styles.heading}>
              <span className={styles.league}>
                {fixture.locationNameKorean} · {fixture.leagueNameKorean}
              </span>
              <h2 id={titleId} className={styles.title}>
                {fixture.home} <span className={styles.versus}>{koSports.versus}</span> {fixture.away}
              </h2>
              <span className={styles.time}>{seoulMonthDayTime(fixture.startAt)}</span>
            </div>
            <IconAction aria-label={koSports.fixtureView.close} onClick={onClose}>
              <CloseIcon />
            </IconAction>
          </header>
          <div className={styles.body}>
            <FixtureMarkets fixtureId={fixture.id} book={book} mode={mode} inDialog />
          </div>
        </>
      )}
    </Dialog>
  );
}
