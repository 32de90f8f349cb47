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
import {
  EXPORT_WINDOW,
  checkSave,
  creationStamp,
  deletedOr404,
  found,
  insertOrUpdate,
  pageOf,
  pageWindow,
  recordColumns,
  recordFields,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
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
  ...recordFields(r),
})

export async function pagePaymentPlans(
  db: Db,
  q: PaymentPlanTemplateQuery,
): Promise<PageResult<PaymentPlanTemplate>> {
  return pageOf(findPaymentPlans(db, q, pageWindow(q)), countPaymentPlans(db, q), toPaymentPlan)
}

export async function getPaymentPlan(db: Db, guid: string): Promise<PaymentPlanTemplate> {
  return toPaymentPlan(found(await findPaymentPlan(db, guid)))
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
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) => insertPaymentPlan(trx, { ...row, guid: g, ...creationStamp(user, now) }),
      update: (g, v) => updatePaymentPlanAtVersion(trx, g, v, { ...row, updatedAt: now }),
      find: (g) => findPaymentPlan(trx, g),
    })
    return getPaymentPlan(trx, saved)
  })
}

export const removePaymentPlans = (db: Db, guids: readonly string[]): Promise<null> =>
  deletedOr404(deletePaymentPlans(db, guids))

/** The filtered list as an .xlsx, the instalments as one readable cell. */
export async function exportPaymentPlans(
  db: Db,
  filter: Omit<PaymentPlanTemplateQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = (await findPaymentPlans(db, filter, EXPORT_WINDOW)).map(toPaymentPlan)
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
      ...recordColumns<PaymentPlanTemplate>(h),
    ],
    rows,
  )
}
