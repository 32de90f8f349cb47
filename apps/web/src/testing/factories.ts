import type { LoginResult, MenuNode, SystemEntry } from '@app/contracts'

let nextId = 1
const node = (
  menuType: MenuNode['menuType'],
  path: string,
  menuName: string,
  children: MenuNode[] = [],
  extra: Partial<MenuNode> = {},
): MenuNode => ({ id: nextId++, parentId: 0, path, menuName, menuType, children, ...extra })

export const groupMenu = (path: string, name: string, children: MenuNode[]) =>
  node('M', path, name, children)
export const pageMenu = (path: string, name: string, extra: Partial<MenuNode> = {}) =>
  node('C', path, name, [], extra)
export const buttonMenu = (infPerms: string) => node('F', '', infPerms, [], { infPerms })

export const venueSystem = (menus?: MenuNode[]): SystemEntry => ({
  name: '场馆管理系统',
  code: 'venue',
  menus: menus ?? [
    groupMenu('/project', '项目管理', [
      pageMenu('/project/projectInfo', '项目信息'),
      pageMenu('/project/declarationFile', '申报文件'),
    ]),
    groupMenu('/contractManagement', '合同管理', [
      pageMenu('/contractManagement/contractManagement', '合同管理'),
      pageMenu('/contractManagement/serviceProviderContract', '服务商合同'),
    ]),
    groupMenu('/system', '系统管理', [
      pageMenu('/system/user', '用户管理'),
      pageMenu('/system/data-manage', '数据字典'),
      buttonMenu('system:user:add'),
    ]),
    groupMenu('/reportManagement', '报表管理', [
      pageMenu('/reportManagement/salesReport', '销售报表'),
      pageMenu('/statistics/occupancy', '场地占用率'),
    ]),
  ],
})

export const serviceSystem = (): SystemEntry => ({
  name: '综合服务平台',
  code: 'service',
  menus: [
    groupMenu('/exhibitionList', '展会列表', [
      pageMenu('/exhibitionList/exhibitionList', '展会列表'),
    ]),
    groupMenu('/homeManagement', '平台配置', [
      pageMenu('/homeManagement/registrationConfig', '报馆配置'),
      pageMenu('/homeManagement/userAudit', '用户审核'),
    ]),
    groupMenu('/exhibitionManagement', '展会管理', [
      pageMenu('/exhibitionManagement/exhibitionConfig', '展会配置'),
    ]),
  ],
})

export const credentialSystem = (): SystemEntry => ({
  name: '证件系统',
  code: 'credential',
  menus: [
    groupMenu('/certificateHome', '证件首页', [
      pageMenu('/certificateHome/certificateHome', '证件首页'),
    ]),
    groupMenu('/setting', '证件设置', [
      pageMenu('/setting/formConfig', '表单配置'),
      pageMenu('/setting/editForm', '编辑表单', { hidden: true }),
    ]),
  ],
})

export const loginResult = (overrides: Partial<LoginResult> = {}): LoginResult => ({
  token: 'token-1',
  menuList: [venueSystem(), serviceSystem(), credentialSystem()],
  roleNames: ['系统管理员'],
  roles: ['admin'],
  permissions: ['system:user:add'],
  nickName: '王经理',
  userName: 'admin',
  deptName: '运营部',
  addDate: 1_700_000_000_000,
  ...overrides,
})
