import { isEntityKind, missingRecordText, success, ZIdParam, ZOk } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import type { Access } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';
import { type SortFields, withSort } from './list.ts';
import { type ListCsv, sendListExport } from './list-csv.ts';
import { expectedVersion } from './versioning.ts';

/**
 * The shapes every CRUD feature declares the same way: a list under its wire key (+ total), a
 * create and an update taking `{ <key>: input }` and answering `{ <key>: saved }`, a delete
 * answering `{ status: 'success' }`. Each route still declares its params, body, query and
 * response schemas; only the declaration and the envelope are written once here.
 */
interface RouteDoc {
  /** who may call the route: every route says it (plugins/auth.ts) */
  access: Access;
  tags: string[];
  summary?: string;
}

const doc = ({ tags, summary }: RouteDoc) => (summary === undefined ? { tags } : { tags, summary });

/** The `{ id }` path parameter, or another one (e.g. `{ code }`). */
type Params = z.ZodObject;
type IdParam = typeof ZIdParam;

/**
 * GET list: `{ status, <key>: rows, total }` (the rows as the item schema names them). With `csv`,
 * also GET `<path>/csv` and `<path>/xlsx`: every row the same filters select, as a CSV file and as
 * an Excel workbook of the same columns.
 */
export function listRoute<
  Q extends z.ZodObject,
  K extends string,
  R,
  P extends Params = z.ZodObject<Record<never, never>>,
>(
  fastify: FastifyInstance,
  path: string,
  spec: RouteDoc & {
    params?: P;
    querystring: Q;
    /** the fields the list sorts by: `sort` accepts only these (or `-field`) */
    sorts: SortFields;
    key: K;
    item: z.ZodType;
    list: (query: z.output<Q>, params: z.output<P>) => Promise<{ rows: R[]; total: number }>;
    csv?: ListCsv<R>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = spec.params ? { params: spec.params } : {};
  const querystring = withSort(spec.querystring, spec.sorts);
  app.get(
    path,
    {
      config: { access: spec.access },
      schema: {
        ...doc(spec),
        ...params,
        querystring,
        response: { 200: listAnswer(spec.key, spec.item) },
      },
    },
    async (req) => {
      const { rows, total } = await spec.list(req.query as z.output<Q>, req.params as z.output<P>);
      return { status: 'success' as const, [spec.key]: rows, total } as never;
    },
  );
  const { csv } = spec;
  if (!csv) return;
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `${path}/${format}`,
      {
        config: { access: spec.access },
        schema: {
          ...doc(spec),
          summary: `${format === 'csv' ? 'CSV' : 'Excel (xlsx)'}: ${spec.summary ?? spec.key}`,
          ...params,
          querystring,
        },
      },
      (req, reply) => {
        const query = req.query as z.output<Q> & object;
        return sendListExport(reply, format, csv, (page, pageSize) =>
          spec.list({ ...query, page, pageSize }, req.params as z.output<P>),
        );
      },
    );
  }
}

/** The 404 of a record type the registry knows by the route's key, named with its id; else the generic one. */
function missingText(key: string, params: Record<string, unknown>) {
  const [id] = Object.values(params);
  return isEntityKind(key) && id !== undefined ? missingRecordText(key, String(id)) : undefined;
}

/**
 * GET one record: `{ status, <key>: record }`; a 404 when missing, with the route's message or one
 * naming the record type and id.
 */
export function getRoute<K extends string, P extends Params = IdParam>(
  fastify: FastifyInstance,
  path: string,
  spec: RouteDoc & {
    params?: P;
    key: K;
    response: z.ZodType;
    load: (params: z.output<P>) => Promise<unknown>;
    notFoundMessage?: string;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    path,
    {
      config: { access: spec.access },
      schema: { ...doc(spec), params: spec.params ?? ZIdParam, response: { 200: spec.response } },
    },
    async (req) => {
      const params = req.params as z.output<P>;
      const record = await spec.load(params);
      if (!record) throw new AppError('not_found', spec.notFoundMessage ?? missingText(spec.key, params));
      return { status: 'success' as const, [spec.key]: record } as never;
    },
  );
}

/** `success({ <key>: item[], total })`: the answer of a list route. */
export const listAnswer = (key: string, item: z.ZodType) =>
  success({ [key]: z.array(item), total: z.number().int() });

/** `success({ <key>: item })`: the answer of a single-record route. */
export const recordAnswer = (key: string, item: z.ZodType) => success({ [key]: item });

type Input<B extends z.ZodType, K extends string> = z.output<B> extends Record<K, infer I> ? I : never;

/** POST create: body `{ <key>: input }`, answer `{ <key>: saved }`, in one audited write. */
export function createRoute<B extends z.ZodType, K extends string>(
  fastify: FastifyInstance,
  path: string,
  spec: RouteDoc & {
    body: B;
    key: K;
    response: z.ZodType;
    /** `body` is the whole body, for what comes beside the record (e.g. `prices`) */
    create: (tx: Db, audit: AuditRecorder, input: Input<B, K>, body: z.output<B>) => Promise<unknown>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    path,
    {
      config: { access: spec.access },
      schema: { ...doc(spec), body: spec.body, response: { 200: spec.response } },
    },
    async (req) => {
      const body = req.body as z.output<B>;
      const input = (body as Record<K, Input<B, K>>)[spec.key];
      const saved = await req.write((tx, audit) => spec.create(tx, audit, input, body));
      return { status: 'success' as const, [spec.key]: saved } as never;
    },
  );
}

/**
 * PUT update of a versioned record: body `{ <key>: input }`, the version it is based on from
 * If-Match or `input.version`, answer `{ <key>: saved }`, in one audited write.
 */
export function updateRoute<B extends z.ZodType, K extends string, P extends Params = IdParam>(
  fastify: FastifyInstance,
  path: string,
  spec: RouteDoc & {
    params?: P;
    /** PUT unless the API says otherwise (POST /arbitrators/{id}) */
    method?: 'PUT' | 'POST';
    body: B;
    key: K;
    response: z.ZodType;
    update: (
      tx: Db,
      audit: AuditRecorder,
      params: z.output<P>,
      input: Input<B, K>,
      expected: number | undefined,
      body: z.output<B>,
    ) => Promise<unknown>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: spec.method ?? 'PUT',
    url: path,
    config: { access: spec.access },
    schema: {
      ...doc(spec),
      params: spec.params ?? ZIdParam,
      body: spec.body,
      response: { 200: spec.response },
    },
    handler: async (req) => {
      const body = req.body as z.output<B>;
      const input = (body as Record<K, Input<B, K>>)[spec.key];
      const expected = expectedVersion(req, (input as { version?: number | null }).version);
      const params = req.params as z.output<P>;
      const saved = await req.write((tx, audit) => spec.update(tx, audit, params, input, expected, body));
      return { status: 'success' as const, [spec.key]: saved } as never;
    },
  });
}

/** DELETE: `{ status: 'success' }` once the audited write is done. */
export function deleteRoute<P extends Params = IdParam>(
  fastify: FastifyInstance,
  path: string,
  spec: RouteDoc & {
    params?: P;
    remove: (tx: Db, audit: AuditRecorder, params: z.output<P>, req: FastifyRequest) => Promise<unknown>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete(
    path,
    {
      config: { access: spec.access },
      schema: { ...doc(spec), params: spec.params ?? ZIdParam, response: { 200: ZOk } },
    },
    async (req) => {
      const params = req.params as z.output<P>;
      await req.write((tx, audit) => spec.remove(tx, audit, params, req));
      return { status: 'success' as const };
    },
  );
}
