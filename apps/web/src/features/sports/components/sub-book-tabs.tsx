import { Link } from 'react-router';

import { unixSeconds } from '@site/contracts/clock';

import { ko } from '../../../i18n/ko';
import { koPageEmpty } from '../../../i18n/ko-page-empty';
import { koSports } from '../../../i18n/ko-sports';
import styles from './tabs.module.css';

export const koreaBooks = [
  { book: 'cross', path: '/korea/cross', title: ko.pages.koreaCross.title, empty: koPageEmpty.koreaCross },
  {
    book: 'wintielose',
    path: '/korea/wintielose',
    title: ko.pages.koreaWintielose.title,
    empty: koPageEmpty.koreaWintielose,
  },
  {
    book: 'handicap',
    path: '/korea/handicap',
    title: ko.pages.koreaHandicap.title,
    empty: koPageEmpty.koreaHandicap,
  },
  { book: 'special', path: '/korea/special', title: ko.pages.koreaSpecial.title, empty: koPageEmpty.koreaSpecial },
  { book: 'live', path: '/korea/live', title: ko.pages.koreaLive.title, empty: koPageEmpty.koreaLive },
] as const;

export type KoreaBook = (typeof koreaBooks)[number]['book'];

/** The Korean-style book's five kinds; links to them carry the time of the click (SPEC.md §2). */
export function SubBookTabs({ current }: { current: KoreaBook }) {
  return (
    <nav className={styles.subBooks} aria-label={koSports.subBooksLabel}>
      {koreaBooks.map((entry) => (
        <Link
          key={entry.book}
          className={styles.subBook}
          to={`${entry.path}?time=${unixSeconds()}`}
          aria-current={entry.book === current ? 'page' : undefined}
        >
          {entry.title}
        </Link>
      ))}
    </nav>
  );
}
