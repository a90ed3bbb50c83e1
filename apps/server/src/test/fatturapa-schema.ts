import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * Test helper: validates FatturaPA XML against the official 1.2.2 schema with libxml2 (WebAssembly,
 * no network). The schema is reference data outside the repository (../shared/fatturapa): when it
 * cannot be found the tests fail, they never skip.
 */

const MAIN = 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd';
// the name the main schema's xs:import schemaLocation asks for: preloaded under it, it resolves
const XMLDSIG = 'xmldsig-core-schema.xsd';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function schemaDir(): string {
  const candidates = [
    process.env.FATTURAPA_SCHEMA_DIR,
    path.resolve(root, '../shared/fatturapa'),
    '/work/shared/fatturapa',
  ].filter((dir): dir is string => !!dir);
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, MAIN)) && existsSync(path.join(dir, XMLDSIG)),
  );
  if (!found)
    throw new Error(`FatturaPA schema (${MAIN}, ${XMLDSIG}) not found in: ${candidates.join(', ')}`);
  return found;
}

let cached: { main: string; xmldsig: string } | null = null;

function schema() {
  if (!cached) {
    const dir = schemaDir();
    cached = {
      main: readFileSync(path.join(dir, MAIN), 'utf8'),
      xmldsig: readFileSync(path.join(dir, XMLDSIG), 'utf8'),
    };
  }
  return cached;
}

/** The schema errors of `xml`, as xmllint reports them: empty when the document is valid. */
export async function validateFatturaPa(xml: string): Promise<string[]> {
  const { main, xmldsig } = schema();
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [{ fileName: MAIN, contents: main }],
    preload: [{ fileName: XMLDSIG, contents: xmldsig }],
  });
  return result.errors.map((e) => e.message);
}
