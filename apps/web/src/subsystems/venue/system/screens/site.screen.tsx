import { PERMISSIONS, type Site } from '@app/contracts'
import { ConfigProvider, Form, Switch, Tag, Tooltip } from 'antd'
import {
  FIND_BY_LABEL,
  ResourceScreen,
  useResourceScreen,
} from '#web/features/list-page/resource-screen.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import {
  groupedSiteOptions,
  siteApi,
  useScheduleTemplateOptions,
  useSiteOptions,
} from '#web/subsystems/venue/system/api/sites.ts'

// 场地管理 (/system/site): the site tree the scheduling grid shows. Groups (展厅区 …) have
// no parent and are never booked; related sites are stored both ways by the server; a
// site with bookings cannot be deleted (the server answers 409).

const TYPE_DICT = 'site_type'
/** 可预订 and 停用: 0/1 in the form as in the body, a switch on screen. */
const FLAG = {
  getValueProps: (value?: 0 | 1) => ({ checked: value === 1 }),
  normalize: (on: boolean) => (on ? 1 : 0),
}
const WIDE = { style: { width: 180 } }
const DECIMAL = { ...WIDE, precision: 2 }

/** Nests the flat answer under its groups; a site whose group is not in it shows alone. */
const toTree = (sites: readonly Site[]) =>
  sites
    .filter((s) => !sites.some((g) => g.guid === s.parentGuid))
    .map((g) => ({ ...g, children: sites.filter((s) => s.parentGuid === g.guid) }))

export const Component = () => {
  const r = useResourceScreen(siteApi, {
    nameOf: (row) => row.name,
    tree: toTree,
    labelAs: { parentGuid: 'parent', templateId: 'template' },
  })
  const options = useSiteOptions().data ?? []
  const templates = useScheduleTemplateOptions().data ?? []
  const canDisable = useHasPermission([PERMISSIONS.site.disable])
  const nameOf = new Map(options.map((o) => [o.guid, o.name]))
  const groups = options.filter((o) => o.parentGuid === null)
  const editing = r.dialog.row?.guid
  // the disable period shows while 停用 is on
  const disabling = Form.useWatch('disabled', r.form) === 1

  return (
    <ResourceScreen<Site>
      screen={r}
      scrollX={1800}
      dialogWidth={640}
      dialogLabelWidth={120}
      columns={[
        { ...r.col.text('name', { width: 200 }), fixed: 'left' },
        r.col.text('code', { width: 100 }),
        r.col.dict('type', TYPE_DICT, { width: 100 }),
        r.col.render(
          'disabled',
          (v: number, s) =>
            v === 1 && (
              <Tooltip title={s.disableReason}>
                <Tag color="red">
                  {r.t('system.site.disabledPeriod', { from: s.disableFrom, to: s.disableTo })}
                </Tag>
              </Tooltip>
            ),
          { width: 220 },
        ),
        r.col.number('area', { width: 100 }),
        r.col.text('height', { width: 80 }),
        r.col.text('floorLoad', { width: 110 }),
        {
          key: 'capacity',
          title: r.label('capacity'),
          width: 130,
          render: (_, s) =>
            s.capacityTheatre === null && s.capacityClassroom === null
              ? ''
              : `${s.capacityTheatre ?? '-'} / ${s.capacityClassroom ?? '-'}`,
        },
        r.col.render(
          'bookable',
          (v: number, s) =>
            s.parentGuid !== null && (
              <Tag color={v === 1 ? 'green' : 'default'}>
                {r.t(v === 1 ? 'system.site.yes' : 'system.site.no')}
              </Tag>
            ),
          { width: 90 },
        ),
        r.col.render('related', (v: string[]) => v.map((g) => nameOf.get(g) ?? g).join('、'), {
          width: 200,
        }),
        r.col.render(
          'templateId',
          (v: number | null, s) => s.parentGuid !== null && templates.find((x) => x.id === v)?.name,
          { width: 110 },
        ),
        r.col.text('sort', { width: 90 }),
        r.col.actions(
          // 新增 under a group puts the new site in it
          (row) => row.parentGuid === null && r.addUnder({ parentGuid: row.guid }),
          { width: 180 },
        ),
      ]}
      search={[
        r.search.text('name', { placeholder: r.t('system.site.nameOrCode') }),
        r.search.select('type', TYPE_DICT, 140),
        r.search.select(
          'disabled',
          [
            { value: 1, label: r.t('system.site.isDisabled') },
            { value: 0, label: r.t('system.site.notDisabled') },
          ],
          120,
        ),
      ]}
      form={[
        r.field.select(
          'parentGuid',
          groups.filter((g) => g.guid !== editing).map((g) => ({ value: g.guid, label: g.name })),
          {},
          { placeholder: r.t('system.site.noParent') },
        ),
        r.field.text('name'),
        r.field.text('code'),
        r.field.select('type', TYPE_DICT),
        r.field.number('area', DECIMAL),
        r.field.number('height', DECIMAL),
        r.field.number('floorLoad', DECIMAL),
        r.field.number('capacityTheatre', WIDE),
        r.field.number('capacityClassroom', WIDE),
        r.field.item('bookable', <Switch />, FLAG),
        r.field.select(
          'related',
          groupedSiteOptions(options, (o) => o.guid !== editing),
          {},
          { mode: 'multiple', ...FIND_BY_LABEL },
        ),
        r.field.select(
          'templateId',
          templates.map((x) => ({ value: x.id, label: x.name })),
          {},
          { placeholder: r.t('system.site.defaultTemplate') },
        ),
        // 停用 and its period need the disable permission (the server checks the same)
        <ConfigProvider key="disabled" componentDisabled={!canDisable}>
          {r.field.item('disabled', <Switch />, {
            ...FLAG,
            extra: !canDisable && r.t('system.site.disableNeedsPermission'),
          })}
          {disabling && [
            r.field.date('disableFrom', { required: true }),
            r.field.date('disableTo', {
              ...r.notBefore('disableFrom', 'system.site.periodOrder'),
              required: true,
            }),
            r.field.text('disableReason', { required: true }),
          ]}
        </ConfigProvider>,
        r.field.number('sort'),
        r.field.textarea('remark', 2),
      ]}
    />
  )
}
