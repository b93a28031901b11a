import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * PUT one row of a list the console shows (a level's limits, a game's settings); the answer, the
 * row as stored, replaces its row at once, then the list is fetched again.
 */
export function useSaveListRow<Row, Update>({
  listKey,
  path,
  idOf,
}: {
  listKey: readonly unknown[];
  path: (id: number) => string;
  idOf: (row: Row) => number;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: Update }) => api<Row>(path(id), { method: 'PUT', body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(listKey, (rows: Row[] | undefined) =>
        rows?.map((row) => (idOf(row) === idOf(saved) ? saved : row)),
      );
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
