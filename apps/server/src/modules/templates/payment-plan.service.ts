import {
  type Instalment,
  type PageResult,
  PERMISSIONS,
  type PaymentPlanTemplate,
  type PaymentPlanTemplateQuery,
  instalmentSchema,
  type paymentPlanTemplateSaveSchema,
} from '@app/contracts'
import { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import {
  EXPORT_ROW_LIMIT,
  checkSave,
  formatTime,
  pageWindow,
  versionMissError,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { AuthUser } from '#server/modules/identity/session.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countPaymentPlans,
  deletePaymentPlans,
  findPaymentPlan,
  findPaymentPlans,
  insertPaymentPlan,
  updatePaymentPlanAtVersion,
} from './payment-plan.repository.ts'
import type { PaymentPlanTemplateRow } from './templates.table.ts'

registerMessages({
  'validation.ratioTotal': {
    zh: '各期比例合计须为100%（当前{total}%）',
    en: 'The instalment ratios must total 100% (now {total}%)',
    es: 'Los porcentajes deben sumar 100% (ahora {total}%)',
    ja: '各回の比率の合計は100%にしてください（現在{total}%）',
  },
  'validation.cents': {
    zh: '最多两位小数',
    en: 'at most 2 decimals',
    es: 'como máximo 2 decimales',
    ja: '小数点以下2桁までです',
  },
  'export.paymentPlan.sheet': {
    zh: '付款计划模板',
    en: 'Payment plan templates',
    es: 'Plantillas de plan de pagos',
    ja: '支払計画テンプレート',
  },
  'export.paymentPlan.name': { zh: '模板名称', en: 'Name', es: 'Nombre', ja: 'テンプレート名' },
  'export.paymentPlan.instalments': {
    zh: '付款节点',
    en: 'Instalments',
    es: 'Plazos',
    ja: '支払回',
  },
  'paymentPlan.instalment': {
    zh: '{type} {anchor}{days}日内 {ratio}%',
    en: '{type} {ratio}% within {days} days ({anchor})',
    es: '{type} {ratio}% en {days} días ({anchor})',
    ja: '{type} {anchor}{days}日以内 {ratio}%',
  },
})

const instalmentsOf = (json: string): Instalment[] => {
  const parsed = z.array(instalmentSchema).safeParse(JSON.parse(json))
  return parsed.success ? parsed.data : []
}

const toPaymentPlan = (r: PaymentPlanTemplateRow): PaymentPlanTemplate => ({
  guid: r.guid,
  name: r.name,
  instalments: instalmentsOf(r.instalments),
  sort: r.sort,
  status: Number(r.status) === 1 ? 1 : 0,
  remark: r.remark,
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
  version: r.version,
})

export async function pagePaymentPlans(
  db: Db,
  q: PaymentPlanTemplateQuery,
): Promise<PageResult<PaymentPlanTemplate>> {
  const [rows, count] = await Promise.all([
    findPaymentPlans(db, q, pageWindow(q)),
    countPaymentPlans(db, q),
  ])
  return { list: rows.map(toPaymentPlan), count }
}

export async function getPaymentPlan(db: Db, guid: string): Promise<PaymentPlanTemplate> {
  const row = await findPaymentPlan(db, guid)
  if (!row) throw AppError.notFound()
  return toPaymentPlan(row)
}

/** Creates or updates a template; the contract has checked the ratios total 100%. */
export async function savePaymentPlan(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof paymentPlanTemplateSaveSchema>,
  now: number,
): Promise<PaymentPlanTemplate> {
  checkSave(user, PERMISSIONS.paymentPlanTemplate, input)
  const { guid, version, instalments, ...fields } = input
  const row = { ...fields, instalments: JSON.stringify(instalments) }
  return db.transaction().execute(async (trx) => {
    let target = guid
    if (!target) {
      target = newGuid()
      await insertPaymentPlan(trx, {
        ...row,
        guid: target,
        deptId: user.deptId,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
    } else if (
      !(await updatePaymentPlanAtVersion(trx, target, version ?? 0, { ...row, updatedAt: now }))
    ) {
      const stale = target
      throw await versionMissError(async () => (await findPaymentPlan(trx, stale)) !== undefined)
    }
    return getPaymentPlan(trx, target)
  })
}

export async function removePaymentPlans(db: Db, guids: readonly string[]): Promise<null> {
  if (!(await deletePaymentPlans(db, guids))) throw AppError.notFound()
  return null
}

/** The filtered list as an .xlsx, the instalments as one readable cell. */
export async function exportPaymentPlans(
  db: Db,
  filter: Omit<PaymentPlanTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = (await findPaymentPlans(db, filter, { limit: EXPORT_ROW_LIMIT, offset: 0 })).map(
    toPaymentPlan,
  )
  const h = (key: string) => translate(lang, `export.${key}`)
  const describe = (i: Instalment) =>
    translate(lang, 'paymentPlan.instalment', {
      type: i.type,
      anchor: i.anchor,
      days: i.offsetDays,
      ratio: i.ratio,
    })
  return xlsxOf(
    h('paymentPlan.sheet'),
    [
      { header: h('paymentPlan.name'), width: 24, value: (r: PaymentPlanTemplate) => r.name },
      {
        header: h('paymentPlan.instalments'),
        width: 70,
        value: (r) => r.instalments.map(describe).join('；'),
      },
      { header: h('sort'), width: 8, value: (r) => r.sort },
      { header: h('status'), width: 8, value: (r) => h(r.status === 1 ? 'enabled' : 'disabled') },
      { header: h('remark'), width: 24, value: (r) => r.remark },
      { header: h('updatedAt'), width: 20, value: (r) => formatTime(r.updatedAt) },
    ],
    rows,
  )
}
