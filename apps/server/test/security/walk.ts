import type { FastifyInstance } from 'fastify'
import { registeredResources } from '#server/lib/define-resource.ts'
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
 * calls). The answer is read as a stream and cut after its first event when it is an event
 * stream (which never ends; the server ends such streams when it closes), else after
 * 300 ms, so the event stream is walked like the rest.
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
  // waiting the 300 ms out on each call was most of the walks' time
  const eventStream = String(res.headers['content-type']).startsWith('text/event-stream')
  await new Promise<void>((done) => {
    const timer = setTimeout(done, 300)
    const finish = () => {
      clearTimeout(timer)
      done()
    }
    stream.on('data', (c: Buffer) => {
      chunks.push(c)
      if (eventStream && Buffer.concat(chunks).includes('\n\n')) finish()
    })
    stream.on('end', finish)
    stream.on('error', finish)
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

// --- which operations a walk visits ------------------------------------------------------

/** The five calls registerResource registers for a resource. */
export const PATTERN_CALLS = ['page', 'detail', 'addOrUpdate', 'delete', 'export'] as const

/**
 * The shape of each endpoint registerResource registered, by `METHOD path`. The
 * registration, not the contract, decides: only what it registers runs the pattern's code,
 * and a resource contract served by routes of its own is walked in full like any custom
 * endpoint. A shape is the call, and the definition's options that switch the pattern's own
 * code (not a resource's hooks): a tree answered whole has another page call, a scoped
 * resource narrows every call to its caller's rows, an id-keyed one finds its records by
 * another column.
 */
const patternShapes = (): Map<string, string> => {
  const shapes = new Map<string, string>()
  for (const { endpoints, whole, scoped, key } of registeredResources()) {
    for (const call of PATTERN_CALLS) {
      const options = [
        call,
        call === 'page' && whole && `whole=${whole}`,
        scoped && 'scoped',
        // an id-keyed record reads its key from the call's text another way
        key === 'id' && 'key=id',
      ].filter(Boolean)
      const endpoint = endpoints[call]
      if (endpoint) shapes.set(`${endpoint.method} ${endpoint.path}`, options.join(' '))
    }
  }
  return shapes
}

/** `METHOD path` of every endpoint registerResource registered. */
export const patternEndpoints = (): string[] => [...patternShapes().keys()]

/** The shape a pattern endpoint shares with others, or undefined for a custom endpoint. */
export const shapeOf = (w: WalkedOperation): string | undefined =>
  patternShapes().get(`${w.method} ${w.path}`)

const inputFields = (w: WalkedOperation) =>
  (w.op.parameters ?? []).length + Object.keys(w.bodySchema?.properties ?? {}).length

export interface WalkPlan {
  /** What the walk visits: every custom endpoint and two of each shape. */
  walked: WalkedOperation[]
  /** The pattern endpoints by shape. */
  shapes: Map<string, WalkedOperation[]>
  /** Says what was left out, for a failure's message. */
  note: string
}

/**
 * The operations a walk visits. The endpoints of one shape run the same code (the
 * registration, validation against their contract, the pattern's call), so two of each
 * show it holds, and the walk grows with the custom endpoints, not with the resources.
 * The two are fixed, so a failure replays: the one with the fewest input fields (query
 * parameters and body properties) and the one with the most, ties by path. A resource's own
 * hooks are its resource test's (checkResource); WALK_ALL=1 walks every operation.
 */
export function walkPlan(ops: WalkedOperation[]): WalkPlan {
  const shapes = new Map<string, WalkedOperation[]>()
  for (const w of ops) {
    const shape = shapeOf(w)
    if (shape) shapes.set(shape, [...(shapes.get(shape) ?? []), w])
  }
  const picked = new Set<WalkedOperation>()
  for (const members of shapes.values()) {
    const ordered = [...members].sort(
      (a, b) => inputFields(a) - inputFields(b) || (a.path < b.path ? -1 : 1),
    )
    picked.add(ordered[0] as WalkedOperation).add(ordered.at(-1) as WalkedOperation)
  }
  const all = process.env.WALK_ALL === '1'
  const walked = ops.filter((w) => all || !shapeOf(w) || picked.has(w))
  return {
    walked,
    shapes,
    note: `${walked.length} of ${ops.length} operations, two of each of ${shapes.size} shapes (WALK_ALL=1 walks all)`,
  }
}
