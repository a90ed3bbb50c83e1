import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** A pdfkit document and the promise of its bytes; `compress: false` keeps text readable for tests. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): { pdf: Pdf; done: Promise<Buffer> } {
  const pdf = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}
