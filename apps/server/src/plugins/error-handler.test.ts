import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { API, UPLOAD_MAX_BYTES } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, buildTestApp } from '../../test/helpers.ts'

// Failures Fastify or Node raise before any handler runs still answer the envelope in the
// caller's words (security issue 12, 1.5): no FST_ code, no Fastify English.
describe('the envelope for framework errors', () => {
  let t: TestApp
  // any JSON route: the body is parsed (and refused) before its handler runs
  const url = `/xgz${API.workspace.messageRead.path}`
  const envelopeOf = (res: { statusCode: number; body: string }) => {
    expect(res.body).not.toContain('FST_')
    return JSON.parse(res.body) as { code: number; msg: string; data: unknown }
  }

  beforeAll(async () => {
    t = await buildTestApp('sqlite')
  })
  afterAll(() => t?.close())

  it('answers a body that is not JSON with 400, in zh by default and in the caller’s language', async () => {
    const post = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: '{"ids": [',
        headers: { 'content-type': 'application/json', ...headers },
      })
    const zh = await post()
    expect(zh.statusCode).toBe(400)
    expect(envelopeOf(zh)).toEqual({ code: 400, msg: '请求体不是有效的 JSON', data: null })

    const en = await post({ 'accept-language': 'en-US,en;q=0.9' })
    expect(envelopeOf(en).msg).toBe('The request body is not valid JSON.')
    const cookie = await post({ cookie: 'language=ja' })
    expect(envelopeOf(cookie).msg).toBe('リクエスト本文が有効な JSON ではありません。')

    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
    })
    expect(empty.statusCode).toBe(400)
    expect(envelopeOf(empty).msg).toBe('请求体不是有效的 JSON')
  })

  it('answers a content type no parser takes with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: '<ids/>',
      headers: { 'content-type': 'application/xml', 'accept-language': 'es' },
    })
    expect(res.statusCode).toBe(415)
    expect(envelopeOf(res)).toEqual({
      code: 415,
      msg: 'Este tipo de contenido no es compatible.',
      data: null,
    })
  })

  it('answers a JSON body over its limit with 413 naming that limit, not the upload’s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify({ ids: ['x'.repeat(2 * 1024 * 1024)] }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(413)
    expect(envelopeOf(res)).toEqual({
      code: 413,
      msg: 'The request body must not exceed 1 MB.',
      data: null,
    })
    // the upload limit is the contract's, whatever it is
    expect(UPLOAD_MAX_BYTES).not.toBe(1024 * 1024)
  })

  it('answers a URL that does not decode with 400', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/xgz/%E0%A4%A' })
    expect(zh.statusCode).toBe(400)
    expect(envelopeOf(zh)).toEqual({ code: 400, msg: '请求地址无效', data: null })
    // no hook ran, yet the language is the caller's
    const en = await t.app.inject({
      method: 'GET',
      url: '/xgz/%E0%A4%A',
      headers: { cookie: 'language=en' },
    })
    expect(envelopeOf(en).msg).toBe('The request URL is not valid.')
  })

  it('answers headers over Node’s limit with 431 and the envelope, on the socket itself', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as AddressInfo
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1')
      let received = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (received += chunk))
      socket.on('end', () => resolve(received))
      // the server may close while the rest of the headers is still on its way
      socket.on('error', (err) => (received ? resolve(received) : reject(err)))
      socket.write(
        `GET /xgz${API.workspace.messageUnread.path} HTTP/1.1\r\nhost: localhost\r\n` +
          `x-padding: ${'a'.repeat(100 * 1024)}\r\n\r\n`,
      )
    })
    const [head = '', body = ''] = answer.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 431 /)
    expect(head.toLowerCase()).toContain('content-type: application/json')
    // the headers were never read: the message is in the default language
    expect(envelopeOf({ statusCode: 431, body })).toEqual({
      code: 431,
      msg: '请求头过大',
      data: null,
    })
  })
})
