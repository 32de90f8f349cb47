import { ALL_ENDPOINTS, API, API_BASE, type Endpoint } from '@app/contracts'
import { z } from 'zod'

type JsonSchema = { [key: string]: unknown }

/** The parts of an OpenAPI 3.1 document this server fills in. */
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string }[]
  paths: Record<string, Record<string, OpenApiOperation>>
  components: {
    schemas: Record<string, JsonSchema>
    securitySchemes: Record<string, JsonSchema>
    responses: Record<string, JsonSchema>
  }
}

export interface OpenApiOperation {
  operationId: string
  tags: string[]
  summary?: string
  parameters?: JsonSchema[]
  requestBody?: JsonSchema
  responses: Record<string, JsonSchema>
  security: Record<string, string[]>[]
  /** The permission (or any one of the permissions) the server checks. */
  'x-permission'?: string | readonly string[]
}

const BODY_MEDIA = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const

const SECURITY: Record<Endpoint['auth'], Record<string, string[]>[]> = {
  none: [],
  token: [{ accessToken: [] }, { bearerAuth: [] }],
  cookie: [{ adminToken: [] }, { accessToken: [] }, { bearerAuth: [] }],
}

/**
 * zod → JSON Schema (2020-12, which OpenAPI 3.1 uses). Recursive schemas come back with
 * local `$defs`; a `#/$defs/x` inside a path item would resolve against the document root,
 * so they are hoisted into `components.schemas` under names unique to the operation.
 */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  prefix: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  const { $schema: _s, $defs, ...root } = raw
  const defs = ($defs ?? {}) as Record<string, JsonSchema>
  const names = new Map(Object.keys(defs).map((k) => [k, `${prefix}_${k.replace(/\W/g, '')}`]))
  const selfName = `${prefix}_root`
  let selfReferenced = false
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite)
    if (!v || typeof v !== 'object') return v
    return Object.fromEntries(
      Object.entries(v).map(([k, val]) => {
        if (k !== '$ref' || typeof val !== 'string') return [k, rewrite(val)]
        if (val === '#') {
          selfReferenced = true
          return [k, `#/components/schemas/${selfName}`]
        }
        const def = names.get(val.replace('#/$defs/', ''))
        return [k, def ? `#/components/schemas/${def}` : val]
      }),
    )
  }
  for (const [k, def] of Object.entries(defs)) {
    components[names.get(k) as string] = rewrite(def) as JsonSchema
  }
  const out = rewrite(root) as JsonSchema
  if (!selfReferenced) return out
  components[selfName] = out
  return { $ref: `#/components/schemas/${selfName}` }
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
  required: ['code', 'msg', 'data'],
})

/** The 200 answer: the envelope, except the raw answers (file bytes, the upload, the stream). */
function okResponse(e: Endpoint, prefix: string, schemas: Record<string, JsonSchema>) {
  if (e === API.files.file) {
    return {
      description: 'The file',
      content: {
        'image/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    }
  }
  if (e === API.workspace.messageStream) {
    return {
      description: 'Server-Sent Events',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    }
  }
  if (e.download === 'xlsx') {
    return {
      description: 'The .xlsx file (Content-Disposition names it)',
      content: {
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    }
  }
  const data = toSchema(e.response, 'output', prefix, schemas)
  // docs/product/api.md "Files": the upload answers flat, not inside `data`
  const schema = e === API.files.upload ? data : envelope(data)
  return { description: 'Success', content: { 'application/json': { schema } } }
}

function parameters(e: Endpoint, prefix: string, schemas: Record<string, JsonSchema>) {
  const params: JsonSchema[] = [...e.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  if (!e.query) return params
  const q = toSchema(e.query, 'input', `${prefix}_query`, schemas)
  const props = (q.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((q.required ?? []) as string[])
  for (const [name, schema] of Object.entries(props)) {
    params.push({ name, in: 'query', required: required.has(name), schema })
  }
  return params
}

function requestBody(e: Endpoint, prefix: string, schemas: Record<string, JsonSchema>) {
  const kind = e.bodyKind ?? (e.body ? 'json' : undefined)
  if (!kind) return undefined
  const schema = e.body
    ? toSchema(e.body, 'input', `${prefix}_body`, schemas)
    : {
        type: 'object',
        properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
        required: ['file'],
      }
  return { required: true, content: { [BODY_MEDIA[kind]]: { schema } } }
}

function operation(
  group: string,
  name: string,
  e: Endpoint,
  schemas: Record<string, JsonSchema>,
): OpenApiOperation {
  const prefix = `${group}.${name}`
  const params = parameters(e, prefix, schemas)
  const body = requestBody(e, prefix, schemas)
  const errors = { $ref: '#/components/responses/Error' }
  return {
    operationId: prefix,
    tags: [group],
    ...(e.summary ? { summary: e.summary } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': okResponse(e, prefix, schemas),
      ...(params.length || body ? { '400': errors } : {}),
      ...(e.auth === 'none' ? {} : { '401': errors }),
      ...(e.permission ? { '403': errors } : {}),
      default: errors,
    },
    security: SECURITY[e.auth],
    ...(e.permission ? { 'x-permission': e.permission } : {}),
  }
}

/**
 * Every endpoint with its group and name; a resource's five sit one level down
 * (`templates.remark.page` -> group `templates`, name `remark.page`).
 */
function* namedEndpoints(
  tree: object,
  group = '',
  prefix = '',
): Generator<[string, string, Endpoint]> {
  for (const [key, value] of Object.entries(tree) as Array<[string, unknown]>) {
    // a resource also carries its names and permission strings beside its endpoints
    if (typeof value !== 'object' || value === null) continue
    if (!group) yield* namedEndpoints(value, key)
    else if ('method' in value && 'path' in value)
      yield [group, `${prefix}${key}`, value as Endpoint]
    else yield* namedEndpoints(value, group, `${prefix}${key}.`)
  }
}

/**
 * The OpenAPI 3.1 document of every contract endpoint (ALL_ENDPOINTS), generated from the
 * zod schemas, so it cannot drift from what the server validates.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {}
  const paths: OpenApiDocument['paths'] = {}
  const seen = new Set<Endpoint>()
  for (const [group, name, e] of namedEndpoints(API)) {
    {
      const path = e.path.replace(/:(\w+)/g, '{$1}')
      const method = e.method.toLowerCase()
      const item = (paths[path] ??= {})
      if (item[method]) throw new Error(`two endpoints for ${e.method} ${e.path}`)
      item[method] = operation(group, name, e, schemas)
      seen.add(e)
    }
  }
  if (ALL_ENDPOINTS.some((e) => !seen.has(e))) throw new Error('an endpoint is outside API')
  return {
    openapi: '3.1.0',
    info: {
      title: '智慧场馆运营管理平台 API',
      version: '4.3.7',
      description:
        'Every answer is the envelope { code, msg, data } unless stated (docs/product/api.md).',
    },
    servers: [{ url: API_BASE }],
    tags: Object.keys(API).map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
        bearerAuth: { type: 'http', scheme: 'bearer' },
        adminToken: { type: 'apiKey', in: 'cookie', name: 'Admin-Token' },
      },
      responses: {
        Error: {
          description: 'A failure: the envelope with the message in the caller language',
          content: { 'application/json': { schema: envelope({}) } },
        },
      },
    },
  }
}
