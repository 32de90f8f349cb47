import { ALL_ENDPOINTS, API } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, buildTestApp } from '../../../test/helpers.ts'
import type { OpenApiDocument } from './openapi.service.ts'

describe('GET /xgz/openapi.json', () => {
  let t: TestApp
  let doc: OpenApiDocument

  beforeAll(async () => {
    t = await buildTestApp('sqlite')
    const res = await t.app.inject({ method: 'GET', url: '/xgz/openapi.json' })
    expect(res.statusCode).toBe(200)
    doc = res.json<OpenApiDocument>()
  })
  afterAll(() => t?.close())

  const op = (method: string, path: string) => {
    const o = doc.paths[path]?.[method]
    if (!o) throw new Error(`${method} ${path} missing`)
    return o
  }

  it('is public OpenAPI 3.1 under the /xgz server, with every contract endpoint once', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers).toEqual([{ url: '/xgz' }])
    const ops = Object.values(doc.paths).flatMap((p) => Object.keys(p))
    expect(ops).toHaveLength(ALL_ENDPOINTS.length)
    expect(Object.keys(doc.paths)).toContain('/files/{name}')
  })

  it('takes parameters from the query schemas and bodies by their kind', () => {
    const login = op('post', API.auth.loginByPwd.path)
    expect(login.parameters).toEqual([
      {
        name: 'userName',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ type: 'string' }),
      },
      {
        name: 'pwd',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ pattern: '^[0-9a-f]{64}$' }),
      },
    ])
    expect(login.security).toEqual([])
    expect(
      Object.keys(op('post', API.exhibitions.userSwitch.path).requestBody?.content as object),
    ).toEqual(['application/x-www-form-urlencoded'])
    expect(Object.keys(op('post', API.files.upload.path).requestBody?.content as object)).toEqual([
      'multipart/form-data',
    ])
    expect(op('get', '/files/{name}').parameters).toEqual([
      { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
    ])
  })

  it('states the auth kind and the permission of each call', () => {
    const page = op('get', API.exhibitions.page.path)
    expect(page['x-permission']).toBe('platform:exhibition:list')
    expect(page.security).toEqual([{ accessToken: [] }, { bearerAuth: [] }])
    expect(op('post', API.exhibitions.addOrUpdate.path)['x-permission']).toEqual([
      'platform:exhibition:add',
      'platform:exhibition:edit',
    ])
    expect(op('get', '/files/{name}').security[0]).toEqual({ adminToken: [] })
  })

  it('describes a download endpoint answer as the file, its form body as a form', () => {
    const exp = op('post', API.schedule.export.path)
    const ok = exp.responses['200'] as { content: Record<string, unknown> }
    expect(Object.keys(ok.content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ])
    expect(Object.keys(exp.requestBody?.content as object)).toEqual([
      'application/x-www-form-urlencoded',
    ])
  })

  it('wraps answers in the envelope, hoisting recursive schemas into components', () => {
    const ok = op('get', API.auth.loginInfo.path).responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } }
    }
    expect(Object.keys(ok.content['application/json'].schema.properties)).toEqual([
      'code',
      'msg',
      'data',
    ])
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      const target = ref.slice(8, -1)
      expect(target.startsWith('#/components/')).toBe(true)
      const [, , kind, name] = target.split('/')
      expect(
        (doc.components as Record<string, Record<string, unknown>>)[kind as string]?.[
          name as string
        ],
        target,
      ).toBeDefined()
    }
    const upload = op('post', API.files.upload.path).responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } }
    }
    expect(Object.keys(upload.content['application/json'].schema.properties)).toEqual([
      'code',
      'msg',
      'fileName',
    ])
  })
})
