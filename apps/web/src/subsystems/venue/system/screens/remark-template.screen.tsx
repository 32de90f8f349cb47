import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { remarkTemplateApi } from '#web/subsystems/venue/system/api/templates.ts'

/** The dictionary of template categories (档期 / 合同 / 财务). */
const CATEGORY_DICT = 'remark_category'

/** /system/remarkTemplate: notes staff paste into bookings and contracts (备注模板). */
export const Component = () => {
  const r = useResourceScreen(remarkTemplateApi, { nameOf: (row) => row.name })
  return (
    <ResourceScreen
      screen={r}
      scrollX={1000}
      columns={[
        r.col.text('name', { width: 180 }),
        r.col.dict('category', CATEGORY_DICT, { width: 110 }),
        r.col.ellipsis('content'),
        ...r.col.recordTail(),
      ]}
      search={[
        r.search.text('name'),
        r.search.select('category', CATEGORY_DICT),
        r.search.status(),
      ]}
      form={[
        r.field.text('name'),
        r.field.select('category', CATEGORY_DICT),
        r.field.textarea('content'),
        ...r.field.recordTail(),
      ]}
    />
  )
}
