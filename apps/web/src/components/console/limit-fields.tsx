import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { Fragment, type ReactNode } from 'react';

import { useStackedList } from '../ui/responsive-list';
import { koAdmin } from '../../i18n/ko-admin';
import type { LimitEditor, LimitFieldSpec, LimitSubmitter } from './use-limit-editor';

/** The row's save button, named with the row (every row has one). */
export function LimitSaveButton({ editor, label }: { editor: LimitSubmitter; label: string }) {
  return (
    <Button
      type="submit"
      size="small"
      variant="contained"
      disabled={editor.pending || editor.unchanged}
      aria-label={label}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {editor.pending ? koAdmin.common.saving : koAdmin.common.save}
    </Button>
  );
}

/** One limit of a row; named with the row's name, since every row has the same fields. */
export function LimitInput<Field extends string>({
  editor,
  field,
  rowName,
  formId,
  showLabel,
}: {
  editor: LimitEditor<Field>;
  field: LimitFieldSpec<Field>;
  rowName: string;
  formId: string;
  showLabel: boolean;
}) {
  return (
    <TextField
      {...editor.field(field)}
      label={showLabel ? field.label : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${rowName} ${field.label}`, form: formId } }}
    />
  );
}

/** A table row's save cell: a form cannot wrap a table row, so the row's fields join it by its id. */
export function LimitRowForm({
  editor,
  formId,
  saveLabel,
}: {
  editor: LimitSubmitter;
  formId: string;
  saveLabel: string;
}) {
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(event) => void editor.submit(event)}
      // As tall as a field, so the button sits level with the fields beside it.
      sx={{ height: 40, display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}
    >
      <LimitSaveButton editor={editor} label={saveLabel} />
    </Box>
  );
}

/** A row as a card, where a table's fields side by side would not fit: title and save, then the fields. */
export function LimitCard<Field extends string>({
  editor,
  formId,
  title,
  rowName,
  saveLabel,
  fields,
  columns = 2,
  children,
}: {
  editor: LimitEditor<Field>;
  formId: string;
  title: ReactNode;
  rowName: string;
  saveLabel: string;
  fields: readonly LimitFieldSpec<Field>[];
  /** how many fields stand side by side */
  columns?: number;
  /** what else the row holds, between the title and the fields */
  children?: ReactNode;
}) {
  return (
    <Paper
      component="form"
      id={formId}
      noValidate
      onSubmit={(event) => void editor.submit(event)}
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {title}
        <LimitSaveButton editor={editor} label={saveLabel} />
      </Box>
      {children}
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5 }}>
        {fields.map((field) => (
          <LimitInput key={field.name} editor={editor} field={field} rowName={rowName} formId={formId} showLabel />
        ))}
      </Box>
    </Paper>
  );
}

/**
 * Rows of limits: a table with a form per row on a wide screen; below the tablet edge the fields side
 * by side do not fit, so a card per row instead.
 */
export function LimitList<Item>({
  label,
  columns,
  widths = [],
  items,
  keyOf,
  row,
  card,
}: {
  label: string;
  /** the table's column names; the save button's column has none */
  columns: readonly string[];
  /** fixed widths of the first columns, so that several lists one under another line up */
  widths?: readonly number[];
  items: readonly Item[];
  keyOf: (item: Item) => number;
  row: (item: Item) => ReactNode;
  card: (item: Item) => ReactNode;
}) {
  const stacked = useStackedList();
  if (stacked) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={keyOf(item)}>
            {card(item)}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((name, index) => (
              <TableCell key={name} sx={{ width: widths[index] }}>
                {name}
              </TableCell>
            ))}
            <TableCell sx={{ width: 96 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <Fragment key={keyOf(item)}>{row(item)}</Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
