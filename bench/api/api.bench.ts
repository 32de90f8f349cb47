/**
 * bench:api — autocannon on loopback against the real server (docs/product/performance.md "API").
 * Seeds the demo data plus N exhibitions, N customers and N projects in a fresh database, signs
 * in as admin, then measures GET /exhibition/page, /customer/page and /project/page with every
 * filter and a small
 * authenticated GET, at
 * full size and at 1/4 and 1/16 (list queries must stay flat as tables grow), beside a bare
 * Fastify answering a constant envelope (the ceiling: what our per-request work costs);
 * then the grid's quarter and a save of 100 blocks over 4,000 sites and 200,000 blocks.
 * SQLite always; PostgreSQL too when DATABASE_URL is set (a scratch database is made).
 * BENCH_ONLY=project,customer measures only those cases (exhibition, customer, project, small
 * (the small GET beside the bare server), schedule), to iterate on one query; the seed is the
 * full run's either way.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { type Db, createDb } from '../../apps/server/src/db/database.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { createScratchPostgres } from '../../apps/server/src/db/scratch-database.ts'
import {
  seedBulkCustomers,
  seedBulkProjects,
  seedBulkExhibitions,
  seedBulkSchedule,
  seedDemoData,
} from '../../apps/server/src/db/seed/seed.ts'
import { type Figure, median, report } from '../lib/report.ts'
import { waitForServer } from '../lib/wait-for-server.ts'

const FULL = Number(process.env.BENCH_EXHIBITIONS ?? 100_000)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
/** Each figure is the median of this many runs (docs/product/performance.md "API"). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** The cases BENCH_ONLY names (comma-separated), all when unset. */
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'exhibition,customer,project,small,schedule')
    .split(',')
    .map((c) => c.trim()),
)
const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server')
/** The server as `npm start` runs it: compiled once for the whole run. */
const COMPILED = join(SERVER_DIR, 'dist-bench', 'server.js')

interface BenchDb {
  db: Db
  /** What the server process needs to open the same database. */
  env: Record<string, string>
  drop: () => Promise<void>
}

async function openDb(dialect: 'sqlite' | 'postgres'): Promise<BenchDb> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'venue-bench-'))
    // the server opens <DATA_DIR>/venue.db
    const db = createDb({ dialect: 'sqlite', url: join(dir, 'venue.db') })
    return {
      db,
      // DATABASE_URL may be set for the PostgreSQL pass: this pass must not inherit it
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const scratch = await createScratchPostgres(process.env.DATABASE_URL as string, 'venue_bench')
  const db = createDb({ dialect: 'postgres', url: scratch.url })
  return { db, env: { DATABASE_URL: scratch.url }, drop: scratch.drop }
}

const freePort = () =>
  new Promise<number>((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port
      srv.close(() => ok(port))
    })
  })

/** The real server in its own process, so the load generator does not share its CPU time. */
async function startServer(
  env: Record<string, string>,
): Promise<{ address: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [COMPILED], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return waitForServer(`http://127.0.0.1:${port}`, child, 300)
}

async function runOnce(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, headers, connections: 50, duration: DURATION_S })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx }
}

/** Medians of RUNS runs of each target, the runs of the targets interleaved (so a noisy moment hits all alike). */
async function runAll(targets: { url: string; headers: Record<string, string> }[]) {
  const runs = targets.map(() => [] as Awaited<ReturnType<typeof runOnce>>[])
  for (let i = 0; i < RUNS; i++)
    for (const [t, target] of targets.entries())
      runs[t]?.push(await runOnce(target.url, target.headers))
  return runs.map((r) => ({
    rps: median(r.map((x) => x.rps)),
    p50: median(r.map((x) => x.p50)),
    p99: median(r.map((x) => x.p99)),
    non2xx: r.reduce((n, x) => n + x.non2xx, 0),
  }))
}

/** The bare ceiling (bare-server.ts) in its own process. */
async function startBare(): Promise<{ address: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/bare-server.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const address = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${address}/bare`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { address, child }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error('the bare server did not start')
}

/** The headers of admin's session on the server at `address`. */
async function signIn(address: string): Promise<Record<string, string>> {
  const pwd = createHash('sha256').update('Demo@2026').digest('hex')
  const login = (await (
    await fetch(`${address}/xgz/cloud-user/api/login/byPwd?userName=admin&pwd=${pwd}`, {
      method: 'POST',
    })
  ).json()) as { data: { token: string } }
  return { 'access-token': login.data.token, 'system-type': '0' }
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

/** One call's time on loopback (ms) and its answer's bytes as sent (compressed when asked). */
function timedCall(
  url: string,
  opts: { method?: string; headers: Record<string, string>; body?: string },
): Promise<{ ms: number; bytes: number; status: number }> {
  return new Promise((ok, fail) => {
    const started = performance.now()
    const req = httpRequest(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () =>
        ok({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }),
      )
    })
    req.on('error', fail)
    req.end(opts.body)
  })
}

const SCHEDULE_ROWS = Number(process.env.BENCH_SITES ?? 4_000)
const SCHEDULE_MISSIONS = Number(process.env.BENCH_MISSIONS ?? 200_000)
const SCHEDULE_CALLS = 15
const DAY_MS = 86_400_000

/**
 * The grid's load of a quarter and a save of 100 blocks (docs/product/performance.md "API"):
 * medians of SCHEDULE_CALLS calls one after another, on loopback (so the time is the
 * server's plus a local transfer). Each save books 100 sites on dates no other save used.
 */
async function measureSchedule(
  dialect: 'sqlite' | 'postgres',
  rows: number,
  missions: number,
): Promise<Figure[]> {
  const { db, env, drop } = await openDb(dialect)
  let child: ChildProcess | undefined
  try {
    await migrateToLatest(db)
    const today = new Date()
    await seedDemoData(db, { today })
    await seedBulkSchedule(db, rows, missions, today)
    await db.destroy()
    const server = await startServer(env)
    child = server.child
    const headers = await signIn(server.address)
    const api = `${server.address}/xgz/cloud-business/api/schedule`
    const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - 8 * 3_600_000
    const gridUrl = `${api}/grid?dateFrom=${start}&dateTo=${start + 91 * DAY_MS}`
    const compressed = { ...headers, 'accept-encoding': 'br, gzip' }
    const grid: { ms: number; bytes: number }[] = []
    for (let i = 0; i <= SCHEDULE_CALLS; i++) {
      const r = await timedCall(gridUrl, { headers: compressed })
      if (r.status !== 200) throw new Error(`grid answered ${r.status}`)
      if (i > 0) grid.push(r) // the first call warms the caches
    }
    const answer = (await (await fetch(gridUrl, { headers })).json()) as {
      data: { rows: unknown[]; missions: { siteGuid: string }[] }
    }
    const projects = (await (await fetch(`${api}/projects`, { headers })).json()) as {
      data: { guid: string }[]
    }
    const sites = [...new Set(answer.data.missions.map((m) => m.siteGuid))].slice(0, 100)
    const project = projects.data[0]?.guid
    if (sites.length < 100 || !project) throw new Error('not enough sites or no bookable project')
    const saves: number[] = []
    for (let i = 0; i <= SCHEDULE_CALLS; i++) {
      // ten years on, two days a save: free of the seeded blocks and of one another
      const day = new Date(start + (3_650 + 2 * i) * DAY_MS + 8 * 3_600_000)
      const date = day.toISOString().slice(0, 10)
      const body = JSON.stringify({
        missions: sites.map((siteGuid) => ({
          project_id: project,
          siteGuid,
          fromDate: date,
          toDate: date,
          from_date_t: 480,
          to_date_t: 1200,
        })),
      })
      const r = await timedCall(`${api}/missions`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      })
      if (r.status !== 200) throw new Error(`save answered ${r.status}`)
      if (i > 0) saves.push(r.ms)
    }
    const tag = { dialect, rows, missions }
    return [
      {
        figure: 'schedule/grid quarter median',
        value: Number(median(grid.map((g) => g.ms)).toFixed(1)),
        unit: 'ms',
        target: '<= 150',
        blocks: answer.data.missions.length,
        ...tag,
      },
      {
        figure: 'schedule/grid quarter answer, compressed',
        value: Number((median(grid.map((g) => g.bytes)) / 1_048_576).toFixed(2)),
        unit: 'MB',
        target: '<= 2',
        ...tag,
      },
      {
        figure: 'schedule/missions save of 100 blocks median',
        value: Number(median(saves).toFixed(1)),
        unit: 'ms',
        target: '<= 50',
        ...tag,
      },
    ]
  } finally {
    await stop(child)
    await drop()
  }
}

async function measure(
  dialect: 'sqlite' | 'postgres',
  size: number,
  bareAddress: string,
): Promise<Figure[]> {
  const { db, env, drop } = await openDb(dialect)
  let child: ChildProcess | undefined
  try {
    await migrateToLatest(db)
    await seedDemoData(db, { today: new Date() })
    await seedBulkExhibitions(db, size)
    await seedBulkCustomers(db, size)
    await seedBulkProjects(db, size)
    await db.destroy()
    const server = await startServer(env)
    child = server.child
    const address = server.address
    const headers = await signIn(address)
    // guard against measuring the wrong database
    const all = (await (
      await fetch(`${address}/xgz/cloud-business/api/platform/exhibition/page?pageSize=10`, {
        headers,
      })
    ).json()) as { data: { count: number } }
    if (all.data.count < size)
      throw new Error(`expected ${size} exhibitions, found ${all.data.count}`)

    // every filter of the exhibition list query (docs/product/exhibitions.md
    // "Exhibition search form"), the ones a user would combine
    const industries = (await (
      await fetch(`${address}/xgz/cloud-business/dic/industryList`, { headers })
    ).json()) as { data: { guid: string }[] }
    const regions = (await (
      await fetch(`${address}/xgz/cloud-business/dic/regionList`, { headers })
    ).json()) as { data: { guid: string }[] }
    const now = Date.now()
    const q = new URLSearchParams({
      page: '1',
      pageSize: '20',
      exhibitionCode: 'ZH',
      exhibitionName: '博览会',
      projectIndustry: industries.data[1]?.guid ?? '',
      projectRegion: regions.data[1]?.guid ?? '',
      applyTimeStart: String(now - 365 * 86_400_000),
      applyTimeEnd: String(now + 365 * 86_400_000),
    })
    // every filter of the customer list (客户管理), as a user would combine them: a name part,
    // a code prefix, type, industry, region, grade, owner and status
    const owner = (await (
      await fetch(`${address}/xgz/cloud-business/api/customer/customer/ownerOptions`, { headers })
    ).json()) as { data: { id: number; nickName: string }[] }
    const cq = new URLSearchParams({
      page: '1',
      pageSize: '20',
      name: '会展',
      creditCode: '91',
      type: '主办单位',
      industry: industries.data[1]?.guid ?? '',
      region: regions.data[1]?.guid ?? '',
      grade: 'C',
      ownerId: String(owner.data.find((o) => o.nickName === '张伟')?.id ?? 1),
      status: '1',
    })
    // every filter of the project list (项目信息): a title part, the state as of today (by its
    // dates for 已签约), form, industry, owner and days in the venue
    const pq = new URLSearchParams({
      page: '1',
      pageSize: '20',
      keyword: '博览会',
      status: '3',
      formFlag: '1',
      industry: industries.data[1]?.guid ?? '',
      ownerId: String(owner.data.find((o) => o.nickName === '张伟')?.id ?? 1),
      dateFrom: String(now - 180 * 86_400_000),
      dateTo: String(now + 180 * 86_400_000),
    })
    const cases = [
      {
        name: 'exhibition',
        url: `${address}/xgz/cloud-business/api/platform/exhibition/page?${q}`,
        headers,
      },
      {
        name: 'customer',
        url: `${address}/xgz/cloud-business/api/customer/customer/page?${cq}`,
        headers,
      },
      {
        name: 'project',
        url: `${address}/xgz/cloud-business/api/project/project/page?${pq}`,
        headers,
      },
      { name: 'small', url: `${address}/xgz/cloud-business/api/common/message/unread`, headers },
      { name: 'bare', url: `${bareAddress}/bare`, headers: {} },
    ].filter((c) => ONLY.has(c.name === 'bare' ? 'small' : c.name))
    const measured = new Map(
      (await runAll(cases)).map((m, i) => [cases[i]?.name ?? '', m] as const),
    )
    const tag = { dialect, exhibitions: size }
    const figures: Figure[] = []
    for (const list of ['exhibition', 'customer', 'project']) {
      const m = measured.get(list)
      if (!m) continue
      figures.push(
        {
          figure: `${list}/page all filters req/s`,
          value: m.rps,
          unit: 'req/s',
          target: '>= 2000',
          ...tag,
        },
        { figure: `${list}/page all filters p50`, value: m.p50, unit: 'ms', ...tag },
        {
          figure: `${list}/page all filters p99`,
          value: m.p99,
          unit: 'ms',
          target: '<= 50',
          ...tag,
        },
      )
    }
    const small = measured.get('small')
    const bare = measured.get('bare')
    if (small && bare)
      figures.push(
        {
          figure: 'small authenticated GET req/s',
          value: small.rps,
          unit: 'req/s',
          target: '>= 5000',
          ...tag,
        },
        { figure: 'small authenticated GET p50', value: small.p50, unit: 'ms', ...tag },
        { figure: 'small authenticated GET p99', value: small.p99, unit: 'ms', ...tag },
        { figure: 'bare Fastify constant envelope req/s', value: bare.rps, unit: 'req/s', ...tag },
        {
          figure: 'small authenticated GET / bare req/s',
          value: Number((small.rps / bare.rps).toFixed(3)),
          unit: 'ratio',
          target: '>= 0.40',
          ...tag,
        },
      )
    figures.push({
      figure: 'non-2xx answers',
      value: [...measured]
        .filter(([name]) => name !== 'bare')
        .reduce((n, [, m]) => n + m.non2xx, 0),
      unit: 'count',
      target: '0',
      ...tag,
    })
    return figures
  } finally {
    await stop(child)
    await drop()
  }
}

const dialects: Array<'sqlite' | 'postgres'> = [
  'sqlite',
  ...(process.env.DATABASE_URL ? (['postgres'] as const) : []),
]
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', COMPILED], {
  cwd: SERVER_DIR,
  stdio: 'inherit',
})
const bare = await startBare()
const figures: Figure[] = []
for (const dialect of dialects) {
  const bySize: Record<number, Figure[]> = {}
  for (const size of [FULL / 16, FULL / 4, FULL].map(Math.round)) {
    bySize[size] = await measure(dialect, size, bare.address)
    figures.push(...(bySize[size] as Figure[]))
  }
  // how cost grows: full-size p50 over 1/16-size p50 (flat ≈ 1)
  for (const list of ['exhibition', 'customer', 'project'].filter((l) => ONLY.has(l))) {
    const p50 = (size: number) =>
      bySize[Math.round(size)]?.find((f) => f.figure === `${list}/page all filters p50`)?.value ??
      NaN
    figures.push({
      figure: `${list}/page p50 ratio full / (1/16)`,
      value: Number((p50(FULL) / Math.max(p50(FULL / 16), 0.001)).toFixed(2)),
      unit: 'ratio',
      target: 'flat (about 1)',
      dialect,
    })
  }
}
bare.child.kill()
for (const dialect of ONLY.has('schedule') ? dialects : []) {
  const small = await measureSchedule(
    dialect,
    Math.round(SCHEDULE_ROWS / 16),
    Math.round(SCHEDULE_MISSIONS / 16),
  )
  const full = await measureSchedule(dialect, SCHEDULE_ROWS, SCHEDULE_MISSIONS)
  figures.push(...small, ...full)
  const gridMs = (f: Figure[]) => f.find((x) => x.figure === 'schedule/grid quarter median')?.value
  figures.push({
    figure: 'schedule/grid median ratio full / (1/16)',
    value: Number(((gridMs(full) ?? NaN) / Math.max(gridMs(small) ?? NaN, 0.001)).toFixed(2)),
    unit: 'ratio',
    target: 'proportional to the answer (16x the rows)',
    dialect,
  })
}
rmSync(join(SERVER_DIR, 'dist-bench'), { recursive: true, force: true })
report('api', figures)
