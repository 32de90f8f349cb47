import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons'
import { Button, DatePicker, Flex, Form, Input, Select } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useIndustryOptions,
  useRegionOptions,
} from '#web/features/exhibitions/api/get-dictionaries.ts'
import {
  EMPTY_EXHIBITION_SEARCH,
  exhibitionFiltersOf,
  exhibitionSearchValuesOf,
  SEARCH_TEXT_MAX,
  type ExhibitionFilters,
  type ExhibitionSearchValues,
} from '#web/features/exhibitions/exhibition-filters.ts'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'

/**
 * docs/product/exhibitions.md "Exhibition search form": collapsed, the search area is 48 px high
 * (its first row).
 */
export const COLLAPSED_SEARCH_HEIGHT = 48

/**
 * Changing one of these runs the query at once (docs/product/exhibitions.md
 * "Exhibition search form").
 */
const INSTANT_FIELDS: ReadonlySet<string> = new Set(['projectIndustry', 'projectRegion', 'range'])

export interface ExhibitionSearchFormProps {
  /** 搜索, Enter in a text field, or a change of industry, region or range. */
  onSearch: (filters: ExhibitionFilters) => void
  /** 重置, after the fields and the range have been cleared. */
  onReset: () => void
  /**
   * The switch-exhibition dialog: code and name only, no toggle (docs/product/exhibitions.md
   * "Exhibition search form").
   */
  compact?: boolean
  /** The applied filters (e.g. from the URL); the form follows them when they change. */
  filters?: ExhibitionFilters
  /** Prefixes the field ids, so two forms on one page keep their labels apart. */
  name?: string
}

/**
 * The exhibition search form of docs/product/exhibitions.md "Exhibition search form": exhibition
 * code and name, project industry and region, and the registration-period range; 搜索
 * / 重置 and 展开 / 收起.
 */
export const ExhibitionSearchForm = ({
  onSearch,
  onReset,
  compact = false,
  filters,
  name = 'exhibitionSearch',
}: ExhibitionSearchFormProps) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<ExhibitionSearchValues>()
  const [collapsed, setCollapsed] = useState(false)
  const values = useMemo(() => exhibitionSearchValuesOf(filters ?? {}), [filters])

  // follow the applied filters only when they change: a cached page shown again re-runs
  // its effects (React's <Activity>), which must not wipe what the user had typed
  const applied = useRef(values)
  useEffect(() => {
    if (applied.current === values) return
    applied.current = values
    form.setFieldsValue(values)
  }, [form, values])

  const search = () => onSearch(exhibitionFiltersOf(form.getFieldsValue(true)))

  const reset = () => {
    form.setFieldsValue(EMPTY_EXHIBITION_SEARCH)
    onReset()
  }

  const fieldsCollapsed = collapsed && !compact
  return (
    <Form<ExhibitionSearchValues>
      form={form}
      name={name}
      role="search"
      aria-label={t('common.search.area')}
      layout="inline"
      initialValues={values}
      onFinish={search}
      onValuesChange={(changed: Partial<ExhibitionSearchValues>) => {
        if (Object.keys(changed).some((key) => INSTANT_FIELDS.has(key))) search()
      }}
      style={{ flexWrap: 'nowrap', alignItems: 'flex-start', gap: 16 }}
    >
      <div
        data-testid="exhibition-search-fields"
        style={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          rowGap: 16,
          padding: '8px 0',
          ...(fieldsCollapsed ? { height: COLLAPSED_SEARCH_HEIGHT, overflow: 'hidden' } : {}),
        }}
      >
        <Form.Item name="exhibitionCode" label={t('exhibitions.search.code')}>
          <Input
            allowClear
            maxLength={SEARCH_TEXT_MAX}
            placeholder={t('exhibitions.search.codePlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="exhibitionName" label={t('exhibitions.search.name')}>
          <Input
            allowClear
            maxLength={SEARCH_TEXT_MAX}
            placeholder={t('exhibitions.search.namePlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        {!compact && <DictionaryFields />}
      </div>
      <Form.Item style={{ margin: 0, padding: '8px 0' }}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {t('common.search.query')}
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={reset}>
            {t('common.search.reset')}
          </Button>
          {!compact && (
            <Button
              type="link"
              aria-expanded={!collapsed}
              icon={collapsed ? <DownOutlined aria-hidden /> : <UpOutlined aria-hidden />}
              iconPlacement="end"
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? t('exhibitions.search.expand') : t('exhibitions.search.collapse')}
            </Button>
          )}
        </Flex>
      </Form.Item>
    </Form>
  )
}

/** Industry, region and the registration period: not in the switch dialog. */
const DictionaryFields = () => {
  const { t } = useTranslation()
  const industries = useIndustryOptions()
  const regions = useRegionOptions()
  return (
    <>
      <Form.Item name="projectIndustry" label={t('exhibitions.search.industry')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={industries.isPending}
          placeholder={t('exhibitions.search.selectPlaceholder')}
          options={(industries.data ?? []).map((o) => ({ value: o.guid, label: o.value }))}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="projectRegion" label={t('exhibitions.search.region')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={regions.isPending}
          placeholder={t('exhibitions.search.selectPlaceholder')}
          options={(regions.data ?? []).map((o) => ({ value: o.guid, label: o.value }))}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="range" label={t('exhibitions.search.applyTime')}>
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          allowEmpty={[true, true]}
          placeholder={[t('exhibitions.search.startDate'), t('exhibitions.search.endDate')]}
          style={{ width: 260 }}
        />
      </Form.Item>
    </>
  )
}
