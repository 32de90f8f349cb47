import { Form, Input, Select, type SelectProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { StatusSelect } from '#web/features/list-page/columns.tsx'

/*
 * The fields that every search form repeats. Each is one `Form.Item` (its label tied to
 * its field); a screen still lists its own fields, in its own order, and writes any other
 * field by hand.
 */

/** A free-text filter: 请输入{label} unless told otherwise. */
export const TextSearchField = ({
  name,
  label,
  maxLength = 64,
  width = 200,
  placeholder,
}: {
  name: string
  label: string
  maxLength?: number
  width?: number
  placeholder?: string
}) => {
  const { t } = useTranslation()
  return (
    <Form.Item name={name} label={label}>
      <Input
        allowClear
        maxLength={maxLength}
        placeholder={placeholder ?? t('common.list.enterPrefix', { what: label })}
        style={{ width }}
      />
    </Form.Item>
  )
}

/** 状态: 全部 / 正常 / 停用. */
export const StatusSearchField = () => {
  const { t } = useTranslation()
  return (
    <Form.Item name="status" label={t('common.status.label')}>
      <StatusSelect allowClear placeholder={t('common.search.all')} />
    </Form.Item>
  )
}

/** A choice among `options` (e.g. a dictionary's, from useDictOptions), or 全部. */
export const SelectSearchField = ({
  name,
  label,
  options,
  width = 160,
}: {
  name: string
  label: string
  options: SelectProps['options']
  width?: number
}) => {
  const { t } = useTranslation()
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear options={options} placeholder={t('common.search.all')} style={{ width }} />
    </Form.Item>
  )
}
