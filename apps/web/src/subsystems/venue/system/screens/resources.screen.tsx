import type { VenueResource } from '@app/contracts'
import {
  FIND_BY_LABEL,
  ResourceScreen,
  useResourceScreen,
} from '#web/features/list-page/resource-screen.tsx'
import { venueResourceApi } from '#web/subsystems/venue/system/api/resources.ts'
import { groupedSiteOptions, useSiteOptions } from '#web/subsystems/venue/system/api/sites.ts'

/** The dictionary of resource types (LED屏 / 广告位 / 停车区 / 设备). */
const TYPE_DICT = 'resource_type'

const WIDE = { style: { width: 160 } }

/** /system/resourcesManagement: LED screens, advertising positions, parking, equipment (资源管理). */
export const Component = () => {
  const r = useResourceScreen(venueResourceApi, {
    nameOf: (row) => row.name,
    // a new resource is usually one of a kind
    defaults: { quantity: 1 },
    labelAs: { siteGuid: 'site', siteName: 'site' },
  })
  // bookable sites under their groups
  const sites = groupedSiteOptions(useSiteOptions().data ?? [], (s) => s.bookable === 1)
  return (
    <ResourceScreen<VenueResource>
      screen={r}
      scrollX={1500}
      columns={[
        r.col.text('name', { width: 220 }),
        r.col.dict('type', TYPE_DICT, { width: 110 }),
        r.col.text('unit', { width: 100 }),
        r.col.number('quantity', { width: 90, sorted: true }),
        r.col.number('price', { width: 120, digits: 2, sorted: true }),
        r.col.text('siteName', { width: 130 }),
        r.col.text('sort', { width: 100 }),
        r.col.status(),
        r.col.ellipsis('remark'),
        r.col.updatedAt(),
        r.col.actions(),
      ]}
      search={[
        r.search.text('name'),
        r.search.select('type', TYPE_DICT),
        r.search.select('siteGuid', sites, 160, FIND_BY_LABEL),
        r.search.status(),
      ]}
      form={[
        r.field.text('name'),
        r.field.select('type', TYPE_DICT),
        r.field.text(
          'unit',
          {},
          { placeholder: r.t('system.resource.unitHint'), showCount: false },
        ),
        r.field.number('quantity', WIDE),
        r.field.number('price', { ...WIDE, precision: 2, step: 100 }, { required: true }),
        r.field.select('siteGuid', sites, {}, FIND_BY_LABEL),
        ...r.field.recordTail(),
      ]}
    />
  )
}
