import type { SitePrice } from '@app/contracts'
import type { FormRule } from 'antd'
import dayjs from 'dayjs'
import {
  FIND_BY_LABEL,
  ResourceScreen,
  useResourceScreen,
} from '#web/features/list-page/resource-screen.tsx'
import { priceApi, usePriceSiteOptions } from '#web/subsystems/venue/system/api/prices.ts'

const PERIOD_DICT = 'period_type'
const UNIT_DICT = 'price_unit'

/** A new price is valid for this calendar year. */
const year = dayjs().year()
const WIDE = { style: { width: 200 } }
const AMOUNT = { ...WIDE, precision: 2 }

/** /system/priceManagement: each site's price per period type over a validity (价格管理). */
export const Component = () => {
  const r = useResourceScreen(priceApi, {
    nameOf: (row) => `${row.siteName} ${row.periodType}`,
    defaults: { validFrom: `${year}-01-01`, validTo: `${year}-12-31` },
    labelAs: { siteGuid: 'site', siteName: 'site' },
  })
  const sites = usePriceSiteOptions()
  // the schema's checks across two fields, on the second one as the server reports them
  const floorAtMostStandard: FormRule = ({ getFieldValue }) => ({
    validator: async (_, floor: number | null) => {
      const standard = getFieldValue('standardPrice') as number | null
      if (typeof floor === 'number' && typeof standard === 'number' && floor > standard)
        throw new Error(r.t('validation.floorPrice'))
    },
  })
  return (
    <ResourceScreen<SitePrice>
      screen={r}
      scrollX={1500}
      columns={[
        r.col.text('siteName', { width: 140 }),
        r.col.dict('periodType', PERIOD_DICT, { width: 100 }),
        r.col.number('standardPrice', { width: 120, digits: 2, sorted: true }),
        r.col.number('floorPrice', { width: 120, digits: 2 }),
        r.col.text('unit', { width: 110 }),
        r.col.text('holidayFactor', { width: 110 }),
        r.col.render('taxRate', (v: number) => `${v}%`, { width: 90 }),
        {
          key: 'validity',
          title: r.label('validity'),
          width: 210,
          render: (_, row) => `${row.validFrom} ~ ${row.validTo}`,
        },
        r.col.status(),
        { ...r.col.text('remark'), ellipsis: true },
        r.col.actions(),
      ]}
      search={[
        r.search.select('siteGuid', sites, 180, FIND_BY_LABEL),
        r.search.select('periodType', PERIOD_DICT, 140),
        r.search.status(),
      ]}
      form={[
        r.field.select('siteGuid', sites, {}, FIND_BY_LABEL),
        r.field.select('periodType', PERIOD_DICT),
        r.field.select('unit', UNIT_DICT),
        r.field.number('standardPrice', AMOUNT),
        r.field.number('floorPrice', AMOUNT, {
          dependencies: ['standardPrice'],
          rules: [floorAtMostStandard],
        }),
        r.field.number('holidayFactor', { ...AMOUNT, step: 0.1 }),
        r.field.number('taxRate', { ...AMOUNT, addonAfter: '%' }),
        r.field.date('validFrom'),
        r.field.date('validTo', r.notBefore('validFrom', 'validation.dateRange')),
        r.field.status(),
        r.field.textarea('remark', 2),
      ]}
    />
  )
}
