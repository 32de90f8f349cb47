import {
  type PageResult,
  PERMISSIONS,
  type PriceSiteOption,
  type SitePrice,
  type SitePriceQuery,
  type sitePriceSaveSchema,
} from '@app/contracts'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import {
  EXPORT_WINDOW,
  checkSave,
  creationStamp,
  deletedOr404,
  found,
  formatTime,
  insertOrUpdate,
  pageOf,
  pageWindow,
  recordFields,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  type SitePriceWithSite,
  countSitePrices,
  deleteSitePrices,
  findBookableSites,
  findOverlappingPrice,
  findSitePrice,
  findSitePrices,
  insertSitePrice,
  isBookableSite,
  updateSitePriceAtVersion,
} from './prices.repository.ts'

registerMessages({
  'validation.cents': {
    zh: '最多两位小数',
    en: 'at most 2 decimals',
    es: 'como máximo 2 decimales',
    ja: '小数点以下2桁までです',
  },
  'price.overlap': {
    zh: '该场地此档期类型已有 {from} 至 {to} 的价格，有效期不能重叠',
    en: 'This site already has a price of this period type for {from} to {to}; validity cannot overlap',
    es: 'Este espacio ya tiene un precio de este tipo para {from} a {to}; la vigencia no puede solaparse',
    ja: 'この会場には同じ期間種別の価格（{from}〜{to}）があります。有効期間は重複できません',
  },
  'price.siteUnknown': {
    zh: '请选择可预订的场地',
    en: 'Choose a bookable site',
    es: 'Elija un espacio reservable',
    ja: '予約可能な会場を選択してください',
  },
  'export.price.sheet': { zh: '价格管理', en: 'Site prices', es: 'Precios', ja: '価格管理' },
  'export.price.site': { zh: '场地', en: 'Site', es: 'Espacio', ja: '会場' },
  'export.price.periodType': {
    zh: '档期类型',
    en: 'Period type',
    es: 'Tipo de periodo',
    ja: '期間種別',
  },
  'export.price.unit': { zh: '计价单位', en: 'Unit', es: 'Unidad', ja: '単位' },
  'export.price.standardPrice': {
    zh: '标准价',
    en: 'Standard price',
    es: 'Precio estándar',
    ja: '標準価格',
  },
  'export.price.floorPrice': { zh: '底价', en: 'Floor price', es: 'Precio mínimo', ja: '最低価格' },
  'export.price.holidayFactor': {
    zh: '节假日系数',
    en: 'Holiday factor',
    es: 'Factor festivo',
    ja: '休日係数',
  },
  'export.price.taxRate': { zh: '税率(%)', en: 'Tax rate (%)', es: 'IVA (%)', ja: '税率(%)' },
  'export.price.validFrom': { zh: '生效日期', en: 'Valid from', es: 'Válido desde', ja: '開始日' },
  'export.price.validTo': { zh: '失效日期', en: 'Valid to', es: 'Válido hasta', ja: '終了日' },
})

const toSitePrice = (r: SitePriceWithSite): SitePrice => ({
  guid: r.guid,
  siteGuid: r.siteGuid,
  siteName: String(r.siteName),
  periodType: r.periodType,
  unit: r.unit,
  // numeric columns come back as text on Postgres
  standardPrice: Number(r.standardPrice),
  floorPrice: Number(r.floorPrice),
  holidayFactor: Number(r.holidayFactor),
  taxRate: Number(r.taxRate),
  validFrom: r.validFrom,
  validTo: r.validTo,
  ...recordFields(r),
})

export async function pageSitePrices(db: Db, q: SitePriceQuery): Promise<PageResult<SitePrice>> {
  return pageOf(findSitePrices(db, q, pageWindow(q)), countSitePrices(db, q), toSitePrice)
}

export async function getSitePrice(db: Db, guid: string): Promise<SitePrice> {
  return toSitePrice(found(await findSitePrice(db, guid)))
}

export const listPriceSites = (db: Db): Promise<PriceSiteOption[]> => findBookableSites(db)

/**
 * Creates or updates a price. The contract has checked floor <= standard and from <= to;
 * here: the site is bookable, and no other price of the site and period type is valid on
 * any of the same days (which price applies must never be ambiguous).
 */
export async function saveSitePrice(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof sitePriceSaveSchema>,
  now: number,
): Promise<SitePrice> {
  checkSave(user, PERMISSIONS.price, input)
  const { guid, version, ...fields } = input
  return db.transaction().execute(async (trx) => {
    if (!(await isBookableSite(trx, fields.siteGuid)))
      throw AppError.invalidField('siteGuid', 'price.siteUnknown')
    const clash = await findOverlappingPrice(trx, fields, guid)
    if (clash)
      throw AppError.invalidField('validFrom', 'price.overlap', {
        from: clash.validFrom,
        to: clash.validTo,
      })
    const saved = await insertOrUpdate(guid, version, {
      insert: (g) => insertSitePrice(trx, { ...fields, guid: g, ...creationStamp(user, now) }),
      update: (g, v) => updateSitePriceAtVersion(trx, g, v, { ...fields, updatedAt: now }),
      find: (g) => findSitePrice(trx, g),
    })
    return getSitePrice(trx, saved)
  })
}

export const removeSitePrices = (db: Db, guids: readonly string[]): Promise<null> =>
  deletedOr404(deleteSitePrices(db, guids))

/** The filtered list as an .xlsx, in the caller's language. */
export async function exportSitePrices(
  db: Db,
  filter: Omit<SitePriceQuery, 'page' | 'pageSize'>,
  lang: Lang,
): Promise<Buffer> {
  const rows = (await findSitePrices(db, filter, EXPORT_WINDOW)).map(toSitePrice)
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    h('price.sheet'),
    [
      { header: h('price.site'), width: 18, value: (r: SitePrice) => r.siteName },
      { header: h('price.periodType'), width: 10, value: (r) => r.periodType },
      { header: h('price.unit'), width: 12, value: (r) => r.unit },
      { header: h('price.standardPrice'), width: 12, value: (r) => r.standardPrice },
      { header: h('price.floorPrice'), width: 12, value: (r) => r.floorPrice },
      { header: h('price.holidayFactor'), width: 10, value: (r) => r.holidayFactor },
      { header: h('price.taxRate'), width: 10, value: (r) => r.taxRate },
      { header: h('price.validFrom'), width: 12, value: (r) => r.validFrom },
      { header: h('price.validTo'), width: 12, value: (r) => r.validTo },
      { header: h('status'), width: 8, value: (r) => h(r.status === 1 ? 'enabled' : 'disabled') },
      { header: h('remark'), width: 24, value: (r) => r.remark },
      { header: h('updatedAt'), width: 20, value: (r) => formatTime(r.updatedAt) },
    ],
    rows,
  )
}
