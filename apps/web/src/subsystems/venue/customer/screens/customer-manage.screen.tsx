import {
  API,
  CUSTOMER_GRADES,
  CUSTOMER_IMPORT_MAX_ROWS,
  type Customer,
  type CustomerImportRow,
  type CustomerRow,
  PERMISSIONS,
} from '@app/contracts'
import { Form, Switch } from 'antd'
import { useMemo, useState, type ReactNode } from 'react'
import { ImportDialog } from '#web/features/list-page/import-dialog.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import {
  FIND_BY_LABEL,
  ResourceScreen,
  useResourceScreen,
} from '#web/features/list-page/resource-screen.tsx'
import { customerApi, useOwnerOptions } from '#web/subsystems/venue/customer/api/customers.ts'
import {
  ContactsField,
  NEW_CONTACT,
} from '#web/subsystems/venue/customer/components/contacts-field.tsx'
import {
  BlacklistTag,
  CustomerDetail,
  GradeTag,
} from '#web/subsystems/venue/customer/components/customer-detail.tsx'

const TYPE_DICT = 'customer_type'
const SOURCE_DICT = 'customer_source'

/** Two fields a line: the dialog holds a customer's many short fields. */
const Pairs = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>
)

/**
 * /customer/customerManage (客户管理): the venue's customers within the user's data scope;
 * a name opens its detail (`?guid=`), with contacts, invoicing data, projects, follow-ups
 * and documents.
 */
export const Component = () => {
  const r = useResourceScreen(customerApi, {
    nameOf: (row) => row.name,
    detail: true,
    // a new customer starts with its primary contact's line to fill
    defaults: { contacts: [{ ...NEW_CONTACT, primary: true }] },
    labelAs: { ownerId: 'owner', ownerName: 'owner' },
  })
  const detail = useDetailGuid()
  const [importing, setImporting] = useState(false)
  const owners = useOwnerOptions()
  const grades = useMemo(
    () => CUSTOMER_GRADES.map((g) => ({ value: g, label: r.t(`customer.grades.${g}`) })),
    [r],
  )
  return (
    <>
      <ResourceScreen<CustomerRow>
        screen={r}
        scrollX={1500}
        dialogWidth={880}
        dialogLabelWidth={150}
        importOf={{ perm: PERMISSIONS.customer.import, onClick: () => setImporting(true) }}
        columns={[
          r.col.render(
            'name',
            (name: string, row) => (
              <>
                <a
                  href={`?guid=${row.guid}`}
                  onClick={(e) => {
                    e.preventDefault()
                    detail.open(row.guid)
                  }}
                >
                  {name}
                </a>{' '}
                <BlacklistTag on={row.blacklisted} />
              </>
            ),
            { width: 260 },
          ),
          r.col.text('creditCode', { width: 190 }),
          r.col.dict('type', TYPE_DICT, { width: 110 }),
          r.col.render('grade', (g: Customer['grade']) => <GradeTag grade={g} />, { width: 100 }),
          r.col.dict('industry', 'industry', { width: 120 }),
          r.col.dict('region', 'region', { width: 90 }),
          r.col.text('ownerName', { width: 100 }),
          r.col.text('contactName', { width: 100 }),
          r.col.text('contactMobile', { width: 130 }),
          r.col.number('projectCount', { width: 90 }),
          r.col.updatedAt(),
          r.col.actions(),
        ]}
        search={[
          r.search.text('name'),
          r.search.text('creditCode', { width: 200 }),
          r.search.select('type', TYPE_DICT),
          r.search.select('grade', grades, 120),
          r.search.select('industry', 'industry'),
          r.search.select('ownerId', owners, 160, FIND_BY_LABEL),
        ]}
        form={[
          <Pairs key="basic">
            {r.field.text('name')}
            {r.field.text('creditCode', undefined, { style: { textTransform: 'uppercase' } })}
            {r.field.select('type', TYPE_DICT)}
            {r.field.select('grade', grades)}
            {r.field.select('industry', 'industry')}
            {r.field.select('region', 'region')}
            {r.field.select('source', SOURCE_DICT)}
            {r.field.select('ownerId', owners, undefined, {
              ...FIND_BY_LABEL,
              placeholder: r.t('customer.ownerSelf'),
            })}
          </Pairs>,
          <ContactsField key="contacts" />,
          <Pairs key="invoice">
            {r.field.text('invoiceTitle')}
            {r.field.text('invoiceTaxNo')}
            {r.field.text('invoiceBank')}
            {r.field.text('invoiceAccount')}
          </Pairs>,
          r.field.text('invoiceAddressPhone'),
          <Form.Item
            key="blacklisted"
            name="blacklisted"
            label={r.label('blacklisted')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>,
          r.field.textarea('creditNote', 2),
          r.field.status(),
          r.field.textarea('remark', 2),
        ]}
      />
      <ImportDialog<CustomerImportRow>
        open={importing}
        onClose={() => setImporting(false)}
        title={r.t('customer.importTitle')}
        endpoints={API.customers}
        templateName={r.t('customer.importTemplate')}
        refresh={customerApi.keys.all}
        maxRows={CUSTOMER_IMPORT_MAX_ROWS}
        updateSupportLabel={r.t('customer.updateSupport')}
        recordColumns={(['name', 'creditCode'] as const).map((field) => ({
          key: field,
          dataIndex: field,
          title: r.label(field),
          width: field === 'name' ? 220 : 180,
        }))}
      />
      <CustomerDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(c) => (r.dialog as { openEdit: (row: CustomerRow) => void }).openEdit(c)}
      />
    </>
  )
}
