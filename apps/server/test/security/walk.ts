import type { FastifyInstance } from 'fastify'
import type { OpenApiDocument, OpenApiOperation } from '#server/modules/openapi/openapi.service.ts'
import { PNG_1X1, multipartFile } from './fixtures.ts'

/** Helpers for the tests that walk every operation of /xgz/openapi.json. */

type Schema = { [key: string]: unknown }

export interface WalkedOperation {
  method: 'GET' | 'POST'
  /** The OpenAPI path, `{name}` placeholders and all. */
  path: string
  op: OpenApiOperation
  /** 'none' | 'token' | 'cookie', read back from the operation's security. */
  auth: 'none' | 'token' | 'cookie'
  mediaType: string | undefined
  bodySchema: Schema | undefined
}

export async function fetchOpenApi(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/xgz/openapi.json' })
  if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`)
  return res.json<OpenApiDocument>()
}

export function operationsOf(doc: OpenApiDocument): WalkedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema: Schema }>
      const mediaType = Object.keys(content)[0]
      const first = op.security[0] ?? {}
      const auth: WalkedOperation['auth'] =
        op.security.length === 0 ? 'none' : 'adminToken' in first ? 'cookie' : 'token'
      return {
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        op,
        auth,
        mediaType,
        bodySchema: mediaType ? content[mediaType]?.schema : undefined,
      }
    }),
  )
}

const resolve = (doc: OpenApiDocument, ref: string): Schema => {
  const [, , kind, name] = ref.split('/')
  const target = (doc.components as unknown as Record<string, Record<string, Schema>>)[
    kind ?? ''
  ]?.[name ?? '']
  if (!target) throw new Error(`unresolved ${ref}`)
  return target
}

/** Strings for the patterns of the contract that a plain 'a' would not match. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[0-9a-f]{64}$': '0'.repeat(64),
  '^\\/[^\\s]*$': '/',
}

/** A minimal value the schema accepts (required fields only), for "a valid call". */
export function sample(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined
  if (typeof schema.$ref === 'string') return sample(doc, resolve(doc, schema.$ref), depth + 1)
  if ('default' in schema) return schema.default
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (union) {
    const pick = union.find((s) => s.type !== 'null') ?? union[0]
    return sample(doc, pick, depth + 1)
  }
  switch (schema.type) {
    case 'string': {
      const fixed = PATTERN_SAMPLES[String(schema.pattern)]
      return fixed ?? 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)))
    }
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1))
    case 'boolean':
      return false
    case 'null':
      return null
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
        sample(doc, schema.items as Schema, depth + 1),
      )
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>
      const required = (schema.required ?? []) as string[]
      return Object.fromEntries(required.map((k) => [k, sample(doc, props[k], depth + 1)]))
    }
    default:
      return 'a'
  }
}

/** The required query parameters of an operation, sampled. */
export function sampleQuery(doc: OpenApiDocument, w: WalkedOperation): Record<string, string> {
  const params = (w.op.parameters ?? []) as {
    name: string
    in: string
    required: boolean
    schema: Schema
  }[]
  return Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sample(doc, p.schema))]),
  )
}

/** The URL of an operation with its path placeholders filled. */
export const urlOf = (
  w: WalkedOperation,
  pathValue = `${'0'.repeat(64)}.png`,
  encode: (s: string) => string = encodeURIComponent,
) => `/xgz${w.path.replace(/\{\w+\}/g, encode(pathValue))}`

export interface Sent {
  status: number
  text: string
}

export interface SendOptions {
  query?: Record<string, string | string[]> | string
  /** A value to encode by the operation's media type, or a ready payload with its headers. */
  body?: unknown
  raw?: { payload: string | Buffer; contentType: string }
  token?: string
  remoteAddress?: string
}

/**
 * Sends one call as the web would (token header, or the Admin-Token cookie for cookie
 * calls). The answer is read as a stream and cut after 300 ms, so the event stream
 * (which never ends) is walked like the rest; the server ends such streams when it closes.
 */
export async function send(
  app: FastifyInstance,
  w: WalkedOperation,
  url: string,
  o: SendOptions,
): Promise<Sent> {
  const headers: Record<string, string> = {}
  const cookies: Record<string, string> = {}
  if (o.token && w.auth === 'cookie') cookies['Admin-Token'] = o.token
  else if (o.token) headers['access-token'] = o.token
  let payload: string | Buffer | undefined
  if (o.raw) {
    payload = o.raw.payload
    headers['content-type'] = o.raw.contentType
  } else if (w.method === 'POST' && w.mediaType) {
    const enc = encodeBody(w.mediaType, o.body)
    payload = enc.payload
    Object.assign(headers, enc.headers)
  }
  const fullUrl = typeof o.query === 'string' ? `${url}?${o.query}` : url
  const res = await app.inject({
    method: w.method,
    url: fullUrl,
    ...(typeof o.query === 'object' ? { query: o.query } : {}),
    headers,
    cookies,
    ...(payload !== undefined ? { payload } : {}),
    ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    payloadAsStream: true,
  })
  const chunks: Buffer[] = []
  const stream = res.stream()
  await new Promise<void>((done) => {
    const timer = setTimeout(done, 300)
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      clearTimeout(timer)
      done()
    })
    stream.on('error', () => {
      clearTimeout(timer)
      done()
    })
  })
  return { status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }
}

function encodeBody(
  mediaType: string,
  body: unknown,
): { payload: string | Buffer; headers: Record<string, string> } {
  if (mediaType === 'multipart/form-data') {
    return Buffer.isBuffer(body) ? multipartFile(body) : multipartFile(PNG_1X1)
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams()
    if (body && typeof body === 'object') {
      for (const [k, v] of Object.entries(body))
        form.append(k, typeof v === 'string' ? v : JSON.stringify(v))
    }
    return { payload: form.toString(), headers: { 'content-type': mediaType } }
  }
  return { payload: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json' } }
}

/** The five calls `resourceEndpoints` (contracts) makes for every standard resource. */
export const STANDARD_ENDPOINTS = ['page', 'detail', 'addOrUpdate', 'delete', 'export'] as const
/** How many resources a walk visits per standard endpoint. */
export const RESOURCES_PER_PATTERN = 3

const baseOf = (path: string) => path.slice(0, path.lastIndexOf('/'))
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/**
 * Which sample of standard resources a walk takes: by default it moves on each day, so that
 * over days every resource is visited; WALK_ROTATION=<n> replays a given day's sample
 * (a failure prints it) and WALK_ALL=1 walks every resource.
 */
export const WALK_ROTATION = Number(
  process.env.WALK_ROTATION ?? Math.floor(Date.now() / 86_400_000),
)

/** The resource bases that carry all five standard endpoints, sorted. */
export function standardBases(ops: WalkedOperation[]): string[] {
  const suffixes = new Map<string, Set<string>>()
  for (const w of ops) {
    const base = baseOf(w.path)
    suffixes.set(base, (suffixes.get(base) ?? new Set()).add(lastSegment(w.path)))
  }
  return [...suffixes]
    .filter(([, s]) => STANDARD_ENDPOINTS.every((e) => s.has(e)))
    .map(([base]) => base)
    .sort()
}

/**
 * The operations a walk visits: every custom endpoint, and for each of the five standard
 * endpoints RESOURCES_PER_PATTERN resources, spread over the list and rotated by
 * `rotation` (each standard endpoint gets a different set). The standard endpoints share
 * one contract helper, so a few resources per shape show the shape holds; the walk then
 * grows with the number of custom endpoints, not with the number of resources.
 */
export function walkSample(
  ops: WalkedOperation[],
  rotation = WALK_ROTATION,
): { walked: WalkedOperation[]; note: string } {
  const bases = standardBases(ops)
  const n = bases.length
  if (process.env.WALK_ALL === '1' || n <= RESOURCES_PER_PATTERN) {
    return { walked: ops, note: `all ${ops.length} operations` }
  }
  const picked = new Set<string>()
  STANDARD_ENDPOINTS.forEach((endpoint, i) => {
    for (let j = 0; j < RESOURCES_PER_PATTERN; j++) {
      const at = (rotation + i + Math.floor((j * n) / RESOURCES_PER_PATTERN)) % n
      picked.add(`${bases[at]}/${endpoint}`)
    }
  })
  const standard = new Set(bases.flatMap((b) => STANDARD_ENDPOINTS.map((e) => `${b}/${e}`)))
  const walked = ops.filter((w) => !standard.has(w.path) || picked.has(w.path))
  return {
    walked,
    note: `WALK_ROTATION=${rotation}: ${walked.length} of ${ops.length} operations`,
  }
}
