import type { Dept } from '@app/contracts'
import { Typography } from 'antd'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { deptApi, nestDepts, parentChoices } from '#web/subsystems/venue/system/api/depts.ts'

/** /system/dept: the organisation tree (部门管理). */
export const Component = () => {
  // the parent picker always offers the whole tree, whatever the filter
  const all = deptApi.usePage({}).data ?? []
  const r = useResourceScreen(deptApi, {
    nameOf: (row) => row.name,
    tree: nestDepts,
    labelAs: { parentId: 'parent' },
    invalidAs: { phone: 'system.dept.phoneInvalid', email: 'system.user.emailInvalid' },
    // 新增 (the toolbar's) puts a department under the root
    defaults: { parentId: all.find((d) => d.parentId === 0)?.id },
  })
  const edited = r.dialog.row
  const isRoot = edited?.parentId === 0
  return (
    <ResourceScreen<Dept>
      screen={r}
      selectable={false}
      scrollX={1100}
      columns={[
        r.col.text('name', { width: 240 }),
        r.col.text('leader', { width: 110 }),
        r.col.text('phone', { width: 140 }),
        r.col.text('email', { width: 200 }),
        r.col.text('sort', { width: 90 }),
        r.col.render(
          'status',
          (v: number) => (
            <Typography.Text type={v === 1 ? 'success' : 'danger'}>
              {r.t(v === 1 ? 'common.status.enabled' : 'common.status.disabled')}
            </Typography.Text>
          ),
          { width: 90 },
        ),
        r.col.createdAt(),
        r.col.actions(undefined, {
          afterEdit: (row) => r.addUnder({ parentId: row.id }),
          removable: (row) => row.parentId !== 0,
          width: 200,
        }),
      ]}
      search={[r.search.text('name'), r.search.status()]}
      form={[
        // the root has no parent to choose: it keeps 0 (toBody)
        !isRoot &&
          r.field.tree(
            'parentId',
            parentChoices(all, (d) => d.name, edited?.id),
          ),
        r.field.text('name'),
        r.field.number('sort'),
        r.field.text('leader'),
        r.field.text('phone'),
        r.field.text('email'),
        r.field.status(),
      ]}
      toBody={(values) => (isRoot ? { ...values, parentId: 0 } : values)}
    />
  )
}
