/** A list row that is one link (a search result, an upcoming game): full width, ruled above, lit on hover. */
export const rowLinkSx = {
  px: 1.5,
  py: 1,
  color: 'text.primary',
  textDecoration: 'none',
  borderTop: 1,
  borderColor: 'divider',
  '&:hover': { bgcolor: 'action.hover' },
} as const;
