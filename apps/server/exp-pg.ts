import { createDb } from './src/db/database.ts'
import { migrateToLatest } from './src/db/migrate.ts'
import { seedBulkExhibitions, seedDemoData } from './src/db/seed/seed.ts'
import { compileExhibitionPage, planFilter } from './src/modules/exhibitions/exhibitions.repository.ts'
import { INDUSTRIES, REGIONS } from './src/db/seed/data/dictionaries.ts'
import { sql, CompiledQuery } from 'kysely'
const db = createDb({ dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/exp_exh' })
if (process.env.SEED) { await migrateToLatest(db); await seedDemoData(db, { today: new Date() }); await seedBulkExhibitions(db, 100_000) }
const now = Date.now()
const f0 = { code: 'ZH', name: '博览会', industryGuid: INDUSTRIES[1]!.guid, regionGuid: REGIONS[1]!.guid, applyFrom: now - 365*86400000, applyTo: now + 365*86400000 }
const q = compileExhibitionPage(db, await planFilter(db, f0))
const params = q.parameters.map((p) => (typeof p === 'string' ? `'${p}'` : String(p)))
const text = q.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1] ?? '')
const r = await sql.raw(`explain analyze ${text}`).execute(db)
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'))
const countText = text.replace(/^select .*? from "exhibition" left join .*? where/s, 'select count(*) from "exhibition" where').replace(/ order by .*$/s, '')
const r2 = await sql.raw(`explain analyze ${countText}`).execute(db)
console.log(r2.rows.map((x: any) => x['QUERY PLAN']).join('\n'))
await db.destroy()
