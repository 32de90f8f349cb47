import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, buildTestApp } from '../test/helpers.ts'

// The app as a browser meets it: answers compressed when the browser accepts it.
describe('compression', () => {
  let t: TestApp
  let dist: string
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, name: `row ${i}` })))}\n`

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'venue-dist-'))
    await mkdir(join(dist, 'assets'))
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>x</title>')
    await writeFile(join(dist, 'assets', 'app.js'), script)
    t = await buildTestApp('sqlite', { config: { webDist: dist } })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dist, { recursive: true, force: true })
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
