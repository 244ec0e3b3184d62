import Papa from 'papaparse';

export interface CsvColumn<T> {
  /** The header cell. */
  label: string;
  value: (row: T) => string | number | null | undefined;
}

/** The CSV text of `rows`: a header line, then one line per row, quoted where needed (papaparse). */
export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.label),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    // Cells starting with = + - @ are prefixed so a spreadsheet never runs them as formulas.
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/**
 * Saves `rows` as a CSV file. A UTF-8 byte-order mark goes first: without it Excel reads Arabic
 * as mojibake.
 */
export function downloadCsv<T>(fileName: string, rows: T[], columns: CsvColumn<T>[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  saveFile(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, blob);
}

/** Saves a file the page has in hand (made here, or fetched from the API) under `fileName`. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
