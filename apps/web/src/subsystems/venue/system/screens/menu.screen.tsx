import {
  type Menu,
  type MenuType,
  MENU_TYPES,
  PERMISSION_LIST,
  SYSTEM_CODES,
  type SystemCode,
} from '@app/contracts'
import { Button, Form, Radio, Tag } from 'antd'
import { useMemo, useState, type Key } from 'react'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { nestDepts, parentChoices } from '#web/subsystems/venue/system/api/depts.ts'
import { menuApi } from '#web/subsystems/venue/system/api/menus.ts'

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
// nestDepts nests any rows by parentId: a row whose parent is filtered out shows at the top
const nest = <T extends Menu>(rows: readonly T[]) => nestDepts([...rows].sort(bySort))

/**
 * /system/menu: the head bar, pages and buttons of each subsystem (菜单管理). Menus are keyed
 * and deleted by id, not exported, and the tree opens folded.
 */
export const Component = () => {
  const r = useResourceScreen(oneSystemApi, {
    nameOf: (row) => row.menuName,
    tree: nest,
    // 新增 (the toolbar's) a 目录 at the top
    defaults: { menuType: 'M' },
    labelAs: {
      menuName: 'name',
      menuType: 'type',
      hidden: 'visible',
      systemCode: 'system',
      parentId: 'parent',
    },
  })
  const { t, dialog } = r
  const [expanded, setExpanded] = useState<readonly Key[]>([])
  const folders = (r.rows ?? []).filter((m) => m.menuType !== 'F').sort(bySort)
  const system = r.list.filters.systemCode ?? VENUE
  const searchValues = useMemo(
    () => ({ ...r.list.filters, systemCode: system }),
    [r.list.filters, system],
  )
  // the fields follow the type: 目录/菜单 a route and an icon, 按钮 a catalogue permission
  const type = Form.useWatch('menuType', r.form) ?? (dialog.row ?? dialog.preset)?.menuType
  const tag = (color: string | undefined, key: string) => <Tag color={color}>{t(key)}</Tag>

  return (
    <ResourceScreen
      screen={{
        ...r,
        searchValues,
        emptyFilters: { ...r.emptyFilters, systemCode: VENUE },
        expandable: { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded },
      }}
      rowKey="id"
      selectable={false}
      scrollX={1300}
      dialogWidth={680}
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
            v === 1 ? tag('green', 'common.status.enabled') : tag('red', 'common.status.disabled'),
          { width: 90 },
        ),
        r.col.actions(undefined, {
          // 新增 under a 目录 a 菜单, under a 菜单 a 按钮
          afterEdit: (row) =>
            row.menuType !== 'F' &&
            r.addUnder({ parentId: row.id, menuType: row.menuType === 'M' ? 'C' : 'F' }),
          remove: (row) => void r.remove([String(row.id)], row.menuName),
          width: 190,
        }),
      ]}
      search={[
        r.search.select(
          'systemCode',
          SYSTEM_CODES.map((c) => ({ value: c, label: t(`common.system.${c}`) })),
          160,
          { allowClear: false },
        ),
        r.search.text('menuName'),
        r.search.status(),
      ]}
      toolbar={
        <Button onClick={() => setExpanded(expanded.length ? [] : folders.map((m) => m.id))}>
          {t('system.role.expandAll')}
        </Button>
      }
      // a menu stays in the subsystem shown
      toBody={(values) => ({ ...values, systemCode: system })}
      form={[
        r.field.tree(
          'parentId',
          // under 主类目, what the filter left of the tree from its top: no buttons (they
          // hold no children), not the menu itself nor what is below it
          [
            {
              value: 0,
              title: t('system.menu.root'),
              children: parentChoices(folders, (m) => m.menuName, dialog.row?.id),
            },
          ],
          { treeDefaultExpandAll: false, treeDefaultExpandedKeys: [0] },
        ),
        r.field.item(
          'menuType',
          <Radio.Group
            options={MENU_TYPES.map((v) => ({ value: v, label: t(`system.menu.type${v}`) }))}
          />,
        ),
        r.field.text('menuName'),
        r.field.number('sort'),
        ...(type === 'F'
          ? [r.field.select('perms', PERMISSION_OPTIONS, { required: true }, { showSearch: true })]
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
            ]),
        r.field.item('status', <Radio.Group options={r.statusOptions} />),
      ]}
    />
  )
}
