import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons'
import { Button, Flex, Form } from 'antd'
import { Children, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Fields shown before 展开 (the rest fold away; docs/product/list-screens.md "Query form"). */
const FOLDED_FIELDS = 3

interface SearchFormProps<V extends object> {
  /** Prefixes the field ids, so labels stay tied to their fields on cached pages. */
  name: string
  /** The applied filters as form values; the form follows them when the URL changes. */
  values: V
  /** What 重置 puts back (it also clears date ranges). */
  emptyValues: V
  /** 搜索 (or Enter) with the form's values; 重置 with `emptyValues`. */
  onSearch: (values: V) => void
  /** `Form.Item`s, one per filter. */
  children: ReactNode
}

/**
 * The query form of a list (docs/product/list-screens.md "Query form"): inline fields, Enter
 * searches, 搜索 / 重置, and 展开 / 收起 when there are more than three fields.
 */
export const SearchForm = <V extends object>({
  name,
  values,
  emptyValues,
  onSearch,
  children,
}: SearchFormProps<V>) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<V>()
  const [expanded, setExpanded] = useState(false)
  const fields = Children.toArray(children)
  const foldable = fields.length > FOLDED_FIELDS

  // follow the applied filters only when they change: a cached page shown again re-runs
  // its effects (React's <Activity>), which must not wipe what the user had typed
  const applied = useRef(values)
  useEffect(() => {
    if (applied.current === values) return
    applied.current = values
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0])
  }, [form, values])

  const reset = () => {
    form.resetFields()
    form.setFieldsValue(emptyValues as Parameters<typeof form.setFieldsValue>[0])
    onSearch(emptyValues)
  }

  return (
    <Form<V>
      form={form}
      name={name}
      role="search"
      aria-label={t('common.search.area')}
      layout="inline"
      initialValues={values}
      onFinish={onSearch}
      style={{ rowGap: 12 }}
    >
      {fields.map((field, i) => {
        // folded fields stay mounted (their values still count), only out of sight
        const folded = foldable && !expanded && i >= FOLDED_FIELDS
        return (
          <div key={i} hidden={folded} style={folded ? undefined : { display: 'contents' }}>
            {field}
          </div>
        )
      })}
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {t('common.search.query')}
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={reset}>
            {t('common.search.reset')}
          </Button>
          {foldable && (
            <Button
              type="link"
              aria-expanded={expanded}
              icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t('common.search.collapse') : t('common.search.expand')}
            </Button>
          )}
        </Flex>
      </Form.Item>
    </Form>
  )
}
