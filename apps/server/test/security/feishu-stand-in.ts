import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in of Feishu's open API on loopback (docs/product/api.md "Identity": nothing is faked
 * inside the server). `openIds` maps a sign-in code to the open_id the platform would answer for
 * it; the code `platform-down` answers 500. Any other code is refused the way Feishu
 * refuses a stale code.
 */
export const FEISHU_APP = { appId: 'cli_test_app', appSecret: 'test-secret' }

export interface FeishuStandIn {
  baseUrl: string
  /** Every call received, for asserting what the server sent. */
  calls: { method: string; path: string; authorization: string; body: unknown }[]
  close: () => Promise<void>
}

export async function startFeishuStandIn(openIds: Record<string, string>): Promise<FeishuStandIn> {
  const calls: FeishuStandIn['calls'] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')))
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : null
      const authorization = String(req.headers.authorization ?? '')
      const path = (req.url ?? '').split('?')[0] ?? ''
      calls.push({ method: req.method ?? '', path, authorization, body })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify(json))
      }
      const b = (body ?? {}) as Record<string, string>
      if (req.method === 'POST' && path === '/open-apis/auth/v3/app_access_token/internal') {
        if (b.app_id !== FEISHU_APP.appId || b.app_secret !== FEISHU_APP.appSecret) {
          return send(400, { code: 10014, msg: 'app secret invalid' })
        }
        return send(200, { code: 0, msg: 'ok', app_access_token: 'a-app-token', expire: 7200 })
      }
      if (req.method === 'POST' && path === '/open-apis/authen/v1/oidc/access_token') {
        if (authorization !== 'Bearer a-app-token')
          return send(400, { code: 99991663, msg: 'bad token' })
        if (b.code === 'platform-down') return send(500, { code: 1, msg: 'internal error' })
        if (b.grant_type !== 'authorization_code' || !openIds[b.code ?? '']) {
          return send(400, { code: 20003, msg: 'code is invalid or expired' })
        }
        return send(200, { code: 0, msg: 'success', data: { access_token: `u-${b.code}` } })
      }
      if (req.method === 'GET' && path === '/open-apis/authen/v1/user_info') {
        const code = authorization.replace('Bearer u-', '')
        const openId = openIds[code]
        if (!openId) return send(400, { code: 20005, msg: 'invalid access token' })
        return send(200, { code: 0, msg: 'success', data: { open_id: openId, name: 'stand-in' } })
      }
      return send(404, { code: 404, msg: 'not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
