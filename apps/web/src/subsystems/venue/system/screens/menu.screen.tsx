import {
  type Menu,
  type MenuType,
  MENU_TYPES,
  PERMISSION_LIST,
  PERMISSIONS,
  SYSTEM_CODES,
  type SystemCode,
} from '@app/contracts'
import { Button, Form, Input, Radio, Select, Tag, TreeSelect } from 'antd'
import { useMemo, useState, type Key } from 'react'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { AddButton } from '#web/features/list-page/list-toolbar.tsx'
import { useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { Permission } from '#web/features/permissions/permission.tsx'
import { nestDepts } from '#web/subsystems/venue/system/api/depts.ts'
import { menuApi, useMenuRemove } from '#web/subsystems/venue/system/api/menus.ts'

const P = PERMISSIONS.menu
const TYPE_COLORS: Record<MenuType, string> = { M: 'blue', C: 'green', F: 'orange' }
const PERMISSION_OPTIONS = PERMISSION_LIST.map((p) => ({ value: p, label: p }))

// one subsystem at a time: the venue system until the query form names another
const VENUE: SystemCode = 'venue'
const oneSystemApi = {
  ...menuApi,
  usePage: (query: Parameters<typeof menuApi.usePage>[0]) =>
    menuApi.usePage({ ...query, systemCode: query.systemCode ?? VENUE }),
}

const bySort = (a: Menu, b: Menu) => a.sort - b.sort || a.id - b.id

/**
 * /system/menu: the head bar, pages and buttons of each subsystem (菜单管理). Not
 * ResourceScreen: menus are keyed and deleted by id, not exported, and the tree opens folded.
 */
export const Component = () => {
  const r = useResourceScreen(oneSystemApi, {
    nameOf: (row) => row.menuName,
    labelAs: {
      menuName: 'name',
      menuType: 'type',
      hidden: 'visible',
      systemCode: 'system',
      parentId: 'parent',
    },
  })
  const { t, label, dialog } = r
  const del = useMenuRemove()
  const [remove, removeHolder] = useRemoveAction((ids) => del.mutateAsync(ids.map(Number)))
  const [expanded, setExpanded] = useState<readonly Key[]>([])
  const sorted = useMemo(() => [...(r.rows ?? [])].sort(bySort), [r.rows])
  // nestDepts nests any rows by parentId: a row whose parent is filtered out shows at the top
  const tree = useMemo(() => nestDepts(sorted), [sorted])
  const folders = sorted.filter((m) => m.menuType !== 'F')
  const system = r.list.filters.systemCode ?? VENUE
  const searchValues = useMemo(
    () => ({ ...r.list.filters, systemCode: system }),
    [r.list.filters, system],
  )
  // the fields follow the type: 目录/菜单 a route and an icon, 按钮 a catalogue permission
  const type = Form.useWatch('menuType', r.form) ?? (dialog.row ?? dialog.preset)?.menuType
  const tag = (color: string | undefined, key: string) => <Tag color={color}>{t(key)}</Tag>
  const statusOptions = [
    { value: 1, label: t('common.status.enabled') },
    { value: 0, label: t('common.status.disabled') },
  ]

  return (
    <>
      <ListPage
        title={r.title}
        tableLabel={r.title}
        tableId="system.menu"
        rowKey="id"
        columns={[
          r.col.text('menuName', { width: 240 }),
          r.col.text('icon', { width: 170 }),
          r.col.text('sort', { width: 90 }),
          r.col.render('menuType', (v: MenuType) => tag(TYPE_COLORS[v], `system.menu.type${v}`), {
            width: 90,
          }),
          r.col.text('perms', { width: 260 }),
          { ...r.col.text('path'), ellipsis: true },
          r.col.render(
            'hidden',
            (hidden: boolean) =>
              hidden ? tag(undefined, 'system.menu.hide') : tag('blue', 'system.menu.show'),
            { width: 90 },
          ),
          r.col.render(
            'status',
            (v: number) =>
              v === 1
                ? tag('green', 'common.status.enabled')
                : tag('red', 'common.status.disabled'),
            { width: 90 },
          ),
          r.col.actions(undefined, {
            // 新增 under a 目录 a 菜单, under a 菜单 a 按钮
            afterEdit: (row) =>
              row.menuType !== 'F' && (
                <Permission perms={[P.add]}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      dialog.openAdd({
                        systemCode: row.systemCode,
                        parentId: row.id,
                        menuType: row.menuType === 'M' ? 'C' : 'F',
                      })
                    }
                  >
                    {t('common.list.add')}
                  </Button>
                </Permission>
              ),
            remove: (row) => void remove([String(row.id)], row.menuName),
            width: 190,
          }),
        ]}
        rows={tree}
        query={r.query}
        scrollX={1300}
        tableProps={{
          expandable: { expandedRowKeys: [...expanded], onExpandedRowsChange: setExpanded },
        }}
        search={
          <SearchForm<Record<string, unknown>>
            name="system.menu.search"
            values={searchValues}
            emptyValues={{ ...r.emptyFilters, systemCode: VENUE }}
            onSearch={(values) => {
              if (!r.list.search(r.cleanFilters(values))) void r.query.refetch()
            }}
          >
            <Form.Item name="systemCode" label={label('systemCode')}>
              <Select
                style={{ width: 160 }}
                options={SYSTEM_CODES.map((c) => ({ value: c, label: t(`common.system.${c}`) }))}
              />
            </Form.Item>
            {r.search.text('menuName')}
            {r.search.status()}
          </SearchForm>
        }
        toolbar={
          <>
            <AddButton
              perm={P.add}
              onClick={() => dialog.openAdd({ systemCode: system, parentId: 0, menuType: 'M' })}
            />
            <Button onClick={() => setExpanded(expanded.length ? [] : folders.map((m) => m.id))}>
              {t('system.role.expandAll')}
            </Button>
          </>
        }
      />
      <FormDialog
        name="system.menu.form"
        open={dialog.open}
        width={680}
        title={dialog.title(t('system.menu.what'))}
        form={r.form}
        initialValues={dialog.row ?? { ...r.defaults, ...dialog.preset }}
        onSubmit={(values) => dialog.save(values, r.send)}
        onClose={dialog.close}
      >
        <Form.Item name="systemCode" hidden>
          <Input />
        </Form.Item>
        {r.field.item(
          'parentId',
          <TreeSelect
            // under 主类目, what the filter left of the tree from its top: no buttons (they
            // hold no children), not the menu itself nor what is below it (cut off, left out)
            treeData={[
              {
                id: 0,
                menuName: t('system.menu.root'),
                children: nestDepts(folders.filter((m) => m.id !== dialog.row?.id)).filter(
                  (m) => m.parentId === 0,
                ),
              },
            ]}
            fieldNames={{ label: 'menuName', value: 'id' }}
            treeDefaultExpandedKeys={[0]}
            showSearch={{ treeNodeFilterProp: 'menuName' }}
          />,
        )}
        {r.field.item(
          'menuType',
          <Radio.Group
            options={MENU_TYPES.map((v) => ({ value: v, label: t(`system.menu.type${v}`) }))}
          />,
        )}
        {r.field.text('menuName')}
        {r.field.number('sort')}
        {type === 'F'
          ? r.field.item(
              'perms',
              <Select showSearch options={PERMISSION_OPTIONS} />,
              { required: true },
              true,
            )
          : [
              r.field.text('path', { required: true }, { placeholder: '/system/example' }),
              r.field.text('icon', {}, { placeholder: 'SettingOutlined' }),
              r.field.item(
                'hidden',
                <Radio.Group
                  options={[
                    { value: false, label: t('system.menu.show') },
                    { value: true, label: t('system.menu.hide') },
                  ]}
                />,
              ),
            ]}
        {r.field.item('status', <Radio.Group options={statusOptions} />)}
      </FormDialog>
      {removeHolder}
    </>
  )
}
