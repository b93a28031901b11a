/**
 * CSV files the server hands out (the member's statement, docs/decisions/065; the operator's reports,
 * docs/decisions/078): RFC 4180 cells and lines, the BOM Excel needs, and the attachment's name.
 */

/** So that Excel reads the file as UTF-8 and shows the Korean. */
export const UTF8_BOM = '\uFEFF';

/** RFC 4180: a cell with a comma, a quote, a line break or edge spaces is quoted, its quotes doubled. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The file's name: ASCII for every client, and a Korean one (filename*) for those that read it. */
export function csvDisposition(asciiName: string, koreanName: string = asciiName): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(koreanName)}`;
}
