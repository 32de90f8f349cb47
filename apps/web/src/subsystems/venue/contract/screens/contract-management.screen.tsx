import { ADDENDUM, CONTRACT_STATE_VALUES, type Contract, type ContractRow } from '@app/contracts'
import { Form, InputNumber, type FormInstance } from 'antd'
import { useMemo, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_WIDTH } from '#web/features/list-page/form-dialog.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import { usePrintGuid } from '#web/features/record-detail/use-print-guid.ts'
import { LazyRichTextEditor } from '#web/shared/ui/rich-text-editor/rich-text-editor.lazy.tsx'
import { FEN_AS_YUAN } from '#web/shared/utils/money.ts'
import { contractApi } from '#web/subsystems/venue/contract/api/contracts.ts'
import { ContractDetail } from '#web/subsystems/venue/contract/components/contract-detail.tsx'
import { ContractPrint } from '#web/subsystems/venue/contract/components/contract-print.tsx'
import {
  FillButton,
  InstalmentsField,
  Pairs,
  ParentSelect,
  ProjectSelect,
  TemplateSelect,
  TotalPreview,
} from '#web/subsystems/venue/contract/components/contract-form.tsx'
import {
  ContractStateTag,
  P,
  Yuan,
  typeOptions,
  typeWord,
  useContractSteps,
} from '#web/subsystems/venue/contract/components/contract-parts.tsx'

/** 原合同: asked only of an addendum (补充协议). */
const ParentField = ({ item }: { item: (control: ReactElement) => ReactElement }) => {
  const type = Form.useWatch<string | undefined>('type')
  return type === ADDENDUM ? item(<ParentSelect />) : null
}

/**
 * /contractManagement/contractManagement (合同管理): contracts filled from a template and
 * a project, audited by their chain, signed with their scan; a number opens its detail
 * (`?guid=`), where a draft is submitted, an approver approves and a signer signs.
 */
export const Component = () => {
  const { t } = useTranslation()
  const r = useResourceScreen(contractApi, {
    nameOf: (row) => row.contractNumber,
    detail: true,
    labelAs: { projectGuid: 'projectTitle' },
    defaults: {
      type: '场地租赁合同',
      instalments: [{ kind: '首付款', ratio: 100, amount: 0, dueDate: null, offsetText: '' }],
    },
  })
  const detail = useDetailGuid()
  const print = usePrintGuid()
  const stepsOf = useContractSteps()
  const editing = r.editing as Contract | undefined
  const form = r.form as FormInstance
  const states = useMemo(
    () => CONTRACT_STATE_VALUES.map((s) => ({ value: s, label: t(`contract.states.${s}`) })),
    [t],
  )
  const types = useMemo(() => typeOptions(t), [t])
  return (
    <>
      <ResourceScreen<ContractRow>
        screen={r}
        selectable={false}
        scrollX={1250}
        dialogWidth={DIALOG_WIDTH.wide}
        dialogLabelWidth={120}
        columns={[
          r.col.render(
            'contractNumber',
            (n: string, row) => (
              <a
                href={`?guid=${row.guid}`}
                onClick={(e) => {
                  e.preventDefault()
                  detail.open(row.guid)
                }}
              >
                {n}
              </a>
            ),
            { width: 130 },
          ),
          r.col.render('state', (s: number) => <ContractStateTag state={s} />, { width: 100 }),
          r.col.ellipsis('projectTitle', { width: 240 }),
          r.col.ellipsis('customerName', { width: 200 }),
          r.col.money('total', { width: 130 }),
          r.col.render('type', (v: string) => typeWord(t, v), { width: 130 }),
          r.col.updatedAt(),
          r.col.actions(undefined, {
            editable: (row) => stepsOf(row).includes('edit'),
            removable: (row) => stepsOf(row).includes('remove'),
            removePerm: P.remove,
          }),
        ]}
        search={[
          r.search.text('keyword', { placeholder: t('contract.keywordHint'), width: 240 }),
          r.search.select('type', types, 160),
          r.search.select('state', states, 130),
        ]}
        form={[
          <Pairs key="pick">
            {r.field.select('type', types)}
            {r.field.item(
              'projectGuid',
              <ProjectSelect
                fixed={
                  editing && {
                    value: editing.projectGuid,
                    label: `${editing.projectNumber} ${editing.projectTitle}`,
                  }
                }
              />,
              {},
              true,
            )}
          </Pairs>,
          <ParentField
            key="parent"
            item={(control) => r.field.item('parentGuid', control, { required: true }, true)}
          />,
          <Pairs key="templates">
            {r.field.item('templateGuid', <TemplateSelect />, {}, true)}
            {r.field.item('planTemplateGuid', <TemplateSelect plans />, {}, true)}
          </Pairs>,
          <FillButton key="fill" form={form} />,
          r.field.text('title'),
          r.field.item(
            'content',
            <LazyRichTextEditor ariaLabel={r.label('content')} minHeight={280} />,
          ),
          <Pairs key="amounts">
            {r.field.item('amountExclTax', <Yuan />, FEN_AS_YUAN)}
            {r.field.item(
              'taxRate',
              <InputNumber<number> min={0} max={100} precision={2} style={{ width: '100%' }} />,
            )}
            {r.field.item('discount', <Yuan />, FEN_AS_YUAN)}
            {r.field.item('deposit', <Yuan />, FEN_AS_YUAN)}
          </Pairs>,
          <TotalPreview key="total" />,
          <InstalmentsField key="instalments" />,
        ]}
      />
      <ContractDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(c) => (r.dialog as { openEdit: (row: ContractRow) => void }).openEdit(c)}
        onPrint={(c) => print.open(c.guid)}
      />
      {print.guid && <ContractPrint guid={print.guid} onClose={print.close} />}
    </>
  )
}
