import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { API, type Endpoint } from '@app/contracts'
import SqliteDatabase from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, createDb } from '#server/db/database.ts'
import { createScratchPostgres } from '#server/db/scratch-database.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { tokenFor } from './helpers.ts'

/*
 * The server as it runs in production (docs/deploy.md): compiled, as separate processes,
 * several of them on one PostgreSQL behind a balancer, killed with SIGKILL or stopped with
 * SIGTERM. Slow (processes, seeding), so each case checks much at once.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))
const PG = process.env.TEST_DATABASE_URL
const PASSWORD = 'Demo@2026'

let compiled = ''
let buildDir = ''

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

interface Instance {
  url: string
  process: ChildProcess
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | string | null>
}

/** Starts the compiled server with `env` and waits until /xgz/ready answers 200. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, [compiled], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: join(buildDir, 'no-web'),
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode})`)
    const ready = await fetch(`${url}/xgz/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return { url, process: child, exited }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not become ready')
}

const stopInstance = async (instance: Instance | undefined) => {
  if (!instance || instance.process.exitCode !== null || instance.process.signalCode) return
  instance.process.kill('SIGKILL')
  await instance.exited
}

/** A round-robin balancer on loopback, passing the client's address on as X-Forwarded-For. */
async function startBalancer(targets: string[]) {
  let next = 0
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length] as string)
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwarded.filter(Boolean).join(', '),
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }
}

/** Calls an endpoint of the contract at `base` as the holder of `token`. */
async function call(
  base: string,
  endpoint: Endpoint,
  token: string,
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const url = new URL(`${base}/xgz${endpoint.path}`)
  const init: RequestInit = {
    method: endpoint.method,
    headers: { 'access-token': token, ...headers },
  }
  if (endpoint.method === 'GET') {
    for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v))
  } else {
    init.body = JSON.stringify(input)
    init.headers = { ...init.headers, 'content-type': 'application/json' }
  }
  const answer = await fetch(url, init)
  return { status: answer.status, body: (await answer.json()) as { code: number; data: unknown } }
}

/** Polls `check` until it holds; answers how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return Date.now() - start
}

/**
 * Saves remark templates on `instance` one after another and kills it with SIGKILL once 20
 * were acknowledged, in the middle of the next; answers the names it acknowledged.
 */
async function writeUntilKilled(instance: Instance, token: string): Promise<string[]> {
  const acknowledged: string[] = []
  let stop = false
  const writes = (async () => {
    for (let i = 0; !stop; i++) {
      const name = `kill-9 写入 ${i}`
      const saved = await call(instance.url, API.templates.remark.addOrUpdate, token, {
        name,
        category: '档期',
        content: name,
      }).catch(() => null)
      if (!saved) return
      if (saved.status === 200) acknowledged.push(name)
    }
  })()
  await within(10_000, async () => acknowledged.length >= 20)
  instance.process.kill('SIGKILL')
  stop = true
  await writes
  await instance.exited
  return acknowledged
}

/** The `unread` counts of an event stream as they come, until `stop`. */
function watchStream(base: string, token: string) {
  const counts: number[] = []
  const controller = new AbortController()
  const ended = (async () => {
    const answer = await fetch(`${base}/xgz${API.workspace.messageStream.path}`, {
      headers: { cookie: `Admin-Token=${token}` },
      signal: controller.signal,
    })
    const reader = answer.body?.getReader()
    const decoder = new TextDecoder()
    let text = ''
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined }
      if (done) return
      text += decoder.decode(value, { stream: true })
      for (const match of text.matchAll(/event: unread\ndata: (\{.*\})\n\n/g))
        counts.push((JSON.parse(match[1] as string) as { count: number }).count)
      text = text.slice(text.lastIndexOf('\n\n') + 2)
    }
  })().catch(() => undefined)
  return { counts, ended, stop: () => controller.abort() }
}

beforeAll(() => {
  return (async () => {
    // beside dist/, so that it finds node_modules as dist/server.js does
    buildDir = await mkdtemp(join(SERVER_DIR, 'dist-test-'))
    compiled = join(buildDir, 'server.js')
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', compiled], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  })()
})
afterAll(() => rm(buildDir, { recursive: true, force: true }))

describe.skipIf(!PG)('two instances on one PostgreSQL', () => {
  let scratch: { url: string; drop: () => Promise<void> }
  let db: Db
  let a: Instance | undefined
  let b: Instance | undefined
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    scratch = await createScratchPostgres(PG as string, 'venue_instances')
    // A migrates and seeds; B starts on what A made
    a = await startInstance({ DATABASE_URL: scratch.url, TRUST_PROXY: 'true' })
    b = await startInstance({ DATABASE_URL: scratch.url, TRUST_PROXY: 'true' })
    db = createDb({ dialect: 'postgres', url: scratch.url })
    for (const user of ['admin', 'lina']) tokens[user] = await tokenFor(db, user)
  }, 180_000)
  afterAll(async () => {
    await stopInstance(a)
    await stopInstance(b)
    await db?.destroy()
    await scratch?.drop()
  })

  it('share sessions and tell each other of changes within a second', async () => {
    const A = (a as Instance).url
    const B = (b as Instance).url
    // a sign-in on A works on B
    const signIn = await fetch(
      `${A}/xgz${API.auth.loginByPwd.path}?userName=admin&pwd=${sha256Hex(PASSWORD)}`,
      { method: 'POST' },
    )
    const { token } = ((await signIn.json()) as { data: { token: string } }).data
    expect((await call(B, API.auth.loginInfo, token)).status).toBe(200)

    // a role disabled on A: its holder is refused on B within 1 s (the cache there held it)
    const page = { page: 1, pageSize: 10 }
    const lina = tokens.lina as string
    expect((await call(B, API.exhibitions.page, lina, page)).status).toBe(200)
    const role = await db
      .selectFrom('sysRole')
      .select('guid')
      .where('roleKey', '=', 'customer_service')
      .executeTakeFirstOrThrow()
    const off = await call(A, API.roles.changeStatus, token, { guid: role.guid, status: 0 })
    expect(off.status).toBe(200)
    const refusedAfter = await within(1_000, async () => {
      return (await call(B, API.exhibitions.page, lina, page)).status === 403
    })
    expect(refusedAfter).toBeLessThan(1_000)

    // the stream on B hears a message read on A within 1 s (pushed; its poll is every 5 s)
    const stream = watchStream(B, token)
    await within(5_000, async () => stream.counts.length > 0)
    const before = stream.counts.at(-1) as number
    const unread = await call(A, API.workspace.messagePage, token, { page: 1, pageSize: 50 })
    const list = (unread.body.data as { list: { guid: string; read: boolean }[] }).list
    const first = list.find((m) => !m.read)
    expect(first).toBeDefined()
    const readAt = Date.now()
    await call(A, API.workspace.messageRead, token, { ids: [first?.guid] })
    await within(1_000, async () => stream.counts.at(-1) === before - 1)
    expect(Date.now() - readAt).toBeLessThan(1_000)
    stream.stop()
    await stream.ended
  })

  it('count sign-ins from one client together, behind the balancer', async () => {
    const limited = await startInstance({
      DATABASE_URL: scratch.url,
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT_PER_MINUTE: '6',
    })
    const other = await startInstance({
      DATABASE_URL: scratch.url,
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT_PER_MINUTE: '6',
    })
    const balancer = await startBalancer([limited.url, other.url])
    try {
      // a new name each time: five failures of one name lock it (a refusal of its own)
      let n = 0
      const attempt = (client: string) =>
        fetch(
          `${balancer.url}/xgz${API.auth.loginByPwd.path}?userName=nobody${n++}&pwd=${'0'.repeat(64)}`,
          {
            method: 'POST',
            headers: { 'x-forwarded-for': client },
          },
        ).then((r) => r.status)
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) statuses.push(await attempt('198.51.100.7'))
      // six refused passwords, three on each instance; the seventh is over the limit
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429])
      // another client behind the same balancer is not lumped in
      expect(await attempt('198.51.100.8')).toBe(400)
    } finally {
      await balancer.close()
      await stopInstance(limited)
      await stopInstance(other)
    }
  })

  it('let one of two conflicting bookings win, 50 times, across instances', async () => {
    const token = tokens.admin as string
    const pair = (day: number) => ({
      missions: [
        {
          project_id: 'prj-optics-expo',
          siteGuid: 'site-r212',
          fromDate: `2028-03-${String(day).padStart(2, '0')}`,
          toDate: `2028-03-${String(day).padStart(2, '0')}`,
          from_date_t: 480,
          to_date_t: 720,
        },
      ],
    })
    const days = Array.from({ length: 25 }, (_, i) => i + 1)
    const results = await Promise.all(
      [...days, ...days.map((d) => d + 100)].map(async (key) => {
        // 50 pairs: days 1-25 of March and of April 2028, each sent to A and B at once
        const day = key > 100 ? key - 100 : key
        const body = pair(day)
        if (key > 100)
          for (const m of body.missions) {
            m.fromDate = m.fromDate.replace('-03-', '-04-')
            m.toDate = m.toDate.replace('-03-', '-04-')
          }
        const [x, y] = await Promise.all([
          call((a as Instance).url, API.schedule.save, token, body),
          call((b as Instance).url, API.schedule.save, token, body),
        ])
        return [x.status, y.status].sort()
      }),
    )
    for (const statuses of results) expect(statuses).toEqual([200, 409])
    const stored = await db
      .selectFrom('scheduleMission')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('siteGuid', '=', 'site-r212')
      .where('fromDate', '>=', '2028-03-01')
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(50)
  })

  it('lose no acknowledged write when one is killed, and the other keeps answering', async () => {
    const victim = await startInstance({ DATABASE_URL: scratch.url })
    const token = tokens.admin as string
    const acknowledged = await writeUntilKilled(victim, token)
    const rows = await db
      .selectFrom('remarkTemplate')
      .select('name')
      .where('name', 'like', 'kill-9 写入 %')
      .execute()
    const stored = new Set(rows.map((r) => r.name))
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])
    expect((await call((b as Instance).url, API.auth.loginInfo, token)).status).toBe(200)
  })

  it('stops on SIGTERM: its event streams end, it exits 0', async () => {
    const leaving = b as Instance
    const stream = watchStream(leaving.url, tokens.admin as string)
    await within(5_000, async () => stream.counts.length > 0)
    leaving.process.kill('SIGTERM')
    await stream.ended
    expect(await leaving.exited).toBe(0)
  })
})

describe('one instance on SQLite', () => {
  it('keeps every acknowledged write through SIGKILL, with an intact file', async () => {
    const dataDir = join(buildDir, 'sqlite')
    const first = await startInstance({ DATA_DIR: dataDir })
    const file = join(dataDir, 'venue.db')
    const db = createDb({ dialect: 'sqlite', url: file })
    const token = await tokenFor(db, 'admin')
    await db.destroy()
    const acknowledged = await writeUntilKilled(first, token)

    // it starts again on the same file
    const again = await startInstance({ DATA_DIR: dataDir })
    const answered = await call(again.url, API.auth.loginInfo, token)
    await stopInstance(again)
    expect(answered.status).toBe(200)
    // everything acknowledged is there, in a file SQLite finds intact
    const sqlite = new SqliteDatabase(file, { readonly: true })
    try {
      const rows = sqlite
        .prepare("select name from remark_template where name like 'kill-9 写入 %'")
        .all() as { name: string }[]
      const stored = new Set(rows.map((r) => r.name))
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
    } finally {
      sqlite.close()
    }
  })
})
