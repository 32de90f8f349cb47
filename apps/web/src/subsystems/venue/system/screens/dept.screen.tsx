import type { Dept } from '@app/contracts'
import { Button, TreeSelect, Typography } from 'antd'
import { useMemo } from 'react'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { Permission } from '#web/features/permissions/permission.tsx'
import { deptApi, nestDepts } from '#web/subsystems/venue/system/api/depts.ts'

type DeptNode = Dept & { children?: DeptNode[] }
interface PickerNode {
  value: number
  title: string
  children?: PickerNode[]
}

/** The parent choices: the whole tree without `exclude` and everything below it. */
const pickerTree = (rows: readonly DeptNode[], exclude: number | null): PickerNode[] =>
  rows
    .filter((r) => r.id !== exclude)
    .map((r) => ({
      value: r.id,
      title: r.name,
      children: r.children ? pickerTree(r.children, exclude) : undefined,
    }))

/** /system/dept: the organisation tree (部门管理). */
export const Component = () => {
  // the parent picker always offers the whole tree, whatever the filter
  const all = deptApi.usePage({})
  const wholeTree = useMemo(() => nestDepts(all.data ?? []), [all.data])
  const r = useResourceScreen(deptApi, {
    nameOf: (row) => row.name,
    tree: nestDepts,
    labelAs: { parentId: 'parent' },
    invalidAs: { phone: 'system.dept.phoneInvalid', email: 'system.user.emailInvalid' },
    // 新增 (the toolbar's) puts a department under the root
    defaults: { parentId: wholeTree[0]?.id },
  })
  const edited = r.dialog.row
  const isRoot = edited?.parentId === 0
  return (
    <ResourceScreen<DeptNode>
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
          (v: number) =>
            v === 1 ? (
              <Typography.Text type="success">{r.t('common.status.enabled')}</Typography.Text>
            ) : (
              <Typography.Text type="danger">{r.t('common.status.disabled')}</Typography.Text>
            ),
          { width: 90 },
        ),
        r.col.createdAt(),
        r.col.actions(undefined, {
          afterEdit: (row) => (
            <Permission perms={r.perms.add ? [r.perms.add] : []}>
              <Button
                type="link"
                size="small"
                onClick={() => r.dialog.openAdd({ parentId: row.id })}
              >
                {r.t('common.list.add')}
              </Button>
            </Permission>
          ),
          removable: (row) => row.parentId !== 0,
          width: 200,
        }),
      ]}
      search={[r.search.text('name'), r.search.status()]}
      form={[
        // the root has no parent to choose: it keeps 0 (toBody)
        !isRoot &&
          r.field.item(
            'parentId',
            <TreeSelect
              treeData={pickerTree(wholeTree, edited?.id ?? null)}
              treeDefaultExpandAll
              // a long tree scrolls out of the list: typing finds a department by its name
              showSearch={{ treeNodeFilterProp: 'title' }}
              placeholder={r.t('common.list.selectPrefix', { what: r.label('parentId') })}
            />,
            {},
            true,
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
