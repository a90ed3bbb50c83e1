/** A multipart/form-data body with one file part, for app.inject. */
export function multipartFile(data: Buffer, filename: string, field = 'file') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body of text fields, then files (name → bytes), in that order. */
export function multipartForm(fields: [string, string][], fileParts: [string, Buffer, string][]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, data, filename] of fileParts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The routes that read a multipart form (they declare `consumes: ['multipart/form-data']`). */
export function multipartRoutes(app: {
  routeTable: { method: string; url: string; schema?: { consumes?: readonly string[] } }[];
}) {
  return app.routeTable.filter((r) => r.schema?.consumes?.includes('multipart/form-data'));
}

const BOUNDARY = 'hostile-7f3a';
const formType = (boundary = BOUNDARY) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });
const partHead = (name: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n`;

/**
 * Bodies labelled multipart/form-data that are not a readable form, as an outside probe sent them:
 * each must be a 400 in Italian, never a 500. `field` and `file` name a field and a file the route
 * reads, so the cut falls inside a part it would keep.
 */
export function malformedMultipart(field: string, file: string): [string, Record<string, string>, string][] {
  return [
    ['not multipart at all', formType(), 'name=Mario&surname=Rossi'],
    ['JSON labelled multipart', formType(), '{"file":"x"}'],
    ['no boundary', { 'content-type': 'multipart/form-data' }, `${partHead(field)}x\r\n--${BOUNDARY}--\r\n`],
    ['an empty boundary', { 'content-type': 'multipart/form-data; boundary=' }, '--\r\n'],
    ['another boundary than declared', formType('other'), `${partHead(field)}x\r\n--${BOUNDARY}--\r\n`],
    ['a file cut off', formType(), `${partHead(file, 'a.pdf')}%PDF-1.4 cut`],
    ['a field cut off', formType(), `${partHead(field)}{"name":"Mar`],
    [
      'a part without headers end',
      formType(),
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"`,
    ],
    ['a closing line only', formType(), `--${BOUNDARY}--`],
    [
      'a part header over 80 kB',
      formType(),
      `--${BOUNDARY}\r\nX-Pad: ${'a'.repeat(82_000)}\r\n${partHead(field).slice(BOUNDARY.length + 4)}x\r\n--${BOUNDARY}--\r\n`,
    ],
  ];
}
