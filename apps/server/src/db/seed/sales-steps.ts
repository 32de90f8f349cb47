import { ALL_MENUS } from './data/menus.ts'
import { PRICES } from './data/prices.ts'
import { FILE_TEMPLATES } from './data/file-templates.ts'
import { createHash } from 'node:crypto'
import { xlsxOf } from '#server/lib/resource.ts'
import { addFileRefs, fileRef } from '#server/modules/files/files.refs.ts'
import { insertFileOnce } from '#server/modules/files/files.repository.ts'
import { ROLES } from './data/identity.ts'
import { CUSTOMER_DICT_TYPES, industryGuid, regionGuid } from './data/dictionaries.ts'
import { SEED_CUSTOMERS, SEED_FOLLOW_UPS, customerGuidOf } from './data/customer-records.ts'
import { PROJECT_STATUS, buildProjects } from './data/projects.ts'
import { dayOffset } from './data/dates.ts'
import { NO_OWNER, dictValues, seeded } from './admin-steps.ts'
import type { SeedStep, Trx } from './seed.ts'
import { seedOpportunities } from './opportunity-step.ts'
import { seedOperationLog } from './oper-log-step.ts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { HOLD_DAYS, venueDayAfter } from '#server/modules/projects/project-holds.ts'
import { discountFigures } from '#server/modules/projects/project-discount.resource.ts'
import { submitForApproval } from '#server/modules/workflow/approval.service.ts'
import { seedDeclarationFiles } from './declaration-step.ts'
import { seedContracts } from './contract-step.ts'
import { seedProviderContracts } from './provider-contract-step.ts'
import { seedReceipts } from './receipt-step.ts'
import { seedIncome } from './income-step.ts'
import { seedProformaInvoices } from './proforma-step.ts'
import { seedSettlements } from './settlement-step.ts'
import { seedRefunds } from './refund-step.ts'

/**
 * Menus of data/menus.ts a database lacks (buttons a later issue added to a page), with the
 * seeded roles' grants of them: a database seeded before gets what a fresh one has.
 */
export async function addNewMenus(trx: Trx): Promise<void> {
  const present = new Set((await trx.selectFrom('sysMenu').select('id').execute()).map((m) => m.id))
  const added = ALL_MENUS.filter((m) => !present.has(m.id))
  if (added.length === 0) return
  await trx
    .insertInto('sysMenu')
    .values(added.map((m) => ({ ...m, hidden: m.hidden ? 1 : 0, status: 1 })))
    .execute()
  const addedIds = new Set(added.map((m) => m.id))
  const roles = await trx.selectFrom('sysRole').select(['id', 'roleKey']).execute()
  for (const role of roles) {
    const seed = ROLES.find((r) => r.key === role.roleKey)
    if (!seed) continue
    const granted =
      seed.menuIds === 'all'
        ? added.filter((m) => seed.systems.includes(m.systemCode)).map((m) => m.id)
        : seed.menuIds.filter((id) => addedIds.has(id))
    if (granted.length)
      await trx
        .insertInto('sysRoleMenu')
        .values(granted.map((menuId) => ({ roleId: role.id, menuId })))
        .execute()
  }
}

const DAY = 86_400_000

/** yyyy-MM-dd of a local midnight. */
const dateTextOf = (ms: number) => {
  const d = new Date(ms)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}

/** Statuses whose project has a signed contract (its amount counts for the customer). */
const CONTRACTED: readonly number[] = [
  PROJECT_STATUS.已签约,
  PROJECT_STATUS.进行中,
  PROJECT_STATUS.已完成,
  PROJECT_STATUS.已结算,
]

/** A contract's size from its halls and days: ¥80,000 a hall a day, in fen. */
const contractAmountOf = (halls: string, startTime: number, endTime: number) => {
  const days = Math.max(1, Math.round((endTime - startTime) / 86_400_000) + 1)
  return halls.split(',').length * days * 80_000 * 100
}

/**
 * Seed steps of the sales pipeline (issue 13): the buttons and dictionaries it adds, the
 * customers with their follow-ups, their projects tied to them. Run after ADMIN_STEPS.
 */
export const SALES_STEPS: SeedStep[] = [
  { name: 'menus-sales-buttons', run: addNewMenus },
  {
    name: 'dict-customer',
    run: async (trx, { now }) => {
      const present = new Set(
        (await trx.selectFrom('sysDictType').select('dictType').execute()).map((d) => d.dictType),
      )
      const types = CUSTOMER_DICT_TYPES.filter((d) => !present.has(d.dictType))
      if (types.length === 0) return
      const last = await trx
        .selectFrom('sysDictType')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .executeTakeFirst()
      const from = Number(last?.sort ?? 0)
      await trx
        .insertInto('sysDictType')
        .values(
          types.map((d, i) => ({
            dictType: d.dictType,
            name: d.name,
            remark: d.remark,
            ...seeded(from + i + 1, now),
            ...NO_OWNER,
          })),
        )
        .execute()
      await trx
        .insertInto('sysDictData')
        .values(types.flatMap((d) => dictValues(d.dictType, d.values ?? [], now)))
        .execute()
    },
  },
  {
    name: 'customers',
    run: async (trx, { today, now }) => {
      const users = await trx.selectFrom('sysUser').select(['id', 'userName', 'deptId']).execute()
      const byName = new Map(users.map((u) => [u.userName, u]))
      const admin = byName.get('admin')
      await trx
        .insertInto('customer')
        .values(
          SEED_CUSTOMERS.map((c, i) => {
            const owner = byName.get(c.owner)
            const primary = c.contacts.find((x) => x.primary) ?? c.contacts[0]
            return {
              guid: c.guid,
              name: c.name,
              creditCode: c.creditCode,
              type: c.type,
              industry: industryGuid(c.industry),
              region: regionGuid(c.region),
              grade: c.grade,
              source: c.source,
              ownerId: owner?.id ?? null,
              contacts: JSON.stringify(c.contacts),
              contactName: primary?.name ?? '',
              contactMobile: primary?.mobile ?? '',
              blacklisted: c.blacklisted ? 1 : 0,
              creditNote: c.creditNote ?? '',
              invoiceTitle: c.name,
              invoiceTaxNo: c.creditCode,
              invoiceBank: c.invoiceBank,
              invoiceAccount: c.invoiceAccount,
              invoiceAddressPhone: c.invoiceAddressPhone,
              status: 1,
              sort: i + 1,
              remark: '',
              deptId: owner?.deptId ?? null,
              createdBy: admin?.id ?? null,
              // the first ones a while ago, so the list's newest-first order reads naturally
              createdAt: now - (SEED_CUSTOMERS.length - i) * 86_400_000,
              updatedAt: now - (SEED_CUSTOMERS.length - i) * 86_400_000,
            }
          }),
        )
        .execute()
      // each project to its customer; a signed one's contract amount
      const projects = await trx
        .selectFrom('project')
        .select(['guid', 'customer', 'status', 'halls', 'startTime', 'endTime'])
        .execute()
      for (const p of projects) {
        const customerGuid = customerGuidOf(p.customer)
        const signed = CONTRACTED.includes(p.status) && p.startTime !== null && p.endTime !== null
        if (!customerGuid && !signed) continue
        await trx
          .updateTable('project')
          .set({
            customerGuid: customerGuid ?? null,
            contractAmount: signed
              ? contractAmountOf(p.halls, Number(p.startTime), Number(p.endTime))
              : null,
          })
          .where('guid', '=', p.guid)
          .execute()
      }
      const zhangwei = byName.get('zhangwei')
      await trx
        .insertInto('customerFollowUp')
        .values(
          SEED_FOLLOW_UPS.map((f, i) => ({
            guid: `fu-seed-${i + 1}`,
            customerGuid: f.customer,
            method: f.method,
            content: f.content,
            nextDate: f.nextDay === null ? null : dateTextOf(dayOffset(today, f.nextDay)),
            userId: zhangwei?.id ?? admin?.id ?? 1,
            userName: '张伟',
            createdAt: now + f.day * 86_400_000,
          })),
        )
        .execute()
    },
  },
  {
    // each project's sales owner and, while 预定, its hold's rank (domain.md §3)
    name: 'project-owners',
    run: async (trx, { today }) => {
      const users = await trx.selectFrom('sysUser').select(['id', 'userName']).execute()
      const idOf = new Map(users.map((u) => [u.userName, u.id]))
      for (const p of buildProjects(today)) {
        const ownerId = idOf.get(p.salesOwner)
        if (ownerId === undefined && p.holdLevel === null) continue
        await trx
          .updateTable('project')
          .set({ ownerId: ownerId ?? null, holdLevel: p.holdLevel })
          .where('guid', '=', p.guid)
          .execute()
      }
    },
  },
  // the submit button 项目取消 gained, with the seeded roles' grants
  { name: 'menus-cancel-submit', run: addNewMenus },
  {
    // 项目取消 (domain.md §3): the pet show's approved one with its penalty and refund, and
    // the Tengyuan conference's waiting for 财务经理 (zhaomin sees it in 待我审核)
    name: 'project-cancellations',
    run: async (trx, { today, now }) => {
      const users = await trx
        .selectFrom('sysUser')
        .select(['id', 'userName', 'nickName', 'deptId'])
        .execute()
      const by = new Map(users.map((u) => [u.userName, u]))
      const zhangwei = by.get('zhangwei')
      const projects = await trx
        .selectFrom('project')
        .select(['guid', 'title', 'startTime', 'ownerId', 'deptId', 'customer'])
        .where('guid', 'in', ['prj-pet-expo', 'prj-tengyuan-conf'])
        .execute()
      const pet = projects.find((p) => p.guid === 'prj-pet-expo')
      const conf = projects.find((p) => p.guid === 'prj-tengyuan-conf')
      if (!zhangwei || !pet || !conf) return
      const year = new Date(now).getFullYear()
      const day = (offset: number) => dateTextOf(dayOffset(today, offset))
      const daysBefore = (startTime: number | null, offset: number) =>
        startTime === null ? 0 : Math.round((Number(startTime) - dayOffset(today, offset)) / DAY)
      const row = (
        p: (typeof projects)[number],
        fields: { n: number; state: number; noticeDay: number; at: number },
        money: { penalty: number; received: number },
        text: { category: string; reason: string; clause: string },
      ) => ({
        guid: `qx-seed-${fields.n}`,
        cancelNumber: `QX-${year}-${String(fields.n).padStart(4, '0')}`,
        projectGuid: p.guid,
        reasonCategory: text.category,
        reason: text.reason,
        noticeDate: day(fields.noticeDay),
        daysBefore: daysBefore(p.startTime, fields.noticeDay),
        penaltyClause: text.clause,
        penalty: money.penalty,
        received: money.received,
        refund: Math.max(money.received - money.penalty, 0),
        state: fields.state,
        ownerId: p.ownerId,
        deptId: p.deptId,
        createdBy: zhangwei.id,
        createdAt: fields.at,
        updatedAt: fields.at,
      })
      const petAt = now - 12 * DAY
      const petRow = row(
        pet,
        { n: 1, state: 2, noticeDay: -14, at: petAt },
        { penalty: 2_000_000, received: 10_500_000 },
        {
          category: 'customer',
          reason: '主办方招展不足，决定本届停办',
          clause: '合同第十二条：开展前90日内取消，没收档期保证金每馆¥10,000',
        },
      )
      const confRow = row(
        conf,
        { n: 2, state: 1, noticeDay: -1, at: now - 6 * 3_600_000 },
        { penalty: 3_000_000, received: 8_000_000 },
        {
          category: 'customer',
          reason: '客户年度预算调整，年会改为线上举办',
          clause: '合同第十二条：开展前60日内取消，没收签单押金¥30,000',
        },
      )
      await trx.insertInto('projectCancel').values([petRow, confRow]).execute()
      // the pet show's: approved by both nodes, its refund waiting for finance
      const nodes = [
        { name: '财务经理', roleKey: 'finance_manager' },
        { name: '分管领导', roleKey: 'leader' },
      ]
      await trx
        .insertInto('approvalRequest')
        .values({
          guid: 'ap-seed-qx-1',
          docType: 'project_cancel',
          docGuid: petRow.guid,
          title: `${petRow.cancelNumber} ${pet.title}`,
          amount: petRow.refund,
          submitterId: zhangwei.id,
          status: 'approved',
          nodes: JSON.stringify(nodes),
          step: 1,
          currentRole: null,
          assigneeId: null,
          acted: 1,
          createdAt: petAt,
          updatedAt: petAt + 2 * DAY,
          version: 2,
        })
        .execute()
      const history: Array<[string, string | null, string | null, string, number, string]> = [
        ['approval.submit', null, '财务经理', 'zhangwei', petAt, ''],
        [
          'approval.approve',
          '财务经理',
          '分管领导',
          'zhaomin',
          petAt + DAY,
          '违约金按合同条款计算无误',
        ],
        ['approval.approve', '分管领导', null, 'huangjun', petAt + 2 * DAY, '同意'],
      ]
      for (const [action, from, to, who, at, comment] of history) {
        const user = by.get(who) ?? zhangwei
        await recordTransition(trx, {
          docType: 'project_cancel',
          docGuid: petRow.guid,
          action,
          from,
          to,
          user,
          comment,
          now: at,
        })
      }
      await recordTransition(trx, {
        docType: 'project',
        docGuid: pet.guid,
        action: 'cancel',
        from: 'signed',
        to: 'cancelled',
        user: by.get('huangjun') ?? zhangwei,
        comment: `${petRow.cancelNumber} ${petRow.reason}`,
        now: petAt + 2 * DAY,
      })
      await trx
        .insertInto('refundRequest')
        .values({
          guid: 'rf-seed-1',
          // 退款审核's first: 待审核, waiting for finance to add the account and submit it
          refundNumber: `TK-${year}-0001`,
          sourceType: 'project_cancel',
          sourceGuid: petRow.guid,
          projectGuid: pet.guid,
          payee: pet.customer,
          amount: petRow.refund,
          reason: `${petRow.cancelNumber} ${petRow.reason}`,
          state: 1,
          ownerId: pet.ownerId,
          deptId: pet.deptId,
          createdBy: by.get('huangjun')?.id ?? zhangwei.id,
          createdAt: petAt + 2 * DAY,
          updatedAt: petAt + 2 * DAY,
        })
        .execute()
      // the conference's: submitted by 张伟, waiting at its first node
      await submitForApproval(
        trx,
        {
          docType: 'project_cancel',
          docGuid: confRow.guid,
          title: `${confRow.cancelNumber} ${conf.title}`,
          amount: confRow.refund,
          link: `/project/projectCancel?guid=${confRow.guid}`,
        },
        { ...zhangwei, roles: ['sales_manager'], permissions: [] },
        confRow.createdAt,
      )
    },
  },
  {
    // how long each seeded hold is kept (the competing new-energy holds a while yet)
    name: 'project-hold-until',
    run: async (trx, { now }) => {
      await trx
        .updateTable('project')
        .set({ holdUntil: venueDayAfter(now, HOLD_DAYS) })
        .where('status', '=', PROJECT_STATUS.预定)
        .where('holdUntil', 'is', null)
        .execute()
    },
  },
  {
    // next year's price list (the same prices): the seed's window runs six months ahead, and
    // a quote prices a block by the list valid on its first day
    name: 'site-prices-next-year',
    run: async (trx, { now, today }) => {
      const year = today.getFullYear() + 1
      await trx
        .insertInto('sitePrice')
        .values(
          PRICES.map((p, i) => ({
            ...p,
            taxRate: 6,
            validFrom: `${year}-01-01`,
            validTo: `${year}-12-31`,
            ...seeded(0, now + PRICES.length + i),
            ...NO_OWNER,
          })),
        )
        .execute()
    },
  },
  {
    // 优惠管理 (domain.md §3): the tea expo's 5% off, approved at once (not below the floor),
    // and the medical fair's 20% off, below the floor, waiting for 黄俊 (分管领导)
    name: 'project-discounts',
    run: async (trx, { now }) => {
      const zhangwei = await trx
        .selectFrom('sysUser')
        .select(['id', 'nickName'])
        .where('userName', '=', 'zhangwei')
        .executeTakeFirst()
      if (!zhangwei) return
      const year = new Date(now).getFullYear()
      const wanted = [
        {
          n: 1,
          guid: 'prj-tea-expo',
          value: 95,
          reason: '老客户续展，给予 5% 优惠',
          at: now - 9 * DAY,
        },
        {
          n: 2,
          guid: 'prj-medical-expo',
          value: 80,
          reason: '首届落地本馆，主办方要求八折；低于底价，报分管领导审批',
          at: now - 2 * DAY,
        },
      ]
      for (const w of wanted) {
        const p = await trx
          .selectFrom('project')
          .select(['guid', 'title', 'loadInTime', 'loadOutTime', 'ownerId', 'deptId'])
          .where('guid', '=', w.guid)
          .executeTakeFirst()
        if (!p) continue
        const figures = await discountFigures(trx, p, { type: 'rate', value: w.value })
        const guid = `yh-seed-${w.n}`
        const number = `YH-${year}-${String(w.n).padStart(4, '0')}`
        await trx
          .insertInto('projectDiscount')
          .values({
            guid,
            discountNumber: number,
            projectGuid: p.guid,
            type: 'rate',
            value: w.value,
            ...figures,
            reason: w.reason,
            state: figures.belowFloor ? 1 : 2,
            ownerId: p.ownerId,
            deptId: p.deptId,
            createdBy: zhangwei.id,
            createdAt: w.at,
            updatedAt: w.at,
          })
          .execute()
        if (figures.belowFloor)
          await submitForApproval(
            trx,
            {
              docType: 'discount',
              docGuid: guid,
              title: `${number} ${p.title}`,
              amount: figures.discountAmount,
              link: `/project/discountManagement?guid=${guid}`,
            },
            { ...zhangwei, roles: ['sales_manager'], permissions: [] },
            w.at,
          )
        else
          await recordTransition(trx, {
            docType: 'discount',
            docGuid: guid,
            action: 'autoApprove',
            from: 'draft',
            to: 'approved',
            user: zhangwei,
            now: w.at,
          })
      }
    },
  },
  {
    // 文件模板 (the screen was empty): the declaration checklist's forms, each a small .xlsx
    // stored as an upload is and referenced by its template (files.refs.ts)
    name: 'file-templates',
    run: async (trx, { now }) => {
      for (const [i, f] of FILE_TEMPLATES.entries()) {
        const data = await xlsxOf(
          // a sheet's name takes no / (办展批文/备案)
          f.name.replace(/[*?:\\/[\]]/g, '、'),
          [
            { header: '填写项', width: 28, value: (row: string) => row },
            { header: '内容', width: 48, value: () => '' },
          ],
          f.fields,
        )
        const sha256 = createHash('sha256').update(data).digest('hex')
        await insertFileOnce(trx, {
          sha256,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data,
          // the seed's, not a user's: no one's upload quota counts them (files.limits.ts)
          createdBy: 0,
          now,
        })
        const guid = `ft-seed-${i + 1}`
        const fileUrl = `/files/${sha256}.xlsx`
        await trx
          .insertInto('fileTemplate')
          .values({
            ...seeded(i + 1, now - (FILE_TEMPLATES.length - i) * 60_000),
            guid,
            name: f.name,
            category: f.category,
            fileUrl,
            fileName: `${f.name}.xlsx`,
            remark: f.remark,
            ...NO_OWNER,
          })
          .execute()
        await addFileRefs(trx, fileRef.fileTemplate(guid), [fileUrl])
      }
    },
  },
  // 申报文件 (domain.md §3): the templates' deadlines and the projects' checklists, the anime
  // show's partly missing (declaration-step.ts)
  { name: 'declaration-files', run: seedDeclarationFiles },
  // 商机 (domain.md §3): every stage with follow-ups, the won ones linked to their projects
  { name: 'opportunities', run: seedOpportunities },
  // 合同管理 (domain.md "Contract"): the signed projects' contracts, the medical expo's at 财务审核
  { name: 'contracts', run: seedContracts },
  // 形式发票 (domain.md "Finance"): drafts, issued, confirmed, one converted and one void
  { name: 'proforma-invoices', run: seedProformaInvoices },
  // 收款记录 (domain.md "Finance"): the receipts claimed against the instalments, two overdue,
  // one partly paid, three waiting to be claimed
  { name: 'receipts', run: seedReceipts },
  // 收入明细 (domain.md "Finance"): the signed contracts' income and the events' extras
  { name: 'income', run: seedIncome },
  // 服务商合同 (issue 14): eight providers, the catering concession's 15% monthly settlements
  { name: 'provider-contracts', run: seedProviderContracts },
  // 退款审核 (issue 14): a deposit at 财务经理, an overpayment approved, a deposit paid
  { name: 'refunds', run: seedRefunds },
  // 对账结算 (domain.md "Finance"): two sheets 已结清, the robot fair's waiting for the customer
  { name: 'settlements', run: seedSettlements },
  // 操作日志 (domain.md §3): the writes the seeded activity stands for; last, it reads them all
  { name: 'operation-log', run: seedOperationLog },
]
