import {
  type PageResult,
  PERMISSIONS,
  type ScheduleTemplateQuery,
  type ScheduleTemplateRow,
  type scheduleTemplateSaveSchema,
  dayPartsTotalMinutes,
} from '@app/contracts'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import {
  EXPORT_WINDOW,
  checkSave,
  deletedOr404,
  formatTime,
  pageWindow,
  versionMissError,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  clearOtherDefaults,
  countScheduleTemplates,
  countSitesByTemplate,
  deleteScheduleTemplates,
  findScheduleTemplate,
  findScheduleTemplates,
  findTemplateDayParts,
  insertScheduleTemplate,
  replaceDayParts,
  updateScheduleTemplateAtVersion,
} from './schedule-templates.repository.ts'

registerMessages({
  'scheduleTemplate.needDefault': {
    zh: '须有一个默认模板，请将其他模板设为默认',
    en: 'One template must be the default: make another one the default instead',
    es: 'Una plantilla debe ser la predeterminada: marque otra como predeterminada',
    ja: '既定のテンプレートが1つ必要です。別のテンプレートを既定にしてください',
  },
  'scheduleTemplate.inUse': {
    zh: '模板“{name}”正被{count}个场地使用，不能删除',
    en: 'Template “{name}” is used by {count} sites and cannot be deleted',
    es: 'La plantilla «{name}» la usan {count} espacios y no se puede eliminar',
    ja: 'テンプレート「{name}」は{count}件の会場で使用中のため削除できません',
  },
  'scheduleTemplate.defaultDelete': {
    zh: '默认模板“{name}”不能删除',
    en: 'The default template “{name}” cannot be deleted',
    es: 'La plantilla predeterminada «{name}» no se puede eliminar',
    ja: '既定のテンプレート「{name}」は削除できません',
  },
  'export.scheduleTemplate.sheet': {
    zh: '排期模板',
    en: 'Schedule templates',
    es: 'Plantillas de programación',
    ja: 'スケジュールテンプレート',
  },
  'export.scheduleTemplate.name': {
    zh: '模板名称',
    en: 'Name',
    es: 'Nombre',
    ja: 'テンプレート名',
  },
  'export.scheduleTemplate.dayParts': { zh: '时段', en: 'Day-parts', es: 'Franjas', ja: '時間帯' },
  'export.scheduleTemplate.total': {
    zh: '合计(小时)',
    en: 'Total (h)',
    es: 'Total (h)',
    ja: '合計(時間)',
  },
  'export.scheduleTemplate.isDefault': {
    zh: '默认',
    en: 'Default',
    es: 'Predeterminada',
    ja: '既定',
  },
  'export.yes': { zh: '是', en: 'Yes', es: 'Sí', ja: 'はい' },
  'export.no': { zh: '否', en: 'No', es: 'No', ja: 'いいえ' },
})

type TemplateRecord = NonNullable<Awaited<ReturnType<typeof findScheduleTemplate>>>

/** The id a row's `guid` carries; anything else matches nothing. */
const idOf = (guid: string): number | null => (/^[1-9]\d{0,9}$/.test(guid) ? Number(guid) : null)

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** The templates with their day-parts and how many sites use each. */
async function withParts(db: Db, rows: readonly TemplateRecord[]): Promise<ScheduleTemplateRow[]> {
  const ids = rows.map((r) => r.id)
  const [parts, sites] = await Promise.all([
    findTemplateDayParts(db, ids),
    countSitesByTemplate(db, ids),
  ])
  return rows.map((r) => {
    const dayParts = parts
      .filter((p) => p.templateId === r.id)
      .map((p) => ({
        text: p.text,
        startMinute: p.startMinute,
        endMinute: p.endMinute,
        width: p.width,
      }))
    return {
      guid: String(r.id),
      id: r.id,
      name: r.name,
      isDefault: r.isDefault === 1,
      sort: r.sort,
      remark: r.remark,
      dayParts,
      totalMinutes: dayPartsTotalMinutes(dayParts),
      siteCount: sites.get(r.id) ?? 0,
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version,
    }
  })
}

export async function pageScheduleTemplates(
  db: Db,
  q: ScheduleTemplateQuery,
): Promise<PageResult<ScheduleTemplateRow>> {
  const [rows, count] = await Promise.all([
    findScheduleTemplates(db, q, pageWindow(q)),
    countScheduleTemplates(db, q),
  ])
  return { list: await withParts(db, rows), count }
}

export async function getScheduleTemplate(db: Db, guid: string): Promise<ScheduleTemplateRow> {
  const id = idOf(guid)
  const row = id === null ? undefined : await findScheduleTemplate(db, id)
  if (!row) throw AppError.notFound()
  const [one] = await withParts(db, [row])
  if (!one) throw AppError.notFound()
  return one
}

/**
 * Creates or updates a template with its day-parts (the contract has checked them: 30-minute
 * steps, no overlap, at most 24 h). Exactly one template is the default: marking one
 * unmarks the others, and the default cannot be unmarked directly.
 */
export async function saveScheduleTemplate(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof scheduleTemplateSaveSchema>,
  now: number,
): Promise<ScheduleTemplateRow> {
  checkSave(user, PERMISSIONS.scheduleTemplate, input)
  const { guid, version, dayParts, isDefault, ...fields } = input
  return db.transaction().execute(async (trx) => {
    let id: number
    if (!guid) {
      const anyDefault = await trx
        .selectFrom('scheduleTemplate')
        .select('id')
        .where('isDefault', '=', 1)
        .executeTakeFirst()
      // the first template is the default whatever the form said
      id = await insertScheduleTemplate(trx, {
        ...fields,
        isDefault: isDefault || !anyDefault ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
    } else {
      const target = idOf(guid)
      const current = target === null ? undefined : await findScheduleTemplate(trx, target)
      if (!current || target === null) throw AppError.notFound()
      id = target
      if (current.isDefault === 1 && !isDefault)
        throw AppError.invalidField('isDefault', 'scheduleTemplate.needDefault')
      if (
        !(await updateScheduleTemplateAtVersion(trx, id, version ?? 0, {
          ...fields,
          isDefault: isDefault ? 1 : 0,
          updatedAt: now,
        }))
      )
        throw await versionMissError(
          async () => (await findScheduleTemplate(trx, id)) !== undefined,
        )
    }
    if (isDefault) await clearOtherDefaults(trx, id, now)
    await replaceDayParts(
      trx,
      id,
      [...dayParts]
        .sort((a, b) => a.startMinute - b.startMinute)
        .map((p, sort) => ({ ...p, sort })),
    )
    return getScheduleTemplate(trx, String(id))
  })
}

/** Deletes templates no site uses; the default one and used ones answer 409, unknown 404. */
export async function removeScheduleTemplates(db: Db, guids: readonly string[]): Promise<null> {
  const ids = guids.map(idOf).filter((id): id is number => id !== null)
  if (ids.length === 0) throw AppError.notFound()
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('scheduleTemplate')
      .select(['id', 'name', 'isDefault'])
      .where('id', 'in', ids)
      .execute()
    const used = await countSitesByTemplate(trx, ids)
    for (const r of rows) {
      const count = used.get(r.id) ?? 0
      if (count > 0) throw AppError.conflict('scheduleTemplate.inUse', { name: r.name, count })
      if (r.isDefault === 1)
        throw AppError.conflict('scheduleTemplate.defaultDelete', { name: r.name })
    }
    return deletedOr404(deleteScheduleTemplates(trx, ids))
  })
}

/** The filtered list as an .xlsx, in the caller's language. */
export async function exportScheduleTemplates(
  db: Db,
  filter: Omit<ScheduleTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = await withParts(db, await findScheduleTemplates(db, filter, EXPORT_WINDOW))
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    h('scheduleTemplate.sheet'),
    [
      { header: h('scheduleTemplate.name'), width: 20, value: (r: ScheduleTemplateRow) => r.name },
      {
        header: h('scheduleTemplate.dayParts'),
        width: 50,
        value: (r) =>
          r.dayParts.map((p) => `${p.text} ${hhmm(p.startMinute)}-${hhmm(p.endMinute)}`).join('；'),
      },
      { header: h('scheduleTemplate.total'), width: 12, value: (r) => r.totalMinutes / 60 },
      {
        header: h('scheduleTemplate.isDefault'),
        width: 10,
        value: (r) => h(r.isDefault ? 'yes' : 'no'),
      },
      { header: h('sort'), width: 8, value: (r) => r.sort },
      { header: h('remark'), width: 24, value: (r) => r.remark },
      { header: h('updatedAt'), width: 20, value: (r) => formatTime(r.updatedAt) },
    ],
    rows,
  )
}
