// 资源管理: the venue's rentable resources (docs/product/system.md "Resources").

export interface SeedResource {
  name: string
  /** Dictionary `resource_type`. */
  type: string
  unit: string
  quantity: number
  price: number
  /** The site it sits on (seed guid), or null. */
  siteGuid: string | null
  remark: string
}

export const RESOURCES: SeedResource[] = [
  {
    name: 'LED大屏 东广场 P4',
    type: 'LED屏',
    unit: '块·天',
    quantity: 1,
    price: 18_000,
    siteGuid: 'site-plaza-e',
    remark: '12m×6m，户外P4全彩',
  },
  {
    name: 'LED大屏 西广场 P6',
    type: 'LED屏',
    unit: '块·天',
    quantity: 1,
    price: 12_000,
    siteGuid: 'site-plaza-w',
    remark: '10m×5m，户外P6',
  },
  {
    name: 'LED屏 南登录大厅 P2.5',
    type: 'LED屏',
    unit: '块·天',
    quantity: 2,
    price: 6_500,
    siteGuid: 'site-lobby-s',
    remark: '室内P2.5，6m×3.5m',
  },
  {
    name: 'LED屏 多功能厅主舞台',
    type: 'LED屏',
    unit: '块·场',
    quantity: 1,
    price: 8_800,
    siteGuid: 'site-mph',
    remark: '舞台背景屏 16m×5m',
  },
  {
    name: '广告位 1号馆入口 灯箱',
    type: '广告位',
    unit: '个·天',
    quantity: 6,
    price: 800,
    siteGuid: 'site-h1',
    remark: '双面灯箱 2m×3m',
  },
  {
    name: '广告位 南登录大厅 吊旗',
    type: '广告位',
    unit: '面·天',
    quantity: 40,
    price: 150,
    siteGuid: 'site-lobby-s',
    remark: '',
  },
  {
    name: '广告位 东广场 拱门',
    type: '广告位',
    unit: '座·天',
    quantity: 2,
    price: 3_000,
    siteGuid: 'site-plaza-e',
    remark: '充气拱门，含安装',
  },
  {
    name: '广告位 连廊 桁架喷绘',
    type: '广告位',
    unit: '㎡·天',
    quantity: 300,
    price: 35.5,
    siteGuid: null,
    remark: '1-4号馆连廊',
  },
  {
    name: '地下停车场 B1 区',
    type: '停车区',
    unit: '车位·天',
    quantity: 420,
    price: 60,
    siteGuid: 'site-p1',
    remark: '小型车',
  },
  {
    name: 'P2停车场 贵宾车位',
    type: '停车区',
    unit: '车位·天',
    quantity: 30,
    price: 120,
    siteGuid: 'site-p2',
    remark: '',
  },
  {
    name: '货车轮候区 布展车位',
    type: '停车区',
    unit: '车位·次',
    quantity: 80,
    price: 200,
    siteGuid: 'site-truck',
    remark: '布撤展期间凭证入场',
  },
  {
    name: '同声传译设备',
    type: '设备',
    unit: '套·天',
    quantity: 4,
    price: 4_500,
    siteGuid: 'site-hall-intl',
    remark: '含4通道译员间',
  },
  {
    name: '无线导览耳机',
    type: '设备',
    unit: '台·天',
    quantity: 300,
    price: 15,
    siteGuid: null,
    remark: '',
  },
  {
    name: '投影仪 10000流明',
    type: '设备',
    unit: '台·场',
    quantity: 6,
    price: 1_200,
    siteGuid: null,
    remark: '',
  },
  {
    name: '会议扩声系统',
    type: '设备',
    unit: '套·场',
    quantity: 3,
    price: 2_800,
    siteGuid: 'site-mph',
    remark: '',
  },
  {
    name: '电动叉车',
    type: '设备',
    unit: '台·小时',
    quantity: 12,
    price: 180,
    siteGuid: null,
    remark: '布撤展专用，含司机',
  },
]
