import { koSports } from '../../../i18n/ko-sports';
import styles from './tabs.module.css';

/** The page numbers around the current one, at most `span` of them. */
export function pageWindow(page: number, pageCount: number, span = 5): number[] {
  const count = Math.min(span, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(span / 2)), Math.max(1, pageCount - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={koSports.pagination.label}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {koSports.pagination.prev}
      </button>
      {pageWindow(page, pageCount).map((number) => (
        <button
          key={number}
          type="button"
          className={styles.pageButton}
          aria-current={number === page ? 'page' : undefined}
          aria-label={koSports.pagination.page(number)}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className={styles.pageButton} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {koSports.pagination.next}
      </button>
    </nav>
  );
}
