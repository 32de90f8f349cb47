import Database from 'better-sqlite3'
import { createDb } from './src/db/database.ts'
import { findMissionsInRange } from './src/modules/schedule/schedule.repository.ts'
import { loadGrid, rangeOf } from './src/modules/schedule/schedule.service.ts'
const db = createDb({ dialect: 'sqlite', url: '/tmp/exp/grid.db' })
const raw = new Database('/tmp/exp/grid.db')
const today = new Date()
const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - 8 * 3_600_000
const r = rangeOf(start, start + 91 * 86400000)
const time = async (label: string, fn: () => Promise<unknown> | unknown, n = 6) => {
  await fn()
  const t0 = performance.now()
  for (let i = 0; i < n; i++) await fn()
  console.log(label.padEnd(28), ((performance.now() - t0) / n).toFixed(1), 'ms')
}
await time('findMissionsInRange', () => findMissionsInRange(db, r.lo, r.hi))
const q = `select mid, project_guid, site_guid, user_id, from_date, to_date, from_minute, to_minute, start_key, end_key, level, status, usage, copy_id, remark, created_at, updated_at, version from schedule_mission where end_key > ? and start_key < ? and status <> 3`
const st = raw.prepare(q)
await time('raw objects', () => st.all(r.lo, r.hi))
const sta = raw.prepare(q).raw(true)
await time('raw arrays', () => sta.all(r.lo, r.hi))
const st2 = raw.prepare(`select mid, project_guid, site_guid, user_id, from_date, to_date, from_minute, to_minute, start_key, end_key, level, status, usage, copy_id, remark, created_at, updated_at, version from schedule_mission where start_key < ? and end_key > ? and status <> 3`)
await time('objects, no scan? ', () => st2.all(r.hi, r.lo))
console.log(raw.prepare('explain query plan ' + q).all(r.lo, r.hi).map((x: any) => x.detail))
await time('kysely sql raw', () => (db.withoutPlugins().executeQuery({ sql: q, parameters: [r.lo, r.hi], query: { kind: 'RawNode' } } as any)))
await db.destroy()
