import { type Menu, SYSTEM_CODES, type SystemCode } from '@app/contracts'
import { Checkbox, Flex, Tree, type TreeDataNode } from 'antd'
import { useMemo, useState, type Key } from 'react'
import { useTranslation } from 'react-i18next'

/** The key of a subsystem's top node (menu ids are numbers, so these never collide). */
const systemKey = (code: SystemCode) => `system:${code}`

interface MenuPermissionTreeProps {
  /** Every menu; nothing shows until they are read (whether the tree opens linked is read from them). */
  menus: readonly Menu[] | undefined
  /** The granted menu ids (checked and half-checked, as saved): a form control's value. */
  value?: readonly number[]
  onChange?: (menuIds: number[], systems: SystemCode[]) => void
  /** Accessible name of the tree. */
  label: string
}
const NONE: readonly number[] = []

/**
 * 菜单权限: one checkable tree per subsystem (its top node), with 展开/折叠, 全选/全不选 and
 * 父子联动 as in RuoYi. What is saved is every checked menu plus its ancestors (the
 * half-checked ones): a page only shows when its group is granted too.
 */
export const MenuPermissionTree = ({ menus, ...props }: MenuPermissionTreeProps) =>
  menus ? <PermissionTree menus={menus} {...props} /> : null

const PermissionTree = ({
  menus,
  value = NONE,
  onChange,
  label,
}: MenuPermissionTreeProps & { menus: readonly Menu[] }) => {
  const { t } = useTranslation()
  const { treeData, parentOf, childrenOf, allKeys } = useMemo(() => buildTree(menus, t), [menus, t])
  const granted = useMemo(() => new Set(value), [value])
  // a granted node none of whose children is granted (a page kept without its buttons) cannot
  // be shown under linkage without checking every child: such a role opens unlinked
  const [linked, setLinked] = useState(
    () => !value.some((id) => childrenOf.get(id)?.every((c) => !granted.has(c.id))),
  )
  const [expanded, setExpanded] = useState<Key[]>(() => SYSTEM_CODES.map(systemKey))

  // under linkage only the nodes whose whole subtree is granted are "checked"; antd derives the rest
  const checkedKeys = useMemo(() => {
    if (!linked) return value.map((id) => id as Key)
    const full = (id: number): boolean =>
      granted.has(id) && (childrenOf.get(id) ?? []).every((c) => full(c.id))
    return value.filter((id) => full(id)).map((id) => id as Key)
  }, [linked, value, granted, childrenOf])

  const emit = (keys: Key[]) => {
    const ids = new Set<number>()
    for (const k of keys) {
      if (typeof k !== 'number') continue
      for (let id: number | undefined = k; id !== undefined && id !== 0; id = parentOf.get(id))
        ids.add(id)
    }
    const list = [...ids].sort((a, b) => a - b)
    const systems = SYSTEM_CODES.filter((code) =>
      menus.some((m) => m.systemCode === code && ids.has(m.id)),
    )
    onChange?.(list, systems)
  }

  return (
    <Flex orientation="vertical" gap={8} style={{ width: '100%' }}>
      <Flex gap={16} wrap>
        <Checkbox
          checked={expanded.length > SYSTEM_CODES.length}
          onChange={(e) =>
            setExpanded(e.target.checked ? [...SYSTEM_CODES.map(systemKey), ...allKeys] : [])
          }
        >
          {t('system.role.expandAll')}
        </Checkbox>
        <Checkbox
          checked={menus.length > 0 && value.length === menus.length}
          indeterminate={value.length > 0 && value.length < menus.length}
          onChange={(e) => emit(e.target.checked ? menus.map((m) => m.id) : [])}
        >
          {t('system.role.selectAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(e) => setLinked(e.target.checked)}>
          {t('system.role.linkage')}
        </Checkbox>
      </Flex>
      <div className="form-tree-box" style={{ maxHeight: 320, overflow: 'auto' }}>
        <Tree
          aria-label={label}
          checkable
          selectable={false}
          checkStrictly={!linked}
          treeData={treeData}
          checkedKeys={checkedKeys}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          onCheck={(checked) => emit(Array.isArray(checked) ? checked : checked.checked)}
        />
      </div>
    </Flex>
  )
}

function buildTree(menus: readonly Menu[], t: (key: string) => string) {
  const sorted = [...menus].sort((a, b) => a.sort - b.sort || a.id - b.id)
  const parentOf = new Map(sorted.map((m) => [m.id, m.parentId]))
  const childrenOf = new Map<number, Menu[]>()
  for (const m of sorted)
    if (parentOf.has(m.parentId))
      childrenOf.set(m.parentId, [...(childrenOf.get(m.parentId) ?? []), m])
  const nodeOf = (m: Menu): TreeDataNode => ({
    key: m.id,
    title: m.menuName,
    children: childrenOf.get(m.id)?.map(nodeOf),
  })
  // a menu whose parent is not listed tops its subsystem's tree
  const treeData = SYSTEM_CODES.map((code) => ({
    key: systemKey(code),
    title: t(`common.system.${code}`),
    children: sorted.filter((m) => m.systemCode === code && !parentOf.has(m.parentId)).map(nodeOf),
  })).filter((node) => node.children.length > 0)
  return { treeData, parentOf, childrenOf, allKeys: [...childrenOf.keys()] as Key[] }
}
