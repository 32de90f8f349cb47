import { Alert, Form, Input } from 'antd'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { moduleApi } from '#web/subsystems/venue/system/api/modules.ts'

/**
 * /system/module: the three subsystems (模块管理). Edit only: there is no add or delete,
 * because the codes (venue, service, credential) are fixed in the web's route tables
 * (src/subsystems/<code>/routes.ts); a new code would have no screens behind it.
 */
export const Component = () => {
  const r = useResourceScreen(moduleApi, { nameOf: (row) => row.name })
  return (
    <ResourceScreen
      screen={r}
      rowKey="code"
      selectable={false}
      scrollX={1000}
      toolbar={<Alert type="info" showIcon title={r.t('system.module.hint')} />}
      columns={[
        r.col.text('code', { width: 140 }),
        r.col.text('name', { width: 200 }),
        r.col.text('sort', { width: 100 }),
        r.col.status(),
        r.col.text('version', { width: 90 }),
        { ...r.col.text('remark'), ellipsis: true },
        r.col.updatedAt(),
        r.col.actions(undefined, { width: 100 }),
      ]}
      form={[
        // shown, not edited: the code is sent as a form value, the version with the row
        <Form.Item key="code" name="code" label={r.label('code')}>
          <Input disabled />
        </Form.Item>,
        r.field.text('name'),
        ...r.field.recordTail(),
      ]}
    />
  )
}
