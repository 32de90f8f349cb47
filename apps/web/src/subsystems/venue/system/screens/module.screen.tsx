import { type Module, type ModuleSave, PERMISSIONS } from '@app/contracts'
import { Alert, Form, Input, InputNumber, Radio, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rowActionsColumn, statusColumn, timeColumn } from '#web/features/list-page/columns.tsx'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { useModuleSave, useModules } from '#web/subsystems/venue/system/api/menus.ts'

const P = PERMISSIONS.module

type FormValues = Omit<ModuleSave, 'code' | 'version'>

/**
 * /system/module: the three subsystems (模块管理). Edit only: there is no add or delete,
 * because the codes (venue, service, credential) are fixed in the web's route tables
 * (src/subsystems/<code>/routes.ts); a new code would have no screens behind it.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const query = useModules()
  const save = useModuleSave()
  const [editing, setEditing] = useState<Module | null>(null)
  const hasEdit = useHasPermission([P.edit])

  const columns: TableColumnsType<Module> = [
    { key: 'code', dataIndex: 'code', title: t('system.module.code'), width: 140 },
    { key: 'name', dataIndex: 'name', title: t('system.module.name'), width: 200 },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<Module>(t, {
      nameOf: (row) => row.name,
      canEdit: hasEdit,
      onChange: (row, on) => save.mutateAsync({ ...row, status: on ? 1 : 0 }),
    }),
    { key: 'version', dataIndex: 'version', title: t('system.module.version'), width: 90 },
    { key: 'remark', dataIndex: 'remark', title: t('common.list.remark'), ellipsis: true },
    timeColumn<Module>(t),
    rowActionsColumn<Module>(t, { edit: { perm: P.edit, onClick: setEditing }, width: 100 }),
  ]

  return (
    <>
      <ListPage<Module>
        title={title}
        tableLabel={title}
        tableId="system.module"
        rowKey="code"
        columns={columns}
        rows={query.data}
        query={query}
        scrollX={1000}
        toolbar={<Alert type="info" showIcon title={t('system.module.hint')} />}
      />
      {editing && (
        <ModuleDialog
          module={editing}
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            await save.mutateAsync({ ...values, code: editing.code, version: editing.version })
            notify('success', t('common.list.updated'), SUCCESS_SECONDS)
            setEditing(null)
          }}
        />
      )}
    </>
  )
}

const ModuleDialog = ({
  module,
  onSubmit,
  onClose,
}: {
  module: Module
  onSubmit: (values: FormValues) => Promise<void>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<FormValues>()
  return (
    <FormDialog<FormValues>
      name="moduleForm"
      open
      title={t('common.list.editTitle', { what: t('system.module.what') })}
      form={form}
      initialValues={module}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item label={t('system.module.code')}>
        <Input value={module.code} disabled />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('system.module.name')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.list.enterPrefix', { what: t('system.module.name') }),
          },
          { max: 30 },
        ]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="sort" label={t('common.list.sort')} rules={[{ required: true }]}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="status" label={t('common.status.label')}>
        <Radio.Group
          options={[
            { value: 1, label: t('common.status.enabled') },
            { value: 0, label: t('common.status.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('common.list.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  )
}
