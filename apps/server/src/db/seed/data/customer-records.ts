// The ten customers of docs/product/demo-data.md "Customers": fictional organisations with
// real naming patterns, each with contacts, invoicing data and a sales owner.
import { type CustomerContact, creditCodeCheckChar } from '@app/contracts'
import { CUSTOMERS } from './customers.ts'
import { createRng } from './random.ts'

/** A customer as the seed writes it (the owner by user name). */
export interface SeedCustomer {
  guid: string
  name: string
  creditCode: string
  type: string
  /** Labels of the industry and region dictionaries (stored as their values). */
  industry: string
  region: string
  grade: 'A' | 'B' | 'C'
  source: string
  owner: string
  contacts: CustomerContact[]
  blacklisted?: boolean
  creditNote?: string
  invoiceBank: string
  invoiceAccount: string
  invoiceAddressPhone: string
}

/** A 统一社会信用代码 of its first 17 characters and their check character (GB 32100-2015). */
const code = (first17: string): string => first17 + creditCodeCheckChar(first17)

const contact = (
  name: string,
  title: string,
  mobile: string,
  email: string,
  primary = false,
): CustomerContact => ({ name, title, mobile, email, primary })

export const SEED_CUSTOMERS: SeedCustomer[] = [
  {
    guid: 'cus-pengzhan',
    name: CUSTOMERS.pengzhan,
    creditCode: code('91440300MA5DQ8K2X'),
    type: '主办单位',
    industry: '综合',
    region: '华南',
    grade: 'A',
    source: '老客户',
    owner: 'zhangwei',
    contacts: [
      contact('王建国', '总经理', '13823182671', 'wangjg@pengzhan-expo.example', true),
      contact('陈丽', '项目经理', '13590217734', 'chenli@pengzhan-expo.example'),
    ],
    invoiceBank: '招商银行深圳福田支行',
    invoiceAccount: '755912345610801',
    invoiceAddressPhone: '深圳市福田区福华三路88号 0755-83216688',
  },
  {
    guid: 'cus-mech-society',
    name: CUSTOMERS.mechSociety,
    creditCode: code('51440000MJ0000312'),
    type: '行业协会',
    industry: '机械制造',
    region: '华南',
    grade: 'A',
    source: '行业协会',
    owner: 'zhangwei',
    contacts: [contact('李明', '秘书长', '13902281156', 'liming@gdmes.example', true)],
    invoiceBank: '中国工商银行广州天河支行',
    invoiceAccount: '3602001109200123456',
    invoiceAddressPhone: '广州市天河区天河路101号 020-87651234',
  },
  {
    guid: 'cus-huanan-group',
    name: CUSTOMERS.huananGroup,
    creditCode: code('91440101MA59K3L7P'),
    type: '主办单位',
    industry: '综合',
    region: '华南',
    grade: 'A',
    source: '老客户',
    owner: 'zhangwei',
    contacts: [
      contact('刘志强', '副总裁', '13711459902', 'liuzq@hngroup.example', true),
      contact('黄敏', '展务主管', '13826061188', 'huangmin@hngroup.example'),
    ],
    invoiceBank: '中国银行广州海珠支行',
    invoiceAccount: '6912 5874 1230 0098',
    invoiceAddressPhone: '广州市海珠区阅江中路380号 020-89123456',
  },
  {
    guid: 'cus-huibo',
    name: CUSTOMERS.huibo,
    creditCode: code('91310115MA1K4B2C6'),
    type: '承办单位',
    industry: '汽车及零部件',
    region: '华东',
    grade: 'B',
    source: '展会推荐',
    owner: 'zhangwei',
    contacts: [contact('周涛', '项目总监', '13917726645', 'zhoutao@huibo.example', true)],
    invoiceBank: '上海浦东发展银行张江支行',
    invoiceAccount: '98160078801200001234',
    invoiceAddressPhone: '上海市浦东新区龙阳路2345号 021-68881234',
  },
  {
    guid: 'cus-ccpit',
    name: CUSTOMERS.ccpit,
    creditCode: code('11440300007518236'),
    type: '政府机关',
    industry: '综合',
    region: '华南',
    grade: 'A',
    source: '政府引荐',
    owner: 'huangjun',
    contacts: [contact('郑华', '会展处处长', '13600083321', 'zhenghua@ccpit-xg.example', true)],
    invoiceBank: '中国建设银行星港分行',
    invoiceAccount: '44201500100052501234',
    invoiceAddressPhone: '星港市中心区市民大道1号 0755-88120001',
  },
  {
    guid: 'cus-commerce-bureau',
    name: CUSTOMERS.commerceBureau,
    creditCode: code('11440300MB2C91003'),
    type: '政府机关',
    industry: '综合',
    region: '华南',
    grade: 'A',
    source: '政府引荐',
    owner: 'huangjun',
    contacts: [
      contact('孙伟', '会展办主任', '13530019876', 'sunwei@commerce-xg.example', true),
      contact('林芳', '科员', '13798221045', 'linfang@commerce-xg.example'),
    ],
    invoiceBank: '中国农业银行星港市分行',
    invoiceAccount: '41000500040012345',
    invoiceAddressPhone: '星港市中心区市民大道2号 0755-88120200',
  },
  {
    guid: 'cus-xinghe',
    name: CUSTOMERS.xinghe,
    creditCode: code('91440300MA5G2R8N1'),
    type: '主办单位',
    industry: '文化创意/动漫',
    region: '华南',
    grade: 'B',
    source: '官网咨询',
    owner: 'zhangwei',
    contacts: [contact('赵小雨', '活动策划', '13428870012', 'zhaoxy@xinghe-acg.example', true)],
    creditNote: '上届展会尾款逾期45天结清，本届要求提高定金比例',
    invoiceBank: '平安银行深圳南山支行',
    invoiceAccount: '15000098765432',
    invoiceAddressPhone: '深圳市南山区科技园南区18栋 0755-86001234',
  },
  {
    guid: 'cus-tengyuan',
    name: CUSTOMERS.tengyuan,
    creditCode: code('91440300192235611'),
    type: '企业',
    industry: '电子信息',
    region: '华南',
    grade: 'B',
    source: '电话开发',
    owner: 'zhangwei',
    contacts: [contact('吴婷', '行政总监', '13691102233', 'wuting@tengyuan.example', true)],
    invoiceBank: '中国银行深圳科技园支行',
    invoiceAccount: '7654 3210 9876 5432',
    invoiceAddressPhone: '深圳市南山区高新南一道9号 0755-26551234',
  },
  {
    guid: 'cus-talent',
    name: CUSTOMERS.talent,
    creditCode: code('12440300455861234'),
    type: '企业',
    industry: '教育培训',
    region: '华南',
    grade: 'C',
    source: '老客户',
    owner: 'liuyang',
    contacts: [contact('何军', '招聘会主管', '13510045566', 'hejun@southtalent.example', true)],
    invoiceBank: '中国工商银行星港人民路支行',
    invoiceAccount: '4000021109200456789',
    invoiceAddressPhone: '星港市人民路66号 0755-82345678',
  },
  {
    guid: 'cus-tea-association',
    name: CUSTOMERS.teaAssociation,
    creditCode: code('51440000MJL172043'),
    type: '行业协会',
    industry: '茶及茶文化',
    region: '港澳台',
    grade: 'A',
    source: '行业协会',
    owner: 'zhangwei',
    contacts: [
      contact('梁国华', '会长', '13802267718', 'lianggh@gbatea.example', true),
      contact('陈静', '展会秘书处', '13725539981', 'chenjing@gbatea.example'),
    ],
    invoiceBank: '中国银行深圳罗湖支行',
    invoiceAccount: '7482 0011 2233 4455',
    invoiceAddressPhone: '深圳市罗湖区深南东路5002号 0755-25881234',
  },
]

/** The seeded customer of an organiser's name, when it is one of the ten. */
export const customerGuidOf = (name: string): string | undefined =>
  SEED_CUSTOMERS.find((c) => c.name === name)?.guid

/** Follow-ups (days from today, how, what, the next date in days or none). */
export const SEED_FOLLOW_UPS: ReadonlyArray<{
  customer: string
  day: number
  method: string
  content: string
  nextDay: number | null
}> = [
  {
    customer: 'cus-pengzhan',
    day: -20,
    method: '拜访',
    content: '拜访王总，沟通明年春季餐饮连锁加盟展档期，意向5号馆',
    nextDay: -5,
  },
  {
    customer: 'cus-pengzhan',
    day: -3,
    method: '电话',
    content: '确认婚庆博览会布展时间，客户要求提前半天进馆',
    nextDay: 7,
  },
  {
    customer: 'cus-xinghe',
    day: -12,
    method: '微信',
    content: '催缴上届尾款；客户承诺月底前付清，本届申报文件仍缺消防报备',
    nextDay: -2,
  },
  {
    customer: 'cus-tea-association',
    day: -8,
    method: '会议',
    content: '茶博会筹备协调会：确认1-4号馆展位图与安保方案',
    nextDay: 2,
  },
  {
    customer: 'cus-huibo',
    day: -30,
    method: '邮件',
    content: '发送汽车消费节场地报价单（9号馆+东广场）',
    nextDay: null,
  },
]

/** The characters of a credit code (GB 32100-2015: no I, O, S, V, Z). */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CITY_PREFIXES = ['440300', '440100', '310115', '110105', '330106', '510107']
const NAME_PARTS = {
  place: ['深圳', '广州', '上海', '北京', '杭州', '成都', '东莞', '佛山', '厦门', '武汉'],
  word: ['华', '博', '鼎', '瑞', '弘', '远', '嘉', '盛', '汇', '星', '新', '锦', '达', '恒'],
  trade: ['会展服务', '展览', '文化传播', '国际会展', '广告', '科技', '商务咨询', '活动策划'],
}
const BULK_TYPES = ['主办单位', '承办单位', '企业', '行业协会', '政府机关', '演艺经纪']

/**
 * `n` generated customers for the API benchmark (docs/product/performance.md "API"): unique
 * names and valid, unique credit codes; types, grades, industries, regions and owners
 * spread as a venue's book would be. The owners are `owners` (id and department).
 */
export function buildCustomersBulk(
  n: number,
  owners: ReadonlyArray<{ id: number; deptId: number | null }>,
  dicts: { industries: readonly string[]; regions: readonly string[] },
  now: number,
) {
  const rng = createRng(20_261_126)
  return Array.from({ length: n }, (_, i) => {
    // the index in base 31, nine characters: unique by construction
    let body = ''
    for (let k = 0, v = i; k < 9; k++, v = Math.floor(v / 31)) body = CODE_CHARS[v % 31] + body
    const first17 = `91${rng.pick(CITY_PREFIXES)}${body}`
    const owner = rng.pick(owners)
    const name = `${rng.pick(NAME_PARTS.place)}市${rng.pick(NAME_PARTS.word)}${rng.pick(
      NAME_PARTS.word,
    )}${rng.pick(NAME_PARTS.trade)}有限公司${i + 1}号`
    const mobile = `13${String(rng.int(0, 999_999_999)).padStart(9, '0')}`
    const contactName = `${rng.pick(['王', '李', '张', '刘', '陈', '杨', '黄', '赵'])}经理`
    return {
      guid: `cus-bulk-${i + 1}`,
      name,
      creditCode: first17 + creditCodeCheckChar(first17),
      type: rng.pick(BULK_TYPES),
      industry: rng.pick(dicts.industries),
      region: rng.pick(dicts.regions),
      grade: rng.pick(['A', 'B', 'B', 'C', 'C', 'C']),
      source: rng.pick(['老客户', '展会推荐', '官网咨询', '电话开发']),
      ownerId: owner.id,
      contacts: JSON.stringify([
        { name: contactName, title: '', mobile, email: '', primary: true },
      ]),
      contactName,
      contactMobile: mobile,
      blacklisted: rng.chance(0.01) ? 1 : 0,
      creditNote: '',
      invoiceTitle: name,
      invoiceTaxNo: first17 + creditCodeCheckChar(first17),
      invoiceBank: '',
      invoiceAccount: '',
      invoiceAddressPhone: '',
      status: 1,
      sort: 0,
      remark: '',
      deptId: owner.deptId,
      createdBy: owner.id,
      createdAt: now - i * 60_000,
      updatedAt: now - i * 60_000,
    }
  })
}
