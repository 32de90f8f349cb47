import { API } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { defineResource } from '#server/lib/define-resource.ts'
import { pick, recordFields } from '#server/lib/resource.ts'
import { findBookableSite } from '#server/modules/sites/site.resource.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** The sites a price can be for: bookable ones, in the grid's order. */
export const findBookableSites = (db: Db) =>
  db
    .selectFrom('site')
    .select(['guid', 'name'])
    .where('bookable', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()

/** 价格管理 (/system/priceManagement): a site's price per period type over inclusive dates. */
export const sitePrices = defineResource({
  table: 'sitePrice',
  endpoints: API.prices,
  filters: {
    siteGuid: (eb, v) => eb('siteGuid', '=', v),
    periodType: (eb, v) => eb('periodType', '=', v),
    status: (eb, v) => eb('status', '=', v),
  },
  // in the grid's site order, then the latest validity first
  orderBy: (q) =>
    q
      .orderBy('sort')
      .orderBy((eb) =>
        eb.selectFrom('site').select('site.sort').whereRef('site.guid', '=', 'sitePrice.siteGuid'),
      )
      .orderBy('validFrom', 'desc')
      .orderBy('id'),
  // the sites' names (a few dozen)
  lookup: async (db) =>
    new Map(
      (await db.selectFrom('site').select(['guid', 'name']).execute()).map((s) => [s.guid, s.name]),
    ),
  toItem: (r, siteNames) => ({
    ...pick(r, 'guid', 'siteGuid', 'periodType', 'unit', 'validFrom', 'validTo'),
    siteName: siteNames.get(r.siteGuid) ?? '',
    // numeric columns come back as text on Postgres
    standardPrice: Number(r.standardPrice),
    floorPrice: Number(r.floorPrice),
    holidayFactor: Number(r.holidayFactor),
    taxRate: Number(r.taxRate),
    ...recordFields(r),
  }),
  sheet: [
    {
      key: 'siteGuid',
      header: 'system.price.site',
      width: 18,
      value: (r, _t, siteNames) => siteNames.get(r.siteGuid) ?? '',
    },
    { key: 'periodType', width: 10 },
    { key: 'unit', width: 12 },
    { key: 'standardPrice', width: 12, value: (r) => Number(r.standardPrice) },
    { key: 'floorPrice', width: 12, value: (r) => Number(r.floorPrice) },
    { key: 'holidayFactor', width: 10, value: (r) => Number(r.holidayFactor) },
    { key: 'taxRate', width: 10, value: (r) => Number(r.taxRate) },
    { key: 'validFrom', width: 12 },
    { key: 'validTo', width: 12 },
  ],
  // the contract has checked floor <= standard and from <= to; here: the site is bookable,
  // and no other price of the site and period type is valid on any of the same days (which
  // price applies must never be ambiguous)
  beforeSave: async ({ trx, fields, guid }) => {
    if (!(await findBookableSite(trx, fields.siteGuid)))
      throw AppError.invalidField('siteGuid', 'price.siteUnknown')
    const clash = await trx
      .selectFrom('sitePrice')
      .select(['validFrom', 'validTo'])
      .where('siteGuid', '=', fields.siteGuid)
      .where('periodType', '=', fields.periodType)
      .where('validFrom', '<=', fields.validTo)
      .where('validTo', '>=', fields.validFrom)
      .where('guid', '<>', guid)
      .executeTakeFirst()
    if (clash)
      throw AppError.invalidField('validFrom', 'price.overlap', {
        from: clash.validFrom,
        to: clash.validTo,
      })
  },
})
