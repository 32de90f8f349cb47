import type { SitePrice } from '@app/contracts'
import { Form, Select, type FormRule } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import {
  dateCodec,
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

const money = (n: number) =>
  n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** /system/priceManagement: each site's price per period type over a validity (价格管理). */
export const Component = () => {
  const r = useResourceScreen(priceApi, {
    nameOf: (row) => `${row.siteName} ${row.periodType}`,
    defaults: { validFrom: `${year}-01-01`, validTo: `${year}-12-31` },
    codecs: { validFrom: dateCodec, validTo: dateCodec },
    labelAs: { siteGuid: 'site', siteName: 'site' },
  })
  const sites = usePriceSiteOptions()
  const periods = useDictOptions(PERIOD_DICT)
  const units = useDictOptions(UNIT_DICT)
  // the schema's checks across two fields, on the second one as the server reports them
  const floorAtMostStandard: FormRule = ({ getFieldValue }) => ({
    validator: async (_, floor: number | null) => {
      const standard = getFieldValue('standardPrice') as number | null
      if (typeof floor === 'number' && typeof standard === 'number' && floor > standard)
        throw new Error(r.t('validation.floorPrice'))
    },
  })
  const toAfterFrom: FormRule = ({ getFieldValue }) => ({
    validator: async (_, to: Dayjs | null) => {
      const from = getFieldValue('validFrom') as Dayjs | null
      if (from && to && from.isAfter(to, 'day')) throw new Error(r.t('validation.dateRange'))
    },
  })
  return (
    <ResourceScreen<SitePrice>
      screen={r}
      scrollX={1500}
      columns={[
        r.col.text('siteName', { width: 140 }),
        r.col.render('periodType', (v: string) => <DictTag dictType={PERIOD_DICT} value={v} />, {
          width: 100,
        }),
        {
          ...r.col.render('standardPrice', money, { width: 120 }),
          align: 'right',
          sorter: (a, b) => a.standardPrice - b.standardPrice,
        },
        { ...r.col.render('floorPrice', money, { width: 120 }), align: 'right' },
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
        <Form.Item key="siteGuid" name="siteGuid" label={r.label('siteGuid')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={sites}
            placeholder={r.t('common.search.all')}
            style={{ width: 180 }}
          />
        </Form.Item>,
        r.search.select('periodType', periods, 140),
        r.search.status(),
      ]}
      form={[
        <Form.Item
          key="siteGuid"
          name="siteGuid"
          label={r.label('siteGuid')}
          rules={r.rulesOf('siteGuid', true)}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={sites} />
        </Form.Item>,
        r.field.select('periodType', periods),
        r.field.select('unit', units),
        r.field.number('standardPrice', AMOUNT),
        r.field.number('floorPrice', AMOUNT, {
          dependencies: ['standardPrice'],
          rules: [floorAtMostStandard],
        }),
        r.field.number('holidayFactor', { ...AMOUNT, step: 0.1 }),
        r.field.number('taxRate', { ...AMOUNT, addonAfter: '%' }),
        r.field.date('validFrom'),
        r.field.date('validTo', { dependencies: ['validFrom'], rules: [toAfterFrom] }),
        r.field.status(),
        r.field.textarea('remark', 2),
      ]}
    />
  )
}
