import { CELL_PAD, COLORS, type Pdf } from './invoice-pdf-style.ts';

/**
 * A table that flows over pages: a row that does not fit goes to the next page, under the header
 * drawn again; a row that does not fit even right under a header (a very long description) is split
 * across pages.
 */

export interface TableColumn {
  header: string;
  /** points; the one column without a width takes the rest, wraps and is the one split */
  width?: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  /** a secondary row (the rounding under its rate): smaller and grey */
  muted?: boolean;
}

const FONT_SIZE = 8.5;

interface Layout {
  x: number[];
  widths: number[];
  aligns: ('left' | 'right')[];
  flex: number;
}

function layout(pdf: Pdf, columns: TableColumn[]): Layout {
  const left = pdf.page.margins.left;
  const total = pdf.page.width - left - pdf.page.margins.right;
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const widths = columns.map((c) => c.width ?? total - fixed);
  const x = widths.map((_, i) => left + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const flex = columns.findIndex((c) => c.width === undefined);
  return { x, widths, aligns: columns.map((c) => c.align ?? 'left'), flex };
}

const cellWidth = (l: Layout, i: number) => l.widths[i] - 2 * CELL_PAD;

function rowHeight(pdf: Pdf, l: Layout, cells: string[]): number {
  const heights = cells.map((cell, i) => (cell ? pdf.heightOfString(cell, { width: cellWidth(l, i) }) : 0));
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawCells(pdf: Pdf, l: Layout, cells: string[], y: number) {
  cells.forEach((cell, i) => {
    pdf.text(cell, l.x[i] + CELL_PAD, y + CELL_PAD, { width: cellWidth(l, i), align: l.aligns[i] });
  });
}

function drawHeader(pdf: Pdf, l: Layout, columns: TableColumn[], y: number): number {
  const headers = columns.map((c) => c.header);
  pdf.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const height = rowHeight(pdf, l, headers);
  const width = l.widths.reduce((sum, w) => sum + w, 0);
  pdf.rect(l.x[0], y, width, height).fill(COLORS.band);
  pdf.fillColor(COLORS.text);
  drawCells(pdf, l, headers, y);
  return y + height;
}

/** The longest head of `text` that fits `height`: whole words, or characters for a word longer than that. */
function splitToFit(pdf: Pdf, text: string, width: number, height: number): [string, string] {
  for (const separator of [' ', '']) {
    const units = text.split(separator);
    let lo = 0;
    let hi = units.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (pdf.heightOfString(units.slice(0, mid).join(separator), { width }) <= height) lo = mid;
      else hi = mid - 1;
    }
    if (lo > 0) return [units.slice(0, lo).join(separator), units.slice(lo).join(separator)];
  }
  return ['', text];
}

/** Draws the table from the current position; leaves `pdf.y` under it. */
export function drawTable(pdf: Pdf, columns: TableColumn[], rows: TableRow[]) {
  const l = layout(pdf, columns);
  const bottom = () => pdf.page.maxY();
  const rule = (y: number) => {
    const end = l.x[l.x.length - 1] + l.widths[l.widths.length - 1];
    pdf.moveTo(l.x[0], y).lineTo(end, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  };
  const style = (row: TableRow) =>
    pdf
      .font('Helvetica')
      .fontSize(row.muted ? FONT_SIZE - 0.5 : FONT_SIZE)
      .fillColor(row.muted ? COLORS.muted : COLORS.text);

  // the header never stands alone at the foot of a page
  style(rows[0] ?? { cells: [] });
  const firstRow = rows[0] ? Math.min(rowHeight(pdf, l, rows[0].cells), 60) : 0;
  if (pdf.y + 2 * FONT_SIZE + 2 * CELL_PAD + firstRow > bottom()) pdf.addPage();
  let y = drawHeader(pdf, l, columns, pdf.y);
  let pageTop = y;

  for (const row of rows) {
    let cells = row.cells;
    for (;;) {
      style(row);
      const height = rowHeight(pdf, l, cells);
      if (y + height <= bottom()) {
        drawCells(pdf, l, cells, y);
        y += height;
        rule(y);
        break;
      }
      if (y > pageTop) {
        pdf.addPage();
        y = pageTop = drawHeader(pdf, l, columns, pdf.page.margins.top);
        continue;
      }
      // too tall even for a fresh page: what fits here, the rest of the long cell on the next page
      const [head, rest] = splitToFit(pdf, cells[l.flex], cellWidth(l, l.flex), bottom() - y - 2 * CELL_PAD);
      drawCells(
        pdf,
        l,
        cells.map((c, i) => (i === l.flex ? head : c)),
        y,
      );
      cells = cells.map((_, i) => (i === l.flex ? rest : ''));
      pdf.addPage();
      y = pageTop = drawHeader(pdf, l, columns, pdf.page.margins.top);
    }
  }
  pdf.fillColor(COLORS.text);
  pdf.x = pdf.page.margins.left;
  pdf.y = y;
}
