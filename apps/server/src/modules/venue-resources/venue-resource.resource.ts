import { API } from '@app/contracts'
import { defineResource } from '#server/lib/define-resource.ts'
import { contains } from '#server/lib/like.ts'
import { pick, recordFields } from '#server/lib/resource.ts'
import { findDictValues } from '#server/modules/dictionaries/dictionaries.repository.ts'
import { findBookableSite } from '#server/modules/sites/site.resource.ts'
import { AppError } from '#server/plugins/app-error.ts'

/** The dictionary of resource types. */
export const RESOURCE_TYPE_DICT = 'resource_type'

/** 资源管理 (/system/resourcesManagement): LED screens, advertising positions, parking, equipment. */
export const venueResources = defineResource({
  table: 'venueResource',
  endpoints: API.resources.resource,
  filters: {
    name: (eb, v) => contains(eb.ref('name'), v),
    type: (eb, v) => eb('type', '=', v),
    siteGuid: (eb, v) => eb('siteGuid', '=', v),
    status: (eb, v) => eb('status', '=', v),
  },
  orderBy: (q) => q.orderBy('sort'),
  // the sites' names (a few dozen) and the types' labels (four)
  lookup: async (db) => {
    const [sites, types] = await Promise.all([
      db.selectFrom('site').select(['guid', 'name']).execute(),
      findDictValues(db, RESOURCE_TYPE_DICT),
    ])
    return {
      siteNames: new Map(sites.map((s) => [s.guid, s.name])),
      typeLabels: new Map(types.map((v) => [v.value, v.label])),
    }
  },
  toItem: (r, { siteNames }) => ({
    ...pick(r, 'guid', 'name', 'type', 'unit', 'quantity', 'siteGuid'),
    // numeric(14,2) arrives as a string from Postgres
    price: Number(r.price),
    siteName: (r.siteGuid && siteNames.get(r.siteGuid)) ?? '',
    ...recordFields(r),
  }),
  sheet: [
    { key: 'name', width: 28 },
    { key: 'type', width: 10, value: (r, _t, { typeLabels }) => typeLabels.get(r.type) ?? r.type },
    { key: 'unit', width: 10 },
    { key: 'quantity', width: 8 },
    { key: 'price', width: 12, value: (r) => Number(r.price) },
    {
      key: 'siteGuid',
      header: 'system.resource.site',
      value: (r, _t, { siteNames }) => (r.siteGuid && siteNames.get(r.siteGuid)) ?? '',
    },
  ],
  beforeSave: async ({ trx, fields }) => {
    const types = await findDictValues(trx, RESOURCE_TYPE_DICT)
    if (!types.some((v) => v.value === fields.type))
      throw AppError.invalidField('type', 'resource.noType')
    if (fields.siteGuid && !(await findBookableSite(trx, fields.siteGuid)))
      throw AppError.invalidField('siteGuid', 'resource.noSite')
  },
})
