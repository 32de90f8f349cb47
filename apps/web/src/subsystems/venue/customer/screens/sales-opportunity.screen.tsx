import { PlusOutlined } from '@ant-design/icons'
import {
  OPPORTUNITY_STAGE_VALUES,
  type Opportunity,
  type OpportunityBoardQuery,
  type OpportunityRow,
  PERMISSIONS,
  PROJECT_FORM_FLAGS,
} from '@app/contracts'
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Tabs } from 'antd'
import { type ReactNode, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import {
  FIND_BY_LABEL,
  ResourceScreen,
  useResourceScreen,
} from '#web/features/list-page/resource-screen.tsx'
import { useOwnerOptions } from '#web/subsystems/venue/customer/api/customers.ts'
import {
  opportunityApi,
  useCustomerChoices,
  useSiteOptions,
} from '#web/subsystems/venue/customer/api/opportunities.ts'
import { OpportunityBoard } from '#web/subsystems/venue/customer/components/opportunity-board.tsx'
import { OpportunityDetail } from '#web/subsystems/venue/customer/components/opportunity-detail.tsx'
import {
  OverdueTag,
  StageTag,
} from '#web/subsystems/venue/customer/components/opportunity-moves.tsx'

const P = PERMISSIONS.opportunity

/** Two fields a line. */
const Pairs = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>
)

/** The customer picker: the user's customers by a part of their name; an edit keeps its own. */
const CustomerSelect = ({
  fixed,
  ...props
}: {
  value?: string
  onChange?: (v: string) => void
  id?: string
  fixed?: { value: string; label: string }
}) => {
  const [name, setName] = useState('')
  const found = useCustomerChoices(name)
  const options = fixed && !found.some((o) => o.value === fixed.value) ? [fixed, ...found] : found
  return (
    <Select {...props} showSearch={{ filterOption: false, onSearch: setName }} options={options} />
  )
}

/** 预计金额 typed in yuan, kept in fen. */
const YuanInput = (props: {
  value?: number
  onChange?: (v: number | null) => void
  id?: string
}) => (
  <InputNumber<number>
    id={props.id}
    value={props.value === undefined || props.value === null ? props.value : props.value / 100}
    onChange={(v) => props.onChange?.(v === null ? null : Math.round(v * 100))}
    min={0}
    max={999_999_999.99}
    precision={2}
    prefix="¥"
    style={{ width: '100%' }}
  />
)

/** The filters the board shares with the list (the URL's). */
const boardQueryOf = (filters: Record<string, unknown>): OpportunityBoardQuery => ({
  keyword: filters.keyword as string | undefined,
  customerGuid: filters.customerGuid as string | undefined,
  ownerId: filters.ownerId as number | undefined,
  overdue: filters.overdue as 1 | undefined,
})

/**
 * /customer/salesOpportunity (商机): what the venue's customers might book, from 线索 to 赢单
 * (a project) or 输单. The list, and the board with its funnel, share the filters in the
 * URL (`?view=board` shows the board); a name or a card opens the detail (`?guid=`).
 */
export const Component = () => {
  const r = useResourceScreen(opportunityApi, {
    nameOf: (row) => row.name,
    detail: true,
    labelAs: { customerGuid: 'customerName', ownerId: 'ownerName', siteGuids: 'siteNames' },
  })
  const detail = useDetailGuid()
  const [params, setParams] = useSearchParams()
  const view = params.get('view') === 'board' ? 'board' : 'list'
  const owners = useOwnerOptions()
  const sites = useSiteOptions()
  const canAdd = useHasPermission([P.add])
  const editing = r.editing as Opportunity | undefined
  const filters = r.list.filters as Record<string, unknown>
  const stages = useMemo(
    () =>
      OPPORTUNITY_STAGE_VALUES.map((s) => ({ value: s, label: r.t(`opportunity.stages.${s}`) })),
    [r],
  )
  const forms = useMemo(
    () => PROJECT_FORM_FLAGS.map((f) => ({ value: f, label: r.t(`project.forms.${f}`) })),
    [r],
  )
  const overdueOptions = useMemo(() => [{ value: 1, label: r.t('opportunity.overdueOnly') }], [r])
  const openEdit = (o: OpportunityRow) =>
    (r.dialog as { openEdit: (row: OpportunityRow) => void }).openEdit(o)
  const filterBoard = (patch: Record<string, unknown>) =>
    r.list.search(r.cleanFilters({ ...filters, ...patch }))

  const list = (
    <ResourceScreen<OpportunityRow>
      screen={r}
      scrollX={1700}
      dialogWidth={820}
      dialogLabelWidth={110}
      columns={[
        r.col.text('opportunityNumber', { width: 130 }),
        r.col.render(
          'name',
          (name: string, row) => (
            <a
              href={`?guid=${row.guid}`}
              onClick={(e) => {
                e.preventDefault()
                detail.open(row.guid)
              }}
            >
              {name}
            </a>
          ),
          { width: 240 },
        ),
        r.col.ellipsis('customerName', { width: 220 }),
        r.col.render('stage', (s: number) => <StageTag stage={s} />, { width: 100 }),
        r.col.number('winRate', { width: 80 }),
        r.col.money('expectedAmount', { width: 140 }),
        r.col.render(
          'startDate',
          (d: string | null, row) => (d ? `${d} ~ ${row.endDate ?? ''}` : ''),
          { width: 200 },
        ),
        r.col.ellipsis('siteNames', { width: 180 }),
        r.col.render(
          'nextFollowDate',
          (d: string | null, row) => (
            <>
              {d} <OverdueTag on={row.overdue} />
            </>
          ),
          { width: 160 },
        ),
        r.col.text('ownerName', { width: 90 }),
        r.col.updatedAt(),
        r.col.actions(undefined, {
          editable: (row) => row.stage < 5,
          removable: (row) => row.projectGuid === null,
        }),
      ]}
      search={[
        r.search.text('keyword', { placeholder: r.t('opportunity.keywordHint'), width: 220 }),
        r.search.select('stage', stages, 130),
        r.search.select('ownerId', owners, 160, FIND_BY_LABEL),
        r.search.select('overdue', overdueOptions, 130),
      ]}
      form={[
        r.field.text('name'),
        r.field.item(
          'customerGuid',
          <CustomerSelect
            fixed={editing && { value: editing.customerGuid, label: editing.customerName }}
          />,
          {},
          true,
        ),
        <Pairs key="amounts">
          {r.field.item('expectedAmount', <YuanInput />)}
          {r.field.number('winRate', { min: 0, max: 100, suffix: '%' })}
          {r.field.date('startDate')}
          {r.field.date('endDate', {
            dependencies: ['startDate'],
            rules: [
              ({ getFieldValue }) => ({
                validator: async (_, end?: string | null) => {
                  const start = getFieldValue('startDate') as string | null | undefined
                  if (end && start && end < start) throw new Error(r.t('validation.dateRange'))
                },
              }),
            ],
          })}
          {r.field.number('expectedArea', { min: 0, suffix: '㎡' })}
          {r.field.select('formFlag', forms)}
          {r.field.date('nextFollowDate')}
          {r.field.select('ownerId', owners, undefined, {
            ...FIND_BY_LABEL,
            placeholder: r.t('customer.ownerSelf'),
          })}
        </Pairs>,
        r.field.select('siteGuids', sites, undefined, {
          mode: 'multiple',
          ...FIND_BY_LABEL,
          placeholder: r.t('opportunity.sitesHint'),
        }),
        r.field.textarea('remark', 2),
      ]}
    />
  )

  const board = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form layout="inline" name="opportunity.board" aria-label={r.t('opportunity.boardFilters')}>
        <Form.Item label={r.label('keyword')} htmlFor="opportunity-board-keyword">
          <Input.Search
            id="opportunity-board-keyword"
            allowClear
            defaultValue={filters.keyword as string | undefined}
            placeholder={r.t('opportunity.keywordHint')}
            onSearch={(keyword) => filterBoard({ keyword })}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item label={r.label('ownerId')} htmlFor="opportunity-board-owner">
          <Select
            id="opportunity-board-owner"
            allowClear
            {...FIND_BY_LABEL}
            value={filters.ownerId as number | undefined}
            options={owners}
            placeholder={r.t('common.search.all')}
            onChange={(ownerId?: number) => filterBoard({ ownerId })}
            style={{ width: 170 }}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox
            checked={filters.overdue === 1}
            onChange={(e) => filterBoard({ overdue: e.target.checked ? 1 : undefined })}
          >
            {r.t('opportunity.overdueOnly')}
          </Checkbox>
        </Form.Item>
        {canAdd && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => (r.dialog as { openAdd: () => void }).openAdd()}
          >
            {r.t('opportunity.add')}
          </Button>
        )}
      </Form>
      <OpportunityBoard query={boardQueryOf(filters)} onOpen={detail.open} />
    </Space>
  )

  return (
    <>
      <Tabs
        activeKey={view}
        onChange={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current)
            if (key === 'board') next.set('view', 'board')
            else next.delete('view')
            return next
          })
        }
        items={[
          { key: 'list', label: r.t('opportunity.views.list'), children: list, forceRender: true },
          { key: 'board', label: r.t('opportunity.views.board'), children: board },
        ]}
      />
      <OpportunityDetail guid={detail.guid} onClose={detail.close} onEdit={openEdit} />
    </>
  )
}
