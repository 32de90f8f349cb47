import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { type ApprovalChain, PERMISSIONS, approvalNodeSchema } from '@app/contracts'
import { Button, Form, Input, InputNumber, Modal, Select, Space, Steps, Tag } from 'antd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import {
  useApprovalChains,
  useChainRoles,
  useSaveChain,
} from '#web/subsystems/venue/system/api/approval-chains.ts'

const P = PERMISSIONS.approvalChain
/** Most nodes a chain holds (the save schema's). */
const MAX_NODES = 10
const NAME_MAX = approvalNodeSchema.shape.name.maxLength ?? 20

/** A node as the form holds it: its amount in yuan. */
type NodeValues = { name: string; roleKey: string; minYuan: number | null }

const ChainDialog = ({ chain, onClose }: { chain: ApprovalChain; onClose: () => void }) => {
  const { t } = useTranslation()
  const roles = useChainRoles()
  const save = useSaveChain()
  const [form] = Form.useForm<{ nodes: NodeValues[] }>()
  const label = (key: string) => t(`system.approvalChain.${key}`)
  const options = (roles.data ?? []).map((r) => ({
    value: r.roleKey,
    label: r.roleName,
    disabled: r.status !== 1,
  }))
  const submit = async () => {
    const { nodes = [] } = await form.validateFields()
    await save.mutateAsync({
      docType: chain.docType,
      nodes: nodes.map((n) => ({
        name: n.name.trim(),
        roleKey: n.roleKey,
        minAmount:
          n.minYuan === null || n.minYuan === undefined ? null : Math.round(n.minYuan * 100),
      })),
    })
    notify('success', t('common.list.updated'), 2)
    onClose()
  }
  // a Modal and its own Form: the form mounts with the chain as its initial values
  return (
    <Modal
      open
      title={`${t('common.list.edit')} · ${label(`docTypes.${chain.docType}`)}`}
      width={720}
      okText={t('common.dialog.ok')}
      cancelText={t('common.dialog.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<{ nodes: NodeValues[] }>
        form={form}
        name="approvalChain.form"
        initialValues={{
          nodes: chain.nodes.map((n) => ({
            name: n.name,
            roleKey: n.roleKey,
            minYuan: n.minAmount === null ? null : n.minAmount / 100,
          })),
        }}
      >
        <Form.List name="nodes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" data-testid="chain-node">
                  <span style={{ lineHeight: '32px', width: 24 }}>{index + 1}.</span>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('common.list.enterPrefix', { what: label('nodeName') }),
                      },
                    ]}
                  >
                    <Input
                      aria-label={label('nodeName')}
                      placeholder={label('nodeName')}
                      maxLength={NAME_MAX}
                      style={{ width: 150 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'roleKey']}
                    rules={[
                      {
                        required: true,
                        message: t('common.list.selectPrefix', { what: label('role') }),
                      },
                    ]}
                  >
                    <Select
                      aria-label={label('role')}
                      placeholder={label('role')}
                      options={options}
                      style={{ width: 170 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'minYuan']}>
                    <InputNumber<number>
                      aria-label={label('minAmount')}
                      placeholder={label('always')}
                      min={0}
                      max={99_999_999_999}
                      precision={2}
                      style={{ width: 190 }}
                      suffix="元"
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${label('removeNode')} ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= MAX_NODES}
                onClick={() => add({ name: '', roleKey: undefined, minYuan: null })}
              >
                {label('addNode')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}

/**
 * 审批流程 (a view of /system/contractTemplate, docs/product/domain.md "Approval chains"): the
 * chain of each document type as its nodes in order, each naming the role that approves and
 * the amount from which it applies; 修改 replaces a chain (requests already submitted keep
 * theirs). `toolbar` holds the view switch.
 */
export const ApprovalChains = ({ title, toolbar }: { title: string; toolbar: ReactNode }) => {
  const { t } = useTranslation()
  const chains = useApprovalChains()
  const roles = useChainRoles()
  const [editing, setEditing] = useState<ApprovalChain>()
  const label = (key: string) => t(`system.approvalChain.${key}`)
  const roleName = (key: string) => roles.data?.find((r) => r.roleKey === key)?.roleName ?? key
  return (
    <>
      <ListPage<ApprovalChain>
        title={title}
        tableLabel={label('title')}
        tableId="system.approvalChain"
        rowKey="docType"
        rows={chains.data}
        query={chains}
        toolbar={toolbar}
        columns={[
          {
            key: 'docType',
            dataIndex: 'docType',
            title: label('docType'),
            width: 140,
            render: (d: string) => label(`docTypes.${d}`),
          },
          {
            key: 'nodes',
            title: label('nodes'),
            render: (_, chain) =>
              chain.nodes.length === 0 ? (
                <Tag>{label('none')}</Tag>
              ) : (
                <Steps
                  size="small"
                  current={-1}
                  items={chain.nodes.map((n) => ({
                    title: n.name,
                    content: (
                      <>
                        {roleName(n.roleKey)}
                        {n.minAmount !== null && (
                          <div>
                            {t('system.approvalChain.from', { amount: formatFen(n.minAmount) })}
                          </div>
                        )}
                      </>
                    ),
                  }))}
                />
              ),
          },
          {
            key: 'actions',
            title: t('common.table.actions'),
            width: 100,
            render: (_, chain) => (
              <ToolbarButton
                perm={P.edit}
                word="edit"
                type="link"
                size="small"
                icon={<EditOutlined aria-hidden />}
                onClick={() => setEditing(chain)}
              />
            ),
          },
        ]}
      />
      {editing && <ChainDialog chain={editing} onClose={() => setEditing(undefined)} />}
    </>
  )
}
