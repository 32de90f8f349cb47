// The default approval chains (docs/product/domain.md "Workflow and approvals"), editable
// by an administrator. Nodes name a role; the demo account holding it is noted beside.
// A node with an amount applies from that amount on: the contract chain's 总经理 (from
// ¥3,000,000).

export interface SeedApprovalNode {
  docType: string
  seq: number
  name: string
  roleKey: string
  /** fen; the node applies from this amount on */
  minAmount: number | null
}

const chain = (
  docType: string,
  nodes: Array<[name: string, roleKey: string]>,
): SeedApprovalNode[] =>
  nodes.map(([name, roleKey], i) => ({ docType, seq: i + 1, name, roleKey, minAmount: null }))

export const APPROVAL_CHAINS: SeedApprovalNode[] = [
  // a discount below the floor price
  ...chain('discount', [['分管领导', 'leader']]), // huangjun
  ...chain('project_cancel', [
    ['财务经理', 'finance_manager'], // zhaomin
    ['分管领导', 'leader'], // huangjun
  ]),
  ...chain('contract', [
    ['财务审核', 'finance_manager'], // zhaomin
    ['法务审核', 'contract_auditor'], // zhouting
    ['分管领导', 'leader'], // huangjun
  ]),
  {
    docType: 'contract',
    seq: 4,
    name: '总经理',
    roleKey: 'general_manager',
    minAmount: 300_000_000,
  }, // chenguodong
  ...chain('refund', [
    ['财务经理', 'finance_manager'], // zhaomin
    ['分管领导', 'leader'], // huangjun
  ]),
]
