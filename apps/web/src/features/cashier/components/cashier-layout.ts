/**
 * The cashier pages' two columns: the form beside the notes and the history on a desktop, one
 * column under the other on a phone (425 px), the form first.
 */
export const cashierPageSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

export const cashierColumnSx = { display: 'grid', gap: 2, minWidth: 0 } as const;
