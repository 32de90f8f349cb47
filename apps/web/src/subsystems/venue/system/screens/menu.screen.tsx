import {
  type Menu,
  type MenuSave,
  type MenuType,
  PERMISSION_LIST,
  PERMISSIONS,
  SYSTEM_CODES,
  type SystemCode,
} from '@app/contracts'
import {
  Button,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Tag,
  TreeSelect,
  type TableColumnsType,
} from 'antd'
import { useMemo, useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'
import { rowActionsColumn } from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { AddButton } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { StatusSearchField, TextSearchField } from '#web/features/list-page/search-fields.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { Permission } from '#web/features/permissions/permission.tsx'
import {
  useListState,
  intParam,
  textParam,
  type FilterCodec,
} from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { useMenuRemove, useMenuSave } from '#web/subsystems/venue/system/api/menus.ts'
import { useMenus } from '#web/subsystems/venue/system/api/roles.ts'

const P = PERMISSIONS.menu
const TYPE_COLORS: Record<MenuType, string> = { M: 'blue', C: 'green', F: 'orange' }
const PERMISSION_OPTIONS = PERMISSION_LIST.map((p) => ({ value: p, label: p }))

type Filters = { systemCode: SystemCode; menuName?: string; status?: 0 | 1 }
type SearchValues = { systemCode?: SystemCode; menuName?: string; status?: number }

const codec: FilterCodec<Filters> = {
  read: (p) => {
    const code = p.get('systemCode')
    return {
      systemCode: (SYSTEM_CODES as readonly string[]).includes(code ?? '')
        ? (code as SystemCode)
        : 'venue',
      menuName: textParam(p, 'menuName', 50),
      status: intParam(p, 'status', [0, 1]) as Filters['status'],
    }
  },
  write: (f) => ({ systemCode: f.systemCode, menuName: f.menuName, status: f.status }),
}
const EMPTY: SearchValues = { systemCode: 'venue', menuName: undefined, status: undefined }

interface MenuNode extends Menu {
  children?: MenuNode[]
}

/** Nests the flat list; a row whose parent is filtered out shows at the top. */
const nest = (rows: readonly Menu[]): MenuNode[] => {
  const nodes = new Map<number, MenuNode>(rows.map((m) => [m.id, { ...m }]))
  const roots: MenuNode[] = []
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id)
  for (const m of sorted) {
    const node = nodes.get(m.id) as MenuNode
    const parent = nodes.get(m.parentId)
    if (parent) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}

type FormValues = Omit<MenuSave, 'id' | 'version'>

/** /system/menu: the head bar, pages and buttons of each subsystem (菜单管理). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = useMenus(list.filters)
  const save = useMenuSave()
  const del = useMenuRemove()
  const [remove, removeHolder] = useRemoveAction((ids) => del.mutateAsync(ids.map(Number)))
  const [expanded, setExpanded] = useState<readonly Key[]>([])
  const dialog = useEditDialog<Menu, FormValues>()
  const tree = useMemo(() => nest(query.data ?? []), [query.data])
  const parents = useMemo(
    () => (query.data ?? []).filter((m) => m.menuType !== 'F').map((m) => m.id),
    [query.data],
  )
  const typeLabel = (type: MenuType) => t(`system.menu.type${type}`)

  const columns: TableColumnsType<MenuNode> = [
    { key: 'menuName', dataIndex: 'menuName', title: t('system.menu.name'), width: 240 },
    { key: 'icon', dataIndex: 'icon', title: t('system.menu.icon'), width: 170 },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 90 },
    {
      key: 'menuType',
      dataIndex: 'menuType',
      title: t('system.menu.type'),
      width: 90,
      render: (v: MenuType) => <Tag color={TYPE_COLORS[v]}>{typeLabel(v)}</Tag>,
    },
    { key: 'perms', dataIndex: 'perms', title: t('system.menu.perms'), width: 260 },
    { key: 'path', dataIndex: 'path', title: t('system.menu.path'), ellipsis: true },
    {
      key: 'hidden',
      dataIndex: 'hidden',
      title: t('system.menu.visible'),
      width: 90,
      render: (hidden: boolean) =>
        hidden ? (
          <Tag>{t('system.menu.hide')}</Tag>
        ) : (
          <Tag color="blue">{t('system.menu.show')}</Tag>
        ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status.label'),
      width: 90,
      render: (v: number) =>
        v === 1 ? (
          <Tag color="green">{t('common.status.enabled')}</Tag>
        ) : (
          <Tag color="red">{t('common.status.disabled')}</Tag>
        ),
    },
    rowActionsColumn<MenuNode>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      afterEdit: (row) =>
        row.menuType !== 'F' && (
          <Permission perms={[P.add]}>
            <Button
              type="link"
              size="small"
              onClick={() =>
                dialog.openAdd(newMenu(row.systemCode, row.id, row.menuType === 'M' ? 'C' : 'F'))
              }
            >
              {t('common.list.add')}
            </Button>
          </Permission>
        ),
      remove: { perm: P.remove, onClick: (row) => void remove([String(row.id)], row.menuName) },
      width: 190,
    }),
  ]

  return (
    <>
      <ListPage<MenuNode>
        title={title}
        tableLabel={title}
        tableId="system.menu"
        rowKey="id"
        columns={columns}
        rows={tree}
        query={query}
        scrollX={1300}
        tableProps={{
          expandable: {
            expandedRowKeys: [...expanded],
            onExpandedRowsChange: (keys) => setExpanded(keys),
          },
        }}
        search={
          <SearchForm<SearchValues>
            name="menuSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  systemCode: v.systemCode ?? 'venue',
                  menuName: v.menuName?.trim() || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <Form.Item name="systemCode" label={t('system.menu.system')}>
              <Select
                style={{ width: 160 }}
                options={SYSTEM_CODES.map((c) => ({ value: c, label: t(`common.system.${c}`) }))}
              />
            </Form.Item>
            <TextSearchField name="menuName" label={t('system.menu.name')} maxLength={50} />
            <StatusSearchField />
          </SearchForm>
        }
        toolbar={
          <>
            <AddButton
              perm={P.add}
              onClick={() => dialog.openAdd(newMenu(list.filters.systemCode, 0, 'M'))}
            />
            <Button onClick={() => setExpanded(expanded.length ? [] : parents)}>
              {t('system.role.expandAll')}
            </Button>
          </>
        }
      />
      {dialog.open && (
        <MenuDialog
          menu={dialog.row}
          initial={dialog.row ?? dialog.preset ?? {}}
          title={dialog.title(t('system.menu.what'))}
          menus={query.data ?? []}
          onSubmit={(values) => dialog.save(values, save.mutateAsync)}
          onClose={dialog.close}
        />
      )}
      {removeHolder}
    </>
  )
}

const newMenu = (
  systemCode: SystemCode,
  parentId: number,
  menuType: MenuType,
): Partial<FormValues> => ({
  systemCode,
  parentId,
  menuType,
  sort: 0,
  hidden: false,
  status: 1,
  path: '',
  icon: '',
  perms: '',
})

/** 新增/修改菜单: the fields follow the type (目录/菜单: route and icon; 按钮: a catalogue permission). */
const MenuDialog = ({
  menu,
  initial,
  title,
  menus,
  onSubmit,
  onClose,
}: {
  /** The menu edited; undefined for a new one. */
  menu: Menu | undefined
  initial: Partial<FormValues>
  title: string
  menus: readonly Menu[]
  onSubmit: (values: FormValues) => Promise<void>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<FormValues>()
  const type = Form.useWatch('menuType', form) ?? initial.menuType
  const self = menu?.id
  // a menu cannot move under itself or its descendants; buttons hold no children
  const parentTree = useMemo(() => {
    type Node = { value: number; title: string; children: Node[] }
    const byParent = new Map<number, Menu[]>()
    for (const m of menus)
      if (m.menuType !== 'F' && m.id !== self)
        byParent.set(m.parentId, [...(byParent.get(m.parentId) ?? []), m])
    const build = (parentId: number): Node[] =>
      (byParent.get(parentId) ?? [])
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((m) => ({ value: m.id, title: m.menuName, children: build(m.id) }))
    return [{ value: 0, title: t('system.menu.root'), children: build(0) }]
  }, [menus, self, t])

  return (
    <FormDialog<FormValues>
      name="menuForm"
      open
      width={680}
      title={title}
      form={form}
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="systemCode" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="parentId" label={t('system.menu.parent')}>
        <TreeSelect
          treeData={parentTree}
          treeDefaultExpandedKeys={[0]}
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      <Form.Item name="menuType" label={t('system.menu.type')}>
        <Radio.Group
          options={(['M', 'C', 'F'] as const).map((v) => ({
            value: v,
            label: t(`system.menu.type${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="menuName"
        label={t('system.menu.name')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('common.list.enterPrefix', { what: t('system.menu.name') }),
          },
          { max: 50 },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sort" label={t('common.list.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      {type !== 'F' && (
        <>
          <Form.Item
            name="path"
            label={t('system.menu.path')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common.list.enterPrefix', { what: t('system.menu.path') }),
              },
            ]}
          >
            <Input maxLength={200} placeholder="/system/example" />
          </Form.Item>
          <Form.Item name="icon" label={t('system.menu.icon')}>
            <Input maxLength={100} placeholder="SettingOutlined" />
          </Form.Item>
          <Form.Item name="hidden" label={t('system.menu.visible')}>
            <Radio.Group
              options={[
                { value: false, label: t('system.menu.show') },
                { value: true, label: t('system.menu.hide') },
              ]}
            />
          </Form.Item>
        </>
      )}
      {type === 'F' && (
        <Form.Item
          name="perms"
          label={t('system.menu.perms')}
          rules={[
            {
              required: true,
              message: t('common.list.selectPrefix', { what: t('system.menu.perms') }),
            },
          ]}
        >
          <Select showSearch options={PERMISSION_OPTIONS} />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('common.status.label')}>
        <Radio.Group
          options={[
            { value: 1, label: t('common.status.enabled') },
            { value: 0, label: t('common.status.disabled') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  )
}
