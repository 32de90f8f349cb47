import { createHash } from 'node:crypto'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { type TestApp, buildTestApp } from '../test/helpers.ts'

// The app as a browser meets it: answers compressed when the browser accepts it.
describe('compression', () => {
  let t: TestApp
  let dist: string
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, name: `row ${i}` })))}\n`
  const BUILT_BR = brotliCompressSync(script, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  })
  const BUILT_GZ = gzipSync(script, { level: 9 })

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'venue-dist-'))
    await mkdir(join(dist, 'assets'))
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>x</title>')
    await writeFile(join(dist, 'assets', 'app.js'), script)
    // a file the build compressed ahead (apps/web/precompress.ts)
    await writeFile(join(dist, 'assets', 'built.js'), script)
    await writeFile(join(dist, 'assets', 'built.js.br'), BUILT_BR)
    await writeFile(join(dist, 'assets', 'built.js.gz'), BUILT_GZ)
    t = await buildTestApp('sqlite', { config: { webDist: dist } })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dist, { recursive: true, force: true })
  })

  it('sends a file compressed at build as it is, not compressed again', async () => {
    for (const [encoding, bytes] of [
      ['br', BUILT_BR],
      ['gzip', BUILT_GZ],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/built.js',
        headers: { 'accept-encoding': encoding },
      })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(Buffer.compare(res.rawPayload, bytes)).toBe(0)
    }
  })

  it('sends the SPA’s scripts with brotli or gzip, whichever the browser takes', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('lets a browser keep the hashed build files for a year, and ask again for the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/built.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // a missing build file is a 404, not the page in its place
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404)
    for (const url of ['/', '/dashboard', '/index.html']) {
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control'], url).not.toMatch(/immutable|max-age=[1-9]/)
    }
  })

  it('compresses API answers too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/xgz/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi')
  })
})

// Browser security headers (issue 12, 1.3; docs/deploy.md "Security headers").
describe('security headers', () => {
  let dist: string
  const boot = "document.documentElement.dataset.boot = '1'"

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'venue-dist-'))
    await writeFile(
      join(dist, 'index.html'),
      `<!doctype html><title>x</title><script>${boot}</script><script type="module" src="/assets/a.js"></script>`,
    )
  })
  afterAll(() => rm(dist, { recursive: true, force: true }))

  it('lets only the app’s own scripts run and no page frame it', async () => {
    const t = await buildTestApp('sqlite', { config: { webDist: dist } })
    try {
      const page = await t.app.inject({ method: 'GET', url: '/system/user' })
      expect(page.statusCode).toBe(200)
      const csp = String(page.headers['content-security-policy'])
      const directive = (name: string) =>
        csp
          .split(';')
          .find((d) => d.startsWith(`${name} `))
          ?.split(' ')
          .slice(1)
      const hash = createHash('sha256').update(boot).digest('base64')
      // the boot script by its hash; nothing else inline, nothing from elsewhere
      expect(directive('script-src')).toEqual(["'self'", `'sha256-${hash}'`])
      expect(directive('script-src-attr')).toEqual(["'none'"])
      expect(directive('object-src')).toEqual(["'none'"])
      expect(directive('frame-ancestors')).toEqual(["'none'"])
      expect(directive('default-src')).toEqual(["'self'"])
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers['referrer-policy']).toBe('same-origin')
      expect(page.headers['x-frame-options']).toBe('DENY')
      // the API's answers carry a short set: nothing of them may run or be framed
      const api = await t.app.inject({ method: 'GET', url: '/xgz/health' })
      expect(api.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(api.headers['x-content-type-options']).toBe('nosniff')
      expect(api.headers['x-frame-options']).toBe('DENY')
    } finally {
      await t.close()
    }
  })

  it('sends HSTS only for a request that came over HTTPS, as a trusted balancer says', async () => {
    const direct = await buildTestApp('sqlite')
    const behind = await buildTestApp('sqlite', { config: { trustProxy: true } })
    try {
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' }
      const plain = await behind.app.inject({ method: 'GET', url: '/xgz/health' })
      expect(plain.headers['strict-transport-security']).toBeUndefined()
      const viaBalancer = await behind.app.inject({
        method: 'GET',
        url: '/xgz/health',
        headers: https,
      })
      expect(viaBalancer.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
      // without TRUST_PROXY a client cannot claim HTTPS (or an address) by a header
      const claimed = await direct.app.inject({ method: 'GET', url: '/xgz/health', headers: https })
      expect(claimed.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await direct.close()
      await behind.close()
    }
  })
})

// A balancer's probes (section 2; docs/deploy.md "Probes").
describe('health and readiness', () => {
  it('answers without a session and without details', async () => {
    const t = await buildTestApp('sqlite')
    try {
      for (const url of ['/xgz/health', '/xgz/ready']) {
        const res = await t.app.inject({ method: 'GET', url })
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({ code: 200, msg: 'ok', data: null })
      }
    } finally {
      await t.close()
    }
  })

  it('is not ready while migrations are missing or the database does not answer', async () => {
    // a database nobody migrated
    const db = createDb({ dialect: 'sqlite', url: ':memory:' })
    const app = await buildApp({ db, config: { ...loadConfig({}), webDist: undefined } })
    try {
      const unmigrated = await app.inject({ method: 'GET', url: '/xgz/ready' })
      expect(unmigrated.statusCode).toBe(503)
      expect(unmigrated.json()).toEqual({ code: 503, msg: 'unavailable', data: null })
      await migrateToLatest(db)
      expect((await app.inject({ method: 'GET', url: '/xgz/ready' })).statusCode).toBe(200)
      // the pool is gone: not ready, though the process still lives
      await db.destroy()
      expect((await app.inject({ method: 'GET', url: '/xgz/ready' })).statusCode).toBe(503)
      expect((await app.inject({ method: 'GET', url: '/xgz/health' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe('settings', () => {
  it('takes WEB_DIST relative to where the server starts, and empty for no web app', () => {
    expect(loadConfig({ WEB_DIST: 'web/dist' }).webDist).toBe(join(process.cwd(), 'web/dist'))
    expect(loadConfig({ WEB_DIST: '/srv/web' }).webDist).toBe('/srv/web')
    expect(loadConfig({ WEB_DIST: '' }).webDist).toBe('')
    expect(loadConfig({}).webDist).toMatch(/apps\/web\/dist$/)
  })
})
