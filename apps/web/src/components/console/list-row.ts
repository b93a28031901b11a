import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Saves one row of a list the console shows (a level's limits, a game's settings); the answer, the
 * row as stored, replaces its row at once, then the list is fetched again.
 */
export function useSaveListRow<Row, Update>({
  listKey,
  save,
  idOf,
}: {
  listKey: readonly unknown[];
  save: (id: number, update: Update) => Promise<Row>;
  idOf: (row: Row) => number;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: Update }) => save(id, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(listKey, (rows: Row[] | undefined) =>
        rows?.map((row) => (idOf(row) === idOf(saved) ? saved : row)),
      );
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
