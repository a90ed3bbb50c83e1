/** What the parts of the courtesy copy share, so that they line up and look alike. */

export type Pdf = PDFKit.PDFDocument;

/** points, on every side but the bottom, where the footer also takes FOOTER_SPACE */
export const MARGIN = 42;
export const FOOTER_SPACE = 48;
/** the inner padding of table cells: amounts outside tables keep it to line up with the columns */
export const CELL_PAD = 4;

export const COLORS = {
  text: '#111111',
  muted: '#5b6470',
  accent: '#1f4e79',
  rule: '#d5d9de',
  band: '#eef1f4',
} as const;

export const contentWidth = (pdf: Pdf) => pdf.page.width - 2 * MARGIN;
