import type { VenueResource } from '@app/contracts'
import { Form, Input, InputNumber, Select } from 'antd'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { venueResourceApi } from '#web/subsystems/venue/system/api/resources.ts'
import { useSiteOptions } from '#web/subsystems/venue/system/api/sites.ts'

/** The dictionary of resource types (LED屏 / 广告位 / 停车区 / 设备). */
const TYPE_DICT = 'resource_type'

const WIDE = { style: { width: 160 } }
const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Bookable sites grouped under their groups, for the site selects. */
const useBookableSiteOptions = () => {
  const sites = useSiteOptions().data ?? []
  return sites
    .filter((g) => g.parentGuid === null)
    .map((g) => ({
      label: g.name,
      title: g.name,
      options: sites
        .filter((s) => s.parentGuid === g.guid && s.bookable === 1)
        .map((s) => ({ value: s.guid, label: s.name })),
    }))
    .filter((g) => g.options.length > 0)
}

/** /system/resourcesManagement: LED screens, advertising positions, parking, equipment (资源管理). */
export const Component = () => {
  const r = useResourceScreen(venueResourceApi, {
    nameOf: (row) => row.name,
    // a new resource is usually one of a kind
    defaults: { quantity: 1 },
    labelAs: { siteGuid: 'site', siteName: 'site' },
  })
  const types = useDictOptions(TYPE_DICT)
  const sites = {
    allowClear: true,
    showSearch: { optionFilterProp: 'label' },
    options: useBookableSiteOptions(),
  }
  return (
    <ResourceScreen<VenueResource>
      screen={r}
      scrollX={1500}
      columns={[
        r.col.text('name', { width: 220 }),
        r.col.render('type', (v: string) => <DictTag dictType={TYPE_DICT} value={v} />, {
          width: 110,
        }),
        r.col.text('unit', { width: 100 }),
        {
          ...r.col.text('quantity', { width: 90 }),
          align: 'right',
          sorter: (a, b) => a.quantity - b.quantity,
        },
        {
          ...r.col.render('price', (v: number) => money.format(v), { width: 120 }),
          align: 'right',
          sorter: (a, b) => a.price - b.price,
        },
        r.col.text('siteName', { width: 130 }),
        r.col.text('sort', { width: 100 }),
        r.col.status(),
        r.col.ellipsis('remark'),
        r.col.updatedAt(),
        r.col.actions(),
      ]}
      search={[
        r.search.text('name'),
        r.search.select('type', types),
        <Form.Item key="siteGuid" name="siteGuid" label={r.label('siteGuid')}>
          <Select {...sites} placeholder={r.t('common.search.all')} {...WIDE} />
        </Form.Item>,
        r.search.status(),
      ]}
      form={[
        r.field.text('name'),
        r.field.select('type', types),
        r.field.item(
          'unit',
          <Input maxLength={16} placeholder={r.t('system.resource.unitHint')} />,
        ),
        r.field.number('quantity', WIDE),
        <Form.Item
          key="price"
          name="price"
          label={r.label('price')}
          rules={[
            { required: true, message: r.t('common.list.enterPrefix', { what: r.label('price') }) },
          ]}
        >
          <InputNumber min={0} max={99999999.99} precision={2} step={100} {...WIDE} />
        </Form.Item>,
        r.field.item('siteGuid', <Select {...sites} />),
        ...r.field.recordTail(),
      ]}
    />
  )
}
