import { ColumnHeightOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { refreshCurrentView } from '#web/app/layout/page-cache/refresh-current-view.ts'
import { i18n } from '#web/shared/lib/i18n.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { isSize, SIZES, useAppSettings } from '#web/stores/app-settings.ts'

/**
 * default / medium / small / mini (docs/product/shell.md "Size"; heights in theme.ts). The current
 * size is disabled; a change sets the `size` cookie, refreshes the current view with an empty
 * page cache and confirms it.
 */
export const SizeSwitch = ({ color }: { color?: string }) => {
  const { t } = useTranslation()
  const size = useAppSettings((s) => s.size)
  const setSize = useAppSettings((s) => s.setSize)
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: t(`layout.size.${s}`), disabled: s === size })),
        onClick: ({ key }) => {
          if (!isSize(key) || key === size) return
          setSize(key)
          refreshCurrentView({ clearAll: true })
          notify('success', i18n.t('layout.sizeChanged'), 3)
        },
      }}
    >
      <Button
        type="text"
        aria-label={t('layout.switchSize')}
        icon={<ColumnHeightOutlined aria-hidden />}
        style={color ? { color } : undefined}
      />
    </Dropdown>
  )
}
