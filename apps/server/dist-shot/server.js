var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/config.ts
import { resolve } from "node:path";
var trustProxyOf = (v) => {
  const value = v?.trim() ?? "";
  if (value === "" || value === "0" || value === "false") return false;
  return value === "true" || value === "1" ? true : value;
};
var num = (v, fallback) => {
  const n = Number(v);
  return v !== void 0 && v !== "" && Number.isFinite(n) ? n : fallback;
};
function loadConfig(env = process.env) {
  const root = resolve(import.meta.dirname, "../../..");
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || void 0,
    dataDir: resolve(root, env.DATA_DIR ?? "data"),
    sessionIdleMinutes: num(env.SESSION_IDLE_MINUTES, 480),
    loginRateLimitPerMinute: num(env.LOGIN_RATE_LIMIT_PER_MINUTE, 30),
    loginMaxFailures: 5,
    loginLockMinutes: 10,
    uploadQuotaMb: num(env.UPLOAD_QUOTA_MB, 500),
    feishu: {
      baseUrl: env.FEISHU_BASE_URL ?? "https://open.feishu.cn",
      appId: env.FEISHU_APP_ID ?? "",
      appSecret: env.FEISHU_APP_SECRET ?? ""
    },
    // relative to where the server starts; '' serves no web app (the API alone)
    webDist: env.WEB_DIST === void 0 ? resolve(root, "apps/web/dist") : env.WEB_DIST && resolve(env.WEB_DIST),
    seedDemo: env.SEED_DEMO !== "0",
    trustProxy: trustProxyOf(env.TRUST_PROXY)
  };
}

// src/app.ts
import { existsSync as existsSync2 } from "node:fs";
import { join as join3 } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";

// ../../packages/contracts/src/common/envelope.schemas.ts
import { z } from "zod";
var ResultCode = {
  ok: 200,
  accepted: 202,
  resetContent: 205,
  partial: 206,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  serverError: 500
};
var PAGE_SIZES = [10, 20, 30, 50, 200, 2e3];
var DEFAULT_PAGE = 1;
var DEFAULT_PAGE_SIZE = 20;
var pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1e6).default(DEFAULT_PAGE),
  pageSize: z.coerce.number().int().refine((n) => PAGE_SIZES.includes(n), {
    message: "validation.pageSize"
  }).default(DEFAULT_PAGE_SIZE)
});
var pageResultSchema = (item) => z.object({ list: z.array(item), count: z.number().int().min(0) });
var epochMs = z.number().int().min(0);
var epochMsQuery = z.preprocess(
  (v) => v === "" || v === null ? void 0 : v,
  z.coerce.number().int().min(0).max(864e13).optional()
);
var textFilter = (max = 100) => z.preprocess(
  (v) => typeof v === "string" ? v.trim() || void 0 : v,
  z.string().max(max).optional()
);
var guidSchema = z.string().min(1).max(64);

// ../../packages/contracts/src/common/endpoint.ts
var API_BASE = "/xgz";
var AUDIT_ACTIONS = [
  "add",
  "edit",
  "save",
  "delete",
  "export",
  "import",
  "status",
  "audit",
  "grant",
  "reset",
  "unlock",
  "other"
];
var defineEndpoint = (e) => e;

// ../../packages/contracts/src/common/permissions.ts
var ALL_PERMISSIONS = "*:*:*";
var permissionsOf = (prefix, actions) => Object.fromEntries(actions.map((a) => [a, `${prefix}:${a}`]));
var CRUD_ACTIONS = ["list", "query", "add", "edit", "remove"];
var crud = (prefix, ...extra) => permissionsOf(prefix, [...CRUD_ACTIONS, ...extra]);
var PERMISSIONS = {
  exhibition: crud("platform:exhibition", "home", "copy"),
  loginLog: permissionsOf("monitor:logininfor", ["list", "unlock", "export"]),
  operationLog: permissionsOf("monitor:operlog", ["list", "query", "export"]),
  // docs/product/shell.md "Error log": a button of 操作日志, whose 前端错误 view it opens
  clientError: permissionsOf("monitor:clientError", ["list"]),
  // docs/product/domain.md "Approval chains": held through *:*:* until the chain editor's page
  approvalChain: permissionsOf("system:approvalChain", ["list", "edit"]),
  // Venue system: projects (/project)
  project: crud("venue:project", "export"),
  declarationFile: permissionsOf("venue:declarationFile", ["list", "upload", "audit", "remove"]),
  discount: crud("venue:discount", "submit", "audit"),
  projectCancel: permissionsOf("venue:projectCancel", [
    "list",
    "query",
    "add",
    "edit",
    "audit",
    "export"
  ]),
  templateDownload: permissionsOf("venue:templateDownload", ["list", "download"]),
  // Venue system: contracts (/contractManagement)
  contract: crud("venue:contract", "submit", "withdraw", "audit", "sign", "export"),
  contractAudit: permissionsOf("venue:contractAudit", ["list", "query", "export"]),
  contractPaymentPlan: crud("venue:contractPaymentPlan", "export"),
  paymentStatistics: permissionsOf("venue:paymentStatistics", ["list", "export"]),
  providerContract: crud("venue:providerContract", "audit", "export"),
  providerSettlement: permissionsOf("venue:providerSettlement", ["list", "add", "evaluate"]),
  // Venue system: scheduling (/schedules)
  // confirm: a booking made or set 已确认 (otherwise that comes with a signed contract)
  schedule: permissionsOf("venue:schedule", ["list", "add", "edit", "remove", "export", "confirm"]),
  projectCalendar: permissionsOf("venue:projectCalendar", ["list", "export"]),
  dailyReservation: permissionsOf("venue:dailyReservation", ["list", "export"]),
  reservationConflict: permissionsOf("venue:reservationConflict", [
    "list",
    "handle",
    "ignore",
    "export"
  ]),
  // Venue system: customers (/customer)
  // mobile: contacts' mobiles whole in the list and its sheet (masked otherwise)
  customer: crud("venue:customer", "export", "import", "follow", "mobile"),
  opportunity: crud("venue:opportunity", "follow", "convert", "export"),
  // Venue system: finance (/financialManagement)
  receivable: permissionsOf("venue:receivable", ["list", "query", "export"]),
  income: permissionsOf("venue:income", ["list", "query", "export"]),
  receipt: crud("venue:receipt", "claim", "export"),
  proformaInvoice: crud("venue:proformaInvoice", "issue", "void", "export"),
  settlement: permissionsOf("venue:settlement", [
    "list",
    "query",
    "add",
    "edit",
    "confirm",
    "export"
  ]),
  refund: permissionsOf("venue:refund", ["list", "query", "add", "edit", "audit", "pay", "export"]),
  // Venue system: venue information (/venueInformation)
  venueGuide: permissionsOf("venue:venueGuide", ["list", "edit"]),
  venueFile: permissionsOf("venue:venueFile", ["list", "upload", "download", "remove"]),
  // Venue system: tasks (/taskManagement)
  workTip: permissionsOf("venue:workTip", ["list", "read"]),
  task: crud("venue:task", "feedback", "close"),
  forecast: permissionsOf("venue:forecast", ["list", "export", "print"]),
  taskStatistics: permissionsOf("venue:taskStatistics", ["list", "export"]),
  // Venue system: reports (/reportManagement)
  venueUtilizationReport: permissionsOf("report:venueUtilization", ["list", "export"]),
  incomeReport: permissionsOf("report:incomeAnalysis", ["list", "export"]),
  customerReport: permissionsOf("report:customerAnalysis", ["list", "export"]),
  collectionReport: permissionsOf("report:contractCollection", ["list", "export"]),
  // Venue system: administration (/system)
  user: crud("system:user", "export", "import", "resetPwd"),
  role: crud("system:role", "export"),
  menu: crud("system:menu"),
  dept: crud("system:dept"),
  dict: crud("system:dict", "export"),
  site: crud("system:site", "disable", "export"),
  resource: crud("system:resource"),
  module: crud("system:module"),
  price: crud("system:price", "export"),
  scheduleTemplate: crud("system:scheduleTemplate"),
  remarkTemplate: crud("system:remarkTemplate"),
  paymentPlanTemplate: crud("system:paymentPlanTemplate"),
  fileTemplate: crud("system:fileTemplate"),
  contractTemplate: crud("system:contractTemplate"),
  // Service platform: platform settings (/homeManagement)
  registrationConfig: permissionsOf("platform:registrationConfig", ["list", "edit"]),
  userAudit: permissionsOf("platform:userAudit", ["list", "query", "audit", "freeze", "export"]),
  overtimeRule: permissionsOf("platform:overtimeRule", ["list", "add", "edit", "remove"]),
  // Service platform: per-exhibition configuration (/exhibitionManagement)
  exhibitionConfig: permissionsOf("platform:exhibitionConfig", ["query", "edit"]),
  serviceItem: permissionsOf("platform:serviceItem", ["list", "add", "edit", "remove"]),
  badgeConfig: permissionsOf("platform:badgeConfig", ["query", "edit"]),
  overtimeConfig: permissionsOf("platform:overtimeConfig", ["query", "edit"]),
  exhibitionFile: permissionsOf("platform:exhibitionFile", ["list", "add", "edit", "remove"]),
  // Service platform: registrations (/registrationManagement)
  registration: permissionsOf("platform:registration", ["list", "query", "audit", "export"]),
  serviceConfirm: permissionsOf("platform:serviceConfirm", ["list", "query", "confirm", "export"]),
  serviceAudit: permissionsOf("platform:serviceAudit", ["list", "query", "audit"]),
  overtimeAudit: permissionsOf("platform:overtimeAudit", ["list", "query", "audit", "export"]),
  // Service platform: finance (/financialManage)
  transactionOrder: permissionsOf("platform:transactionOrder", [
    "list",
    "query",
    "audit",
    "voucher",
    "cancel",
    "invoice",
    "export"
  ]),
  depositRefund: permissionsOf("platform:depositRefund", [
    "list",
    "query",
    "audit",
    "refund",
    "export"
  ]),
  // Credential system: settings (/setting)
  certType: crud("cert:certType"),
  certTarget: crud("cert:certTarget"),
  certForm: permissionsOf("cert:certForm", ["list", "edit"]),
  personBlacklist: permissionsOf("cert:personBlacklist", [
    "list",
    "add",
    "edit",
    "remove",
    "import",
    "export"
  ]),
  vehicleBlacklist: permissionsOf("cert:vehicleBlacklist", [
    "list",
    "add",
    "edit",
    "remove",
    "import",
    "export"
  ]),
  // Credential system: audits (/audit)
  personCertAudit: permissionsOf("cert:personCertAudit", ["list", "query", "audit", "export"]),
  vehicleCertAudit: permissionsOf("cert:vehicleCertAudit", ["list", "query", "audit", "export"]),
  vehicleDeposit: permissionsOf("cert:vehicleDeposit", [
    "list",
    "query",
    "collect",
    "deduct",
    "refund",
    "export"
  ]),
  // Credential system: making and receiving (/management)
  personCertMake: permissionsOf("cert:personCertMake", [
    "list",
    "make",
    "receive",
    "reissue",
    "export"
  ]),
  vehicleCertMake: permissionsOf("cert:vehicleCertMake", [
    "list",
    "make",
    "receive",
    "reissue",
    "export"
  ]),
  // Credential system: queries (/certQuery); `sensitive` shows ID numbers and mobiles whole
  personCertQuery: permissionsOf("cert:personCertQuery", ["list", "query", "sensitive", "export"]),
  vehicleCertQuery: permissionsOf("cert:vehicleCertQuery", [
    "list",
    "query",
    "sensitive",
    "export"
  ]),
  // Credential system: gate verification (/verification)
  personTravel: permissionsOf("cert:personTravel", ["list", "export"]),
  vehicleTravel: permissionsOf("cert:vehicleTravel", ["list", "export"])
};
var collect = (o) => typeof o === "string" ? [o] : Object.values(o).flatMap(collect);
var PERMISSION_LIST = collect(PERMISSIONS);
var hasAnyPermission = (held, wanted) => held.includes(ALL_PERMISSIONS) || wanted.some((p2) => held.includes(p2));

// ../../packages/contracts/src/common/resource.ts
import { z as z2 } from "zod";
var resourceGuidQuerySchema = z2.object({ guid: guidSchema });
var guidsBodySchema = z2.object({ guids: z2.array(guidSchema).min(1).max(2e3) });
var versionSchema = z2.number().int().min(0);
var ENABLED = 1;
var DISABLED = 0;
var statusSchema = z2.union([z2.literal(ENABLED), z2.literal(DISABLED)]);
var statusFilter = z2.preprocess(
  (v) => v === "" || v === null ? void 0 : v,
  z2.coerce.number().pipe(statusSchema).optional()
);
var recordTailShape = {
  sort: z2.number().int(),
  status: statusSchema,
  remark: z2.string(),
  createdAt: z2.number().int(),
  updatedAt: z2.number().int(),
  version: z2.number().int()
};
var saveKeyShape = {
  guid: guidSchema.optional(),
  version: versionSchema.optional()
};
var saveTailShape = {
  sort: z2.number().int().min(0).max(9999).default(0),
  status: statusSchema.default(1),
  remark: z2.string().trim().max(500).default("")
};
var changeStatusBodySchema = z2.object({ guid: guidSchema, status: statusSchema });
var fieldErrorsSchema = z2.object({ fields: z2.record(z2.string(), z2.string()) });
var resourceEndpoints = (r) => {
  const p2 = r.permissions;
  const editPermissions = [p2.add, p2.edit].filter((x) => x !== void 0);
  const audit = (action) => ({ module: r.title, action });
  return {
    names: { title: r.title, labels: r.labels },
    permissions: p2,
    page: defineEndpoint({
      method: "GET",
      path: `${r.base}/page`,
      auth: "token",
      permission: p2.list,
      query: r.query,
      response: pageResultSchema(r.row),
      summary: `${r.name}: filtered and paged`
    }),
    detail: defineEndpoint({
      method: "GET",
      path: `${r.base}/detail`,
      auth: "token",
      permission: p2.query ?? p2.list,
      query: resourceGuidQuerySchema,
      response: r.detail,
      summary: `${r.name}: one record`
    }),
    addOrUpdate: defineEndpoint({
      method: "POST",
      path: `${r.base}/addOrUpdate`,
      auth: "token",
      permission: editPermissions,
      body: r.save,
      response: r.detail,
      summary: `${r.name}: create (no guid) or update (guid + version; stale -> 409)`,
      audit: audit("save")
    }),
    delete: defineEndpoint({
      method: "POST",
      path: `${r.base}/delete`,
      auth: "token",
      permission: p2.remove ?? p2.edit ?? p2.list,
      body: guidsBodySchema,
      response: z2.null(),
      summary: `${r.name}: delete by guids`,
      audit: audit("delete")
    }),
    export: defineEndpoint({
      method: "POST",
      path: `${r.base}/export`,
      auth: "token",
      permission: p2.export ?? p2.list,
      body: r.query.omit({ page: true, pageSize: true }),
      bodyKind: "form",
      response: z2.null(),
      download: "xlsx",
      summary: `${r.name}: .xlsx of the filtered list`,
      audit: audit("export")
    })
  };
};

// ../../packages/contracts/src/common/issue-message.ts
function issueMessage(issue) {
  if (issue.message.startsWith("validation.")) {
    const params = issue.code === "custom" && issue.params ? Object.fromEntries(Object.entries(issue.params).map(([k, v]) => [k, String(v)])) : void 0;
    return params ? { key: issue.message, params } : { key: issue.message };
  }
  if (issue.code === "too_big")
    return { key: "validation.tooLong", params: { max: String(issue.maximum) } };
  if (issue.code === "too_small" && Number(issue.minimum) <= 1 && issue.origin === "string")
    return { key: "validation.required" };
  if (issue.code === "too_small")
    return { key: "validation.tooShort", params: { min: String(issue.minimum) } };
  if (issue.code === "invalid_type" && issue.input === void 0)
    return { key: "validation.required" };
  return { key: "validation.invalid" };
}

// ../../packages/contracts/src/common/rich-text.ts
var RICH_TEXT_TAGS = [
  "p",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "code",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img"
];
var RICH_TEXT_ATTRIBUTES = {
  // the editor's links say target="_blank" rel="noopener noreferrer nofollow"
  a: ["href", "target", "rel", "title"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start", "type"]
};
var RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"];
var RICH_TEXT_IMAGE_SCHEMES = ["http", "https"];

// ../../packages/contracts/src/common/redact-secrets.ts
var SECRET_NAME = /pass|pwd|token|secret|ticket|authorization|cookie/i;
var MASK = "******";
var NAME = String.raw`[\w.-]*(?:pass|pwd|token|secret|ticket|authorization|cookie)[\w.-]*`;
var PATTERNS = [
  // query strings and cookies: access-token=…, pwd=…, Admin-Token=…, bindTicket=…
  [new RegExp(String.raw`\b(${NAME})=([^&#;\s"'<>]+)`, "gi"), `$1=${MASK}`],
  // JSON and headers: "password": "…", access-token: …
  [
    new RegExp(String.raw`(["']?${NAME}["']?\s*:\s*)(?:"[^"\n]*"|'[^'\n]*'|[^\s,;"'}\]]+)`, "gi"),
    `$1"${MASK}"`
  ],
  [/\b(Bearer\s+)[\w.~+/=-]+/gi, `$1${MASK}`],
  // the Feishu sign-in's one-time code (/fs/login?code=…)
  [/([?&]code=)[^&#\s"'<>]+/gi, `$1${MASK}`],
  // SHA-256 in hex: what the sign-in sends as the password, and token hashes
  [/\b[0-9a-f]{64}\b/gi, MASK]
];
function redactSecrets(text3, known = []) {
  let out = text3;
  for (const secret of known) if (secret.length >= 8) out = out.split(secret).join(MASK);
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

// ../../packages/contracts/src/common/credit-code.ts
import { z as z3 } from "zod";
var CHARSET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
var WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
var SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
function creditCodeCheckChar(first17) {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(first17[i] ?? "") * (WEIGHTS[i] ?? 0);
  return CHARSET[(31 - sum % 31) % 31];
}
var isCreditCode = (code2) => SHAPE.test(code2) && creditCodeCheckChar(code2.slice(0, 17)) === code2[17];
var creditCodeSchema = z3.string().trim().transform((s) => s.toUpperCase()).refine(isCreditCode, { message: "validation.creditCode" });

// ../../packages/contracts/src/auth/auth.schemas.ts
import { z as z4 } from "zod";
var SYSTEM_CODES = ["venue", "service", "credential"];
var MENU_TYPES = ["M", "C", "F"];
var menuNodeSchema = z4.lazy(
  () => z4.object({
    id: z4.number().int(),
    parentId: z4.number().int(),
    path: z4.string(),
    menuName: z4.string(),
    menuType: z4.enum(MENU_TYPES),
    icon: z4.string().optional(),
    infPerms: z4.string().optional(),
    hidden: z4.boolean().optional(),
    children: z4.array(menuNodeSchema).optional()
  })
);
var systemEntrySchema = z4.object({
  name: z4.string(),
  code: z4.enum(SYSTEM_CODES),
  menus: z4.array(menuNodeSchema)
});
var loginResultSchema = z4.object({
  token: z4.string(),
  menuList: z4.array(systemEntrySchema),
  roleNames: z4.array(z4.string()),
  roles: z4.array(z4.string()),
  permissions: z4.array(z4.string()),
  nickName: z4.string(),
  userName: z4.string(),
  deptName: z4.string(),
  addDate: z4.number().int()
});
var userInfoSchema = loginResultSchema.omit({ token: true });
var passwordHashSchema = z4.string().regex(/^[0-9a-f]{64}$/, { message: "validation.passwordHash" });
var userNameSchema = z4.preprocess(
  (v) => typeof v === "string" ? v.trim() : v,
  z4.string().min(1, { message: "validation.required" }).max(64)
);
var loginQuerySchema = z4.object({ userName: userNameSchema, pwd: passwordHashSchema });
var fsLoginQuerySchema = z4.object({
  code: z4.string().min(1).max(512),
  state: z4.string().max(512).optional()
});
var bindTicketSchema = z4.object({ bindTicket: z4.string() });
var fsBindingQuerySchema = loginQuerySchema.extend({
  bindTicket: z4.string().min(1).max(512)
});
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 20;
var PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[~`!@#$%^&*()\-_=+[\]{}|\\;:'",.<>/?]).+$/;
var changePasswordBodySchema = z4.object({
  oldPassword: z4.string().min(1).max(200),
  password: z4.string().min(1).max(200),
  confirmPassword: z4.string().min(1).max(200)
});
var versionRecordSchema = z4.object({
  versionCode: z4.string(),
  onlineTime: z4.number().int(),
  onlineContent: z4.string()
});
var backgroundImageSchema = z4.object({ url: z4.string() });

// ../../packages/contracts/src/auth/auth.endpoints.ts
import { z as z5 } from "zod";
var base = "/cloud-user/api";
var authEndpoints = {
  loginByPwd: defineEndpoint({
    method: "POST",
    path: `${base}/login/byPwd`,
    auth: "none",
    query: loginQuerySchema,
    response: loginResultSchema,
    summary: "Sign in with user name and the SHA-256 of the password"
  }),
  loginByFsToken: defineEndpoint({
    method: "GET",
    path: `${base}/login/fs/byFsToken`,
    auth: "none",
    query: fsLoginQuerySchema,
    response: loginResultSchema,
    summary: "Sign in with a messaging-platform code; 206 + bindTicket when not bound"
  }),
  fsBinding: defineEndpoint({
    method: "POST",
    path: `${base}/login/fs/binding`,
    auth: "none",
    query: fsBindingQuerySchema,
    response: loginResultSchema,
    summary: "Bind the messaging-platform account to a user, then sign in"
  }),
  logout: defineEndpoint({
    method: "POST",
    path: `${base}/login/logout`,
    auth: "token",
    response: z5.literal("success"),
    summary: "Revoke the token"
  }),
  loginInfo: defineEndpoint({
    method: "GET",
    path: `${base}/login/info`,
    auth: "token",
    response: userInfoSchema,
    summary: "The signed-in user, menus and permissions"
  }),
  backgroundImage: defineEndpoint({
    method: "GET",
    path: `${base}/system/backimg`,
    auth: "none",
    response: backgroundImageSchema,
    summary: "The sign-in background image"
  }),
  changeOwnPassword: defineEndpoint({
    method: "POST",
    path: `${base}/sys/user/update/oneself/pwd`,
    auth: "token",
    body: changePasswordBodySchema,
    response: z5.null(),
    summary: "Change the own password (fields base64); revokes the other sessions"
  }),
  versionList: defineEndpoint({
    method: "GET",
    path: `${base}/system/version`,
    auth: "token",
    response: z5.array(versionRecordSchema),
    summary: "Version records, newest first"
  })
};

// ../../packages/contracts/src/workspace/workspace.schemas.ts
import { z as z6 } from "zod";
var favouriteViewSchema = z6.object({
  id: z6.number().int(),
  modelName: z6.string(),
  topicName: z6.string(),
  frontSign: z6.string()
});
var addFavouriteViewSchema = z6.object({
  modelName: z6.string().trim().min(1).max(50),
  topicName: z6.string().trim().min(1).max(50),
  frontSign: z6.string().trim().min(1).max(200).regex(/^\/[^\s]*$/, { message: "validation.routePath" })
});
var idBodySchema = z6.object({ id: z6.number().int().min(1) });
var MESSAGE_KINDS = ["notice", "task", "audit", "warning"];
var messageSchema = z6.object({
  guid: guidSchema,
  title: z6.string(),
  content: z6.string(),
  kind: z6.enum(MESSAGE_KINDS),
  link: z6.string().nullable(),
  read: z6.boolean(),
  createdAt: z6.number().int()
});
var messagePageQuerySchema = pageQuerySchema.extend({
  read: z6.preprocess(
    (v) => v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v,
    z6.boolean().optional()
  )
});
var messageReadBodySchema = z6.object({ ids: z6.array(guidSchema).min(1).max(500) });
var unreadCountSchema = z6.object({ count: z6.number().int().min(0) });

// ../../packages/contracts/src/workspace/workspace.endpoints.ts
import { z as z7 } from "zod";
var base2 = "/cloud-business/api/common";
var workspaceEndpoints = {
  favouriteViewList: defineEndpoint({
    method: "GET",
    path: `${base2}/view/collect/list`,
    auth: "token",
    query: pageQuerySchema,
    response: pageResultSchema(favouriteViewSchema),
    summary: "The user's favourite views"
  }),
  favouriteViewAdd: defineEndpoint({
    method: "POST",
    path: `${base2}/view/collect/add`,
    auth: "token",
    body: addFavouriteViewSchema,
    response: favouriteViewSchema,
    summary: "Add a favourite view"
  }),
  favouriteViewDelete: defineEndpoint({
    method: "POST",
    path: `${base2}/view/collect/delete`,
    auth: "token",
    body: idBodySchema,
    response: z7.null(),
    summary: "Remove a favourite view"
  }),
  messagePage: defineEndpoint({
    method: "GET",
    path: `${base2}/message/page`,
    auth: "token",
    query: messagePageQuerySchema,
    response: pageResultSchema(messageSchema),
    summary: "The user's messages, newest first"
  }),
  messageUnread: defineEndpoint({
    method: "GET",
    path: `${base2}/message/unread`,
    auth: "token",
    response: unreadCountSchema,
    summary: "Unread message count"
  }),
  messageRead: defineEndpoint({
    method: "POST",
    path: `${base2}/message/read`,
    auth: "token",
    body: messageReadBodySchema,
    response: z7.null(),
    summary: "Mark messages read"
  }),
  messageStream: defineEndpoint({
    method: "GET",
    path: `${base2}/message/stream`,
    auth: "cookie",
    response: z7.string(),
    summary: "Server-Sent Events: `unread` counts as they change"
  })
};

// ../../packages/contracts/src/exhibitions/exhibitions.schemas.ts
import { z as z8 } from "zod";
var EXHIBITION_STATUSES = [0, 1, 2, 3];
var exhibitionPageQuerySchema = pageQuerySchema.extend({
  exhibitionCode: textFilter(100),
  exhibitionName: textFilter(100),
  projectIndustry: textFilter(64),
  projectRegion: textFilter(64),
  applyTimeStart: epochMsQuery,
  applyTimeEnd: epochMsQuery
});
var exhibitionRowSchema = z8.object({
  guid: guidSchema,
  title: z8.string(),
  projectIdNumber: z8.string(),
  industry: z8.string().nullable(),
  region: z8.string().nullable(),
  applyTimeStart: z8.number().int().nullable(),
  applyTimeEnd: z8.number().int().nullable(),
  startTime: z8.number().int().nullable(),
  endTime: z8.number().int().nullable(),
  status: z8.number().int(),
  onHome: z8.boolean()
});
var exhibitionSchema = z8.object({
  guid: guidSchema,
  title: z8.string(),
  projectIdNumber: z8.string(),
  projectGuid: z8.string().nullable(),
  industryGuid: z8.string().nullable(),
  regionGuid: z8.string().nullable(),
  organiser: z8.string(),
  homeContractor: z8.string(),
  halls: z8.string(),
  applyTimeStart: z8.number().int().nullable(),
  applyTimeEnd: z8.number().int().nullable(),
  loadInTime: z8.number().int().nullable(),
  startTime: z8.number().int().nullable(),
  endTime: z8.number().int().nullable(),
  loadOutTime: z8.number().int().nullable(),
  status: z8.number().int(),
  onHome: z8.boolean(),
  remark: z8.string(),
  version: z8.number().int()
});
var exhibitionSaveSchema = z8.object({
  guid: guidSchema.optional(),
  version: z8.number().int().min(0).optional(),
  title: z8.string().trim().min(1).max(100),
  projectIdNumber: z8.string().trim().min(1).max(100),
  projectGuid: z8.string().max(64).nullable().optional(),
  industryGuid: z8.string().max(64).nullable().optional(),
  regionGuid: z8.string().max(64).nullable().optional(),
  organiser: z8.string().trim().max(100).default(""),
  homeContractor: z8.string().trim().max(100).default(""),
  halls: z8.string().trim().max(200).default(""),
  applyTimeStart: epochMs.nullable().optional(),
  applyTimeEnd: epochMs.nullable().optional(),
  loadInTime: epochMs.nullable().optional(),
  startTime: epochMs.nullable().optional(),
  endTime: epochMs.nullable().optional(),
  loadOutTime: epochMs.nullable().optional(),
  status: z8.union(EXHIBITION_STATUSES.map((s) => z8.literal(s))).default(0),
  remark: z8.string().max(500).default("")
}).refine((e) => !e.applyTimeStart || !e.applyTimeEnd || e.applyTimeStart <= e.applyTimeEnd, {
  path: ["applyTimeEnd"],
  message: "validation.dateRange"
}).refine((e) => !e.startTime || !e.endTime || e.startTime <= e.endTime, {
  path: ["endTime"],
  message: "validation.dateRange"
});
var guidQuerySchema = z8.object({ guid: guidSchema });
var guidBodySchema = z8.object({ guid: guidSchema });
var exhibitionInfoSchema = z8.object({
  exhibition: exhibitionRowSchema,
  figures: z8.object({
    /** Whole days from today to the end of the application window (negative once past). */
    daysToApplyEnd: z8.number().int().nullable(),
    /** Whole days from today to opening (negative once open). */
    daysToOpen: z8.number().int().nullable(),
    /** Open days, first to last inclusive. */
    openDays: z8.number().int().nullable(),
    /** Halls named on the exhibition. */
    hallCount: z8.number().int(),
    /** Users who have this exhibition as their current one. */
    activeUsers: z8.number().int()
  })
});
var currentExhibitionSchema = z8.object({ guid: guidSchema, title: z8.string() });
var qualifierSchema = z8.object({
  allowed: z8.boolean(),
  reason: z8.string().nullable()
});
var relHomeBodySchema = z8.object({ guid: guidSchema, onHome: z8.boolean() });
var COPY_CONFIG_PARTS = ["service", "badge", "overtime", "file"];
var copyConfigBodySchema = z8.object({
  fromGuid: guidSchema,
  toGuid: guidSchema,
  parts: z8.array(z8.enum(COPY_CONFIG_PARTS)).min(1).max(4)
}).refine((b) => b.fromGuid !== b.toGuid, {
  path: ["toGuid"],
  message: "validation.sameExhibition"
});
var projectOptionSchema = z8.object({
  guid: guidSchema,
  title: z8.string(),
  projectNumber: z8.string()
});
var projectListQuerySchema = z8.object({ keyword: textFilter(100) });

// ../../packages/contracts/src/exhibitions/exhibitions.endpoints.ts
import { z as z9 } from "zod";
var base3 = "/cloud-business/api/platform/exhibition";
var perm = PERMISSIONS.exhibition;
var exhibitionEndpoints = {
  page: defineEndpoint({
    method: "GET",
    path: `${base3}/page`,
    auth: "token",
    permission: perm.list,
    query: exhibitionPageQuerySchema,
    response: pageResultSchema(exhibitionRowSchema),
    summary: "Exhibitions, filtered and paged"
  }),
  detail: defineEndpoint({
    method: "GET",
    path: `${base3}/query/detail`,
    auth: "token",
    permission: perm.query,
    query: guidQuerySchema,
    response: exhibitionSchema,
    summary: "One exhibition"
  }),
  projectList: defineEndpoint({
    method: "GET",
    path: `${base3}/query/projectList`,
    auth: "token",
    permission: perm.add,
    query: projectListQuerySchema,
    response: z9.array(projectOptionSchema),
    summary: "Venue projects an exhibition can be made from"
  }),
  addOrUpdate: defineEndpoint({
    method: "POST",
    path: `${base3}/addOrUpdate`,
    auth: "token",
    permission: [perm.add, perm.edit],
    body: exhibitionSaveSchema,
    response: exhibitionSchema,
    summary: "Create (no guid; needs add) or update (guid + version; needs edit)"
  }),
  delete: defineEndpoint({
    method: "POST",
    path: `${base3}/delete`,
    auth: "token",
    permission: perm.remove,
    body: guidBodySchema,
    response: z9.null(),
    summary: "Delete an exhibition"
  }),
  info: defineEndpoint({
    method: "GET",
    path: `${base3}/info`,
    auth: "token",
    permission: perm.query,
    query: guidQuerySchema,
    response: exhibitionInfoSchema,
    summary: "The exhibition's overview figures"
  }),
  userSwitch: defineEndpoint({
    method: "POST",
    path: `${base3}/user/switch`,
    auth: "token",
    permission: perm.list,
    body: guidBodySchema,
    bodyKind: "form",
    response: currentExhibitionSchema,
    summary: "Set the user's current exhibition"
  }),
  userInfo: defineEndpoint({
    method: "GET",
    path: `${base3}/user/info`,
    auth: "token",
    response: currentExhibitionSchema.nullable(),
    summary: "The user's current exhibition"
  }),
  qualifier: defineEndpoint({
    method: "GET",
    path: `${base3}/qualifier`,
    auth: "token",
    query: guidQuerySchema,
    response: qualifierSchema,
    summary: "Whether the user may work on the exhibition, and why not"
  }),
  relHome: defineEndpoint({
    method: "POST",
    path: `${base3}/rel/home`,
    auth: "token",
    permission: perm.home,
    body: relHomeBodySchema,
    response: z9.null(),
    summary: "Show or hide the exhibition on the service-platform home"
  }),
  list: defineEndpoint({
    method: "GET",
    path: `${base3}/list`,
    auth: "token",
    response: z9.array(currentExhibitionSchema),
    summary: "All exhibitions the user may see"
  }),
  copyConfig: defineEndpoint({
    method: "POST",
    path: `${base3}/copy/config`,
    auth: "token",
    permission: perm.copy,
    body: copyConfigBodySchema,
    response: z9.null(),
    summary: "Copy another exhibition's service/badge/overtime/file config"
  })
};

// ../../packages/contracts/src/dictionaries/dictionaries.schemas.ts
import { z as z10 } from "zod";
var dictOptionSchema = z10.object({ guid: z10.string(), value: z10.string() });
var dictValueSchema = z10.object({
  value: z10.string(),
  label: z10.string(),
  color: z10.string().nullable()
});
var dictValuesQuerySchema = z10.object({
  dictType: z10.string().trim().min(1).max(64)
});
var TAG_PRESET_COLORS = [
  "magenta",
  "red",
  "volcano",
  "orange",
  "gold",
  "lime",
  "green",
  "cyan",
  "blue",
  "geekblue",
  "purple",
  "success",
  "processing",
  "error",
  "warning",
  "default"
];
var HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
var tagColorSchema = z10.preprocess(
  (v) => v === "" || v === void 0 ? null : v,
  z10.string().trim().refine(
    (c) => HEX_COLOR.test(c) || TAG_PRESET_COLORS.includes(c),
    "invalid colour"
  ).nullable()
);
var DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;
var dictTypeSchema = z10.object({
  guid: z10.string(),
  dictType: z10.string(),
  name: z10.string(),
  /** How many values it holds (a type with values cannot be deleted). */
  valueCount: z10.number().int(),
  ...recordTailShape
});
var dictTypeQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  dictType: textFilter(64),
  status: statusFilter
});
var dictTypeSaveSchema = z10.object({
  ...saveKeyShape,
  /** Fixed once created: code and other records read values by it. */
  dictType: z10.string().trim().min(1).max(64).regex(DICT_TYPE_PATTERN),
  name: z10.string().trim().min(1).max(50),
  ...saveTailShape
});
var dictDataSchema = z10.object({
  guid: z10.string(),
  dictType: z10.string(),
  label: z10.string(),
  value: z10.string(),
  color: z10.string().nullable(),
  ...recordTailShape
});
var dictDataQuerySchema = pageQuerySchema.extend({
  dictType: textFilter(64),
  label: textFilter(64),
  status: statusFilter
});
var dictDataSaveSchema = z10.object({
  ...saveKeyShape,
  dictType: z10.string().trim().min(1).max(64),
  label: z10.string().trim().min(1).max(50),
  value: z10.string().trim().min(1).max(64),
  color: tagColorSchema.default(null),
  ...saveTailShape
});

// ../../packages/contracts/src/dictionaries/dictionaries.endpoints.ts
import { z as z11 } from "zod";
var dictionaryEndpoints = {
  industryList: defineEndpoint({
    method: "GET",
    path: "/cloud-business/dic/industryList",
    auth: "token",
    response: z11.array(dictOptionSchema),
    summary: "Industry options"
  }),
  regionList: defineEndpoint({
    method: "GET",
    path: "/cloud-business/dic/regionList",
    auth: "token",
    response: z11.array(dictOptionSchema),
    summary: "Region options"
  }),
  values: defineEndpoint({
    method: "GET",
    path: "/cloud-business/dic/values",
    auth: "token",
    query: dictValuesQuerySchema,
    response: z11.array(dictValueSchema),
    summary: "The enabled values of a dictionary, for tags and dropdowns"
  }),
  /** 数据管理: the dictionaries (a type with values cannot be deleted: 409). */
  types: resourceEndpoints({
    base: "/cloud-business/api/system/dict/type",
    name: "Dictionary types",
    title: "venue.route.dataManage",
    labels: "system.dict",
    permissions: PERMISSIONS.dict,
    query: dictTypeQuerySchema,
    row: dictTypeSchema,
    detail: dictTypeSchema,
    save: dictTypeSaveSchema
  }),
  /** 数据管理: the values of a dictionary (filtered by `dictType`). */
  data: resourceEndpoints({
    base: "/cloud-business/api/system/dict/data",
    name: "Dictionary values",
    title: "venue.route.dataManage",
    labels: "system.dict",
    permissions: PERMISSIONS.dict,
    query: dictDataQuerySchema,
    row: dictDataSchema,
    detail: dictDataSchema,
    save: dictDataSaveSchema
  })
};

// ../../packages/contracts/src/files/files.schemas.ts
import { z as z12 } from "zod";
var UPLOAD_MAX_MB = 5;
var UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
var UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
var UPLOAD_DOCUMENT_TYPES = [
  ".pdf",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".ppt",
  ".pptx",
  ...UPLOAD_IMAGE_TYPES
];
var uploadResultSchema = z12.object({
  code: z12.number().int(),
  msg: z12.string(),
  fileName: z12.string()
});
var STORED_FILE_URL = /^\/files\/[0-9a-f]{64}\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|doc|xls|ppt)$/;

// ../../packages/contracts/src/files/files.endpoints.ts
import { z as z13 } from "zod";
var fileEndpoints = {
  upload: defineEndpoint({
    method: "POST",
    path: "/common/upload",
    auth: "token",
    bodyKind: "multipart",
    // keep=logo: the settings panel's logo, named only in a browser's storage: the server
    // keeps a reference for the uploader, so the day-old cleanup of unused files spares it
    query: z13.object({ keep: z13.literal("logo").optional() }),
    response: uploadResultSchema,
    summary: "Upload an image (png, jpeg, gif, webp; at most 5 MB); Authorization: Bearer; keep=logo keeps it as the uploader\u2019s logo"
  }),
  uploadDocument: defineEndpoint({
    method: "POST",
    path: "/common/uploadDocument",
    auth: "token",
    bodyKind: "multipart",
    response: uploadResultSchema,
    summary: "Upload a template file (pdf, docx, xlsx, pptx, doc, xls, ppt or an image; at most 5 MB); the same flat answer as upload"
  }),
  file: defineEndpoint({
    method: "GET",
    path: "/files/:name",
    auth: "cookie",
    response: z13.unknown(),
    summary: "An uploaded file, by its SHA-256 name (Admin-Token cookie)"
  })
};

// ../../packages/contracts/src/logs/logs.schemas.ts
import { z as z14 } from "zod";
var LOGIN_METHODS = ["password", "feishu"];
var loginLogSchema = z14.object({
  id: z14.number().int(),
  userName: z14.string(),
  ip: z14.string(),
  userAgent: z14.string(),
  method: z14.enum(LOGIN_METHODS),
  success: z14.boolean(),
  message: z14.string(),
  createdAt: z14.number().int(),
  /** Set while this account is locked for this IP (ms); the 解锁 action clears it. */
  lockedUntil: z14.number().int().nullable()
});
var resultFilter = z14.preprocess(
  (v) => v === "" ? void 0 : v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v,
  z14.boolean().optional()
);
var loginLogQuerySchema = pageQuerySchema.extend({
  userName: textFilter(64),
  success: resultFilter,
  timeFrom: epochMsQuery,
  timeTo: epochMsQuery
});
var unlockBodySchema = z14.object({
  userName: z14.string().trim().min(1).max(64),
  ip: z14.string().trim().min(1).max(64)
});
var operationLogSchema = z14.object({
  id: z14.number().int(),
  userName: z14.string(),
  module: z14.string(),
  action: z14.string(),
  method: z14.string(),
  url: z14.string(),
  target: z14.string().nullable(),
  params: z14.string(),
  success: z14.boolean(),
  message: z14.string(),
  ip: z14.string(),
  durationMs: z14.number().int(),
  createdAt: z14.number().int()
});
var operationLogQuerySchema = pageQuerySchema.extend({
  userName: textFilter(64),
  module: textFilter(64),
  success: resultFilter,
  timeFrom: epochMsQuery,
  timeTo: epochMsQuery
});

// ../../packages/contracts/src/logs/logs.endpoints.ts
import { z as z15 } from "zod";
var base4 = "/cloud-user/api/monitor";
var logEndpoints = {
  loginLogPage: defineEndpoint({
    method: "GET",
    path: `${base4}/loginLog/page`,
    auth: "token",
    permission: PERMISSIONS.loginLog.list,
    query: loginLogQuerySchema,
    response: pageResultSchema(loginLogSchema),
    summary: "Sign-in attempts, newest first"
  }),
  loginLogUnlock: defineEndpoint({
    method: "POST",
    path: `${base4}/loginLog/unlock`,
    auth: "token",
    permission: PERMISSIONS.loginLog.unlock,
    body: unlockBodySchema,
    response: z15.null(),
    summary: "\u89E3\u9501: clear the lock of an account for an IP",
    audit: { module: "venue.route.loginLog", action: "unlock" }
  }),
  operationLogPage: defineEndpoint({
    method: "GET",
    path: `${base4}/operationLog/page`,
    auth: "token",
    permission: PERMISSIONS.operationLog.list,
    query: operationLogQuerySchema,
    response: pageResultSchema(operationLogSchema),
    summary: "Writes, newest first (secrets removed)"
  }),
  loginLogExport: defineEndpoint({
    method: "POST",
    path: `${base4}/loginLog/export`,
    auth: "token",
    permission: PERMISSIONS.loginLog.export,
    body: loginLogQuerySchema.omit({ page: true, pageSize: true }),
    bodyKind: "form",
    response: z15.null(),
    download: "xlsx",
    audit: { module: "venue.route.loginLog", action: "export" },
    summary: "The filtered sign-in attempts as .xlsx"
  }),
  operationLogExport: defineEndpoint({
    method: "POST",
    path: `${base4}/operationLog/export`,
    auth: "token",
    permission: PERMISSIONS.operationLog.export,
    body: operationLogQuerySchema.omit({ page: true, pageSize: true }),
    bodyKind: "form",
    response: z15.null(),
    download: "xlsx",
    audit: { module: "venue.route.operationLog", action: "export" },
    summary: "The filtered operation log as .xlsx (secrets removed)"
  })
};

// ../../packages/contracts/src/client-errors/client-errors.schemas.ts
import { z as z16 } from "zod";
var CLIENT_ERROR_LIMITS = {
  entries: 20,
  message: 500,
  where: 500,
  url: 500,
  stack: 4e3
};
var text = (max) => z16.string().max(max);
var clientErrorEntrySchema = z16.object({
  message: text(CLIENT_ERROR_LIMITS.message),
  /** A component stack, source:line:col, or the failed call's method and path. */
  where: text(CLIENT_ERROR_LIMITS.where).default(""),
  /** The page's URL when it happened. */
  url: text(CLIENT_ERROR_LIMITS.url).default(""),
  stack: text(CLIENT_ERROR_LIMITS.stack).default(""),
  time: epochMs
});
var clientErrorReportSchema = z16.object({
  entries: z16.array(clientErrorEntrySchema).min(1).max(CLIENT_ERROR_LIMITS.entries)
});
var clientErrorSchema = clientErrorEntrySchema.extend({
  id: z16.number().int(),
  userName: z16.string(),
  userAgent: z16.string(),
  /** When the server stored it (ms); `time` is the browser's clock. */
  createdAt: z16.number().int()
});
var clientErrorQuerySchema = pageQuerySchema.extend({
  userName: textFilter(64),
  timeFrom: epochMsQuery,
  timeTo: epochMsQuery
});

// ../../packages/contracts/src/client-errors/client-errors.endpoints.ts
import { z as z17 } from "zod";
var base5 = "/cloud-user/api/monitor/clientError";
var clientErrorEndpoints = {
  report: defineEndpoint({
    method: "POST",
    path: `${base5}/report`,
    auth: "token",
    body: clientErrorReportSchema,
    response: z17.null(),
    summary: "Stores the caller's browser errors (secrets removed; 30 reports a minute)"
  }),
  page: defineEndpoint({
    method: "GET",
    path: `${base5}/page`,
    auth: "token",
    permission: PERMISSIONS.clientError.list,
    query: clientErrorQuerySchema,
    response: pageResultSchema(clientErrorSchema),
    summary: "Browser errors the users reported, newest first"
  })
};

// ../../packages/contracts/src/customers/customers.schemas.ts
import { z as z19 } from "zod";

// ../../packages/contracts/src/schedule/schedule.schemas.ts
import { z as z18 } from "zod";
var DAY_PART_STEP_MINUTES = 30;
var DAY_PART_MAX_TOTAL_MINUTES = 24 * 60;
var GRID_PAGE_SIZE = 4e3;
var GRID_MAX_RANGE_DAYS = 190;
var BOOKING_STATUS = { tentative: 0, pending: 1, confirmed: 2, cancelled: 3 };
var HOLD_LEVELS = [1, 2, 3];
var BOOKING_USAGES = ["loadIn", "show", "loadOut", "meeting", "event", "closure"];
var calendarDateSchema = z18.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.date" }).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { message: "validation.date" });
var minuteOfDaySchema = z18.number().int().min(0).max(1440).refine((m) => m % DAY_PART_STEP_MINUTES === 0, { message: "validation.halfHour" });
var dayPartSchema = z18.object({
  id: z18.number().int(),
  times: z18.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
  width: z18.number().int().min(8).max(2e3),
  text: z18.string()
});
var scheduleTemplateSchema = z18.object({
  id: z18.number().int(),
  name: z18.string(),
  dayParts: z18.array(dayPartSchema),
  /** The template the grid opens with. */
  isDefault: z18.boolean()
});
var festivalSchema = z18.object({
  color: z18.string(),
  text: z18.string(),
  kind: z18.enum(["holiday", "workday"])
});
var gridRowSchema = z18.object({
  id: z18.number().int(),
  guid: guidSchema,
  siteGuid: guidSchema.nullable(),
  parentId: z18.number().int(),
  project_title: z18.string(),
  get children_list() {
    return z18.array(gridRowSchema);
  },
  siteRelation: z18.array(guidSchema),
  SiteDisableFlag: z18.union([z18.literal(0), z18.literal(1)]),
  disableFrom: calendarDateSchema.nullable(),
  disableTo: calendarDateSchema.nullable(),
  disableReason: z18.string().nullable(),
  area: z18.number().nullable()
});
var missionSchema = z18.object({
  mid: guidSchema,
  project_id: guidSchema,
  siteGuid: guidSchema,
  /** The site's name (the project calendar's rows are projects, not sites). */
  siteName: z18.string(),
  userId: z18.number().int(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: z18.number().int().min(0).max(1440),
  to_date_t: z18.number().int().min(0).max(1440),
  saved: z18.literal(1),
  createdAt: z18.number().int(),
  level: z18.number().int().min(1).max(3),
  status: z18.number().int().min(0).max(3),
  usage: z18.enum(BOOKING_USAGES),
  /** The block this one was copied from, if any. */
  copy_id: z18.string().nullable(),
  /** Background and text colour, by project status (docs/product/schedule.md "Colours"). */
  color: z18.string(),
  fontColor: z18.string(),
  /** ① project short name, ② customer, ③ usage · area · status. */
  text1: z18.string(),
  text2: z18.string(),
  text3: z18.string(),
  /** The project's status as shown on the block (已签约), in the caller's language. */
  statusText: z18.string(),
  /** Sanitised rich text. */
  remark: z18.string(),
  version: z18.number().int()
});
var missionTimeFields = {
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: minuteOfDaySchema,
  to_date_t: minuteOfDaySchema
};
var newMissionSchema = z18.object({
  project_id: guidSchema,
  siteGuid: guidSchema,
  ...missionTimeFields,
  level: z18.number().int().refine((n) => HOLD_LEVELS.includes(n)).default(1),
  /** New blocks are holds or pending; confirming happens with the contract. */
  status: z18.union([z18.literal(0), z18.literal(1), z18.literal(2)]).default(0),
  usage: z18.enum(BOOKING_USAGES).default("show"),
  remark: z18.string().max(2e4).default("")
});
var saveMissionsBodySchema = z18.object({
  missions: z18.array(newMissionSchema).min(1).max(2e3)
});
var updateMissionBodySchema = z18.object({
  mid: guidSchema,
  version: z18.number().int().min(0),
  ...missionTimeFields,
  level: z18.number().int().refine((n) => HOLD_LEVELS.includes(n)),
  status: z18.number().int().min(0).max(3),
  usage: z18.enum(BOOKING_USAGES),
  remark: z18.string().max(2e4)
});
var deleteMissionsBodySchema = z18.object({ mids: z18.array(guidSchema).min(1).max(2e3) });
var gridQuerySchema = z18.object({
  dateFrom: z18.coerce.number().int().min(0),
  dateTo: z18.coerce.number().int().min(0),
  mode: z18.enum(["site", "project"]).default("site"),
  /** The schedule template whose day-parts make the columns; the default one if absent. */
  templateId: z18.coerce.number().int().optional(),
  page: z18.coerce.number().int().min(1).default(1),
  pageSize: z18.coerce.number().int().min(1).max(GRID_PAGE_SIZE).default(GRID_PAGE_SIZE)
});
var gridDataSchema = z18.object({
  rows: z18.array(gridRowSchema),
  /** Every top-level row of the mode, before paging. */
  count: z18.number().int().min(0),
  missions: z18.array(missionSchema),
  dayParts: z18.array(dayPartSchema),
  festivals: z18.record(z18.string(), festivalSchema)
});
var missionClashSchema = z18.object({
  mid: guidSchema,
  siteGuid: guidSchema,
  siteName: z18.string(),
  projectGuid: guidSchema,
  projectTitle: z18.string(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: z18.number().int(),
  to_date_t: z18.number().int(),
  status: z18.number().int(),
  level: z18.number().int()
});
var CONFLICT_GRADES = ["serious", "handle", "notice", "siteDisabled"];
var CONFLICT_STATES = ["open", "resolved", "ignored"];
var conflictSideSchema = z18.object({
  mid: guidSchema,
  projectGuid: guidSchema,
  projectTitle: z18.string(),
  siteGuid: guidSchema,
  siteName: z18.string(),
  status: z18.number().int(),
  level: z18.number().int()
});
var conflictSchema = z18.object({
  /** Stable key: the two mids sorted and joined, or the mid plus ':disabled'. */
  key: z18.string(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  from_date_t: z18.number().int(),
  to_date_t: z18.number().int(),
  a: conflictSideSchema,
  /** Null for a block on a disabled site. */
  b: conflictSideSchema.nullable(),
  /** `same`: one site; `related`: related sites; `disabled`: a disabled site. */
  type: z18.enum(["same", "related", "disabled"]),
  grade: z18.enum(CONFLICT_GRADES),
  state: z18.enum(CONFLICT_STATES),
  handlerName: z18.string().nullable(),
  handledAt: z18.number().int().nullable(),
  note: z18.string()
});
var conflictQuerySchema = z18.object({
  dateFrom: z18.coerce.number().int().min(0),
  dateTo: z18.coerce.number().int().min(0),
  grade: z18.enum(CONFLICT_GRADES).optional(),
  state: z18.enum(CONFLICT_STATES).optional()
});
var handleConflictBodySchema = z18.object({
  key: z18.string().min(1).max(200),
  state: z18.enum(CONFLICT_STATES),
  note: z18.string().trim().max(500).default("")
});
var bookableProjectSchema = z18.object({
  guid: guidSchema,
  title: z18.string(),
  customer: z18.string(),
  status: z18.number().int()
});

// ../../packages/contracts/src/customers/customers.schemas.ts
var CUSTOMER_GRADES = ["A", "B", "C"];
var CUSTOMER_CONTACTS_MAX = 20;
var CUSTOMER_PROJECTS_MAX = 100;
var mobileSchema = z19.string().trim().regex(/^(1\d{10})?$/, { message: "validation.mobile" }).default("");
var emailSchema = z19.union([z19.literal(""), z19.string().trim().max(50).email()]).default("");
var customerContactSchema = z19.object({
  name: z19.string().trim().min(1).max(30),
  title: z19.string().trim().max(30).default(""),
  mobile: mobileSchema,
  email: emailSchema,
  primary: z19.boolean().default(false)
});
var customerProjectSchema = z19.object({
  guid: z19.string(),
  projectNumber: z19.string(),
  title: z19.string(),
  status: z19.number().int(),
  /** Epoch ms, or null when not yet dated. */
  startTime: z19.number().int().nullable(),
  endTime: z19.number().int().nullable(),
  /** Fen, null before a contract. */
  contractAmount: z19.number().int().nullable()
});
var customerRowSchema = z19.object({
  guid: z19.string(),
  name: z19.string(),
  creditCode: z19.string(),
  /** Dictionary `customer_type` (主办单位 / 承办单位 / 政府机关 / 行业协会 / 企业 / 演艺经纪). */
  type: z19.string(),
  /** Dictionary `industry` / `region` labels. */
  industry: z19.string(),
  region: z19.string(),
  grade: z19.enum(CUSTOMER_GRADES),
  /** Dictionary `customer_source`. */
  source: z19.string(),
  ownerId: z19.number().int().nullable(),
  ownerName: z19.string(),
  deptName: z19.string(),
  contactName: z19.string(),
  contactMobile: z19.string(),
  projectCount: z19.number().int().min(0),
  /** 黑名单: no new bookings without a leader's say. */
  blacklisted: z19.boolean(),
  ...recordTailShape
});
var customerSchema = customerRowSchema.extend({
  contacts: z19.array(customerContactSchema),
  creditNote: z19.string(),
  invoiceTitle: z19.string(),
  invoiceTaxNo: z19.string(),
  invoiceBank: z19.string(),
  invoiceAccount: z19.string(),
  invoiceAddressPhone: z19.string(),
  /** The contract amounts of its projects, in fen. */
  contractTotal: z19.number().int(),
  /** The opening (epoch ms) of its latest project that holds the venue, or null. */
  lastEventTime: z19.number().int().nullable()
});
var customerProjectsQuerySchema = z19.object({ customerGuid: guidSchema });
var customerQuerySchema = pageQuerySchema.extend({
  name: textFilter(100),
  creditCode: textFilter(18),
  type: textFilter(32),
  industry: textFilter(32),
  region: textFilter(32),
  grade: z19.preprocess(
    (v) => v === "" || v === null ? void 0 : v,
    z19.enum(CUSTOMER_GRADES).optional()
  ),
  ownerId: z19.preprocess(
    (v) => v === "" || v === null ? void 0 : v,
    z19.coerce.number().int().min(1).max(2147483647).optional()
  ),
  status: statusFilter
});
var customerSaveSchema = z19.object({
  ...saveKeyShape,
  name: z19.string().trim().min(2).max(100),
  creditCode: creditCodeSchema,
  type: z19.string().trim().min(1).max(32),
  industry: z19.string().trim().max(32).default(""),
  region: z19.string().trim().max(32).default(""),
  grade: z19.enum(CUSTOMER_GRADES).default("C"),
  source: z19.string().trim().max(32).default(""),
  /** The sales owner (a user id); the caller when left empty. */
  ownerId: z19.number().int().min(1).nullable().default(null),
  contacts: z19.array(customerContactSchema).min(1, { message: "validation.contactRequired" }).max(CUSTOMER_CONTACTS_MAX).refine((cs) => cs.filter((c) => c.primary).length === 1, {
    message: "validation.onePrimary"
  }),
  blacklisted: z19.boolean().default(false),
  creditNote: z19.string().trim().max(500).default(""),
  invoiceTitle: z19.string().trim().max(100).default(""),
  invoiceTaxNo: z19.string().trim().max(20).default(""),
  invoiceBank: z19.string().trim().max(100).default(""),
  invoiceAccount: z19.string().trim().max(40).default(""),
  invoiceAddressPhone: z19.string().trim().max(200).default(""),
  ...saveTailShape
});
var customerOwnerOptionSchema = z19.object({
  id: z19.number().int(),
  nickName: z19.string(),
  deptName: z19.string()
});
var followUpSchema = z19.object({
  guid: z19.string(),
  method: z19.string(),
  content: z19.string(),
  /** The next follow-up day (yyyy-MM-dd), or null. */
  nextDate: z19.string().nullable(),
  userName: z19.string(),
  createdAt: z19.number().int()
});
var followUpQuerySchema = z19.object({ customerGuid: guidSchema });
var followUpAddSchema = z19.object({
  customerGuid: guidSchema,
  method: z19.string().trim().min(1).max(32),
  content: z19.string().trim().min(1).max(1e3),
  nextDate: z19.preprocess((v) => v === "" ? null : v, calendarDateSchema.nullable().default(null))
});

// ../../packages/contracts/src/customers/customers.endpoints.ts
import { z as z20 } from "zod";
var base6 = "/cloud-business/api/customer";
var P = PERMISSIONS.customer;
var customerEndpoints = {
  customer: resourceEndpoints({
    base: `${base6}/customer`,
    name: "Customers",
    title: "venue.route.customerManage",
    labels: "customer",
    permissions: P,
    query: customerQuerySchema,
    row: customerRowSchema,
    detail: customerSchema,
    save: customerSaveSchema
  }),
  ownerOptions: defineEndpoint({
    method: "GET",
    path: `${base6}/customer/ownerOptions`,
    auth: "token",
    permission: P.list,
    response: z20.array(customerOwnerOptionSchema),
    summary: "Customers: the enabled users who can own one (the owner picker and filter)"
  }),
  projects: defineEndpoint({
    method: "GET",
    path: `${base6}/customer/projects`,
    auth: "token",
    permission: P.query,
    query: customerProjectsQuerySchema,
    response: z20.array(customerProjectSchema),
    summary: "Customers: a customer's projects, the latest opening first"
  }),
  followUps: defineEndpoint({
    method: "GET",
    path: `${base6}/followUp/list`,
    auth: "token",
    permission: P.query,
    query: followUpQuerySchema,
    response: z20.array(followUpSchema),
    summary: "Customers: a customer's follow-up log, newest first"
  }),
  addFollowUp: defineEndpoint({
    method: "POST",
    path: `${base6}/followUp/add`,
    auth: "token",
    permission: P.follow,
    body: followUpAddSchema,
    response: followUpSchema,
    audit: { module: "venue.route.customerManage", action: "add" },
    summary: "Customers: records a follow-up (how, what, the next date)"
  })
};

// ../../packages/contracts/src/workflow/workflow.schemas.ts
import { z as z21 } from "zod";
var workflowHistoryItemSchema = z21.object({
  id: z21.number().int(),
  /** `approval.submit`, `approval.approve` …, or the record's own action (`lose`). */
  action: z21.string(),
  /** The state or approval node before and after (either may be absent). */
  fromState: z21.string().nullable(),
  toState: z21.string().nullable(),
  userName: z21.string(),
  comment: z21.string(),
  createdAt: z21.number().int()
});
var workflowHistoryQuerySchema = z21.object({
  docType: z21.string().trim().min(1).max(40),
  docGuid: guidSchema
});
var pendingApprovalSchema = z21.object({
  guid: guidSchema,
  docType: z21.string(),
  docGuid: z21.string(),
  title: z21.string(),
  /** fen, when the document has an amount. */
  amount: z21.number().int().nullable(),
  /** The current node's name (财务经理). */
  node: z21.string(),
  submitter: z21.string(),
  /** Where the document's detail opens. */
  link: z21.string(),
  createdAt: z21.number().int(),
  updatedAt: z21.number().int(),
  version: z21.number().int()
});
var APPROVAL_ACTIONS = ["approve", "reject", "transfer", "withdraw"];
var approvalActBodySchema = z21.object({
  guid: guidSchema,
  version: z21.number().int().min(0),
  action: z21.enum(APPROVAL_ACTIONS),
  /** Required to reject. */
  comment: z21.string().max(500).default(""),
  /** The user a transfer hands the node to. */
  toUserId: z21.number().int().positive().optional()
});
var approvalActResultSchema = z21.object({
  status: z21.enum(["pending", "approved", "rejected", "withdrawn"]),
  version: z21.number().int()
});
var attachmentSchema = z21.object({
  guid: guidSchema,
  /** The stored file, `/files/<sha256>.<ext>`, as the upload answered it. */
  fileName: z21.string(),
  originalName: z21.string(),
  size: z21.number().int(),
  uploaderName: z21.string(),
  createdAt: z21.number().int()
});
var attachmentAddBodySchema = z21.object({
  docType: z21.string().trim().min(1).max(40),
  docGuid: guidSchema,
  fileName: z21.string().regex(
    /^\/files\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/,
    "an uploaded file name (/files/<sha256>.<ext>)"
  ),
  originalName: z21.string().trim().min(1).max(200)
});
var APPROVAL_DOC_TYPES = ["discount", "project_cancel", "contract", "refund"];
var approvalNodeSchema = z21.object({
  /** What the node is called in the timeline and 待我审核 (财务经理). */
  name: z21.string().trim().min(1).max(20),
  /** The role whose holders approve at this node. */
  roleKey: z21.string().trim().min(1).max(64),
  /** fen; the node applies from this amount on (absent: always). */
  minAmount: z21.number().int().min(0).max(1e13).nullable().default(null)
});
var approvalChainSchema = z21.object({
  docType: z21.enum(APPROVAL_DOC_TYPES),
  nodes: z21.array(approvalNodeSchema).max(10)
});

// ../../packages/contracts/src/workflow/workflow.endpoints.ts
import { z as z22 } from "zod";
var base7 = "/cloud-business/api/workflow";
var workflowEndpoints = {
  history: defineEndpoint({
    method: "GET",
    path: `${base7}/history`,
    auth: "token",
    query: workflowHistoryQuerySchema,
    response: z22.array(workflowHistoryItemSchema),
    summary: "A record's transitions, oldest first (needs the record's query permission)"
  }),
  mine: defineEndpoint({
    method: "GET",
    path: `${base7}/approval/mine`,
    auth: "token",
    response: z22.array(pendingApprovalSchema),
    summary: "\u5F85\u6211\u5BA1\u6838: the requests whose current node waits for the caller, newest first"
  }),
  act: defineEndpoint({
    method: "POST",
    path: `${base7}/approval/act`,
    auth: "token",
    body: approvalActBodySchema,
    response: approvalActResultSchema,
    summary: "Approve, reject (reason required), transfer or withdraw a request at its version; 409 when another acted first"
  }),
  attachments: defineEndpoint({
    method: "GET",
    path: `${base7}/attachment/list`,
    auth: "token",
    query: workflowHistoryQuerySchema,
    response: z22.array(attachmentSchema),
    summary: "A record's documents, newest first (needs the record's query permission)"
  }),
  attach: defineEndpoint({
    method: "POST",
    path: `${base7}/attachment/add`,
    auth: "token",
    body: attachmentAddBodySchema,
    response: attachmentSchema,
    summary: "Attaches an uploaded document to a record (needs the record's edit permission)"
  }),
  detach: defineEndpoint({
    method: "POST",
    path: `${base7}/attachment/delete`,
    auth: "token",
    body: z22.object({ guid: guidSchema }),
    response: z22.null(),
    summary: "Removes a document from its record (needs the record's edit permission)"
  }),
  chains: defineEndpoint({
    method: "GET",
    path: "/cloud-business/api/system/approvalChain/list",
    auth: "token",
    permission: PERMISSIONS.approvalChain.list,
    response: z22.array(approvalChainSchema),
    summary: "The approval chain of every document type, nodes in order"
  }),
  saveChain: defineEndpoint({
    method: "POST",
    path: "/cloud-business/api/system/approvalChain/save",
    auth: "token",
    permission: PERMISSIONS.approvalChain.edit,
    body: approvalChainSchema,
    response: approvalChainSchema,
    summary: "Replaces a document type's chain (requests already submitted keep the chain they were given)"
  })
};

// ../../packages/contracts/src/dashboard/dashboard.schemas.ts
import { z as z23 } from "zod";
var PROJECT_STATUS_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
var VENUE_OCCUPYING_STATUSES = [1, 2, 3, 4, 5, 6];
var VENUE_TIME_ZONE = "Asia/Shanghai";
var DASHBOARD_TOP_PROJECTS = 5;
var DASHBOARD_MONTHS = 6;
var dashboardProjectSchema = z23.object({
  guid: guidSchema,
  title: z23.string(),
  /** Comma-separated hall names, as stored. */
  halls: z23.string(),
  status: z23.number().int(),
  /** Epoch ms; the project occupies the venue from load-in to the end of the load-out day. */
  loadInTime: z23.number().int().nullable(),
  startTime: z23.number().int().nullable(),
  endTime: z23.number().int().nullable(),
  loadOutTime: z23.number().int().nullable()
});
var dashboardWindowSchema = z23.object({
  from: z23.number().int(),
  /** Exclusive. */
  to: z23.number().int(),
  count: z23.number().int().min(0),
  /** The first few by load-in (DASHBOARD_TOP_PROJECTS at most). */
  top: z23.array(dashboardProjectSchema)
});
var dashboardSummarySchema = z23.object({
  timeZone: z23.string(),
  /** The venue's today, midnight to midnight. */
  today: dashboardWindowSchema,
  /** The venue's week, Monday 00:00 to the next Monday 00:00. */
  week: dashboardWindowSchema,
  /** Every project state with its number of projects (zeros included), in state order. */
  byStatus: z23.array(z23.object({ status: z23.number().int(), count: z23.number().int().min(0) })),
  /** Projects in the venue in each month, the current month first (DASHBOARD_MONTHS). */
  byMonth: z23.array(
    z23.object({
      /** yyyy-MM in the venue's time zone. */
      month: z23.string(),
      from: z23.number().int(),
      to: z23.number().int(),
      count: z23.number().int().min(0)
    })
  ),
  exhibitionCount: z23.number().int().min(0),
  /** The caller's own unread messages. */
  unreadMessages: z23.number().int().min(0)
});

// ../../packages/contracts/src/dashboard/dashboard.endpoints.ts
var base8 = "/cloud-business/api/venue/dashboard";
var dashboardEndpoints = {
  // no permission: the venue home is every signed-in user's landing page
  summary: defineEndpoint({
    method: "GET",
    path: `${base8}/summary`,
    auth: "token",
    response: dashboardSummarySchema,
    summary: "The venue home's figures: projects in the venue today and this week, by state and month, exhibitions, unread messages"
  })
};

// ../../packages/contracts/src/schedule/schedule.endpoints.ts
import { z as z24 } from "zod";
var base9 = "/cloud-business/api/schedule";
var perm2 = PERMISSIONS.schedule;
var gridReaders = [
  perm2.list,
  PERMISSIONS.projectCalendar.list,
  PERMISSIONS.dailyReservation.list
];
var scheduleEndpoints = {
  grid: defineEndpoint({
    method: "GET",
    path: `${base9}/grid`,
    auth: "token",
    permission: gridReaders,
    query: gridQuerySchema,
    response: gridDataSchema,
    summary: "Rows (sites or projects), saved blocks, day-parts and festivals of a date range"
  }),
  templates: defineEndpoint({
    method: "GET",
    path: `${base9}/templates`,
    auth: "token",
    permission: gridReaders,
    response: z24.array(scheduleTemplateSchema),
    summary: "Schedule templates whose day-parts can make the columns"
  }),
  projects: defineEndpoint({
    method: "GET",
    path: `${base9}/projects`,
    auth: "token",
    permission: perm2.add,
    response: z24.array(bookableProjectSchema),
    summary: "Projects a block can be booked for (not lost, cancelled or released)"
  }),
  save: defineEndpoint({
    method: "POST",
    path: `${base9}/missions`,
    auth: "token",
    permission: perm2.add,
    body: saveMissionsBodySchema,
    response: z24.array(missionSchema),
    summary: "Save new blocks in one transaction; 409 with the clashing blocks when any overlaps a saved one on the same or a related site"
  }),
  update: defineEndpoint({
    method: "POST",
    path: `${base9}/missions/update`,
    auth: "token",
    permission: perm2.edit,
    body: updateMissionBodySchema,
    response: missionSchema,
    summary: "Change one block; 409 when its version is stale or it would clash"
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${base9}/missions/delete`,
    auth: "token",
    permission: perm2.remove,
    body: deleteMissionsBodySchema,
    response: z24.null(),
    summary: "Delete blocks"
  }),
  conflicts: defineEndpoint({
    method: "GET",
    path: `${base9}/conflicts`,
    auth: "token",
    permission: PERMISSIONS.reservationConflict.list,
    query: conflictQuerySchema,
    response: z24.array(conflictSchema),
    summary: "Graded conflicts in a date range, with their handling state"
  }),
  handleConflict: defineEndpoint({
    method: "POST",
    path: `${base9}/conflicts/handle`,
    auth: "token",
    permission: [PERMISSIONS.reservationConflict.handle, PERMISSIONS.reservationConflict.ignore],
    body: handleConflictBodySchema,
    response: conflictSchema,
    summary: "Mark a conflict coordinated, ignored or open again (ignoring needs the ignore permission)"
  }),
  export: defineEndpoint({
    method: "POST",
    path: `${base9}/export`,
    auth: "token",
    permission: [
      perm2.export,
      PERMISSIONS.projectCalendar.export,
      PERMISSIONS.dailyReservation.export
    ],
    body: gridQuerySchema,
    bodyKind: "form",
    download: "xlsx",
    response: z24.null(),
    summary: ".xlsx of a range: rows x day-parts, blocks as merged cells with their text and colour"
  })
};

// ../../packages/contracts/src/templates/templates.schemas.ts
import { z as z25 } from "zod";
var remarkTemplateSchema = z25.object({
  guid: z25.string(),
  name: z25.string(),
  /** Where it is offered (dictionary `remark_category`: 档期 / 合同 / 财务 …). */
  category: z25.string(),
  content: z25.string(),
  ...recordTailShape
});
var remarkTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  category: textFilter(32),
  status: statusFilter
});
var remarkTemplateSaveSchema = z25.object({
  ...saveKeyShape,
  name: z25.string().trim().min(1).max(50),
  category: z25.string().trim().max(32).default(""),
  content: z25.string().trim().min(1).max(500),
  ...saveTailShape
});
var INSTALMENT_TYPES = ["\u5B9A\u91D1", "\u9996\u4ED8\u6B3E", "\u8FDB\u5EA6\u6B3E", "\u5C3E\u6B3E", "\u62BC\u91D1"];
var INSTALMENT_ANCHORS = ["\u7B7E\u7EA6\u540E", "\u8FDB\u9986\u524D", "\u64A4\u9986\u540E"];
var instalmentSchema = z25.object({
  type: z25.enum(INSTALMENT_TYPES),
  /** Percent of the contract amount, 2 decimals at most. */
  ratio: z25.number().gt(0).max(100).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    message: "validation.cents"
  }),
  anchor: z25.enum(INSTALMENT_ANCHORS),
  offsetDays: z25.number().int().min(0).max(365)
});
var instalmentRatioTotal = (items) => items.reduce((sum, i) => sum + Math.round((i.ratio ?? 0) * 100), 0) / 100;
var paymentPlanTemplateSchema = z25.object({
  guid: z25.string(),
  name: z25.string(),
  instalments: z25.array(instalmentSchema),
  ...recordTailShape
});
var paymentPlanTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  status: statusFilter
});
var paymentPlanTemplateSaveSchema = z25.object({
  ...saveKeyShape,
  name: z25.string().trim().min(1).max(50),
  instalments: z25.array(instalmentSchema).min(1).max(12),
  ...saveTailShape
}).superRefine((v, ctx) => {
  const total = instalmentRatioTotal(v.instalments);
  if (v.instalments.length && total !== 100)
    ctx.addIssue({
      code: "custom",
      path: ["instalments"],
      message: "validation.ratioTotal",
      params: { total: String(total) }
    });
});
var contractTemplateSchema = z25.object({
  guid: z25.string(),
  name: z25.string(),
  /** Dictionary `contract_type`. */
  contractType: z25.string(),
  /** Sanitised HTML. */
  content: z25.string(),
  ...recordTailShape
});
var contractTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  contractType: textFilter(32),
  status: statusFilter
});
var contractTemplateSaveSchema = z25.object({
  ...saveKeyShape,
  name: z25.string().trim().min(1).max(50),
  contractType: z25.string().trim().min(1).max(32),
  content: z25.string().trim().min(1).max(2e5),
  ...saveTailShape
});
var UPLOADED_FILE_URL = STORED_FILE_URL;
var fileTemplateSchema = z25.object({
  guid: z25.string(),
  name: z25.string(),
  /** Dictionary `file_category`. */
  category: z25.string(),
  /** The uploaded file (`/files/<sha256>.<ext>`). */
  fileUrl: z25.string(),
  /** The name it was uploaded (and downloads) as. */
  fileName: z25.string(),
  ...recordTailShape
});
var fileTemplateQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  category: textFilter(32),
  status: statusFilter
});
var fileTemplateSaveSchema = z25.object({
  ...saveKeyShape,
  name: z25.string().trim().min(1).max(50),
  category: z25.string().trim().min(1).max(32),
  fileUrl: z25.string().regex(UPLOADED_FILE_URL, { message: "validation.uploadedFile" }),
  fileName: z25.string().trim().min(1).max(200),
  ...saveTailShape
});

// ../../packages/contracts/src/templates/templates.endpoints.ts
var base10 = "/cloud-business/api/system";
var templateEndpoints = {
  remark: resourceEndpoints({
    base: `${base10}/remarkTemplate`,
    name: "Remark templates",
    title: "venue.route.remarkTemplate",
    labels: "system.remarkTemplate",
    permissions: PERMISSIONS.remarkTemplate,
    query: remarkTemplateQuerySchema,
    row: remarkTemplateSchema,
    detail: remarkTemplateSchema,
    save: remarkTemplateSaveSchema
  }),
  paymentPlan: resourceEndpoints({
    base: `${base10}/paymentPlan`,
    name: "Payment plan templates",
    title: "venue.route.paymentPlan",
    labels: "system.paymentPlan",
    permissions: PERMISSIONS.paymentPlanTemplate,
    query: paymentPlanTemplateQuerySchema,
    row: paymentPlanTemplateSchema,
    detail: paymentPlanTemplateSchema,
    save: paymentPlanTemplateSaveSchema
  }),
  contract: resourceEndpoints({
    base: `${base10}/contractTemplate`,
    name: "Contract templates",
    title: "venue.route.contractTemplate",
    labels: "system.contractTemplate",
    permissions: PERMISSIONS.contractTemplate,
    query: contractTemplateQuerySchema,
    row: contractTemplateSchema,
    detail: contractTemplateSchema,
    save: contractTemplateSaveSchema
  }),
  file: resourceEndpoints({
    base: `${base10}/fileTemplate`,
    name: "File templates",
    title: "venue.route.fileTemplate",
    labels: "system.fileTemplate",
    permissions: PERMISSIONS.fileTemplate,
    query: fileTemplateQuerySchema,
    row: fileTemplateSchema,
    detail: fileTemplateSchema,
    save: fileTemplateSaveSchema
  })
};

// ../../packages/contracts/src/schedule-templates/schedule-templates.schemas.ts
import { z as z26 } from "zod";
var templateDayPartSchema = z26.object({
  text: z26.string().trim().min(1).max(20),
  startMinute: minuteOfDaySchema,
  endMinute: minuteOfDaySchema,
  /** Column width on the scheduling grid, px. */
  width: z26.number().int().min(8).max(2e3)
});
var scheduleTemplateRowSchema = z26.object({
  /** The template's id as text (the list pattern keys rows by `guid`). */
  guid: z26.string(),
  id: z26.number().int(),
  name: z26.string(),
  isDefault: z26.boolean(),
  sort: z26.number().int(),
  remark: z26.string(),
  dayParts: z26.array(templateDayPartSchema),
  /** Minutes the day-parts cover together. */
  totalMinutes: z26.number().int(),
  /** Sites whose grid uses this template (a used one cannot be deleted). */
  siteCount: z26.number().int(),
  createdAt: z26.number().int(),
  updatedAt: z26.number().int(),
  version: z26.number().int()
});
var scheduleTemplateQuerySchema = pageQuerySchema.extend({ name: textFilter(64) });
var minutesOf = (p2) => Math.max(0, p2.endMinute - p2.startMinute);
var dayPartsTotalMinutes = (parts) => parts.reduce((sum, p2) => sum + minutesOf(p2), 0);
function dayPartsProblem(parts) {
  for (const p2 of parts) {
    if (p2.startMinute % DAY_PART_STEP_MINUTES !== 0 || p2.endMinute % DAY_PART_STEP_MINUTES !== 0)
      return "validation.dayPartStep";
    if (p2.startMinute >= p2.endMinute) return "validation.dayPartOrder";
  }
  if (dayPartsTotalMinutes(parts) > DAY_PART_MAX_TOTAL_MINUTES) return "validation.dayPartsTotal";
  const sorted = [...parts].sort((a, b) => a.startMinute - b.startMinute);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    if (prev && cur && cur.startMinute < prev.endMinute) return "validation.dayPartsOverlap";
  }
  return null;
}
var scheduleTemplateSaveSchema = z26.object({
  guid: guidSchema.optional(),
  version: versionSchema.optional(),
  name: z26.string().trim().min(1).max(50),
  isDefault: z26.boolean().default(false),
  sort: z26.number().int().min(0).max(9999).default(0),
  remark: z26.string().trim().max(500).default(""),
  dayParts: z26.array(templateDayPartSchema).min(1).max(48)
}).superRefine((v, ctx) => {
  v.dayParts.forEach((p2, i) => {
    if (p2.startMinute >= p2.endMinute)
      ctx.addIssue({
        code: "custom",
        path: ["dayParts", i, "endMinute"],
        message: "validation.dayPartOrder"
      });
  });
  const problem = dayPartsProblem(v.dayParts);
  if (problem === "validation.dayPartsTotal" || problem === "validation.dayPartsOverlap")
    ctx.addIssue({ code: "custom", path: ["dayParts"], message: problem });
});

// ../../packages/contracts/src/schedule-templates/schedule-templates.endpoints.ts
var scheduleTemplateEndpoints = resourceEndpoints({
  base: "/cloud-business/api/system/scheduleTemplate",
  name: "Schedule templates",
  title: "venue.route.scheduleTemplate",
  labels: "system.scheduleTemplate",
  permissions: PERMISSIONS.scheduleTemplate,
  query: scheduleTemplateQuerySchema,
  row: scheduleTemplateRowSchema,
  detail: scheduleTemplateRowSchema,
  save: scheduleTemplateSaveSchema
});

// ../../packages/contracts/src/prices/prices.schemas.ts
import { z as z27 } from "zod";
var sitePriceSchema = z27.object({
  guid: z27.string(),
  siteGuid: z27.string(),
  /** The site's name ('' when the site is gone). */
  siteName: z27.string(),
  /** Dictionary `period_type`: 布展 / 展期 / 撤展 / 会议 / 活动. */
  periodType: z27.string(),
  /** Dictionary `price_unit`: 元/㎡/天, 元/天, 元/场·半天, 元/小时 … */
  unit: z27.string(),
  standardPrice: z27.number(),
  /** Discounts below it need approval. */
  floorPrice: z27.number(),
  holidayFactor: z27.number(),
  /** Percent. */
  taxRate: z27.number(),
  validFrom: z27.string(),
  validTo: z27.string(),
  ...recordTailShape
});
var sitePriceQuerySchema = pageQuerySchema.extend({
  siteGuid: textFilter(64),
  periodType: textFilter(32),
  status: statusFilter
});
var money = z27.number().min(0).max(9999999999e-2).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: "validation.cents" });
var sitePriceSaveSchema = z27.object({
  ...saveKeyShape,
  siteGuid: guidSchema,
  periodType: z27.string().trim().min(1).max(32),
  unit: z27.string().trim().min(1).max(32),
  standardPrice: money,
  floorPrice: money,
  holidayFactor: z27.number().min(0.1).max(10).default(1),
  taxRate: z27.number().min(0).max(100).default(6),
  validFrom: calendarDateSchema,
  validTo: calendarDateSchema,
  ...saveTailShape
}).superRefine((v, ctx) => {
  if (v.floorPrice > v.standardPrice)
    ctx.addIssue({ code: "custom", path: ["floorPrice"], message: "validation.floorPrice" });
  if (v.validFrom > v.validTo)
    ctx.addIssue({ code: "custom", path: ["validTo"], message: "validation.dateRange" });
});
var priceSiteOptionSchema = z27.object({ guid: z27.string(), name: z27.string() });

// ../../packages/contracts/src/prices/prices.endpoints.ts
import { z as z28 } from "zod";
var base11 = "/cloud-business/api/system/price";
var priceEndpoints = {
  ...resourceEndpoints({
    base: base11,
    name: "Site prices",
    title: "venue.route.priceManagement",
    labels: "system.price",
    permissions: PERMISSIONS.price,
    query: sitePriceQuerySchema,
    row: sitePriceSchema,
    detail: sitePriceSchema,
    save: sitePriceSaveSchema
  }),
  /** The bookable sites a price can be for (the form's and the search form's site select). */
  sites: defineEndpoint({
    method: "GET",
    path: `${base11}/sites`,
    auth: "token",
    permission: PERMISSIONS.price.list,
    response: z28.array(priceSiteOptionSchema),
    summary: "Site prices: the bookable sites to choose from"
  })
};

// ../../packages/contracts/src/roles/roles.schemas.ts
import { z as z29 } from "zod";
var ADMIN_ROLE_KEY = "admin";
var dataScopeSchema = z29.union([
  z29.literal(1),
  z29.literal(2),
  z29.literal(3),
  z29.literal(4),
  z29.literal(5)
]);
var roleSchema = z29.object({
  guid: z29.string(),
  /** 角色编号 */
  id: z29.number().int(),
  roleName: z29.string(),
  /** 权限字符 */
  roleKey: z29.string(),
  sort: z29.number().int(),
  status: statusSchema,
  dataScope: dataScopeSchema,
  remark: z29.string(),
  /** How many users hold the role (a role in use cannot be deleted). */
  userCount: z29.number().int(),
  createdAt: z29.number().int(),
  updatedAt: z29.number().int(),
  version: z29.number().int()
});
var roleDetailSchema = roleSchema.extend({
  menuIds: z29.array(z29.number().int()),
  systems: z29.array(z29.enum(SYSTEM_CODES)),
  deptIds: z29.array(z29.number().int())
});
var roleQuerySchema = pageQuerySchema.extend({
  roleName: textFilter(30),
  roleKey: textFilter(100),
  status: statusFilter
});
var ROLE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_:]*$/;
var roleSaveSchema = z29.object({
  ...saveKeyShape,
  roleName: z29.string().trim().min(1).max(30),
  roleKey: z29.string().trim().min(1).max(100).regex(ROLE_KEY_PATTERN),
  ...saveTailShape,
  /** The checked and half-checked menus (a page's group must be granted for the page to show). */
  menuIds: z29.array(z29.number().int().min(1)).max(5e3).default([]),
  /** The subsystems the role opens (the head bar's system switcher). */
  systems: z29.array(z29.enum(SYSTEM_CODES)).max(SYSTEM_CODES.length).default([])
});
var roleDataScopeBodySchema = z29.object({
  guid: guidSchema,
  version: versionSchema,
  dataScope: dataScopeSchema,
  deptIds: z29.array(z29.number().int().min(1)).max(5e3).default([])
});
var roleDeptOptionSchema = z29.object({
  id: z29.number().int(),
  parentId: z29.number().int(),
  name: z29.string()
});

// ../../packages/contracts/src/roles/roles.endpoints.ts
import { z as z30 } from "zod";
var base12 = "/cloud-user/api/system/role";
var P2 = PERMISSIONS.role;
var roleEndpoints = {
  ...resourceEndpoints({
    base: base12,
    name: "Roles",
    title: "venue.route.role",
    labels: "system.role",
    permissions: P2,
    query: roleQuerySchema,
    row: roleSchema,
    detail: roleDetailSchema,
    save: roleSaveSchema
  }),
  changeStatus: defineEndpoint({
    method: "POST",
    path: `${base12}/changeStatus`,
    auth: "token",
    permission: P2.edit,
    body: changeStatusBodySchema,
    response: roleSchema,
    summary: "Roles: enable or disable",
    audit: { module: "venue.route.role", action: "status" }
  }),
  dataScope: defineEndpoint({
    method: "POST",
    path: `${base12}/dataScope`,
    auth: "token",
    permission: P2.edit,
    body: roleDataScopeBodySchema,
    response: roleDetailSchema,
    summary: "Roles: data scope (1 all \u2026 5 self; 2 with departments)",
    audit: { module: "venue.route.role", action: "grant" }
  }),
  deptTree: defineEndpoint({
    method: "GET",
    path: `${base12}/deptTree`,
    auth: "token",
    permission: [P2.query, P2.edit],
    response: z30.array(roleDeptOptionSchema),
    summary: "Roles: the departments a custom data scope can name"
  })
};

// ../../packages/contracts/src/menus/menus.schemas.ts
import { z as z31 } from "zod";
var menuSchema = z31.object({
  id: z31.number().int(),
  parentId: z31.number().int(),
  systemCode: z31.enum(SYSTEM_CODES),
  menuName: z31.string(),
  /** 目录 M (a head-bar group), 菜单 C (a page), 按钮 F (an action guarded by a permission). */
  menuType: z31.enum(MENU_TYPES),
  path: z31.string(),
  icon: z31.string(),
  perms: z31.string(),
  sort: z31.number().int(),
  hidden: z31.boolean(),
  status: statusSchema,
  updatedAt: z31.number().int(),
  version: z31.number().int()
});
var menuQuerySchema = z31.object({
  systemCode: z31.enum(SYSTEM_CODES).optional(),
  menuName: z31.preprocess(
    (v) => typeof v === "string" ? v.trim() || void 0 : v,
    z31.string().max(50).optional()
  ),
  status: statusFilter
});
var menuIdQuerySchema = z31.object({ id: z31.coerce.number().int().min(1) });
var menuIdsBodySchema = z31.object({
  ids: z31.array(z31.number().int().min(1)).min(1).max(500)
});
var catalogPermissionSchema = z31.string().refine((p2) => PERMISSION_LIST.includes(p2), { message: "permission not in the catalogue" });
var menuSaveSchema = z31.object({
  id: z31.number().int().min(1).optional(),
  version: versionSchema.optional(),
  parentId: z31.number().int().min(0).default(0),
  systemCode: z31.enum(SYSTEM_CODES),
  menuType: z31.enum(MENU_TYPES),
  menuName: z31.string().trim().min(1).max(50),
  path: z31.string().trim().max(200).default(""),
  icon: z31.string().trim().max(100).default(""),
  perms: z31.union([z31.literal(""), catalogPermissionSchema]).default(""),
  sort: z31.number().int().min(0).max(9999).default(0),
  hidden: z31.boolean().default(false),
  status: statusSchema.default(1)
});
var moduleSchema = z31.object({
  code: z31.enum(SYSTEM_CODES),
  name: z31.string(),
  sort: z31.number().int(),
  status: statusSchema,
  remark: z31.string(),
  updatedAt: z31.number().int(),
  version: z31.number().int()
});
var moduleSaveSchema = z31.object({
  code: z31.enum(SYSTEM_CODES),
  version: versionSchema,
  name: z31.string().trim().min(1).max(30),
  sort: z31.number().int().min(0).max(9999),
  status: statusSchema,
  remark: z31.string().trim().max(500).default("")
});

// ../../packages/contracts/src/menus/menus.endpoints.ts
import { z as z32 } from "zod";
var base13 = "/cloud-user/api/system";
var M = PERMISSIONS.menu;
var R = PERMISSIONS.role;
var S = PERMISSIONS.module;
var menuEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${base13}/menu/list`,
    auth: "token",
    // the role dialog's permission tree reads the same list
    permission: [M.list, R.query, R.add, R.edit],
    query: menuQuerySchema,
    response: z32.array(menuSchema),
    summary: "Menus: the filtered list (flat, nested by parentId)"
  }),
  detail: defineEndpoint({
    method: "GET",
    path: `${base13}/menu/detail`,
    auth: "token",
    permission: M.query,
    query: menuIdQuerySchema,
    response: menuSchema,
    summary: "Menus: one menu"
  }),
  addOrUpdate: defineEndpoint({
    method: "POST",
    path: `${base13}/menu/addOrUpdate`,
    auth: "token",
    permission: [M.add, M.edit],
    body: menuSaveSchema,
    response: menuSchema,
    summary: "Menus: create (no id) or update (id + version; stale -> 409)",
    audit: { module: "venue.route.menu", action: "save" }
  }),
  delete: defineEndpoint({
    method: "POST",
    path: `${base13}/menu/delete`,
    auth: "token",
    permission: M.remove,
    body: menuIdsBodySchema,
    response: z32.null(),
    summary: "Menus: delete (not with children or when a role holds it)",
    audit: { module: "venue.route.menu", action: "delete" }
  }),
  moduleList: defineEndpoint({
    method: "GET",
    path: `${base13}/module/list`,
    auth: "token",
    permission: S.list,
    response: z32.array(moduleSchema),
    summary: "Subsystems: all of them"
  }),
  moduleUpdate: defineEndpoint({
    method: "POST",
    path: `${base13}/module/update`,
    auth: "token",
    permission: S.edit,
    body: moduleSaveSchema,
    response: moduleSchema,
    summary: "Subsystems: rename, reorder, enable or disable (version; stale -> 409)",
    audit: { module: "venue.route.module", action: "edit" }
  })
};

// ../../packages/contracts/src/users/users.schemas.ts
import { z as z33 } from "zod";
var userSchema = z33.object({
  guid: z33.string(),
  /** 用户编号 */
  id: z33.number().int(),
  /** 用户名称: the sign-in account. */
  userName: z33.string(),
  nickName: z33.string(),
  deptId: z33.number().int().nullable(),
  deptName: z33.string(),
  mobile: z33.string(),
  email: z33.string(),
  status: statusSchema,
  /** The names of the user's roles, in role order. */
  roleNames: z33.array(z33.string()),
  remark: z33.string(),
  createdAt: z33.number().int(),
  updatedAt: z33.number().int(),
  version: z33.number().int()
});
var userDetailSchema = userSchema.extend({
  roleGuids: z33.array(z33.string()),
  feishuBound: z33.boolean()
});
var userQuerySchema = pageQuerySchema.extend({
  /** Account or nickname. */
  name: textFilter(64),
  mobile: textFilter(20),
  status: statusFilter,
  /** The department and everything below it. */
  deptId: z33.preprocess(
    (v) => v === "" || v === null ? void 0 : v,
    z33.coerce.number().int().min(1).optional()
  ),
  createdFrom: epochMsQuery,
  createdTo: epochMsQuery
});
var USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
var mobileSchema2 = z33.string().trim().regex(/^(1\d{10})?$/, { message: "validation.invalid" }).default("");
var emailSchema2 = z33.union([z33.literal(""), z33.string().trim().max(50).email()]).default("");
var userSaveSchema = z33.object({
  guid: guidSchema.optional(),
  version: versionSchema.optional(),
  userName: z33.string().trim().min(2).max(30).regex(USER_NAME_PATTERN, { message: "validation.invalid" }),
  nickName: z33.string().trim().min(1).max(30),
  deptId: z33.number().int().min(1).nullable().default(null),
  mobile: mobileSchema2,
  email: emailSchema2,
  roleGuids: z33.array(guidSchema).max(50).default([]),
  status: statusSchema.default(1),
  remark: z33.string().trim().max(500).default(""),
  /**
   * Create only: base64 of the UTF-8 password (docs/product/api.md "Passwords"), the
   * password policy applies.
   */
  password: z33.string().max(200).optional()
});
var userAssignRolesBodySchema = z33.object({
  guid: guidSchema,
  roleGuids: z33.array(guidSchema).max(50)
});
var userRoleOptionSchema = z33.object({
  guid: z33.string(),
  roleName: z33.string(),
  status: statusSchema
});
var userDeptOptionSchema = z33.object({
  id: z33.number().int(),
  parentId: z33.number().int(),
  name: z33.string(),
  status: statusSchema
});
var resetPasswordResultSchema = z33.object({ password: z33.string() });
var profileSchema = z33.object({
  guid: z33.string(),
  userName: z33.string(),
  nickName: z33.string(),
  deptName: z33.string(),
  roleNames: z33.array(z33.string()),
  mobile: z33.string(),
  email: z33.string(),
  createdAt: z33.number().int(),
  feishuBound: z33.boolean(),
  version: z33.number().int()
});
var profileUpdateSchema = z33.object({
  version: versionSchema,
  nickName: z33.string().trim().min(1).max(30),
  mobile: mobileSchema2,
  email: emailSchema2
});
var USER_IMPORT_MAX_ROWS = 1e3;
var flag = z33.preprocess(
  (v) => v === void 0 || v === "" ? void 0 : v,
  z33.coerce.number().int().min(0).max(1).default(0)
);
var userImportQuerySchema = z33.object({
  /** 1: check the file and answer the report, writing nothing (预检). */
  dryRun: flag,
  /** 1: rows naming an existing account update it; 0: such rows are errors. */
  updateSupport: flag
});
var userImportRowSchema = z33.object({
  /** The row number in the sheet (the header is row 1). */
  row: z33.number().int(),
  userName: z33.string(),
  nickName: z33.string(),
  /** What the row does (or would do, in a dry run); `error` rows stop the whole import. */
  action: z33.enum(["create", "update", "error"]),
  /** Each problem, naming the column as the template heads it. */
  errors: z33.array(z33.object({ column: z33.string(), message: z33.string() })),
  /** A created account's generated first password: answered once, on the real import. */
  password: z33.string().optional()
});
var userImportResultSchema = z33.object({
  written: z33.boolean(),
  total: z33.number().int(),
  created: z33.number().int(),
  updated: z33.number().int(),
  failed: z33.number().int(),
  rows: z33.array(userImportRowSchema)
});

// ../../packages/contracts/src/users/users.endpoints.ts
import { z as z34 } from "zod";
var base14 = "/cloud-user/api/system/user";
var P3 = PERMISSIONS.user;
var userEndpoints = {
  ...resourceEndpoints({
    base: base14,
    name: "Users",
    title: "venue.route.user",
    labels: "system.user",
    permissions: P3,
    query: userQuerySchema,
    row: userSchema,
    detail: userDetailSchema,
    save: userSaveSchema
  }),
  changeStatus: defineEndpoint({
    method: "POST",
    path: `${base14}/changeStatus`,
    auth: "token",
    permission: P3.edit,
    body: changeStatusBodySchema,
    response: z34.null(),
    summary: "Users: enable or disable (not admin, not yourself)"
  }),
  resetPwd: defineEndpoint({
    method: "POST",
    path: `${base14}/resetPwd`,
    auth: "token",
    permission: P3.resetPwd,
    body: resourceGuidQuerySchema,
    response: resetPasswordResultSchema,
    summary: "Users: set a generated password, answered once; their sessions end"
  }),
  assignRoles: defineEndpoint({
    method: "POST",
    path: `${base14}/assignRoles`,
    auth: "token",
    permission: P3.edit,
    body: userAssignRolesBodySchema,
    response: z34.null(),
    summary: "Users: replace the roles of one user"
  }),
  importTemplate: defineEndpoint({
    method: "POST",
    path: `${base14}/importTemplate`,
    auth: "token",
    permission: P3.import,
    body: z34.object({}),
    bodyKind: "form",
    response: z34.null(),
    download: "xlsx",
    summary: "Users: the empty .xlsx to fill for \u7528\u6237\u5BFC\u5165, headed in the caller\u2019s language"
  }),
  importData: defineEndpoint({
    method: "POST",
    path: `${base14}/importData`,
    auth: "token",
    permission: P3.import,
    query: userImportQuerySchema,
    bodyKind: "multipart",
    response: userImportResultSchema,
    summary: 'Users: import the filled template (multipart field "file"); per-row report; all or nothing'
  }),
  roleOptions: defineEndpoint({
    method: "GET",
    path: `${base14}/roleOptions`,
    auth: "token",
    permission: P3.list,
    response: z34.array(userRoleOptionSchema),
    summary: "Users: the roles to pick from"
  }),
  deptTree: defineEndpoint({
    method: "GET",
    path: `${base14}/deptTree`,
    auth: "token",
    permission: P3.list,
    response: z34.array(userDeptOptionSchema),
    summary: "Users: the departments of the left tree and the dept picker"
  }),
  profile: defineEndpoint({
    method: "GET",
    path: `${base14}/profile`,
    auth: "token",
    response: profileSchema,
    summary: "The caller\u2019s own account"
  }),
  profileUpdate: defineEndpoint({
    method: "POST",
    path: `${base14}/profile/update`,
    auth: "token",
    body: profileUpdateSchema,
    response: profileSchema,
    summary: "Edit the own nickname, mobile and email (at version)"
  }),
  profileUnbindFeishu: defineEndpoint({
    method: "POST",
    path: `${base14}/profile/unbindFeishu`,
    auth: "token",
    response: profileSchema,
    summary: "Unbind the own Feishu account"
  })
};

// ../../packages/contracts/src/depts/depts.schemas.ts
import { z as z35 } from "zod";
var deptSchema = z35.object({
  guid: z35.string(),
  /** 部门编号: also what the user import's 部门编号 column names. */
  id: z35.number().int(),
  /** 0 at the root. */
  parentId: z35.number().int(),
  /** The ids above it as a path: '/' at the root, '/1/4/' two levels down. */
  ancestors: z35.string(),
  name: z35.string(),
  leader: z35.string(),
  phone: z35.string(),
  email: z35.string(),
  ...recordTailShape
});
var deptQuerySchema = z35.object({
  name: textFilter(64),
  status: statusFilter
});
var PHONE = /^[0-9+\-() ]*$/;
var deptSaveSchema = z35.object({
  ...saveKeyShape,
  /** 0 only for the root, which keeps it. */
  parentId: z35.number().int().min(0),
  name: z35.string().trim().min(1).max(50),
  leader: z35.string().trim().max(30).default(""),
  phone: z35.string().trim().max(20).regex(PHONE, { message: "validation.invalid" }).default(""),
  email: z35.union([z35.literal(""), z35.string().trim().max(50).email()]).default(""),
  ...saveTailShape
});

// ../../packages/contracts/src/depts/depts.endpoints.ts
import { z as z36 } from "zod";
var base15 = "/cloud-user/api/system/dept";
var P4 = PERMISSIONS.dept;
var deptEndpoints = {
  names: { title: "venue.route.dept", labels: "system.dept" },
  permissions: P4,
  list: defineEndpoint({
    method: "GET",
    path: `${base15}/list`,
    auth: "token",
    permission: P4.list,
    query: deptQuerySchema,
    response: z36.array(deptSchema),
    summary: "Departments: the filtered tree as a flat list in order"
  }),
  detail: defineEndpoint({
    method: "GET",
    path: `${base15}/detail`,
    auth: "token",
    permission: P4.query,
    query: resourceGuidQuerySchema,
    response: deptSchema,
    summary: "Departments: one record"
  }),
  addOrUpdate: defineEndpoint({
    method: "POST",
    path: `${base15}/addOrUpdate`,
    auth: "token",
    permission: [P4.add, P4.edit],
    body: deptSaveSchema,
    response: deptSchema,
    summary: "Departments: create or update (moving one re-paths its descendants)"
  }),
  delete: defineEndpoint({
    method: "POST",
    path: `${base15}/delete`,
    auth: "token",
    permission: P4.remove,
    body: guidsBodySchema,
    response: z36.null(),
    summary: "Departments: delete (refused while it has children or users)"
  }),
  export: defineEndpoint({
    method: "POST",
    path: `${base15}/export`,
    auth: "token",
    permission: P4.list,
    body: deptQuerySchema,
    bodyKind: "form",
    response: z36.null(),
    download: "xlsx",
    summary: "Departments: .xlsx of the filtered list"
  })
};

// ../../packages/contracts/src/sites/sites.schemas.ts
import { z as z37 } from "zod";
var flag2 = z37.union([z37.literal(0), z37.literal(1)]);
var dateText = z37.string().regex(/^\d{4}-\d{2}-\d{2}$/);
var siteSchema = z37.object({
  guid: z37.string(),
  /** The group it belongs to; null for a group. */
  parentGuid: z37.string().nullable(),
  code: z37.string(),
  name: z37.string(),
  /** Dictionary `site_type`; '' on groups. */
  type: z37.string(),
  area: z37.number().nullable(),
  height: z37.number().nullable(),
  floorLoad: z37.number().nullable(),
  capacityTheatre: z37.number().int().nullable(),
  capacityClassroom: z37.number().int().nullable(),
  bookable: flag2,
  /** Related sites (composite spaces); stored both ways. */
  related: z37.array(z37.string()),
  disabled: flag2,
  disableFrom: z37.string().nullable(),
  disableTo: z37.string().nullable(),
  disableReason: z37.string().nullable(),
  /** Schedule template of its day-parts; null = the default one. */
  templateId: z37.number().int().nullable(),
  sort: z37.number().int(),
  remark: z37.string(),
  createdAt: z37.number().int(),
  updatedAt: z37.number().int(),
  version: z37.number().int()
});
var siteQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  type: textFilter(32),
  disabled: z37.preprocess(
    (v) => v === "" || v === null ? void 0 : v,
    z37.coerce.number().pipe(flag2).optional()
  )
});
var optionalNumber = (max) => z37.preprocess(
  (v) => v === "" || v === void 0 ? null : v,
  z37.number().min(0).max(max).nullable()
);
var optionalInt = (max) => z37.preprocess(
  (v) => v === "" || v === void 0 ? null : v,
  z37.number().int().min(0).max(max).nullable()
);
var nullableText = (schema) => z37.preprocess((v) => v === "" || v === void 0 ? null : v, schema.nullable());
var siteSaveSchema = z37.object({
  guid: guidSchema.optional(),
  version: versionSchema.optional(),
  parentGuid: nullableText(guidSchema),
  code: z37.string().trim().min(1).max(32),
  name: z37.string().trim().min(1).max(50),
  type: z37.string().trim().max(32).default(""),
  area: optionalNumber(1e7),
  height: optionalNumber(1e3),
  floorLoad: optionalNumber(1e3),
  capacityTheatre: optionalInt(1e6),
  capacityClassroom: optionalInt(1e6),
  bookable: flag2.default(1),
  related: z37.array(guidSchema).max(200).default([]),
  disabled: flag2.default(0),
  disableFrom: nullableText(dateText),
  disableTo: nullableText(dateText),
  disableReason: nullableText(z37.string().trim().max(200)),
  templateId: z37.preprocess(
    (v) => v === "" || v === void 0 ? null : v,
    z37.number().int().min(1).nullable()
  ),
  sort: z37.number().int().min(0).max(9999).default(0),
  remark: z37.string().trim().max(500).default("")
});
var siteOptionSchema = z37.object({
  guid: z37.string(),
  name: z37.string(),
  parentGuid: z37.string().nullable(),
  bookable: flag2
});
var scheduleTemplateOptionSchema = z37.object({
  id: z37.number().int(),
  name: z37.string(),
  isDefault: flag2
});

// ../../packages/contracts/src/sites/sites.endpoints.ts
import { z as z38 } from "zod";
var base16 = "/cloud-business/api/system/site";
var P5 = PERMISSIONS.site;
var siteEndpoints = {
  site: resourceEndpoints({
    base: base16,
    name: "Sites",
    title: "venue.route.site",
    labels: "system.site",
    permissions: P5,
    query: siteQuerySchema,
    row: siteSchema,
    detail: siteSchema,
    save: siteSaveSchema
  }),
  /** Every site by name, for pickers (related sites; a resource's site). */
  options: defineEndpoint({
    method: "GET",
    path: `${base16}/options`,
    auth: "token",
    permission: [
      P5.list,
      PERMISSIONS.resource.list,
      PERMISSIONS.resource.add,
      PERMISSIONS.resource.edit
    ],
    response: z38.array(siteOptionSchema),
    summary: "Sites as options (groups and bookable sites)"
  }),
  /** The schedule templates a site can use. */
  templateOptions: defineEndpoint({
    method: "GET",
    path: `${base16}/templateOptions`,
    auth: "token",
    permission: P5.list,
    response: z38.array(scheduleTemplateOptionSchema),
    summary: "Schedule templates as options"
  })
};

// ../../packages/contracts/src/resources/resources.schemas.ts
import { z as z39 } from "zod";
var venueResourceSchema = z39.object({
  guid: z39.string(),
  name: z39.string(),
  /** Dictionary `resource_type` (LED屏 / 广告位 / 停车区 / 设备). */
  type: z39.string(),
  unit: z39.string(),
  quantity: z39.number().int(),
  /** Yuan per unit, 2 decimals. */
  price: z39.number(),
  siteGuid: z39.string().nullable(),
  /** The site's name ('' without a site). */
  siteName: z39.string(),
  ...recordTailShape
});
var venueResourceQuerySchema = pageQuerySchema.extend({
  name: textFilter(64),
  type: textFilter(32),
  siteGuid: textFilter(64),
  status: statusFilter
});
var twoDecimals = (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
var venueResourceSaveSchema = z39.object({
  ...saveKeyShape,
  name: z39.string().trim().min(1).max(50),
  type: z39.string().trim().min(1).max(32),
  unit: z39.string().trim().max(16).default(""),
  quantity: z39.number().int().min(0).max(999999).default(0),
  price: z39.number().min(0).max(9999999999e-2).refine(twoDecimals, "two decimals").default(0),
  siteGuid: z39.preprocess((v) => v === "" || v === void 0 ? null : v, guidSchema.nullable()),
  ...saveTailShape
});

// ../../packages/contracts/src/resources/resources.endpoints.ts
var resourceManagementEndpoints = {
  resource: resourceEndpoints({
    base: "/cloud-business/api/system/resource",
    name: "Venue resources",
    title: "venue.route.resourcesManagement",
    labels: "system.resource",
    permissions: PERMISSIONS.resource,
    query: venueResourceQuerySchema,
    row: venueResourceSchema,
    detail: venueResourceSchema,
    save: venueResourceSaveSchema
  })
};

// ../../packages/contracts/src/endpoints.ts
var API = {
  auth: authEndpoints,
  workspace: workspaceEndpoints,
  exhibitions: exhibitionEndpoints,
  dictionaries: dictionaryEndpoints,
  files: fileEndpoints,
  logs: logEndpoints,
  clientErrors: clientErrorEndpoints,
  dashboard: dashboardEndpoints,
  schedule: scheduleEndpoints,
  templates: templateEndpoints,
  sites: siteEndpoints,
  resources: resourceManagementEndpoints,
  scheduleTemplates: scheduleTemplateEndpoints,
  prices: priceEndpoints,
  users: userEndpoints,
  depts: deptEndpoints,
  roles: roleEndpoints,
  menus: menuEndpoints,
  workflow: workflowEndpoints,
  customers: customerEndpoints
};
var isEndpoint = (o) => "method" in o && "path" in o;
var endpointsOf = (group3) => Object.values(group3).flatMap(
  (e) => (
    // a resource also carries its names and permission strings beside its endpoints
    typeof e !== "object" || e === null ? [] : isEndpoint(e) ? [e] : endpointsOf(e)
  )
);
var ALL_ENDPOINTS = /* @__PURE__ */ endpointsOf(API);

// src/app.ts
import Fastify from "fastify";

// ../../packages/locales/src/en.json
var en_default = {
  tagsView: {
    label: "Visited pages",
    refresh: "Refresh",
    close: "Close",
    closeOthers: "Close others",
    closeLeft: "Close to the left",
    closeRight: "Close to the right",
    closeAll: "Close all",
    closeTag: "Close {{title}}"
  },
  common: {
    appTitle: "Smart Venue Operation Management Platform",
    back: "Back",
    backHome: "Back to home",
    system: {
      venue: "Venue management",
      service: "Service platform",
      credential: "Credential system"
    },
    route: {
      login: "Sign in",
      fsLogin: "Messaging platform sign-in",
      authRedirect: "Authorisation redirect",
      notFound: "Page not found",
      unauthorized: "No access",
      redirect: "Redirecting",
      message: "Messages",
      profile: "Profile",
      dashboard: "Home"
    },
    table: {
      index: "No.",
      name: "Name",
      status: "Status",
      createdAt: "Created",
      actions: "Actions",
      empty: "No data",
      total: "{{total}} in total",
      updatedAt: "Updated"
    },
    search: {
      area: "Search criteria",
      keyword: "Keyword",
      keywordPlaceholder: "Enter a keyword",
      query: "Search",
      reset: "Reset",
      expand: "More",
      collapse: "Less",
      all: "All"
    },
    time: {
      justNow: "just now",
      minutesAgo: "{{n}} min ago",
      hoursAgo: "{{n}} h ago",
      oneDayAgo: "1 day ago",
      dateFormat: "M/D HH:mm"
    },
    list: {
      add: "Add",
      edit: "Edit",
      delete: "Delete",
      import: "Import",
      export: "Export",
      hideSearch: "Hide search",
      showSearch: "Show search",
      refresh: "Refresh",
      density: "Compact rows",
      columns: "Columns",
      loadFailed: "The data could not be loaded",
      retry: "Retry",
      deleteConfirm: 'Delete "{{what}}"?',
      deleted: "Deleted",
      added: "Added",
      updated: "Saved",
      addTitle: "Add {{what}}",
      editTitle: "Edit {{what}}",
      selectedCount: "{{n}} selected",
      detail: "Details",
      remark: "Remark",
      sort: "Order",
      enterPrefix: "Enter the {{what}}",
      selectPrefix: "Choose the {{what}}",
      more: "More"
    },
    dialog: {
      ok: "OK",
      cancel: "Cancel",
      notice: "Please confirm",
      close: "Close"
    },
    status: {
      enable: "enable",
      disable: "disable",
      confirm: 'Do you want to {{action}} "{{name}}"?',
      changed: "Done: {{action}}",
      of: "Status of {{name}}",
      on: "On",
      off: "Off",
      label: "Status",
      enabled: "Enabled",
      disabled: "Disabled"
    },
    import: {
      dragText: "Drop the file here, or click to choose it",
      hint: "Only .xlsx files, at most {{max}} rows at once.",
      template: "Download the template",
      check: "Check",
      confirm: "Import",
      reselect: "Choose another file",
      notXlsx: "Choose an .xlsx file",
      summary: "{{total}} rows: {{created}} new, {{updated}} updated, {{failed}} with errors",
      hasErrors: "{{failed}} rows cannot be imported: correct the file and choose it again. Nothing is written until then.",
      ready: "Every row is good: ready to import.",
      done: "Imported {{n}} rows",
      row: "Row",
      result: "Result",
      problems: "Problems",
      report: "Import report",
      onlyErrors: "Rows with errors only",
      actions: {
        create: "New",
        update: "Update",
        error: "Error"
      }
    }
  },
  auth: {
    userName: "User name",
    userNamePlaceholder: "Enter your user name",
    userNameRequired: "Please enter your user name",
    password: "Password",
    passwordPlaceholder: "Enter your password",
    passwordRequired: "Please enter your password",
    signIn: "Sign in",
    signInHint: "Sign in with your account",
    fsChecking: "Verifying your identity\u2026",
    fsFailed: "Messaging platform sign-in failed",
    fsMissingCode: "The authorisation code is missing. Please start the sign-in again.",
    backToSignIn: "Back to sign-in",
    bindTitle: "Link your account",
    bindHint: "This messaging account is not linked yet. Enter your user name and password of this system to link it.",
    bindSubmit: "Link and sign in"
  },
  layout: {
    topMenu: "Top menu",
    sideMenu: "Side menu",
    breadcrumb: "Breadcrumb",
    language: "Change language",
    languageChanged: "Language changed",
    switchSystem: "Switch system",
    logout: "Log out",
    greeting: "Hello, {{name}}",
    department: "Department",
    roles: "Roles",
    noExhibition: "No exhibition",
    toggleSidebar: "Show or hide the sidebar",
    scrollMenuLeft: "Scroll the menu left",
    scrollMenuRight: "Scroll the menu right",
    switchSize: "Layout size",
    sizeChanged: "Switch size success",
    size: {
      default: "Default",
      medium: "Medium",
      small: "Small",
      mini: "Mini"
    },
    fullscreen: "Full screen",
    exitFullscreen: "Exit full screen",
    fullscreenUnsupported: "you browser can not work",
    rail: {
      label: "Quick bar",
      taskBar: "Operation record",
      taskBarEmpty: "No pages visited yet",
      current: "Current",
      views: "Favourite views",
      messages: "Messages",
      messagesUnread: "Messages, {{count}} unread"
    },
    account: {
      greeting: {
        earlyMorning: "Good morning, {{name}}",
        morning: "Good morning, {{name}}",
        noon: "Good day, {{name}}",
        afternoon: "Good afternoon, {{name}}",
        evening: "Good evening, {{name}}"
      }
    }
  },
  settings: {
    open: "Page layout settings",
    title: "Page layout settings",
    theme: "Theme colour",
    customColour: "Custom",
    layout: "Layout",
    tagsView: "Show the tags bar",
    fixedHeader: "Fixed header",
    sidebarLogo: "Logo in the sidebar",
    menuInLeft: "Menu on the left",
    supportPinyinSearch: "Pinyin in menu search",
    venue: "Venue",
    venueName: "Venue name",
    logo: "Logo",
    uploadLogo: "Upload logo",
    resetLogo: "Default logo",
    logoSaved: "Logo updated",
    logoFailed: "The logo could not be uploaded",
    logoTooLarge: "The file may not be larger than {{n}} MB!"
  },
  dashboard: {
    greeting: "Hello {{name}}, welcome back",
    today: "Today is {{date}}",
    systems: "My systems",
    current: "Current",
    enter: "Enter",
    noMenus: "No menus available",
    figures: {
      today: "Projects in the venue today",
      week: "Projects in the venue this week",
      weekRange: "{{from}} to {{to}} (Monday to Sunday)",
      unread: "Unread messages",
      exhibitions: "Exhibitions"
    },
    links: {
      dailyReservation: "Daily bookings",
      projectCalendar: "Project calendar",
      messages: "View messages",
      exhibitions: "Exhibition list",
      projects: "Project information"
    },
    inVenue: {
      title: "Projects in the venue",
      today: "Today",
      week: "This week",
      empty: "No projects in the venue",
      more: "{{n}} more",
      dates: "Load-in {{loadIn}} \xB7 Load-out {{loadOut}}"
    },
    charts: {
      byMonth: "Projects in the venue, next 6 months",
      byStatus: "Projects by status",
      projects: "Projects",
      item: "{{name}}: {{n}}",
      separator: ", ",
      byMonthLabel: "Projects in the venue per month over the next 6 months: {{items}}",
      byStatusLabel: "Projects by status: {{items}}",
      empty: "No project data"
    },
    error: {
      title: "The dashboard figures could not be loaded",
      retry: "Retry"
    },
    status: {
      "0": "Lead",
      "1": "Tentative",
      "2": "Awaiting signature",
      "3": "Signed",
      "4": "In progress",
      "5": "Completed",
      "6": "Settled",
      "7": "Lost",
      "8": "Cancelled",
      "9": "Released"
    }
  },
  errors: {
    unknown: "Error",
    hasError: "Has Error",
    network: "Cannot reach the server. Please check your network.",
    timeout: "The request timed out. Please try again later.",
    serverStatus: "Server error {{status}}",
    repeatSubmit: "Your data is being processed. Please do not submit it again.",
    download: "The file could not be downloaded. Please contact the administrator!",
    noExhibition: "No exhibition is selected. Please choose one on the exhibition list first!",
    notFound: "Sorry, the page you visited does not exist.",
    unauthorized: "Sorry, you may not open this page.",
    pageFailed: "The page could not be loaded",
    pageFailedHint: "Reload the page; if the problem persists, contact the administrator.",
    newVersion: "A new version is available. Please reload the page."
  },
  validation: {
    required: "This field is required",
    pageSize: "The page size must be 10, 20, 30, 50, 200 or 2000",
    passwordHash: "The password is not in the expected format",
    routePath: "The route must start with / and contain no spaces",
    dateRange: "The start date cannot be later than the end date",
    sameExhibition: "Cannot copy to the same exhibition",
    dayPartStep: "Day-parts must be in 30-minute steps",
    dayPartOrder: "The end must be after the start",
    dayPartsTotal: "The day-parts cannot total more than 24 hours",
    dayPartsOverlap: "Day-parts cannot overlap",
    floorPrice: "The floor price cannot be above the standard price",
    ratioTotal: "The instalment ratios must total 100% (now {{total}}%)",
    uploadedFile: "Upload a file",
    invalid: "is not valid",
    tooLong: "must be at most {{max}} long",
    tooShort: "must be at least {{min}} long",
    creditCode: "Enter a valid unified social credit code (18 characters, the last a check character)",
    mobile: "Enter a valid 11-digit mobile number",
    contactRequired: "Add at least one contact",
    onePrimary: "Mark exactly one contact as primary"
  },
  venue: {
    group: {
      project: "Projects",
      contract: "Contracts",
      schedule: "Scheduling",
      customer: "Customers",
      finance: "Finance",
      venueInformation: "Venue information",
      task: "Tasks",
      log: "Logs",
      system: "System",
      report: "Reports"
    },
    route: {
      projectInfo: "Project information",
      declarationFile: "Declaration files",
      discountManagement: "Discounts",
      projectCancel: "Project cancellation",
      fileTemplateDownload: "Template downloads",
      contractManagement: "Contracts",
      contractAuditRecord: "Contract audit records",
      contractPaymentPlan: "Contract payment plans",
      contractPaymentStatistics: "Contract payment statistics",
      serviceProviderContract: "Service provider contracts",
      serviceProviderContractDetail: "Service provider contract details",
      scheduleDate: "Site schedule",
      projectCalendar: "Project calendar",
      dailyReservation: "Daily reservations",
      reservationConflict: "Reservation conflicts",
      customerManage: "Customers",
      salesOpportunity: "Sales opportunities",
      accountReceivable: "Accounts receivable",
      incomeDetails: "Income details",
      paymentRecords: "Payment records",
      proformaInvoice: "Proforma invoices",
      reconciliationSettlement: "Reconciliation and settlement",
      refundAudit: "Refund review",
      venueGuide: "Venue guide",
      fileManage: "Files",
      workTips: "Work tips",
      myTasks: "My tasks",
      meetingExhibitionForecast: "Event forecast",
      taskStatistics: "Task statistics",
      loginLog: "Sign-in log",
      operationLog: "Operation log",
      user: "Users",
      role: "Roles",
      menu: "Menus",
      dept: "Departments",
      dataManage: "Data dictionary",
      site: "Sites",
      resourcesManagement: "Resources",
      module: "Modules",
      priceManagement: "Prices",
      scheduleTemplate: "Schedule templates",
      remarkTemplate: "Remark templates",
      paymentPlan: "Payment plan templates",
      fileTemplate: "File templates",
      contractTemplate: "Contract templates"
    }
  },
  service: {
    group: {
      home: "Home",
      homeManagement: "Platform management",
      exhibitionList: "Exhibitions",
      exhibitionInfo: "Exhibition information",
      exhibitionManagement: "Exhibition management",
      registrationManagement: "Registration",
      financialManage: "Finance",
      log: "Logs"
    },
    route: {
      servicePlatformHome: "Service platform home",
      registrationConfig: "Registration settings",
      userAudit: "User review",
      overtimeRuleCon: "Overtime rules",
      exhibitionList: "Exhibitions",
      exhibitionInfo: "Exhibition information",
      exhibitionConfig: "Exhibition settings",
      serviceConfig: "Service settings",
      badgeConfig: "Badge settings",
      overtimeConfig: "Overtime settings",
      fileConfig: "File settings",
      registrationConfirm: "Registration confirmation",
      serviceConfirm: "Service confirmation",
      serviceAudit: "Service review",
      overtimeAudit: "Overtime review",
      transactionOrder: "Orders",
      depositRefund: "Deposit refunds",
      loginLog: "Sign-in log",
      operationLog: "Operation log"
    }
  },
  credential: {
    group: {
      home: "Home",
      setting: "Credential settings",
      audit: "Credential review",
      management: "Making and collecting",
      certQuery: "Credential search",
      verification: "Gate verification"
    },
    route: {
      certificateHome: "Credentials home",
      certificateTypeManagement: "Credential types",
      targetManagement: "Applicant categories",
      formConfig: "Form settings",
      editForm: "Edit form",
      personBlackList: "Person blacklist",
      vehicleBlackList: "Vehicle blacklist",
      personCertificateAudit: "Personal credential review",
      vehicleCertificateAudit: "Vehicle pass review",
      vehicleDeposit: "Vehicle pass deposits",
      personMakingReceive: "Personal credentials: making and collecting",
      vehicleMakingReceive: "Vehicle passes: making and collecting",
      personCertQuery: "Personal credential search",
      vehicleCertQuery: "Vehicle pass search",
      personTravelRecord: "Person passage records",
      carTravelRecord: "Vehicle passage records"
    }
  },
  logs: {
    result: {
      all: "All",
      success: "Success",
      fail: "Failure"
    },
    startDate: "Start date",
    endDate: "End date",
    loadFailed: "The data could not be loaded",
    retry: "Retry",
    login: {
      table: "Sign-in log",
      id: "Access ID",
      userName: "User name",
      userNamePlaceholder: "Enter a user name",
      ip: "IP address",
      browser: "Browser",
      method: "Sign-in method",
      methods: {
        password: "Password",
        feishu: "Feishu"
      },
      status: "Status",
      message: "Message",
      time: "Sign-in time",
      unlock: "Unlock",
      unlockConfirm: 'Unlock user "{{name}}" ({{ip}})?',
      unlockSuccess: "Unlocked",
      os: "OS",
      detail: "Details",
      detailTitle: "Sign-in log details",
      userAgent: "User agent",
      lockedUntil: "Locked until",
      notLocked: "Not locked",
      unknown: "Unknown"
    },
    operation: {
      table: "Operation log",
      id: "Log ID",
      module: "Module",
      modulePlaceholder: "Enter a module",
      action: "Operation",
      requestMethod: "Request method",
      operator: "Operator",
      operatorPlaceholder: "Enter an operator",
      ip: "IP address",
      status: "Status",
      time: "Time",
      duration: "Duration",
      durationValue: "{{ms}} ms",
      detail: "Details",
      detailTitle: "Operation log details",
      url: "Request URL",
      target: "Target",
      params: "Request parameters",
      message: "Message",
      none: "None"
    },
    action: {
      add: "Add",
      edit: "Edit",
      save: "Save",
      delete: "Delete",
      export: "Export",
      import: "Import",
      status: "Status change",
      audit: "Review",
      grant: "Grant",
      reset: "Reset",
      unlock: "Unlock",
      other: "Other"
    },
    view: {
      label: "Log type",
      operation: "Operations",
      clientError: "Browser errors"
    },
    clientError: {
      table: "Browser error log",
      time: "Reported at",
      userName: "User name",
      userNamePlaceholder: "Enter a user name",
      browser: "Browser"
    }
  },
  changePassword: {
    title: "Change password",
    oldPassword: "Old password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    oldRequired: "Please enter the old password",
    newRequired: "Please enter the password",
    newMin: "The password must be at least {{min}} characters long",
    newPattern: "The password must contain upper case and lower case letters, digits and special characters",
    confirmRequired: "Please enter the password again",
    mismatch: "The two passwords do not match",
    submit: "OK",
    cancel: "Cancel",
    success: "Password changed"
  },
  versionHistory: {
    title: "Version history",
    loading: "Loading the version history",
    empty: "No version records",
    loadFailed: "The version history could not be loaded",
    retry: "Retry"
  },
  messages: {
    table: "Messages",
    columns: {
      title: "Title",
      content: "Content",
      kind: "Type",
      time: "Time",
      state: "Status"
    },
    kinds: {
      notice: "Notice",
      task: "Task",
      audit: "Review",
      warning: "Warning"
    },
    read: "Read",
    unread: "Unread",
    filterLabel: "Read status",
    filters: {
      all: "All",
      unread: "Unread",
      read: "Read"
    },
    markRead: "Mark read",
    markReadOf: "Mark read: {{title}}",
    markSelected: "Mark selected read ({{count}})",
    select: "Select {{title}}",
    marked: "Marked as read",
    unreadSummary: "{{count}} unread",
    loadFailed: "The messages could not be loaded",
    retry: "Retry",
    empty: "No messages"
  },
  favouriteViews: {
    title: "Favourite views",
    addCurrent: "Add this page",
    exists: "This page is already in your favourite views.",
    added: "Added to favourite views",
    remove: "Remove {{name}}",
    removeConfirm: "Remove \u201C{{name}}\u201D from your favourite views?",
    removed: "Removed from favourite views",
    ok: "OK",
    cancel: "Cancel",
    loading: "Loading favourite views",
    loadFailed: "The favourite views could not be loaded",
    retry: "Retry",
    empty: "No favourite views yet"
  },
  exhibitions: {
    search: {
      code: "Exhibition code",
      codePlaceholder: "Enter the exhibition code",
      name: "Exhibition name",
      namePlaceholder: "Enter the exhibition name",
      industry: "Industry",
      region: "Region",
      selectPlaceholder: "Select",
      applyTime: "Registration period",
      startDate: "Start date",
      endDate: "End date",
      expand: "Expand",
      collapse: "Collapse"
    },
    field: {
      number: "Exhibition No.",
      title: "Exhibition name",
      industry: "Industry",
      region: "Region",
      applyTime: "Registration period",
      openTime: "Show dates",
      status: "Status",
      onHome: "On home page"
    },
    status: {
      "0": "Preparing",
      "1": "Registration open",
      "2": "In progress",
      "3": "Ended"
    },
    list: {
      table: "Exhibition list",
      enter: "Enter",
      enterOf: "Enter {{title}}",
      switchOk: "Exhibition switched",
      onHomeOf: "Show {{title}} on the home page",
      onHomeSaved: "Home page display updated"
    },
    info: {
      noGuid: "No exhibition specified",
      notFound: "The exhibition does not exist or could not be loaded",
      chooseHint: "Choose an exhibition in the exhibition list and enter it first",
      toList: "Go to the exhibition list"
    },
    figures: {
      daysToApplyEnd: "Days until registration closes",
      daysToOpen: "Days until opening",
      openDays: "Show days",
      hallCount: "Halls",
      activeUsers: "Current users"
    },
    copyConfig: {
      open: "Copy config",
      openOf: "Copy config to {{title}}",
      title: "Copy configuration",
      target: "Copy to: {{title}}",
      source: "Source exhibition",
      sourcePlaceholder: "Select the source exhibition",
      sourceRequired: "Select the source exhibition",
      parts: "What to copy",
      partsRequired: "Select at least one item to copy",
      part: {
        service: "Service config",
        badge: "Badge config",
        overtime: "Overtime config",
        file: "File config"
      },
      ok: "Copy",
      confirmTitle: "Confirm copy",
      confirm: "Copy the selected configuration of \u201C{{from}}\u201D to \u201C{{to}}\u201D? The current configuration of \u201C{{to}}\u201D will be replaced.",
      success: "Configuration copied",
      failed: "Failed to copy the configuration",
      failedWith: "Failed to copy the configuration: {{reason}}"
    }
  },
  headerSearch: {
    open: "Search pages",
    label: "Search pages",
    shortcut: "Search pages (/ or Ctrl+K)",
    placeholder: "Page name or path",
    noResult: "No matching page"
  },
  exhibitionSwitch: {
    open: "Switch exhibition",
    title: "Switch exhibition",
    table: "Exhibitions to choose from",
    confirm: "OK",
    cancel: "Cancel",
    noneSelected: "Please select an exhibition",
    onlyOne: "Only one exhibition can be selected",
    success: "Exhibition switched",
    failed: "Failed to switch exhibition",
    loadFailed: "Failed to load the exhibitions",
    empty: "No data",
    total: "{{total}} in total",
    selectOf: "Select {{title}}"
  },
  dateRange: {
    start: "Start date",
    end: "End date",
    startAfterEnd: "The start date cannot be later than the end date"
  },
  editor: {
    placeholder: "Enter content",
    toolbar: "Formatting",
    bold: "Bold",
    italic: "Italic",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    image: "Insert image",
    uploading: "Uploading the image",
    tooLarge: "The file must not be larger than {{size}} MB!",
    insertFailed: "Failed to insert the image",
    content: "Content"
  },
  schedule: {
    grid: {
      view: {
        "3": "3 days",
        "7": "7 days",
        "14": "14 days",
        "30": "30 days",
        "31": "Month",
        "92": "Quarter"
      },
      viewMode: "View",
      configError: "Configuration error: the schedule may be shown incorrectly. Please fix the configuration first",
      configErrorTitle: "Notice",
      gridLabel: "Schedule grid",
      corner: "Site",
      projectCorner: "Project",
      dayLabel: "{{month}}/{{day}}",
      weekday: {
        "0": "Sun",
        "1": "Mon",
        "2": "Tue",
        "3": "Wed",
        "4": "Thu",
        "5": "Fri",
        "6": "Sat"
      },
      cellLabel: "{{row}} {{date}} {{part}}",
      cellLabelBlock: "{{row}} {{date}} {{part}}: {{text}} {{status}}",
      unsavedBlock: "Unsaved",
      relatedCopy: "Held by a related site",
      disabled: "Disabled",
      disabledByRelated: "Related site {{site}} is selected",
      area: "{{area}} m\xB2",
      prevDay: "Previous day",
      nextDay: "Next day",
      prevWeek: "Previous week",
      nextWeek: "Next week",
      prevMonth: "Previous month",
      nextMonth: "Next month",
      prevQuarter: "Previous quarter",
      nextQuarter: "Next quarter",
      today: "Today",
      pickDate: "Pick a date",
      pickMonth: "Pick a month",
      pickQuarter: "Pick a quarter",
      quarter: {
        "31": "Jan\u2013Mar",
        "61": "Apr\u2013Jun",
        "91": "Jul\u2013Sep",
        "121": "Oct\u2013Dec"
      },
      export: "Export",
      print: "Print",
      expand: "Expand",
      collapse: "Collapse",
      template: "Schedule template",
      loading: "Loading\u2026",
      loadFailed: "The schedule could not be loaded",
      retry: "Retry"
    },
    booking: {
      title: "New booking",
      save: "Save",
      cancel: "Cancel",
      saved: "Booking saved",
      blocks: "{{count}} time blocks selected",
      blockList: "Selected time blocks",
      project: "Project",
      projectPlaceholder: "Select a project",
      projectRequired: "Select a project",
      usage: "Usage",
      level: "Hold level",
      dates: "Dates",
      datesRequired: "Select the dates",
      remark: "Remark",
      noBlocks: "No time blocks to save"
    },
    usage: {
      loadIn: "Load-in / set-up",
      show: "Show days",
      loadOut: "Load-out",
      meeting: "Meeting",
      event: "Event",
      closure: "Closure"
    },
    level: {
      "1": "1st hold",
      "2": "2nd hold",
      "3": "3rd hold"
    },
    status: {
      "0": "Tentative",
      "1": "Awaiting contract",
      "2": "Confirmed",
      "3": "Cancelled"
    },
    drawer: {
      title: "Booking details",
      edit: "Edit",
      delete: "Delete",
      deleteConfirm: "Delete this booking?",
      deleted: "Booking deleted",
      updated: "Booking updated",
      project: "Project",
      customer: "Customer",
      site: "Site",
      time: "Time",
      status: "Status"
    },
    daily: {
      date: "Date",
      today: "Today",
      print: "Print"
    },
    conflict: {
      dates: "Date range",
      all: "All",
      site: "Site",
      time: "Date / day-part",
      projectA: "Project A (status/level)",
      projectB: "Project B",
      type: "Type",
      grade: "Grade",
      state: "Handling state",
      handler: "Handler",
      markResolved: "Mark coordinated",
      ignore: "Ignore",
      reopen: "Reopen",
      note: "Note",
      confirm: "OK",
      handled: "Handling state updated",
      types: {
        same: "Same site",
        related: "Related sites",
        disabled: "Site disabled"
      },
      grades: {
        serious: "Serious",
        handle: "Needs action",
        notice: "Notice",
        siteDisabled: "Site disabled"
      },
      states: {
        open: "Open",
        resolved: "Coordinated",
        ignored: "Ignored"
      }
    },
    projectSites: {
      separator: ", ",
      many: "{{names}} \u2026 ({{count}} sites)"
    }
  },
  system: {
    remarkTemplate: {
      what: "remark template",
      name: "Name",
      category: "Category",
      content: "Text"
    },
    scheduleTemplate: {
      what: "schedule template",
      name: "Name",
      default: "Default",
      dayParts: "Day-parts",
      totalHours: "Total (h)",
      siteCount: "Sites using it",
      partText: "Day-part name",
      start: "Start",
      end: "End",
      width: "Column width",
      addPart: "Add day-part",
      removePart: "Remove day-part",
      total: "Total {{hours}} h (at most 24 h)",
      needOnePart: "Add at least one day-part"
    },
    price: {
      what: "price",
      site: "Site",
      periodType: "Period type",
      unit: "Unit",
      standardPrice: "Standard price",
      floorPrice: "Floor price",
      holidayFactor: "Holiday factor",
      taxRate: "Tax rate",
      validity: "Validity",
      validFrom: "Valid from",
      validTo: "Valid to"
    },
    user: {
      what: "user",
      id: "User no.",
      userName: "Account",
      nickName: "Nickname",
      dept: "Department",
      deptTree: "Departments",
      mobile: "Mobile",
      email: "Email",
      roles: "Roles",
      password: "Password",
      namePlaceholder: "Account or nickname",
      userNamePattern: "Account may contain letters, digits and _ . @ - only",
      mobileInvalid: "Enter a valid mobile number",
      emailInvalid: "Enter a valid email address",
      resetPassword: "Reset password",
      resetConfirm: 'Reset the password of "{{name}}"?',
      newPasswordIs: 'New password of "{{name}}":',
      shownOnce: "This password is shown only once; pass it on safely.",
      assignRoles: "Assign roles",
      feishu: "Feishu account",
      bound: "Bound",
      unbound: "Not bound",
      importTitle: "Import users",
      importTemplate: "User import template",
      updateSupport: "Update users that already exist",
      firstPassword: "First password",
      passwordsOnce: "New users\u2019 first passwords are shown this once: pass each on and ask them to change it after signing in."
    },
    role: {
      what: "role",
      id: "Role ID",
      name: "Role name",
      key: "Role key",
      keyHint: "The role's identifier in code, e.g. admin, ops_supervisor",
      keyPattern: "Start with a letter; use letters, digits, _ and : only",
      menus: "Menu permissions",
      expandAll: "Expand/collapse",
      selectAll: "Select all/none",
      linkage: "Link parents and children",
      dataScope: "Data scope",
      dataScopeTitle: "Assign data scope",
      scope: "Scope",
      depts: "Departments",
      scope1: "All data",
      scope2: "Custom departments",
      scope3: "Own department",
      scope4: "Own department and below",
      scope5: "Own records only"
    },
    dict: {
      what: "dictionary",
      typesTable: "Dictionaries",
      name: "Name",
      dictType: "Type key",
      valueCount: "Values",
      values: "Values",
      valuesOf: "Values of {{name}} ({{dictType}})",
      typeHint: "Starts with a lowercase letter; lowercase letters, digits and _ only, e.g. site_type",
      typeFixed: "The type key cannot change once created (records read values by it)",
      typePattern: "Lowercase letters, digits and _ only, starting with a letter",
      valueWhat: "value",
      label: "Label",
      value: "Value",
      color: "Tag colour",
      customColor: "Custom colour",
      colorInvalid: "Choose a preset colour or a #RRGGBB",
      plainTag: "Plain (no colour)",
      preview: "Preview"
    },
    resource: {
      what: "resource",
      name: "Name",
      type: "Type",
      unit: "Unit",
      unitHint: "e.g. \u5757\xB7\u5929, \u8F66\u4F4D\xB7\u5929",
      quantity: "Quantity",
      price: "Price (CNY)",
      site: "Site"
    },
    paymentPlan: {
      what: "payment plan template",
      name: "Name",
      instalments: "Instalments",
      count: "Count",
      instalment: "{{type}} {{ratio}}% within {{days}} days {{anchor}}",
      type: "Type",
      anchor: "Counted from",
      offsetDays: "Days",
      days: "days",
      ratio: "Ratio",
      addInstalment: "Add instalment",
      removeInstalment: "Remove instalment",
      total: "Total {{total}}% (must be 100%)",
      types: {
        deposit: "Deposit",
        firstPayment: "Down payment",
        progress: "Progress payment",
        final: "Final payment",
        guarantee: "Security deposit"
      },
      anchors: {
        afterSigning: "after signing",
        beforeMoveIn: "before move-in",
        afterMoveOut: "after move-out"
      }
    },
    contractTemplate: {
      what: "contract template",
      name: "Name",
      contractType: "Contract type",
      content: "Contract text",
      placeholder: "Insert placeholder"
    },
    site: {
      what: "site",
      name: "Name",
      nameOrCode: "Name or code",
      code: "Code",
      type: "Type",
      area: "Area (\u33A1)",
      height: "Height (m)",
      floorLoad: "Floor load (t/\u33A1)",
      capacity: "Seats (theatre/classroom)",
      capacityTheatre: "Theatre seats",
      capacityClassroom: "Classroom seats",
      bookable: "Bookable",
      yes: "Yes",
      no: "No",
      related: "Related sites",
      disabled: "Disabled",
      isDisabled: "Disabled",
      notDisabled: "In use",
      disabledPeriod: "Disabled {{from}} ~ {{to}}",
      disableFrom: "Disabled from",
      disableTo: "Disabled until",
      disableReason: "Reason",
      periodOrder: "The start date cannot be after the end date",
      disableNeedsPermission: "Disabling a site needs the site-disable permission",
      template: "Schedule template",
      defaultTemplate: "Default template",
      parent: "Group",
      noParent: "None (a group itself)"
    },
    fileTemplate: {
      what: "file template",
      name: "Name",
      category: "Category",
      file: "File",
      upload: "Upload file",
      uploadFailed: "Upload failed"
    },
    menu: {
      what: "menu",
      name: "Menu name",
      system: "Subsystem",
      icon: "Icon",
      type: "Type",
      typeM: "Directory",
      typeC: "Menu",
      typeF: "Button",
      perms: "Permission",
      path: "Route path",
      visible: "Visibility",
      show: "Shown",
      hide: "Hidden",
      parent: "Parent",
      root: "Top level"
    },
    module: {
      what: "module",
      code: "Code",
      name: "Module name",
      version: "Version",
      hint: "Subsystem codes are fixed (the route tables are keyed by them); only the name, order, status and remark can change. A disabled subsystem disappears at the next sign-in."
    },
    dept: {
      what: "department",
      name: "Department",
      parent: "Parent department",
      leader: "Leader",
      phone: "Phone",
      email: "Email",
      phoneInvalid: "Enter a valid phone number"
    }
  },
  profile: {
    info: "My account",
    edit: "Edit details",
    changePassword: "Change password",
    bindings: "Linked accounts",
    unbind: "Unbind",
    unbindConfirm: "Unbind your Feishu account? You will no longer be able to sign in with Feishu.",
    unbound: "Unbound",
    bindHint: "Sign in with Feishu on the sign-in page to bind it"
  },
  server: {
    ok: "Success",
    notSignedIn: "Your session has expired. Please sign in again.",
    forbidden: "You do not have permission for this. Ask an administrator.",
    notFound: "The requested resource does not exist.",
    badRequest: "Invalid request: {{detail}}",
    tooMany: "Too many requests. Please try again later.",
    tooLarge: "The file must be smaller than {{mb}} MB!",
    serverError: "Internal server error. Please contact the administrator.",
    conflict: "Someone else changed this record. Reload and try again.",
    validation: {
      cents: "at most 2 decimals",
      date: "must be a date as yyyy-MM-dd",
      halfHour: "must be on the half hour"
    },
    export: {
      sort: "Order",
      status: "Status",
      enabled: "Enabled",
      disabled: "Disabled",
      remark: "Remark",
      createdAt: "Created",
      updatedAt: "Updated",
      site: {
        floorLoad: "Floor load (t/\u33A1)",
        disabled: "Disabled"
      },
      user: {
        sheet: "Users"
      },
      dept: {
        sheet: "Departments",
        id: "Dept no."
      },
      dictData: {
        sheet: "Dictionary values"
      },
      dictType: {
        sheet: "Dictionary types"
      },
      loginLog: {
        sheet: "Sign-in log"
      },
      operationLog: {
        sheet: "Operation log"
      },
      log: {
        id: "No.",
        userName: "User",
        ip: "IP address",
        browser: "Browser",
        method: "Method",
        methodPassword: "Password",
        methodFeishu: "Feishu",
        result: "Result",
        success: "Success",
        fail: "Failed",
        message: "Message",
        time: "Time",
        module: "Module",
        action: "Action",
        url: "URL",
        params: "Parameters",
        duration: "Duration (ms)"
      },
      role: {
        sheet: "Roles"
      },
      yes: "Yes",
      no: "No"
    },
    site: {
      codeTaken: "This site code already exists",
      badParent: "must be a group other than the site itself",
      groupWithChildren: "this group holds sites and cannot move into another group",
      noType: "must be a value of the site type dictionary",
      badRelated: "must be other bookable sites",
      noTemplate: "no such schedule template",
      hasBookings: 'Site "{{name}}" has {{count}} bookings and cannot be deleted',
      hasPrices: 'Site "{{name}}" has {{count}} prices: delete them in Prices first',
      hasChildren: 'Group "{{name}}" still holds sites and cannot be deleted'
    },
    resource: {
      noType: "must be a value of the resource type dictionary",
      noSite: "no such bookable site"
    },
    loginSuccess: "Signed in",
    loginFailed: "Unknown user or wrong password. {{left}} attempts left.",
    loginLocked: "Account locked. Try again after {{time}}.",
    accountDisabled: "This account is disabled. Contact an administrator.",
    logoutDone: "Signed out",
    feishuNotBound: "This Feishu account is not linked yet. Sign in with your user name and password to link it.",
    feishuNotConfigured: "Feishu sign-in is not enabled. Sign in with your user name and password.",
    feishuCodeInvalid: "The Feishu authorisation has expired. Scan the code again.",
    feishuUnavailable: "Feishu cannot be reached right now. Please try again later.",
    bindTicketInvalid: "The link request has expired. Sign in with Feishu again.",
    password: {
      oldRequired: "Enter the old password",
      required: "Enter the password",
      tooShort: "The password must be at least {{min}} characters",
      tooLong: "The password must be at most {{max}} characters",
      weak: "The password must contain upper case, lower case, a digit and a special character",
      confirmRequired: "Enter the password again",
      mismatch: "The two passwords do not match",
      oldWrong: "The old password is wrong",
      notEncoded: "Password fields must be Base64-encoded",
      changed: "Changed"
    },
    exhibition: {
      notFound: "The exhibition does not exist or was deleted.",
      switchOk: "Exhibition switched",
      switchFailed: "Failed to switch the exhibition",
      contextGone: "Your current exhibition no longer exists. Please choose another.",
      numberTaken: 'Exhibition number "{{number}}" is already used by "{{title}}".',
      versionRequired: "Invalid request: version: is required",
      unknownRef: "Invalid request: {{field}}: does not exist",
      ended: "The exhibition has ended; no more work can be done on it."
    },
    user: {
      userNameTaken: "This account already exists",
      mobileTaken: "This mobile number is already in use",
      emailTaken: "This email is already in use",
      deptMissing: "No such department",
      roleMissing: "No such role",
      notSelf: "You cannot delete or disable yourself",
      notAdmin: "The super administrator cannot be deleted or disabled"
    },
    import: {
      user: {
        sheet: "User import",
        lists: "Choices"
      },
      notXlsx: "Upload an Excel file in .xlsx format",
      notTemplate: "The file\u2019s headings do not match the import template: download the template and fill it in",
      empty: "The file holds no rows to import",
      tooMany: "At most {{max}} rows can be imported at once",
      duplicateInFile: "Same as row {{row}}",
      unknownStatus: "Status must be Enabled or Disabled",
      userExists: "This account already exists (tick \u201CUpdate existing users\u201D to update it)",
      notInScope: "This account is outside your data scope and cannot be updated",
      deptAmbiguous: "More than one department has this name",
      roleMissing: "No role named \u201C{{name}}\u201D"
    },
    menu: {
      hasChildren: 'Menu "{{name}}" has sub-menus and cannot be deleted',
      assigned: 'Menu "{{name}}" is granted to role "{{role}}" and cannot be deleted',
      badParent: "This parent menu is not allowed here",
      pathRequired: "Enter the route path",
      permsRequired: "A button needs a permission"
    },
    dept: {
      parentMissing: "No such parent department",
      parentIsSelf: "The parent cannot be the department itself or one below it",
      parentDisabled: "The parent department is disabled",
      nameTaken: "A department of this name already exists at this level",
      hasChildren: "It has sub-departments and cannot be deleted",
      hasUsers: "It has users and cannot be deleted",
      enabledChildren: "It has enabled sub-departments and cannot be disabled",
      rootFixed: "The root department has no parent"
    },
    workspace: {
      viewExists: "This page is already in your favourite views.",
      viewNotFound: "The favourite view does not exist."
    },
    dict: {
      noType: "no such dictionary type",
      valueTaken: "This value already exists in the dictionary",
      typeTaken: "This dictionary type already exists",
      typeFixed: "cannot change once created",
      typeHasValues: 'Dictionary "{{name}}" still has {{count}} values; delete them first'
    },
    upload: {
      noFile: 'Choose a file to upload (form field "file")',
      notDocument: "Only PDF, Word, Excel or PowerPoint files, or images, can be uploaded",
      notImage: "Only PNG, JPEG, GIF or WEBP images can be uploaded",
      quotaFull: "Your uploads have reached the storage quota of {{mb}} MB. Files that nothing uses are removed after 24 hours."
    },
    fileTemplate: {
      fileMissing: "The file is not there: upload it again"
    },
    contractTemplate: {
      empty: "The contract text cannot be empty"
    },
    unlockDone: "Unlocked",
    price: {
      overlap: "This site already has a price of this period type for {{from}} to {{to}}; validity cannot overlap",
      siteUnknown: "Choose a bookable site"
    },
    schedule: {
      rangeInvalid: "The date range is not valid",
      rangeOrder: "The start date must be before the end date",
      rangeTooLong: "The date range cannot be longer than {{days}} days",
      endBeforeStart: "The end must be after the start",
      siteUnknown: "The site does not exist or was deleted",
      siteGroup: '"{{site}}" is a group of sites and cannot be booked',
      siteDisabled: 'Site "{{site}}" is disabled from {{from}} to {{to}} ({{reason}}) and cannot be booked',
      projectUnknown: "The project does not exist or cannot be booked (lost, cancelled or released)",
      batchOverlap: 'The blocks sent overlap each other on "{{site}}"',
      clash: "Clashes with existing bookings: {{list}}",
      clashMore: "and {{n}} in all",
      missionNotFound: "The booking does not exist or was deleted",
      conflictNotFound: "The conflict does not exist or no longer applies",
      templateNotFound: "The schedule template does not exist",
      projectStatus: {
        "0": "Lead",
        "1": "Tentative",
        "2": "Contract pending",
        "3": "Signed",
        "4": "In progress",
        "5": "Completed",
        "6": "Settled",
        "7": "Lost",
        "8": "Cancelled",
        "9": "Released"
      },
      bookingStatus: {
        "0": "Tentative",
        "1": "Pending",
        "2": "Confirmed",
        "3": "Cancelled"
      },
      export: {
        site: "Site",
        project: "Project",
        siteFile: "site-schedule",
        projectFile: "project-calendar"
      },
      confirmNeedsPermission: "Setting a booking to confirmed needs the confirm permission (it normally comes with the signed contract)"
    },
    role: {
      keyTaken: "This role key is already in use",
      inUse: 'Role "{{name}}" is assigned to {{count}} users and cannot be deleted',
      adminFixed: "The administrator role cannot be deleted, disabled or renamed",
      unknownMenu: "Some of the menus do not exist",
      unknownDept: "Some of the departments do not exist"
    },
    scheduleTemplate: {
      needDefault: "One template must be the default: make another one the default instead",
      inUse: "Template \u201C{{name}}\u201D is used by {{count}} sites and cannot be deleted",
      defaultDelete: "The default template \u201C{{name}}\u201D cannot be deleted"
    },
    grant: {
      admin: "Only a super administrator may change or assign the super administrator role",
      menus: "You cannot grant menu permissions you do not hold: {{names}}",
      systems: "You cannot grant subsystems you do not hold: {{names}}",
      dataScope: "You cannot grant a data scope wider than your own",
      role: "You cannot assign a role that grants more than you hold: {{names}}",
      ownRoles: "You cannot change your own roles",
      dept: 'The department "{{names}}" is outside your data scope',
      noDept: "Choose a department within your data scope"
    },
    http: {
      invalidJson: "The request body is not valid JSON.",
      unsupportedType: "This content type is not supported.",
      bodyTooLarge: "The request body must not exceed {{mb}} MB.",
      tooManyParts: "The upload has too many files or fields: send one file at a time.",
      badUrl: "The request URL is not valid.",
      urlTooLong: "The request URL is too long.",
      headersTooLarge: "The request headers are too large.",
      timeout: "The request timed out. Please try again.",
      methodNotAllowed: "This request method is not allowed.",
      malformed: "The request is malformed.",
      rejected: "The request could not be processed ({{status}})."
    },
    workflow: {
      unknownAction: "Unknown action: {{action}}",
      notInThisState: "The record is {{state}}: it cannot be {{action}}",
      commentRequired: "{{action}} needs a comment",
      alreadyPending: "This document is already under review",
      requestNotFound: "The review does not exist",
      requestClosed: "This review is already {{status}}",
      status: {
        pending: "under review",
        approved: "approved",
        rejected: "rejected",
        withdrawn: "withdrawn"
      },
      notSubmitter: "Only the submitter can withdraw it",
      alreadyActed: "A reviewer has already acted: it cannot be withdrawn",
      ownRequest: "You cannot review a document you submitted",
      notYourNode: "The current review step is not yours",
      rejectReasonRequired: "A rejection needs a reason",
      transferTargetInvalid: "Choose another active user",
      unknownDocument: "Unknown document type",
      attachmentMissing: "Upload the file first",
      attachmentNotFound: "The attachment does not exist",
      roleUnknown: 'The role "{{role}}" does not exist or is disabled'
    },
    customer: {
      ownerMissing: "The sales owner does not exist or is disabled",
      ownerOutOfScope: "You cannot hand a customer to someone outside your data scope",
      hasProjects: 'The customer "{{name}}" has projects and cannot be deleted',
      creditCodeTaken: 'This credit code already belongs to the customer "{{name}}"',
      nameTaken: 'The customer "{{name}}" already exists ({{creditCode}})'
    }
  },
  errorLog: {
    open: "Error log ({{count}})",
    title: "Error log",
    message: "Message",
    where: "Where",
    url: "Page URL",
    time: "Time",
    stack: "Stack trace",
    clear: "Clear"
  },
  customer: {
    what: "customer",
    name: "Customer name",
    creditCode: "Unified social credit code",
    type: "Customer type",
    industry: "Industry",
    region: "Region",
    grade: "Grade",
    source: "Source",
    owner: "Sales owner",
    ownerId: "Sales owner",
    ownerName: "Sales owner",
    deptName: "Department",
    contactName: "Contact",
    contactMobile: "Contact phone",
    projectCount: "Projects",
    blacklisted: "Blacklisted",
    creditNote: "Credit note",
    contacts: "Contacts",
    invoiceTitle: "Invoice title",
    invoiceTaxNo: "Taxpayer ID",
    invoiceBank: "Bank",
    invoiceAccount: "Account number",
    invoiceAddressPhone: "Address and phone",
    contractTotal: "Contracted total",
    lastEventTime: "Latest event",
    grades: {
      A: "A Strategic",
      B: "B Key",
      C: "C Regular"
    },
    blacklistedTag: "Blacklisted",
    ownerSelf: "Yourself if left empty",
    contact: {
      name: "Name",
      title: "Title",
      mobile: "Mobile",
      email: "Email",
      primary: "Primary contact",
      add: "Add contact",
      remove: "Remove contact"
    },
    tabs: {
      basic: "Details",
      contacts: "Contacts",
      invoice: "Invoicing",
      projects: "Projects",
      followUps: "Follow-ups"
    },
    sections: {
      basic: "Details",
      contacts: "Contacts",
      invoice: "Invoicing",
      credit: "Credit"
    },
    project: {
      projectNumber: "Project no.",
      title: "Project",
      status: "Status",
      dates: "Show dates",
      contractAmount: "Contract amount",
      none: "This customer has no projects yet"
    },
    followUp: {
      method: "Method",
      content: "Notes",
      nextDate: "Next follow-up",
      add: "Add follow-up",
      overdue: "Overdue",
      none: "No follow-ups yet",
      saved: "Follow-up saved",
      by: "{{name}} \xB7 {{time}}"
    },
    view: "View"
  },
  recordDetail: {
    close: "Close",
    attachments: "Attachments",
    history: "History",
    upload: "Upload attachment",
    uploadHint: "PDF, Office documents and images, up to 5 MB each",
    noAttachments: "No attachments",
    noHistory: "No history yet",
    uploadedBy: "Uploaded by {{name}} at {{time}}",
    removeAttachment: "Remove attachment",
    removeConfirm: 'Remove the attachment "{{name}}"?',
    uploaded: "Attachment uploaded",
    removed: "Attachment removed",
    notFound: "This record does not exist or you may not see it",
    loadFailed: "Could not load, please try again",
    transition: "{{from}} \u2192 {{to}}"
  }
};

// ../../packages/locales/src/es.json
var es_default = {
  tagsView: {
    label: "P\xE1ginas visitadas",
    refresh: "Actualizar p\xE1gina",
    close: "Cerrar",
    closeOthers: "Cerrar las dem\xE1s",
    closeLeft: "Cerrar a la izquierda",
    closeRight: "Cerrar a la derecha",
    closeAll: "Cerrar todas",
    closeTag: "Cerrar {{title}}"
  },
  common: {
    appTitle: "Plataforma de Gesti\xF3n de Operaciones de Recintos Inteligentes",
    back: "Volver",
    backHome: "Volver al inicio",
    system: {
      venue: "Gesti\xF3n del recinto",
      service: "Plataforma de servicios",
      credential: "Sistema de acreditaciones"
    },
    route: {
      login: "Iniciar sesi\xF3n",
      fsLogin: "Inicio de sesi\xF3n con plataforma de mensajer\xEDa",
      authRedirect: "Redirecci\xF3n de autorizaci\xF3n",
      notFound: "P\xE1gina no encontrada",
      unauthorized: "Sin acceso",
      redirect: "Redirigiendo",
      message: "Mensajes",
      profile: "Perfil",
      dashboard: "Inicio"
    },
    table: {
      index: "N.\xBA",
      name: "Nombre",
      status: "Estado",
      createdAt: "Creado",
      actions: "Acciones",
      empty: "Sin datos",
      total: "{{total}} en total",
      updatedAt: "Actualizado"
    },
    search: {
      area: "Criterios de b\xFAsqueda",
      keyword: "Palabra clave",
      keywordPlaceholder: "Introduzca una palabra clave",
      query: "Buscar",
      reset: "Restablecer",
      expand: "M\xE1s",
      collapse: "Menos",
      all: "Todos"
    },
    time: {
      justNow: "ahora mismo",
      minutesAgo: "hace {{n}} min",
      hoursAgo: "hace {{n}} h",
      oneDayAgo: "hace 1 d\xEDa",
      dateFormat: "D/M HH:mm"
    },
    list: {
      add: "A\xF1adir",
      edit: "Editar",
      delete: "Eliminar",
      import: "Importar",
      export: "Exportar",
      hideSearch: "Ocultar b\xFAsqueda",
      showSearch: "Mostrar b\xFAsqueda",
      refresh: "Actualizar",
      density: "Filas compactas",
      columns: "Columnas",
      loadFailed: "No se pudieron cargar los datos",
      retry: "Reintentar",
      deleteConfirm: "\xBFEliminar \xAB{{what}}\xBB?",
      deleted: "Eliminado",
      added: "A\xF1adido",
      updated: "Guardado",
      addTitle: "A\xF1adir {{what}}",
      editTitle: "Editar {{what}}",
      selectedCount: "{{n}} seleccionados",
      detail: "Detalles",
      remark: "Observaciones",
      sort: "Orden",
      enterPrefix: "Introduzca {{what}}",
      selectPrefix: "Elija {{what}}",
      more: "M\xE1s"
    },
    dialog: {
      ok: "Aceptar",
      cancel: "Cancelar",
      notice: "Confirme",
      close: "Cerrar"
    },
    status: {
      enable: "activar",
      disable: "desactivar",
      confirm: "\xBFDesea {{action}} \xAB{{name}}\xBB?",
      changed: "Hecho: {{action}}",
      of: "Estado de {{name}}",
      on: "S\xED",
      off: "No",
      label: "Estado",
      enabled: "Activo",
      disabled: "Inactivo"
    },
    import: {
      dragText: "Suelte el archivo aqu\xED o haga clic para elegirlo",
      hint: "Solo archivos .xlsx, como m\xE1ximo {{max}} filas a la vez.",
      template: "Descargar la plantilla",
      check: "Comprobar",
      confirm: "Importar",
      reselect: "Elegir otro archivo",
      notXlsx: "Elija un archivo .xlsx",
      summary: "{{total}} filas: {{created}} nuevas, {{updated}} actualizadas, {{failed}} con errores",
      hasErrors: "{{failed}} filas no se pueden importar: corrija el archivo y el\xEDjalo de nuevo. No se escribe nada hasta entonces.",
      ready: "Todas las filas son correctas: listo para importar.",
      done: "Se importaron {{n}} filas",
      row: "Fila",
      result: "Resultado",
      problems: "Problemas",
      report: "Informe de importaci\xF3n",
      onlyErrors: "Solo filas con errores",
      actions: {
        create: "Nueva",
        update: "Actualizar",
        error: "Error"
      }
    }
  },
  auth: {
    userName: "Usuario",
    userNamePlaceholder: "Introduzca su usuario",
    userNameRequired: "Introduzca su usuario",
    password: "Contrase\xF1a",
    passwordPlaceholder: "Introduzca su contrase\xF1a",
    passwordRequired: "Introduzca su contrase\xF1a",
    signIn: "Iniciar sesi\xF3n",
    signInHint: "Inicie sesi\xF3n con su cuenta",
    fsChecking: "Verificando su identidad\u2026",
    fsFailed: "Error al iniciar sesi\xF3n con la plataforma de mensajer\xEDa",
    fsMissingCode: "Falta el c\xF3digo de autorizaci\xF3n. Vuelva a iniciar sesi\xF3n.",
    backToSignIn: "Volver al inicio de sesi\xF3n",
    bindTitle: "Vincular cuenta",
    bindHint: "Esta cuenta de mensajer\xEDa a\xFAn no est\xE1 vinculada. Introduzca su usuario y contrase\xF1a de este sistema para vincularla.",
    bindSubmit: "Vincular e iniciar sesi\xF3n"
  },
  layout: {
    topMenu: "Men\xFA superior",
    sideMenu: "Men\xFA lateral",
    breadcrumb: "Ruta de navegaci\xF3n",
    language: "Cambiar idioma",
    languageChanged: "Idioma cambiado",
    switchSystem: "Cambiar de sistema",
    logout: "Cerrar sesi\xF3n",
    greeting: "Hola, {{name}}",
    department: "Departamento",
    roles: "Roles",
    noExhibition: "Sin exposici\xF3n",
    toggleSidebar: "Mostrar u ocultar la barra lateral",
    scrollMenuLeft: "Desplazar el men\xFA a la izquierda",
    scrollMenuRight: "Desplazar el men\xFA a la derecha",
    switchSize: "Tama\xF1o del dise\xF1o",
    sizeChanged: "Tama\xF1o cambiado",
    size: {
      default: "Predeterminado",
      medium: "Mediano",
      small: "Peque\xF1o",
      mini: "Mini"
    },
    fullscreen: "Pantalla completa",
    exitFullscreen: "Salir de pantalla completa",
    fullscreenUnsupported: "you browser can not work",
    rail: {
      label: "Barra r\xE1pida",
      taskBar: "Registro de operaciones",
      taskBarEmpty: "A\xFAn no hay p\xE1ginas visitadas",
      current: "Actual",
      views: "Vistas favoritas",
      messages: "Mensajes",
      messagesUnread: "Mensajes, {{count}} sin leer"
    },
    account: {
      greeting: {
        earlyMorning: "Buenos d\xEDas, {{name}}",
        morning: "Buenos d\xEDas, {{name}}",
        noon: "Buen mediod\xEDa, {{name}}",
        afternoon: "Buenas tardes, {{name}}",
        evening: "Buenas noches, {{name}}"
      }
    }
  },
  settings: {
    open: "Ajustes del dise\xF1o",
    title: "Ajustes del dise\xF1o",
    theme: "Color del tema",
    customColour: "Personalizado",
    layout: "Dise\xF1o",
    tagsView: "Mostrar la barra de pesta\xF1as",
    fixedHeader: "Cabecera fija",
    sidebarLogo: "Logotipo en la barra lateral",
    menuInLeft: "Men\xFA a la izquierda",
    supportPinyinSearch: "Pinyin en la b\xFAsqueda del men\xFA",
    venue: "Recinto",
    venueName: "Nombre del recinto",
    logo: "Logotipo",
    uploadLogo: "Subir logotipo",
    resetLogo: "Logotipo predeterminado",
    logoSaved: "Logotipo actualizado",
    logoFailed: "No se pudo subir el logotipo",
    logoTooLarge: "\xA1El archivo no puede superar {{n}} MB!"
  },
  dashboard: {
    greeting: "Hola {{name}}, bienvenido de nuevo",
    today: "Hoy es {{date}}",
    systems: "Mis sistemas",
    current: "Actual",
    enter: "Entrar",
    noMenus: "No hay men\xFAs disponibles",
    figures: {
      today: "Proyectos en el recinto hoy",
      week: "Proyectos en el recinto esta semana",
      weekRange: "Del {{from}} al {{to}} (de lunes a domingo)",
      unread: "Mensajes sin leer",
      exhibitions: "Exposiciones"
    },
    links: {
      dailyReservation: "Reservas del d\xEDa",
      projectCalendar: "Calendario de proyectos",
      messages: "Ver mensajes",
      exhibitions: "Lista de exposiciones",
      projects: "Informaci\xF3n de proyectos"
    },
    inVenue: {
      title: "Proyectos en el recinto",
      today: "Hoy",
      week: "Esta semana",
      empty: "No hay proyectos en el recinto",
      more: "{{n}} m\xE1s",
      dates: "Montaje {{loadIn}} \xB7 Desmontaje {{loadOut}}"
    },
    charts: {
      byMonth: "Proyectos en el recinto, pr\xF3ximos 6 meses",
      byStatus: "Proyectos por estado",
      projects: "Proyectos",
      item: "{{name}}: {{n}}",
      separator: ", ",
      byMonthLabel: "Proyectos en el recinto por mes en los pr\xF3ximos 6 meses: {{items}}",
      byStatusLabel: "Proyectos por estado: {{items}}",
      empty: "No hay datos de proyectos"
    },
    error: {
      title: "No se pudieron cargar las cifras del panel",
      retry: "Reintentar"
    },
    status: {
      "0": "Inter\xE9s",
      "1": "Reservado",
      "2": "Pendiente de firma",
      "3": "Firmado",
      "4": "En curso",
      "5": "Finalizado",
      "6": "Liquidado",
      "7": "Perdido",
      "8": "Cancelado",
      "9": "Liberado"
    }
  },
  errors: {
    unknown: "Error",
    hasError: "Has Error",
    network: "No se puede conectar con el servidor. Compruebe su red.",
    timeout: "La solicitud ha caducado. Int\xE9ntelo de nuevo m\xE1s tarde.",
    serverStatus: "Error del servidor {{status}}",
    repeatSubmit: "Los datos se est\xE1n procesando. No los env\xEDe de nuevo.",
    download: "Error al descargar el archivo. \xA1P\xF3ngase en contacto con el administrador!",
    noExhibition: "No hay ninguna exposici\xF3n seleccionada. \xA1Elija una en la lista de exposiciones primero!",
    notFound: "Lo sentimos, la p\xE1gina que busca no existe.",
    unauthorized: "Lo sentimos, no tiene acceso a esta p\xE1gina.",
    pageFailed: "No se pudo cargar la p\xE1gina",
    pageFailedHint: "Recargue la p\xE1gina; si el problema persiste, contacte con el administrador.",
    newVersion: "Hay una nueva versi\xF3n. Recargue la p\xE1gina."
  },
  validation: {
    required: "Este campo es obligatorio",
    pageSize: "El tama\xF1o de p\xE1gina debe ser 10, 20, 30, 50, 200 o 2000",
    passwordHash: "La contrase\xF1a no tiene el formato esperado",
    routePath: "La ruta debe empezar por / y no contener espacios",
    dateRange: "La fecha de inicio no puede ser posterior a la fecha de fin",
    sameExhibition: "No se puede copiar a la misma exposici\xF3n",
    dayPartStep: "Las franjas deben ir en pasos de 30 minutos",
    dayPartOrder: "El fin debe ser posterior al inicio",
    dayPartsTotal: "Las franjas no pueden sumar m\xE1s de 24 horas",
    dayPartsOverlap: "Las franjas no pueden solaparse",
    floorPrice: "El precio m\xEDnimo no puede superar el precio est\xE1ndar",
    ratioTotal: "Los porcentajes deben sumar 100% (ahora {{total}}%)",
    uploadedFile: "Suba un archivo",
    invalid: "no es v\xE1lido",
    tooLong: "no puede superar {{max}}",
    tooShort: "debe tener al menos {{min}}",
    creditCode: "Introduzca un c\xF3digo de cr\xE9dito social unificado v\xE1lido (18 caracteres; el \xFAltimo es de control)",
    mobile: "Introduzca un m\xF3vil v\xE1lido de 11 d\xEDgitos",
    contactRequired: "A\xF1ada al menos un contacto",
    onePrimary: "Marque exactamente un contacto como principal"
  },
  venue: {
    group: {
      project: "Proyectos",
      contract: "Contratos",
      schedule: "Programaci\xF3n",
      customer: "Clientes",
      finance: "Finanzas",
      venueInformation: "Informaci\xF3n del recinto",
      task: "Tareas",
      log: "Registros",
      system: "Sistema",
      report: "Informes"
    },
    route: {
      projectInfo: "Informaci\xF3n de proyectos",
      declarationFile: "Documentos de declaraci\xF3n",
      discountManagement: "Descuentos",
      projectCancel: "Cancelaci\xF3n de proyectos",
      fileTemplateDownload: "Descarga de plantillas",
      contractManagement: "Contratos",
      contractAuditRecord: "Registro de revisi\xF3n de contratos",
      contractPaymentPlan: "Planes de pago de contratos",
      contractPaymentStatistics: "Estad\xEDsticas de cobro de contratos",
      serviceProviderContract: "Contratos de proveedores",
      serviceProviderContractDetail: "Detalle del contrato de proveedor",
      scheduleDate: "Calendario de reservas",
      projectCalendar: "Calendario de proyectos",
      dailyReservation: "Reservas diarias",
      reservationConflict: "Conflictos de reservas",
      customerManage: "Clientes",
      salesOpportunity: "Oportunidades de venta",
      accountReceivable: "Cuentas por cobrar",
      incomeDetails: "Detalle de ingresos",
      paymentRecords: "Registro de cobros",
      proformaInvoice: "Facturas proforma",
      reconciliationSettlement: "Conciliaci\xF3n y liquidaci\xF3n",
      refundAudit: "Revisi\xF3n de reembolsos",
      venueGuide: "Gu\xEDa del recinto",
      fileManage: "Archivos",
      workTips: "Avisos de trabajo",
      myTasks: "Mis tareas",
      meetingExhibitionForecast: "Previsi\xF3n de eventos",
      taskStatistics: "Estad\xEDsticas de tareas",
      loginLog: "Registro de accesos",
      operationLog: "Registro de operaciones",
      user: "Usuarios",
      role: "Roles",
      menu: "Men\xFAs",
      dept: "Departamentos",
      dataManage: "Diccionario de datos",
      site: "Espacios",
      resourcesManagement: "Recursos",
      module: "M\xF3dulos",
      priceManagement: "Precios",
      scheduleTemplate: "Plantillas de programaci\xF3n",
      remarkTemplate: "Plantillas de observaciones",
      paymentPlan: "Plantillas de planes de pago",
      fileTemplate: "Plantillas de archivos",
      contractTemplate: "Plantillas de contratos"
    }
  },
  service: {
    group: {
      home: "Inicio",
      homeManagement: "Gesti\xF3n de la plataforma",
      exhibitionList: "Exposiciones",
      exhibitionInfo: "Informaci\xF3n de la exposici\xF3n",
      exhibitionManagement: "Gesti\xF3n de exposiciones",
      registrationManagement: "Registro",
      financialManage: "Finanzas",
      log: "Registros"
    },
    route: {
      servicePlatformHome: "Inicio de la plataforma de servicios",
      registrationConfig: "Configuraci\xF3n de registro",
      userAudit: "Revisi\xF3n de usuarios",
      overtimeRuleCon: "Reglas de horas extra",
      exhibitionList: "Exposiciones",
      exhibitionInfo: "Informaci\xF3n de la exposici\xF3n",
      exhibitionConfig: "Configuraci\xF3n de la exposici\xF3n",
      serviceConfig: "Configuraci\xF3n de servicios",
      badgeConfig: "Configuraci\xF3n de acreditaciones",
      overtimeConfig: "Configuraci\xF3n de horas extra",
      fileConfig: "Configuraci\xF3n de archivos",
      registrationConfirm: "Confirmaci\xF3n de registro",
      serviceConfirm: "Confirmaci\xF3n de servicios",
      serviceAudit: "Revisi\xF3n de servicios",
      overtimeAudit: "Revisi\xF3n de horas extra",
      transactionOrder: "Pedidos",
      depositRefund: "Devoluci\xF3n de dep\xF3sitos",
      loginLog: "Registro de accesos",
      operationLog: "Registro de operaciones"
    }
  },
  credential: {
    group: {
      home: "Inicio",
      setting: "Configuraci\xF3n de acreditaciones",
      audit: "Revisi\xF3n de acreditaciones",
      management: "Emisi\xF3n y recogida",
      certQuery: "Consulta de acreditaciones",
      verification: "Verificaci\xF3n de acceso"
    },
    route: {
      certificateHome: "Inicio de acreditaciones",
      certificateTypeManagement: "Tipos de acreditaci\xF3n",
      targetManagement: "Categor\xEDas de solicitantes",
      formConfig: "Configuraci\xF3n de formularios",
      editForm: "Editar formulario",
      personBlackList: "Lista negra de personas",
      vehicleBlackList: "Lista negra de veh\xEDculos",
      personCertificateAudit: "Revisi\xF3n de acreditaciones personales",
      vehicleCertificateAudit: "Revisi\xF3n de pases de veh\xEDculo",
      vehicleDeposit: "Dep\xF3sitos de pases de veh\xEDculo",
      personMakingReceive: "Acreditaciones personales: emisi\xF3n y recogida",
      vehicleMakingReceive: "Pases de veh\xEDculo: emisi\xF3n y recogida",
      personCertQuery: "Consulta de acreditaciones personales",
      vehicleCertQuery: "Consulta de pases de veh\xEDculo",
      personTravelRecord: "Registro de accesos de personas",
      carTravelRecord: "Registro de accesos de veh\xEDculos"
    }
  },
  logs: {
    result: {
      all: "Todos",
      success: "Correcto",
      fail: "Fallido"
    },
    startDate: "Fecha inicial",
    endDate: "Fecha final",
    loadFailed: "No se pudieron cargar los datos",
    retry: "Reintentar",
    login: {
      table: "Registro de accesos",
      id: "N.\xBA de acceso",
      userName: "Usuario",
      userNamePlaceholder: "Introduzca un usuario",
      ip: "Direcci\xF3n IP",
      browser: "Navegador",
      method: "M\xE9todo de acceso",
      methods: {
        password: "Contrase\xF1a",
        feishu: "Feishu"
      },
      status: "Estado",
      message: "Mensaje",
      time: "Hora de acceso",
      unlock: "Desbloquear",
      unlockConfirm: '\xBFDesbloquear al usuario "{{name}}" ({{ip}})?',
      unlockSuccess: "Desbloqueado",
      os: "Sistema operativo",
      detail: "Detalles",
      detailTitle: "Detalles del registro de acceso",
      userAgent: "Agente de usuario",
      lockedUntil: "Bloqueado hasta",
      notLocked: "No bloqueado",
      unknown: "Desconocido"
    },
    operation: {
      table: "Registro de operaciones",
      id: "N.\xBA de registro",
      module: "M\xF3dulo",
      modulePlaceholder: "Introduzca un m\xF3dulo",
      action: "Operaci\xF3n",
      requestMethod: "M\xE9todo",
      operator: "Operador",
      operatorPlaceholder: "Introduzca un operador",
      ip: "Direcci\xF3n IP",
      status: "Estado",
      time: "Hora",
      duration: "Duraci\xF3n",
      durationValue: "{{ms}} ms",
      detail: "Detalles",
      detailTitle: "Detalles de la operaci\xF3n",
      url: "URL de la petici\xF3n",
      target: "Objeto",
      params: "Par\xE1metros",
      message: "Mensaje",
      none: "Ninguno"
    },
    action: {
      add: "Alta",
      edit: "Modificaci\xF3n",
      save: "Guardado",
      delete: "Baja",
      export: "Exportaci\xF3n",
      import: "Importaci\xF3n",
      status: "Cambio de estado",
      audit: "Revisi\xF3n",
      grant: "Autorizaci\xF3n",
      reset: "Restablecimiento",
      unlock: "Desbloqueo",
      other: "Otra"
    },
    view: {
      label: "Tipo de registro",
      operation: "Operaciones",
      clientError: "Errores del navegador"
    },
    clientError: {
      table: "Registro de errores del navegador",
      time: "Notificado el",
      userName: "Nombre de usuario",
      userNamePlaceholder: "Introduzca un nombre de usuario",
      browser: "Navegador"
    }
  },
  changePassword: {
    title: "Cambiar contrase\xF1a",
    oldPassword: "Contrase\xF1a actual",
    newPassword: "Nueva contrase\xF1a",
    confirmPassword: "Confirmar contrase\xF1a",
    oldRequired: "Introduzca la contrase\xF1a actual",
    newRequired: "Introduzca la contrase\xF1a",
    newMin: "La contrase\xF1a debe tener al menos {{min}} caracteres",
    newPattern: "La contrase\xF1a debe contener may\xFAsculas, min\xFAsculas, d\xEDgitos y caracteres especiales",
    confirmRequired: "Introduzca la contrase\xF1a de nuevo",
    mismatch: "Las dos contrase\xF1as no coinciden",
    submit: "Aceptar",
    cancel: "Cancelar",
    success: "Contrase\xF1a cambiada"
  },
  versionHistory: {
    title: "Historial de versiones",
    loading: "Cargando el historial de versiones",
    empty: "No hay registros de versiones",
    loadFailed: "No se pudo cargar el historial de versiones",
    retry: "Reintentar"
  },
  messages: {
    table: "Mensajes",
    columns: {
      title: "T\xEDtulo",
      content: "Contenido",
      kind: "Tipo",
      time: "Hora",
      state: "Estado"
    },
    kinds: {
      notice: "Aviso",
      task: "Tarea",
      audit: "Revisi\xF3n",
      warning: "Alerta"
    },
    read: "Le\xEDdo",
    unread: "No le\xEDdo",
    filterLabel: "Estado de lectura",
    filters: {
      all: "Todos",
      unread: "No le\xEDdos",
      read: "Le\xEDdos"
    },
    markRead: "Marcar le\xEDdo",
    markReadOf: "Marcar le\xEDdo: {{title}}",
    markSelected: "Marcar le\xEDdos los seleccionados ({{count}})",
    select: "Seleccionar {{title}}",
    marked: "Marcado como le\xEDdo",
    unreadSummary: "{{count}} sin leer",
    loadFailed: "No se pudieron cargar los mensajes",
    retry: "Reintentar",
    empty: "No hay mensajes"
  },
  favouriteViews: {
    title: "Vistas favoritas",
    addCurrent: "A\xF1adir esta p\xE1gina",
    exists: "Esta p\xE1gina ya est\xE1 en sus vistas favoritas.",
    added: "A\xF1adida a vistas favoritas",
    remove: "Quitar {{name}}",
    removeConfirm: "\xBFQuitar \xAB{{name}}\xBB de sus vistas favoritas?",
    removed: "Quitada de vistas favoritas",
    ok: "Aceptar",
    cancel: "Cancelar",
    loading: "Cargando vistas favoritas",
    loadFailed: "No se pudieron cargar las vistas favoritas",
    retry: "Reintentar",
    empty: "A\xFAn no hay vistas favoritas"
  },
  exhibitions: {
    search: {
      code: "C\xF3digo de la exposici\xF3n",
      codePlaceholder: "Introduzca el c\xF3digo de la exposici\xF3n",
      name: "Nombre de la exposici\xF3n",
      namePlaceholder: "Introduzca el nombre de la exposici\xF3n",
      industry: "Sector",
      region: "Regi\xF3n",
      selectPlaceholder: "Seleccione",
      applyTime: "Periodo de inscripci\xF3n",
      startDate: "Fecha de inicio",
      endDate: "Fecha de fin",
      expand: "Desplegar",
      collapse: "Plegar"
    },
    field: {
      number: "N.\xBA de exposici\xF3n",
      title: "Nombre de la exposici\xF3n",
      industry: "Sector",
      region: "Regi\xF3n",
      applyTime: "Periodo de inscripci\xF3n",
      openTime: "Fechas de la feria",
      status: "Estado",
      onHome: "En la portada"
    },
    status: {
      "0": "En preparaci\xF3n",
      "1": "Inscripci\xF3n abierta",
      "2": "En curso",
      "3": "Finalizada"
    },
    list: {
      table: "Lista de exposiciones",
      enter: "Entrar",
      enterOf: "Entrar en {{title}}",
      switchOk: "Exposici\xF3n cambiada",
      onHomeOf: "Mostrar {{title}} en la portada",
      onHomeSaved: "Visualizaci\xF3n en portada actualizada"
    },
    info: {
      noGuid: "No se ha indicado ninguna exposici\xF3n",
      notFound: "La exposici\xF3n no existe o no se pudo cargar",
      chooseHint: "Elija primero una exposici\xF3n en la lista de exposiciones y entre en ella",
      toList: "Ir a la lista de exposiciones"
    },
    figures: {
      daysToApplyEnd: "D\xEDas hasta el cierre de inscripci\xF3n",
      daysToOpen: "D\xEDas hasta la apertura",
      openDays: "D\xEDas de feria",
      hallCount: "Pabellones",
      activeUsers: "Usuarios actuales"
    },
    copyConfig: {
      open: "Copiar configuraci\xF3n",
      openOf: "Copiar configuraci\xF3n a {{title}}",
      title: "Copiar configuraci\xF3n",
      target: "Copiar a: {{title}}",
      source: "Exposici\xF3n de origen",
      sourcePlaceholder: "Seleccione la exposici\xF3n de origen",
      sourceRequired: "Seleccione la exposici\xF3n de origen",
      parts: "Qu\xE9 copiar",
      partsRequired: "Seleccione al menos un elemento para copiar",
      part: {
        service: "Configuraci\xF3n de servicios",
        badge: "Configuraci\xF3n de acreditaciones",
        overtime: "Configuraci\xF3n de horas extra",
        file: "Configuraci\xF3n de archivos"
      },
      ok: "Copiar",
      confirmTitle: "Confirmar copia",
      confirm: "\xBFCopiar la configuraci\xF3n seleccionada de \xAB{{from}}\xBB a \xAB{{to}}\xBB? La configuraci\xF3n actual de \xAB{{to}}\xBB se reemplazar\xE1.",
      success: "Configuraci\xF3n copiada",
      failed: "No se pudo copiar la configuraci\xF3n",
      failedWith: "No se pudo copiar la configuraci\xF3n: {{reason}}"
    }
  },
  headerSearch: {
    open: "Buscar p\xE1ginas",
    label: "Buscar p\xE1ginas",
    shortcut: "Buscar p\xE1ginas (/ o Ctrl+K)",
    placeholder: "Nombre o ruta de la p\xE1gina",
    noResult: "Ninguna p\xE1gina coincide"
  },
  exhibitionSwitch: {
    open: "Cambiar exposici\xF3n",
    title: "Cambiar exposici\xF3n",
    table: "Exposiciones para elegir",
    confirm: "Aceptar",
    cancel: "Cancelar",
    noneSelected: "Seleccione una exposici\xF3n",
    onlyOne: "Solo se puede seleccionar una exposici\xF3n",
    success: "Exposici\xF3n cambiada",
    failed: "No se pudo cambiar la exposici\xF3n",
    loadFailed: "No se pudieron cargar las exposiciones",
    empty: "Sin datos",
    total: "{{total}} en total",
    selectOf: "Seleccionar {{title}}"
  },
  dateRange: {
    start: "Fecha de inicio",
    end: "Fecha de fin",
    startAfterEnd: "La fecha de inicio no puede ser posterior a la fecha de fin"
  },
  editor: {
    placeholder: "Introduzca el contenido",
    toolbar: "Formato",
    bold: "Negrita",
    italic: "Cursiva",
    bulletList: "Lista con vi\xF1etas",
    orderedList: "Lista numerada",
    image: "Insertar imagen",
    uploading: "Subiendo la imagen",
    tooLarge: "\xA1El archivo no puede superar {{size}} MB!",
    insertFailed: "No se pudo insertar la imagen",
    content: "Contenido"
  },
  schedule: {
    grid: {
      view: {
        "3": "3 d\xEDas",
        "7": "7 d\xEDas",
        "14": "14 d\xEDas",
        "30": "30 d\xEDas",
        "31": "Mes",
        "92": "Trimestre"
      },
      viewMode: "Vista",
      configError: "Error de configuraci\xF3n: la programaci\xF3n puede mostrarse mal. Corrija primero la configuraci\xF3n",
      configErrorTitle: "Aviso",
      gridLabel: "Cuadr\xEDcula de programaci\xF3n",
      corner: "Espacio",
      projectCorner: "Proyecto",
      dayLabel: "{{day}}/{{month}}",
      weekday: {
        "0": "dom",
        "1": "lun",
        "2": "mar",
        "3": "mi\xE9",
        "4": "jue",
        "5": "vie",
        "6": "s\xE1b"
      },
      cellLabel: "{{row}} {{date}} {{part}}",
      cellLabelBlock: "{{row}} {{date}} {{part}}: {{text}} {{status}}",
      unsavedBlock: "Sin guardar",
      relatedCopy: "Ocupado por un espacio relacionado",
      disabled: "Deshabilitado",
      disabledByRelated: "El espacio relacionado {{site}} est\xE1 seleccionado",
      area: "{{area}} m\xB2",
      prevDay: "D\xEDa anterior",
      nextDay: "D\xEDa siguiente",
      prevWeek: "Semana anterior",
      nextWeek: "Semana siguiente",
      prevMonth: "Mes anterior",
      nextMonth: "Mes siguiente",
      prevQuarter: "Trimestre anterior",
      nextQuarter: "Trimestre siguiente",
      today: "Hoy",
      pickDate: "Elegir fecha",
      pickMonth: "Elegir mes",
      pickQuarter: "Elegir trimestre",
      quarter: {
        "31": "ene\u2013mar",
        "61": "abr\u2013jun",
        "91": "jul\u2013sep",
        "121": "oct\u2013dic"
      },
      export: "Exportar",
      print: "Imprimir",
      expand: "Expandir",
      collapse: "Contraer",
      template: "Plantilla de programaci\xF3n",
      loading: "Cargando\u2026",
      loadFailed: "No se pudo cargar la programaci\xF3n",
      retry: "Reintentar"
    },
    booking: {
      title: "Nueva reserva",
      save: "Guardar",
      cancel: "Cancelar",
      saved: "Reserva guardada",
      blocks: "{{count}} bloques seleccionados",
      blockList: "Bloques seleccionados",
      project: "Proyecto",
      projectPlaceholder: "Seleccione un proyecto",
      projectRequired: "Seleccione un proyecto",
      usage: "Uso",
      level: "Nivel de reserva",
      dates: "Fechas",
      datesRequired: "Seleccione las fechas",
      remark: "Observaciones",
      noBlocks: "No hay bloques por guardar"
    },
    usage: {
      loadIn: "Montaje",
      show: "D\xEDas de exposici\xF3n",
      loadOut: "Desmontaje",
      meeting: "Reuni\xF3n",
      event: "Evento",
      closure: "Cierre"
    },
    level: {
      "1": "1.\xAA opci\xF3n",
      "2": "2.\xAA opci\xF3n",
      "3": "3.\xAA opci\xF3n"
    },
    status: {
      "0": "Provisional",
      "1": "Pendiente de contrato",
      "2": "Confirmada",
      "3": "Cancelada"
    },
    drawer: {
      title: "Detalles de la reserva",
      edit: "Editar",
      delete: "Eliminar",
      deleteConfirm: "\xBFEliminar esta reserva?",
      deleted: "Reserva eliminada",
      updated: "Reserva actualizada",
      project: "Proyecto",
      customer: "Cliente",
      site: "Espacio",
      time: "Horario",
      status: "Estado"
    },
    daily: {
      date: "Fecha",
      today: "Hoy",
      print: "Imprimir"
    },
    conflict: {
      dates: "Rango de fechas",
      all: "Todos",
      site: "Espacio",
      time: "Fecha / franja",
      projectA: "Proyecto A (estado/nivel)",
      projectB: "Proyecto B",
      type: "Tipo",
      grade: "Gravedad",
      state: "Estado de gesti\xF3n",
      handler: "Responsable",
      markResolved: "Marcar coordinado",
      ignore: "Ignorar",
      reopen: "Reabrir",
      note: "Nota",
      confirm: "Aceptar",
      handled: "Estado de gesti\xF3n actualizado",
      types: {
        same: "Mismo espacio",
        related: "Espacios relacionados",
        disabled: "Espacio deshabilitado"
      },
      grades: {
        serious: "Grave",
        handle: "Requiere acci\xF3n",
        notice: "Aviso",
        siteDisabled: "Espacio deshabilitado"
      },
      states: {
        open: "Pendiente",
        resolved: "Coordinado",
        ignored: "Ignorado"
      }
    },
    projectSites: {
      separator: ", ",
      many: "{{names}} \u2026 ({{count}} espacios)"
    }
  },
  system: {
    remarkTemplate: {
      what: "plantilla de observaci\xF3n",
      name: "Nombre",
      category: "Categor\xEDa",
      content: "Texto"
    },
    scheduleTemplate: {
      what: "plantilla de programaci\xF3n",
      name: "Nombre",
      default: "Predeterminada",
      dayParts: "Franjas",
      totalHours: "Total (h)",
      siteCount: "Espacios que la usan",
      partText: "Nombre de franja",
      start: "Inicio",
      end: "Fin",
      width: "Ancho de columna",
      addPart: "A\xF1adir franja",
      removePart: "Quitar franja",
      total: "Total {{hours}} h (m\xE1ximo 24 h)",
      needOnePart: "A\xF1ada al menos una franja"
    },
    price: {
      what: "precio",
      site: "Espacio",
      periodType: "Tipo de periodo",
      unit: "Unidad",
      standardPrice: "Precio est\xE1ndar",
      floorPrice: "Precio m\xEDnimo",
      holidayFactor: "Factor festivo",
      taxRate: "IVA",
      validity: "Vigencia",
      validFrom: "V\xE1lido desde",
      validTo: "V\xE1lido hasta"
    },
    user: {
      what: "usuario",
      id: "N.\xBA usuario",
      userName: "Cuenta",
      nickName: "Apodo",
      dept: "Departamento",
      deptTree: "Departamentos",
      mobile: "M\xF3vil",
      email: "Correo",
      roles: "Roles",
      password: "Contrase\xF1a",
      namePlaceholder: "Cuenta o apodo",
      userNamePattern: "La cuenta solo admite letras, d\xEDgitos y _ . @ -",
      mobileInvalid: "Introduzca un m\xF3vil v\xE1lido",
      emailInvalid: "Introduzca un correo v\xE1lido",
      resetPassword: "Restablecer contrase\xF1a",
      resetConfirm: '\xBFRestablecer la contrase\xF1a de "{{name}}"?',
      newPasswordIs: 'Nueva contrase\xF1a de "{{name}}":',
      shownOnce: "Esta contrase\xF1a solo se muestra una vez; entr\xE9guela de forma segura.",
      assignRoles: "Asignar roles",
      feishu: "Cuenta de Feishu",
      bound: "Vinculada",
      unbound: "No vinculada",
      importTitle: "Importar usuarios",
      importTemplate: "Plantilla de importaci\xF3n de usuarios",
      updateSupport: "Actualizar los usuarios que ya existen",
      firstPassword: "Primera contrase\xF1a",
      passwordsOnce: "Las primeras contrase\xF1as se muestran solo esta vez: entr\xE9guelas y pida que se cambien al iniciar sesi\xF3n."
    },
    role: {
      what: "rol",
      id: "ID de rol",
      name: "Nombre del rol",
      key: "Clave del rol",
      keyHint: "Identificador del rol en el c\xF3digo, p. ej. admin, ops_supervisor",
      keyPattern: "Empiece con una letra; solo letras, d\xEDgitos, _ y :",
      menus: "Permisos de men\xFA",
      expandAll: "Expandir/contraer",
      selectAll: "Todo/nada",
      linkage: "Vincular padres e hijos",
      dataScope: "Alcance de datos",
      dataScopeTitle: "Asignar alcance de datos",
      scope: "Alcance",
      depts: "Departamentos",
      scope1: "Todos los datos",
      scope2: "Departamentos elegidos",
      scope3: "Departamento propio",
      scope4: "Departamento propio y dependientes",
      scope5: "Solo los propios"
    },
    dict: {
      what: "diccionario",
      typesTable: "Diccionarios",
      name: "Nombre",
      dictType: "Clave de tipo",
      valueCount: "Valores",
      values: "Valores",
      valuesOf: "Valores de {{name}} ({{dictType}})",
      typeHint: "Empieza por min\xFAscula; solo min\xFAsculas, d\xEDgitos y _, p. ej. site_type",
      typeFixed: "La clave no puede cambiar una vez creada (los registros la usan)",
      typePattern: "Solo min\xFAsculas, d\xEDgitos y _, empezando por una letra",
      valueWhat: "valor",
      label: "Etiqueta",
      value: "Valor",
      color: "Color de etiqueta",
      customColor: "Color personalizado",
      colorInvalid: "Elija un color predefinido o un #RRGGBB",
      plainTag: "Simple (sin color)",
      preview: "Vista previa"
    },
    resource: {
      what: "recurso",
      name: "Nombre",
      type: "Tipo",
      unit: "Unidad",
      unitHint: "p. ej. \u5757\xB7\u5929, \u8F66\u4F4D\xB7\u5929",
      quantity: "Cantidad",
      price: "Precio (CNY)",
      site: "Espacio"
    },
    paymentPlan: {
      what: "plantilla de plan de pagos",
      name: "Nombre",
      instalments: "Plazos",
      count: "N\xFAmero",
      instalment: "{{type}} {{ratio}}% en {{days}} d\xEDas {{anchor}}",
      type: "Tipo",
      anchor: "Contado desde",
      offsetDays: "D\xEDas",
      days: "d\xEDas",
      ratio: "Porcentaje",
      addInstalment: "A\xF1adir plazo",
      removeInstalment: "Quitar plazo",
      total: "Total {{total}}% (debe ser 100%)",
      types: {
        deposit: "Se\xF1al",
        firstPayment: "Pago inicial",
        progress: "Pago parcial",
        final: "Pago final",
        guarantee: "Fianza"
      },
      anchors: {
        afterSigning: "tras la firma",
        beforeMoveIn: "antes del montaje",
        afterMoveOut: "tras el desmontaje"
      }
    },
    contractTemplate: {
      what: "plantilla de contrato",
      name: "Nombre",
      contractType: "Tipo de contrato",
      content: "Texto del contrato",
      placeholder: "Insertar marcador"
    },
    site: {
      what: "espacio",
      name: "Nombre",
      nameOrCode: "Nombre o c\xF3digo",
      code: "C\xF3digo",
      type: "Tipo",
      area: "Superficie (\u33A1)",
      height: "Altura (m)",
      floorLoad: "Carga (t/\u33A1)",
      capacity: "Plazas (teatro/aula)",
      capacityTheatre: "Plazas teatro",
      capacityClassroom: "Plazas aula",
      bookable: "Reservable",
      yes: "S\xED",
      no: "No",
      related: "Espacios relacionados",
      disabled: "Desactivado",
      isDisabled: "Desactivado",
      notDisabled: "En uso",
      disabledPeriod: "Desactivado {{from}} ~ {{to}}",
      disableFrom: "Desactivado desde",
      disableTo: "Desactivado hasta",
      disableReason: "Motivo",
      periodOrder: "La fecha de inicio no puede ser posterior a la de fin",
      disableNeedsPermission: "Desactivar un espacio requiere el permiso correspondiente",
      template: "Plantilla de agenda",
      defaultTemplate: "Plantilla predeterminada",
      parent: "Grupo",
      noParent: "Ninguno (es un grupo)"
    },
    fileTemplate: {
      what: "plantilla de archivo",
      name: "Nombre",
      category: "Categor\xEDa",
      file: "Archivo",
      upload: "Subir archivo",
      uploadFailed: "Error al subir"
    },
    menu: {
      what: "men\xFA",
      name: "Nombre del men\xFA",
      system: "Subsistema",
      icon: "Icono",
      type: "Tipo",
      typeM: "Directorio",
      typeC: "Men\xFA",
      typeF: "Bot\xF3n",
      perms: "Permiso",
      path: "Ruta",
      visible: "Visibilidad",
      show: "Visible",
      hide: "Oculto",
      parent: "Men\xFA superior",
      root: "Nivel superior"
    },
    module: {
      what: "m\xF3dulo",
      code: "C\xF3digo",
      name: "Nombre del m\xF3dulo",
      version: "Versi\xF3n",
      hint: "Los c\xF3digos de subsistema son fijos (las tablas de rutas dependen de ellos); solo se pueden cambiar el nombre, el orden, el estado y la observaci\xF3n. Un subsistema desactivado desaparece en el pr\xF3ximo inicio de sesi\xF3n."
    },
    dept: {
      what: "departamento",
      name: "Departamento",
      parent: "Departamento superior",
      leader: "Responsable",
      phone: "Tel\xE9fono",
      email: "Correo",
      phoneInvalid: "Introduzca un tel\xE9fono v\xE1lido"
    }
  },
  profile: {
    info: "Mi cuenta",
    edit: "Editar datos",
    changePassword: "Cambiar contrase\xF1a",
    bindings: "Cuentas vinculadas",
    unbind: "Desvincular",
    unbindConfirm: "\xBFDesvincular su cuenta de Feishu? Ya no podr\xE1 iniciar sesi\xF3n con Feishu.",
    unbound: "Desvinculada",
    bindHint: "Inicie sesi\xF3n con Feishu en la p\xE1gina de acceso para vincularla"
  },
  server: {
    ok: "Operaci\xF3n correcta",
    notSignedIn: "Su sesi\xF3n ha caducado. Inicie sesi\xF3n de nuevo.",
    forbidden: "No tiene permiso para esto. Consulte a un administrador.",
    notFound: "El recurso solicitado no existe.",
    badRequest: "Solicitud no v\xE1lida: {{detail}}",
    tooMany: "Demasiadas solicitudes. Int\xE9ntelo m\xE1s tarde.",
    tooLarge: "\xA1El archivo debe ser menor de {{mb}} MB!",
    serverError: "Error interno del servidor. Contacte con el administrador.",
    conflict: "Otra persona modific\xF3 este registro. Recargue e int\xE9ntelo de nuevo.",
    validation: {
      cents: "como m\xE1ximo 2 decimales",
      date: "debe ser una fecha yyyy-MM-dd",
      halfHour: "debe ser m\xFAltiplo de 30 minutos"
    },
    export: {
      sort: "Orden",
      status: "Estado",
      enabled: "Activo",
      disabled: "Inactivo",
      remark: "Observaciones",
      createdAt: "Creado",
      updatedAt: "Actualizado",
      site: {
        floorLoad: "Carga (t/\u33A1)",
        disabled: "Desactivado"
      },
      user: {
        sheet: "Usuarios"
      },
      dept: {
        sheet: "Departamentos",
        id: "N.\xBA"
      },
      dictData: {
        sheet: "Valores de diccionario"
      },
      dictType: {
        sheet: "Tipos de diccionario"
      },
      loginLog: {
        sheet: "Registro de accesos"
      },
      operationLog: {
        sheet: "Registro de operaciones"
      },
      log: {
        id: "N.\xBA",
        userName: "Usuario",
        ip: "Direcci\xF3n IP",
        browser: "Navegador",
        method: "M\xE9todo",
        methodPassword: "Contrase\xF1a",
        methodFeishu: "Feishu",
        result: "Resultado",
        success: "Correcto",
        fail: "Fallido",
        message: "Mensaje",
        time: "Hora",
        module: "M\xF3dulo",
        action: "Acci\xF3n",
        url: "URL",
        params: "Par\xE1metros",
        duration: "Duraci\xF3n (ms)"
      },
      role: {
        sheet: "Roles"
      },
      yes: "S\xED",
      no: "No"
    },
    site: {
      codeTaken: "Este c\xF3digo de espacio ya existe",
      badParent: "debe ser un grupo distinto del propio espacio",
      groupWithChildren: "este grupo contiene espacios y no puede moverse a otro grupo",
      noType: "debe ser un valor del diccionario de tipos de espacio",
      badRelated: "deben ser otros espacios reservables",
      noTemplate: "no existe esa plantilla de agenda",
      hasBookings: "El espacio \xAB{{name}}\xBB tiene {{count}} reservas y no se puede eliminar",
      hasPrices: "El espacio \xAB{{name}}\xBB tiene {{count}} precios: elim\xEDnelos primero en Precios",
      hasChildren: "El grupo \xAB{{name}}\xBB a\xFAn contiene espacios y no se puede eliminar"
    },
    resource: {
      noType: "debe ser un valor del diccionario de tipos de recurso",
      noSite: "no existe ese espacio reservable"
    },
    loginSuccess: "Sesi\xF3n iniciada",
    loginFailed: "Usuario inexistente o contrase\xF1a incorrecta. Quedan {{left}} intentos.",
    loginLocked: "Cuenta bloqueada. Int\xE9ntelo de nuevo despu\xE9s de las {{time}}.",
    accountDisabled: "Esta cuenta est\xE1 desactivada. Consulte a un administrador.",
    logoutDone: "Sesi\xF3n cerrada",
    feishuNotBound: "Esta cuenta de Feishu a\xFAn no est\xE1 vinculada. Inicie sesi\xF3n con usuario y contrase\xF1a para vincularla.",
    feishuNotConfigured: "El inicio de sesi\xF3n con Feishu no est\xE1 activado. Use usuario y contrase\xF1a.",
    feishuCodeInvalid: "La autorizaci\xF3n de Feishu ha caducado. Escanee el c\xF3digo de nuevo.",
    feishuUnavailable: "No se puede contactar con Feishu. Int\xE9ntelo m\xE1s tarde.",
    bindTicketInvalid: "La solicitud de vinculaci\xF3n ha caducado. Vuelva a iniciar sesi\xF3n con Feishu.",
    password: {
      oldRequired: "Introduzca la contrase\xF1a anterior",
      required: "Introduzca la contrase\xF1a",
      tooShort: "La contrase\xF1a debe tener al menos {{min}} caracteres",
      tooLong: "La contrase\xF1a no puede superar {{max}} caracteres",
      weak: "La contrase\xF1a debe contener may\xFAsculas, min\xFAsculas, un d\xEDgito y un car\xE1cter especial",
      confirmRequired: "Vuelva a introducir la contrase\xF1a",
      mismatch: "Las dos contrase\xF1as no coinciden",
      oldWrong: "La contrase\xF1a anterior es incorrecta",
      notEncoded: "Los campos de contrase\xF1a deben ir en Base64",
      changed: "Modificada"
    },
    exhibition: {
      notFound: "La exposici\xF3n no existe o fue eliminada.",
      switchOk: "Exposici\xF3n cambiada",
      switchFailed: "No se pudo cambiar de exposici\xF3n",
      contextGone: "Su exposici\xF3n actual ya no existe. Elija otra.",
      numberTaken: "El n\xFAmero de exposici\xF3n \xAB{{number}}\xBB ya lo usa \xAB{{title}}\xBB.",
      versionRequired: "Solicitud no v\xE1lida: version: es obligatorio",
      unknownRef: "Solicitud no v\xE1lida: {{field}}: no existe",
      ended: "La exposici\xF3n ha terminado; ya no admite gestiones."
    },
    user: {
      userNameTaken: "Esta cuenta ya existe",
      mobileTaken: "Este m\xF3vil ya est\xE1 en uso",
      emailTaken: "Este correo ya est\xE1 en uso",
      deptMissing: "El departamento no existe",
      roleMissing: "El rol no existe",
      notSelf: "No puede eliminarse ni desactivarse a s\xED mismo",
      notAdmin: "El superadministrador no se puede eliminar ni desactivar"
    },
    import: {
      user: {
        sheet: "Importar usuarios",
        lists: "Opciones"
      },
      notXlsx: "Suba un archivo de Excel en formato .xlsx",
      notTemplate: "Los encabezados no coinciden con la plantilla: descargue la plantilla y rell\xE9nela",
      empty: "El archivo no contiene filas para importar",
      tooMany: "Como m\xE1ximo se pueden importar {{max}} filas a la vez",
      duplicateInFile: "Igual que la fila {{row}}",
      unknownStatus: "El estado debe ser Activo o Inactivo",
      userExists: "Esta cuenta ya existe (marque \xABActualizar usuarios existentes\xBB para actualizarla)",
      notInScope: "Esta cuenta est\xE1 fuera de su \xE1mbito de datos y no se puede actualizar",
      deptAmbiguous: "Hay m\xE1s de un departamento con este nombre",
      roleMissing: "No existe el rol \xAB{{name}}\xBB"
    },
    menu: {
      hasChildren: 'El men\xFA "{{name}}" tiene submen\xFAs y no se puede eliminar',
      assigned: 'El men\xFA "{{name}}" est\xE1 asignado al rol "{{role}}" y no se puede eliminar',
      badParent: "Este men\xFA superior no est\xE1 permitido",
      pathRequired: "Introduzca la ruta",
      permsRequired: "Un bot\xF3n necesita un permiso"
    },
    dept: {
      parentMissing: "El departamento superior no existe",
      parentIsSelf: "El superior no puede ser el propio departamento ni uno inferior",
      parentDisabled: "El departamento superior est\xE1 desactivado",
      nameTaken: "Ya existe un departamento con este nombre en este nivel",
      hasChildren: "Tiene subdepartamentos y no se puede eliminar",
      hasUsers: "Tiene usuarios y no se puede eliminar",
      enabledChildren: "Tiene subdepartamentos activos y no se puede desactivar",
      rootFixed: "El departamento ra\xEDz no tiene superior"
    },
    workspace: {
      viewExists: "Esta p\xE1gina ya est\xE1 en sus vistas favoritas.",
      viewNotFound: "La vista favorita no existe."
    },
    dict: {
      noType: "no existe ese tipo de diccionario",
      valueTaken: "Este valor ya existe en el diccionario",
      typeTaken: "Este tipo de diccionario ya existe",
      typeFixed: "no se puede cambiar una vez creado",
      typeHasValues: "El diccionario \xAB{{name}}\xBB a\xFAn tiene {{count}} valores; elim\xEDnelos primero"
    },
    upload: {
      noFile: 'Elija un archivo para subir (campo "file")',
      notDocument: "Solo se pueden subir archivos PDF, Word, Excel o PowerPoint, o im\xE1genes",
      notImage: "Solo se pueden subir im\xE1genes PNG, JPEG, GIF o WEBP",
      quotaFull: "Sus archivos subidos han alcanzado la cuota de almacenamiento de {{mb}} MB. Los archivos que nada usa se eliminan tras 24 horas."
    },
    fileTemplate: {
      fileMissing: "El archivo no existe: vuelva a subirlo"
    },
    contractTemplate: {
      empty: "El texto del contrato no puede estar vac\xEDo"
    },
    unlockDone: "Desbloqueada",
    price: {
      overlap: "Este espacio ya tiene un precio de este tipo para {{from}} a {{to}}; la vigencia no puede solaparse",
      siteUnknown: "Elija un espacio reservable"
    },
    schedule: {
      rangeInvalid: "El intervalo de fechas no es v\xE1lido",
      rangeOrder: "La fecha de inicio debe ser anterior a la de fin",
      rangeTooLong: "El intervalo no puede superar {{days}} d\xEDas",
      endBeforeStart: "El fin debe ser posterior al inicio",
      siteUnknown: "El espacio no existe o fue eliminado",
      siteGroup: "\xAB{{site}}\xBB es un grupo de espacios y no se puede reservar",
      siteDisabled: "El espacio \xAB{{site}}\xBB est\xE1 deshabilitado del {{from}} al {{to}} ({{reason}}) y no se puede reservar",
      projectUnknown: "El proyecto no existe o no se puede reservar (perdido, cancelado o liberado)",
      batchOverlap: "Las reservas enviadas se solapan entre s\xED en \xAB{{site}}\xBB",
      clash: "Choca con reservas existentes: {{list}}",
      clashMore: "y {{n}} en total",
      missionNotFound: "La reserva no existe o fue eliminada",
      conflictNotFound: "El conflicto no existe o ya no se aplica",
      templateNotFound: "La plantilla de programaci\xF3n no existe",
      projectStatus: {
        "0": "Inter\xE9s",
        "1": "Provisional",
        "2": "Contrato pendiente",
        "3": "Firmado",
        "4": "En curso",
        "5": "Completado",
        "6": "Liquidado",
        "7": "Perdido",
        "8": "Cancelado",
        "9": "Liberado"
      },
      bookingStatus: {
        "0": "Provisional",
        "1": "Pendiente",
        "2": "Confirmada",
        "3": "Cancelada"
      },
      export: {
        site: "Espacio",
        project: "Proyecto",
        siteFile: "programacion-espacios",
        projectFile: "calendario-proyectos"
      },
      confirmNeedsPermission: "Confirmar una reserva requiere el permiso de confirmar (normalmente llega con el contrato firmado)"
    },
    role: {
      keyTaken: "Esta clave de rol ya est\xE1 en uso",
      inUse: 'El rol "{{name}}" est\xE1 asignado a {{count}} usuarios y no se puede eliminar',
      adminFixed: "El rol de administrador no se puede eliminar, desactivar ni renombrar",
      unknownMenu: "Algunos men\xFAs no existen",
      unknownDept: "Algunos departamentos no existen"
    },
    scheduleTemplate: {
      needDefault: "Una plantilla debe ser la predeterminada: marque otra como predeterminada",
      inUse: "La plantilla \xAB{{name}}\xBB la usan {{count}} espacios y no se puede eliminar",
      defaultDelete: "La plantilla predeterminada \xAB{{name}}\xBB no se puede eliminar"
    },
    grant: {
      admin: "Solo un superadministrador puede cambiar o asignar el rol de superadministrador",
      menus: "No puede otorgar permisos de men\xFA que usted no tiene: {{names}}",
      systems: "No puede otorgar subsistemas que usted no tiene: {{names}}",
      dataScope: "No puede otorgar un alcance de datos m\xE1s amplio que el suyo",
      role: "No puede asignar un rol que otorga m\xE1s de lo que usted tiene: {{names}}",
      ownRoles: "No puede cambiar sus propios roles",
      dept: "El departamento \xAB{{names}}\xBB est\xE1 fuera de su alcance de datos",
      noDept: "Elija un departamento dentro de su alcance de datos"
    },
    http: {
      invalidJson: "El cuerpo de la solicitud no es un JSON v\xE1lido.",
      unsupportedType: "Este tipo de contenido no es compatible.",
      bodyTooLarge: "El cuerpo de la solicitud no puede superar {{mb}} MB.",
      tooManyParts: "La carga tiene demasiados archivos o campos: env\xEDe un archivo cada vez.",
      badUrl: "La URL de la solicitud no es v\xE1lida.",
      urlTooLong: "La URL de la solicitud es demasiado larga.",
      headersTooLarge: "Las cabeceras de la solicitud son demasiado grandes.",
      timeout: "La solicitud ha excedido el tiempo de espera. Int\xE9ntelo de nuevo.",
      methodNotAllowed: "Este m\xE9todo de solicitud no est\xE1 permitido.",
      malformed: "La solicitud est\xE1 mal formada.",
      rejected: "No se pudo procesar la solicitud ({{status}})."
    },
    workflow: {
      unknownAction: "Acci\xF3n desconocida: {{action}}",
      notInThisState: "El registro est\xE1 en \xAB{{state}}\xBB: no se puede {{action}}",
      commentRequired: "{{action}} requiere un comentario",
      alreadyPending: "Este documento ya est\xE1 en revisi\xF3n",
      requestNotFound: "La revisi\xF3n no existe",
      requestClosed: "Esta revisi\xF3n ya est\xE1 {{status}}",
      status: {
        pending: "en revisi\xF3n",
        approved: "aprobada",
        rejected: "rechazada",
        withdrawn: "retirada"
      },
      notSubmitter: "Solo quien lo envi\xF3 puede retirarlo",
      alreadyActed: "Un revisor ya actu\xF3: no se puede retirar",
      ownRequest: "No puede revisar un documento que usted envi\xF3",
      notYourNode: "El paso de revisi\xF3n actual no le corresponde",
      rejectReasonRequired: "El rechazo requiere un motivo",
      transferTargetInvalid: "Elija otro usuario activo",
      unknownDocument: "Tipo de documento desconocido",
      attachmentMissing: "Suba primero el archivo",
      attachmentNotFound: "El adjunto no existe",
      roleUnknown: "El rol \xAB{{role}}\xBB no existe o est\xE1 desactivado"
    },
    customer: {
      ownerMissing: "El comercial responsable no existe o est\xE1 desactivado",
      ownerOutOfScope: "No puede asignar un cliente a alguien fuera de su \xE1mbito de datos",
      hasProjects: "El cliente \xAB{{name}}\xBB tiene proyectos y no se puede eliminar",
      creditCodeTaken: "Este c\xF3digo de cr\xE9dito ya pertenece al cliente \xAB{{name}}\xBB",
      nameTaken: "El cliente \xAB{{name}}\xBB ya existe ({{creditCode}})"
    }
  },
  errorLog: {
    open: "Registro de errores ({{count}})",
    title: "Registro de errores",
    message: "Mensaje",
    where: "D\xF3nde",
    url: "URL de la p\xE1gina",
    time: "Hora",
    stack: "Traza de la pila",
    clear: "Vaciar"
  },
  customer: {
    what: "cliente",
    name: "Nombre del cliente",
    creditCode: "C\xF3digo de cr\xE9dito social unificado",
    type: "Tipo de cliente",
    industry: "Sector",
    region: "Regi\xF3n",
    grade: "Categor\xEDa",
    source: "Origen",
    owner: "Comercial responsable",
    ownerId: "Comercial responsable",
    ownerName: "Comercial responsable",
    deptName: "Departamento",
    contactName: "Contacto",
    contactMobile: "Tel\xE9fono de contacto",
    projectCount: "Proyectos",
    blacklisted: "Lista negra",
    creditNote: "Nota de cr\xE9dito",
    contacts: "Contactos",
    invoiceTitle: "Raz\xF3n social de facturaci\xF3n",
    invoiceTaxNo: "NIF",
    invoiceBank: "Banco",
    invoiceAccount: "N\xFAmero de cuenta",
    invoiceAddressPhone: "Direcci\xF3n y tel\xE9fono",
    contractTotal: "Total contratado",
    lastEventTime: "\xDAltimo evento",
    grades: {
      A: "A Estrat\xE9gico",
      B: "B Clave",
      C: "C Habitual"
    },
    blacklistedTag: "Lista negra",
    ownerSelf: "Usted mismo si se deja vac\xEDo",
    contact: {
      name: "Nombre",
      title: "Cargo",
      mobile: "M\xF3vil",
      email: "Correo",
      primary: "Contacto principal",
      add: "A\xF1adir contacto",
      remove: "Quitar contacto"
    },
    tabs: {
      basic: "Datos",
      contacts: "Contactos",
      invoice: "Facturaci\xF3n",
      projects: "Proyectos",
      followUps: "Seguimientos"
    },
    sections: {
      basic: "Datos",
      contacts: "Contactos",
      invoice: "Facturaci\xF3n",
      credit: "Cr\xE9dito"
    },
    project: {
      projectNumber: "N.\xBA de proyecto",
      title: "Proyecto",
      status: "Estado",
      dates: "Fechas",
      contractAmount: "Importe del contrato",
      none: "Este cliente a\xFAn no tiene proyectos"
    },
    followUp: {
      method: "Medio",
      content: "Notas",
      nextDate: "Pr\xF3ximo seguimiento",
      add: "A\xF1adir seguimiento",
      overdue: "Vencido",
      none: "A\xFAn no hay seguimientos",
      saved: "Seguimiento guardado",
      by: "{{name}} \xB7 {{time}}"
    },
    view: "Ver"
  },
  recordDetail: {
    close: "Cerrar",
    attachments: "Adjuntos",
    history: "Historial",
    upload: "Subir adjunto",
    uploadHint: "PDF, documentos de Office e im\xE1genes, hasta 5 MB cada uno",
    noAttachments: "Sin adjuntos",
    noHistory: "Sin historial",
    uploadedBy: "Subido por {{name}} el {{time}}",
    removeAttachment: "Quitar adjunto",
    removeConfirm: "\xBFQuitar el adjunto \xAB{{name}}\xBB?",
    uploaded: "Adjunto subido",
    removed: "Adjunto quitado",
    notFound: "Este registro no existe o no puede verlo",
    loadFailed: "No se pudo cargar; int\xE9ntelo de nuevo",
    transition: "{{from}} \u2192 {{to}}"
  }
};

// ../../packages/locales/src/ja.json
var ja_default = {
  tagsView: {
    label: "\u95B2\u89A7\u3057\u305F\u30DA\u30FC\u30B8",
    refresh: "\u30DA\u30FC\u30B8\u3092\u66F4\u65B0",
    close: "\u9589\u3058\u308B",
    closeOthers: "\u4ED6\u3092\u9589\u3058\u308B",
    closeLeft: "\u5DE6\u5074\u3092\u9589\u3058\u308B",
    closeRight: "\u53F3\u5074\u3092\u9589\u3058\u308B",
    closeAll: "\u3059\u3079\u3066\u9589\u3058\u308B",
    closeTag: "{{title}} \u3092\u9589\u3058\u308B"
  },
  common: {
    appTitle: "\u30B9\u30DE\u30FC\u30C8\u4F1A\u5834\u904B\u55B6\u7BA1\u7406\u30D7\u30E9\u30C3\u30C8\u30D5\u30A9\u30FC\u30E0",
    back: "\u623B\u308B",
    backHome: "\u30DB\u30FC\u30E0\u306B\u623B\u308B",
    system: {
      venue: "\u4F1A\u5834\u7BA1\u7406\u30B7\u30B9\u30C6\u30E0",
      service: "\u7DCF\u5408\u30B5\u30FC\u30D3\u30B9\u30D7\u30E9\u30C3\u30C8\u30D5\u30A9\u30FC\u30E0",
      credential: "\u8A3C\u660E\u66F8\u30B7\u30B9\u30C6\u30E0"
    },
    route: {
      login: "\u30ED\u30B0\u30A4\u30F3",
      fsLogin: "\u30E1\u30C3\u30BB\u30FC\u30B8\u30F3\u30B0\u30D7\u30E9\u30C3\u30C8\u30D5\u30A9\u30FC\u30E0\u3067\u30ED\u30B0\u30A4\u30F3",
      authRedirect: "\u8A8D\u8A3C\u30EA\u30C0\u30A4\u30EC\u30AF\u30C8",
      notFound: "\u30DA\u30FC\u30B8\u304C\u898B\u3064\u304B\u308A\u307E\u305B\u3093",
      unauthorized: "\u30A2\u30AF\u30BB\u30B9\u6A29\u304C\u3042\u308A\u307E\u305B\u3093",
      redirect: "\u30EA\u30C0\u30A4\u30EC\u30AF\u30C8\u4E2D",
      message: "\u30E1\u30C3\u30BB\u30FC\u30B8",
      profile: "\u30D7\u30ED\u30D5\u30A3\u30FC\u30EB",
      dashboard: "\u30DB\u30FC\u30E0"
    },
    table: {
      index: "\u756A\u53F7",
      name: "\u540D\u79F0",
      status: "\u72B6\u614B",
      createdAt: "\u4F5C\u6210\u65E5\u6642",
      actions: "\u64CD\u4F5C",
      empty: "\u30C7\u30FC\u30BF\u304C\u3042\u308A\u307E\u305B\u3093",
      total: "\u5168 {{total}} \u4EF6",
      updatedAt: "\u66F4\u65B0\u65E5\u6642"
    },
    search: {
      area: "\u691C\u7D22\u6761\u4EF6",
      keyword: "\u30AD\u30FC\u30EF\u30FC\u30C9",
      keywordPlaceholder: "\u30AD\u30FC\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      query: "\u691C\u7D22",
      reset: "\u30EA\u30BB\u30C3\u30C8",
      expand: "\u5C55\u958B",
      collapse: "\u6298\u308A\u305F\u305F\u3080",
      all: "\u3059\u3079\u3066"
    },
    time: {
      justNow: "\u305F\u3063\u305F\u4ECA",
      minutesAgo: "{{n}}\u5206\u524D",
      hoursAgo: "{{n}}\u6642\u9593\u524D",
      oneDayAgo: "1\u65E5\u524D",
      dateFormat: "M\u6708D\u65E5H\u6642m\u5206"
    },
    list: {
      add: "\u65B0\u898F",
      edit: "\u7DE8\u96C6",
      delete: "\u524A\u9664",
      import: "\u30A4\u30F3\u30DD\u30FC\u30C8",
      export: "\u30A8\u30AF\u30B9\u30DD\u30FC\u30C8",
      hideSearch: "\u691C\u7D22\u3092\u96A0\u3059",
      showSearch: "\u691C\u7D22\u3092\u8868\u793A",
      refresh: "\u66F4\u65B0",
      density: "\u884C\u3092\u8A70\u3081\u308B",
      columns: "\u8868\u793A\u5217",
      loadFailed: "\u30C7\u30FC\u30BF\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
      retry: "\u518D\u8A66\u884C",
      deleteConfirm: "\u300C{{what}}\u300D\u3092\u524A\u9664\u3057\u307E\u3059\u304B\uFF1F",
      deleted: "\u524A\u9664\u3057\u307E\u3057\u305F",
      added: "\u8FFD\u52A0\u3057\u307E\u3057\u305F",
      updated: "\u4FDD\u5B58\u3057\u307E\u3057\u305F",
      addTitle: "{{what}}\u3092\u8FFD\u52A0",
      editTitle: "{{what}}\u3092\u7DE8\u96C6",
      selectedCount: "{{n}} \u4EF6\u9078\u629E",
      detail: "\u8A73\u7D30",
      remark: "\u5099\u8003",
      sort: "\u8868\u793A\u9806",
      enterPrefix: "{{what}}\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      selectPrefix: "{{what}}\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      more: "\u305D\u306E\u4ED6"
    },
    dialog: {
      ok: "OK",
      cancel: "\u30AD\u30E3\u30F3\u30BB\u30EB",
      notice: "\u78BA\u8A8D",
      close: "\u9589\u3058\u308B"
    },
    status: {
      enable: "\u6709\u52B9\u5316",
      disable: "\u505C\u6B62",
      confirm: "\u300C{{name}}\u300D\u3092{{action}}\u3057\u307E\u3059\u304B\uFF1F",
      changed: "{{action}}\u3057\u307E\u3057\u305F",
      of: "{{name}} \u306E\u72B6\u614B",
      on: "\u6709\u52B9",
      off: "\u505C\u6B62",
      label: "\u72B6\u614B",
      enabled: "\u6709\u52B9",
      disabled: "\u505C\u6B62"
    },
    import: {
      dragText: "\u30D5\u30A1\u30A4\u30EB\u3092\u3053\u3053\u306B\u30C9\u30ED\u30C3\u30D7\u3059\u308B\u304B\u3001\u30AF\u30EA\u30C3\u30AF\u3057\u3066\u9078\u629E",
      hint: "xlsx \u5F62\u5F0F\u306E\u307F\u3001\u4E00\u5EA6\u306B\u6700\u5927 {{max}} \u884C\u3002",
      template: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u3092\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9",
      check: "\u30C1\u30A7\u30C3\u30AF",
      confirm: "\u53D6\u308A\u8FBC\u3080",
      reselect: "\u5225\u306E\u30D5\u30A1\u30A4\u30EB\u3092\u9078\u3076",
      notXlsx: ".xlsx \u30D5\u30A1\u30A4\u30EB\u3092\u9078\u3093\u3067\u304F\u3060\u3055\u3044",
      summary: "\u5168 {{total}} \u884C\uFF1A\u65B0\u898F {{created}}\u3001\u66F4\u65B0 {{updated}}\u3001\u30A8\u30E9\u30FC {{failed}}",
      hasErrors: "{{failed}} \u884C\u306F\u53D6\u308A\u8FBC\u3081\u307E\u305B\u3093\u3002\u30D5\u30A1\u30A4\u30EB\u3092\u4FEE\u6B63\u3057\u3066\u9078\u3073\u76F4\u3057\u3066\u304F\u3060\u3055\u3044\u3002\u305D\u308C\u307E\u3067\u4F55\u3082\u66F8\u304D\u8FBC\u307E\u308C\u307E\u305B\u3093\u3002",
      ready: "\u30C1\u30A7\u30C3\u30AF\u306B\u5408\u683C\u3057\u307E\u3057\u305F\u3002\u53D6\u308A\u8FBC\u3081\u307E\u3059\u3002",
      done: "{{n}} \u884C\u3092\u53D6\u308A\u8FBC\u307F\u307E\u3057\u305F",
      row: "\u884C",
      result: "\u7D50\u679C",
      problems: "\u554F\u984C",
      report: "\u53D6\u8FBC\u30EC\u30DD\u30FC\u30C8",
      onlyErrors: "\u30A8\u30E9\u30FC\u884C\u306E\u307F",
      actions: {
        create: "\u65B0\u898F",
        update: "\u66F4\u65B0",
        error: "\u30A8\u30E9\u30FC"
      }
    }
  },
  auth: {
    userName: "\u30E6\u30FC\u30B6\u30FC\u540D",
    userNamePlaceholder: "\u30E6\u30FC\u30B6\u30FC\u540D\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    userNameRequired: "\u30E6\u30FC\u30B6\u30FC\u540D\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    password: "\u30D1\u30B9\u30EF\u30FC\u30C9",
    passwordPlaceholder: "\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    passwordRequired: "\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    signIn: "\u30ED\u30B0\u30A4\u30F3",
    signInHint: "\u30A2\u30AB\u30A6\u30F3\u30C8\u3067\u30ED\u30B0\u30A4\u30F3\u3057\u3066\u304F\u3060\u3055\u3044",
    fsChecking: "\u672C\u4EBA\u78BA\u8A8D\u4E2D\u2026",
    fsFailed: "\u30E1\u30C3\u30BB\u30FC\u30B8\u30F3\u30B0\u30D7\u30E9\u30C3\u30C8\u30D5\u30A9\u30FC\u30E0\u3067\u306E\u30ED\u30B0\u30A4\u30F3\u306B\u5931\u6557\u3057\u307E\u3057\u305F",
    fsMissingCode: "\u8A8D\u8A3C\u30B3\u30FC\u30C9\u304C\u3042\u308A\u307E\u305B\u3093\u3002\u3082\u3046\u4E00\u5EA6\u30ED\u30B0\u30A4\u30F3\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    backToSignIn: "\u30ED\u30B0\u30A4\u30F3\u753B\u9762\u306B\u623B\u308B",
    bindTitle: "\u30A2\u30AB\u30A6\u30F3\u30C8\u306E\u9023\u643A",
    bindHint: "\u3053\u306E\u30A2\u30AB\u30A6\u30F3\u30C8\u306F\u307E\u3060\u9023\u643A\u3055\u308C\u3066\u3044\u307E\u305B\u3093\u3002\u672C\u30B7\u30B9\u30C6\u30E0\u306E\u30E6\u30FC\u30B6\u30FC\u540D\u3068\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u9023\u643A\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    bindSubmit: "\u9023\u643A\u3057\u3066\u30ED\u30B0\u30A4\u30F3"
  },
  layout: {
    topMenu: "\u30C8\u30C3\u30D7\u30E1\u30CB\u30E5\u30FC",
    sideMenu: "\u30B5\u30A4\u30C9\u30E1\u30CB\u30E5\u30FC",
    breadcrumb: "\u30D1\u30F3\u304F\u305A\u30EA\u30B9\u30C8",
    language: "\u8A00\u8A9E\u306E\u5207\u308A\u66FF\u3048",
    languageChanged: "\u8A00\u8A9E\u3092\u5207\u308A\u66FF\u3048\u307E\u3057\u305F",
    switchSystem: "\u30B7\u30B9\u30C6\u30E0\u306E\u5207\u308A\u66FF\u3048",
    logout: "\u30ED\u30B0\u30A2\u30A6\u30C8",
    greeting: "\u3053\u3093\u306B\u3061\u306F\u3001{{name}}\u3055\u3093",
    department: "\u90E8\u7F72",
    roles: "\u30ED\u30FC\u30EB",
    noExhibition: "\u5C55\u793A\u4F1A\u306A\u3057",
    toggleSidebar: "\u30B5\u30A4\u30C9\u30D0\u30FC\u306E\u8868\u793A\u5207\u308A\u66FF\u3048",
    scrollMenuLeft: "\u30E1\u30CB\u30E5\u30FC\u3092\u5DE6\u3078\u30B9\u30AF\u30ED\u30FC\u30EB",
    scrollMenuRight: "\u30E1\u30CB\u30E5\u30FC\u3092\u53F3\u3078\u30B9\u30AF\u30ED\u30FC\u30EB",
    switchSize: "\u30EC\u30A4\u30A2\u30A6\u30C8\u30B5\u30A4\u30BA",
    sizeChanged: "\u30B5\u30A4\u30BA\u3092\u5207\u308A\u66FF\u3048\u307E\u3057\u305F",
    size: {
      default: "\u30C7\u30D5\u30A9\u30EB\u30C8",
      medium: "\u4E2D",
      small: "\u5C0F",
      mini: "\u30DF\u30CB"
    },
    fullscreen: "\u5168\u753B\u9762\u8868\u793A",
    exitFullscreen: "\u5168\u753B\u9762\u8868\u793A\u3092\u7D42\u4E86",
    fullscreenUnsupported: "you browser can not work",
    rail: {
      label: "\u30AF\u30A4\u30C3\u30AF\u30D0\u30FC",
      taskBar: "\u64CD\u4F5C\u5C65\u6B74",
      taskBarEmpty: "\u307E\u3060\u8868\u793A\u3057\u305F\u30DA\u30FC\u30B8\u306F\u3042\u308A\u307E\u305B\u3093",
      current: "\u8868\u793A\u4E2D",
      views: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC",
      messages: "\u30E1\u30C3\u30BB\u30FC\u30B8",
      messagesUnread: "\u30E1\u30C3\u30BB\u30FC\u30B8 \u672A\u8AAD {{count}} \u4EF6"
    },
    account: {
      greeting: {
        earlyMorning: "\u304A\u306F\u3088\u3046\u3054\u3056\u3044\u307E\u3059\u3001{{name}}\u3055\u3093",
        morning: "\u304A\u306F\u3088\u3046\u3054\u3056\u3044\u307E\u3059\u3001{{name}}\u3055\u3093",
        noon: "\u3053\u3093\u306B\u3061\u306F\u3001{{name}}\u3055\u3093",
        afternoon: "\u3053\u3093\u306B\u3061\u306F\u3001{{name}}\u3055\u3093",
        evening: "\u3053\u3093\u3070\u3093\u306F\u3001{{name}}\u3055\u3093"
      }
    }
  },
  settings: {
    open: "\u30EC\u30A4\u30A2\u30A6\u30C8\u8A2D\u5B9A",
    title: "\u30EC\u30A4\u30A2\u30A6\u30C8\u8A2D\u5B9A",
    theme: "\u30C6\u30FC\u30DE\u30AB\u30E9\u30FC",
    customColour: "\u30AB\u30B9\u30BF\u30E0",
    layout: "\u30EC\u30A4\u30A2\u30A6\u30C8",
    tagsView: "\u30BF\u30D6\u30D0\u30FC\u3092\u8868\u793A",
    fixedHeader: "\u30D8\u30C3\u30C0\u30FC\u3092\u56FA\u5B9A",
    sidebarLogo: "\u30B5\u30A4\u30C9\u30D0\u30FC\u306B\u30ED\u30B4",
    menuInLeft: "\u30E1\u30CB\u30E5\u30FC\u3092\u5DE6\u306B\u8868\u793A",
    supportPinyinSearch: "\u30E1\u30CB\u30E5\u30FC\u691C\u7D22\u3067\u30D4\u30F3\u30A4\u30F3\u3092\u4F7F\u3046",
    venue: "\u4F1A\u5834",
    venueName: "\u4F1A\u5834\u540D",
    logo: "\u30ED\u30B4",
    uploadLogo: "\u30ED\u30B4\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9",
    resetLogo: "\u65E2\u5B9A\u306E\u30ED\u30B4\u306B\u623B\u3059",
    logoSaved: "\u30ED\u30B4\u3092\u66F4\u65B0\u3057\u307E\u3057\u305F",
    logoFailed: "\u30ED\u30B4\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3067\u304D\u307E\u305B\u3093\u3067\u3057\u305F",
    logoTooLarge: "\u30D5\u30A1\u30A4\u30EB\u30B5\u30A4\u30BA\u306F {{n}} MB \u4EE5\u4E0B\u306B\u3057\u3066\u304F\u3060\u3055\u3044\uFF01"
  },
  dashboard: {
    greeting: "{{name}}\u3055\u3093\u3001\u304A\u304B\u3048\u308A\u306A\u3055\u3044",
    today: "\u4ECA\u65E5\u306F {{date}} \u3067\u3059",
    systems: "\u5229\u7528\u3067\u304D\u308B\u30B7\u30B9\u30C6\u30E0",
    current: "\u73FE\u5728\u306E\u30B7\u30B9\u30C6\u30E0",
    enter: "\u958B\u304F",
    noMenus: "\u5229\u7528\u3067\u304D\u308B\u30E1\u30CB\u30E5\u30FC\u304C\u3042\u308A\u307E\u305B\u3093",
    figures: {
      today: "\u672C\u65E5\u306E\u5728\u9928\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      week: "\u4ECA\u9031\u306E\u5728\u9928\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      weekRange: "{{from}}\uFF5E{{to}}\uFF08\u6708\u66DC\uFF5E\u65E5\u66DC\uFF09",
      unread: "\u672A\u8AAD\u30E1\u30C3\u30BB\u30FC\u30B8",
      exhibitions: "\u5C55\u793A\u4F1A\u6570"
    },
    links: {
      dailyReservation: "\u65E5\u5225\u4E88\u7D04",
      projectCalendar: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u30AB\u30EC\u30F3\u30C0\u30FC",
      messages: "\u30E1\u30C3\u30BB\u30FC\u30B8\u3092\u898B\u308B",
      exhibitions: "\u5C55\u793A\u4F1A\u4E00\u89A7",
      projects: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u60C5\u5831"
    },
    inVenue: {
      title: "\u5728\u9928\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      today: "\u672C\u65E5",
      week: "\u4ECA\u9031",
      empty: "\u5728\u9928\u4E2D\u306E\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u306F\u3042\u308A\u307E\u305B\u3093",
      more: "\u307B\u304B {{n}} \u4EF6",
      dates: "\u642C\u5165 {{loadIn}} \xB7 \u642C\u51FA {{loadOut}}"
    },
    charts: {
      byMonth: "\u4ECA\u6708\u304B\u3089 6 \u304B\u6708\u306E\u5728\u9928\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u6570",
      byStatus: "\u30B9\u30C6\u30FC\u30BF\u30B9\u5225\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      projects: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u6570",
      item: "{{name}} {{n}} \u4EF6",
      separator: "\u3001",
      byMonthLabel: "\u4ECA\u6708\u304B\u3089 6 \u304B\u6708\u306E\u6708\u5225\u5728\u9928\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u6570\uFF1A{{items}}",
      byStatusLabel: "\u30B9\u30C6\u30FC\u30BF\u30B9\u5225\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u6570\uFF1A{{items}}",
      empty: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u30C7\u30FC\u30BF\u304C\u3042\u308A\u307E\u305B\u3093"
    },
    error: {
      title: "\u30C0\u30C3\u30B7\u30E5\u30DC\u30FC\u30C9\u306E\u6570\u5024\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
      retry: "\u518D\u8A66\u884C"
    },
    status: {
      "0": "\u5F15\u304D\u5408\u3044",
      "1": "\u4EEE\u4E88\u7D04",
      "2": "\u5951\u7D04\u5F85\u3061",
      "3": "\u5951\u7D04\u6E08\u307F",
      "4": "\u9032\u884C\u4E2D",
      "5": "\u5B8C\u4E86",
      "6": "\u7CBE\u7B97\u6E08\u307F",
      "7": "\u5931\u6CE8",
      "8": "\u30AD\u30E3\u30F3\u30BB\u30EB",
      "9": "\u89E3\u653E\u6E08\u307F"
    }
  },
  errors: {
    unknown: "Error",
    hasError: "Has Error",
    network: "\u30B5\u30FC\u30D0\u30FC\u306B\u63A5\u7D9A\u3067\u304D\u307E\u305B\u3093\u3002\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF\u3092\u78BA\u8A8D\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    timeout: "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F\u3002\u3057\u3070\u3089\u304F\u3057\u3066\u304B\u3089\u518D\u8A66\u884C\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    serverStatus: "\u30B5\u30FC\u30D0\u30FC\u30A8\u30E9\u30FC {{status}}",
    repeatSubmit: "\u30C7\u30FC\u30BF\u3092\u51E6\u7406\u4E2D\u3067\u3059\u3002\u91CD\u8907\u3057\u3066\u9001\u4FE1\u3057\u306A\u3044\u3067\u304F\u3060\u3055\u3044\u3002",
    download: "\u30D5\u30A1\u30A4\u30EB\u306E\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9\u306B\u5931\u6557\u3057\u307E\u3057\u305F\u3002\u7BA1\u7406\u8005\u306B\u9023\u7D61\u3057\u3066\u304F\u3060\u3055\u3044\uFF01",
    noExhibition: "\u5C55\u793A\u4F1A\u304C\u9078\u629E\u3055\u308C\u3066\u3044\u307E\u305B\u3093\u3002\u307E\u305A\u5C55\u793A\u4F1A\u4E00\u89A7\u3067\u5C55\u793A\u4F1A\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044\uFF01",
    notFound: "\u7533\u3057\u8A33\u3042\u308A\u307E\u305B\u3093\u3002\u304A\u63A2\u3057\u306E\u30DA\u30FC\u30B8\u306F\u5B58\u5728\u3057\u307E\u305B\u3093\u3002",
    unauthorized: "\u7533\u3057\u8A33\u3042\u308A\u307E\u305B\u3093\u3002\u3053\u306E\u30DA\u30FC\u30B8\u3078\u306E\u30A2\u30AF\u30BB\u30B9\u6A29\u304C\u3042\u308A\u307E\u305B\u3093\u3002",
    pageFailed: "\u30DA\u30FC\u30B8\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
    pageFailedHint: "\u30DA\u30FC\u30B8\u3092\u518D\u8AAD\u307F\u8FBC\u307F\u3057\u3066\u304F\u3060\u3055\u3044\u3002\u554F\u984C\u304C\u7D9A\u304F\u5834\u5408\u306F\u7BA1\u7406\u8005\u306B\u9023\u7D61\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    newVersion: "\u65B0\u3057\u3044\u30D0\u30FC\u30B8\u30E7\u30F3\u304C\u3042\u308A\u307E\u3059\u3002\u30DA\u30FC\u30B8\u3092\u518D\u8AAD\u307F\u8FBC\u307F\u3057\u3066\u304F\u3060\u3055\u3044\u3002"
  },
  validation: {
    required: "\u3053\u306E\u9805\u76EE\u306F\u5FC5\u9808\u3067\u3059",
    pageSize: "1\u30DA\u30FC\u30B8\u306E\u4EF6\u6570\u306F 10\u300120\u300130\u300150\u3001200\u30012000 \u306E\u3044\u305A\u308C\u304B\u3067\u3059",
    passwordHash: "\u30D1\u30B9\u30EF\u30FC\u30C9\u306E\u5F62\u5F0F\u304C\u6B63\u3057\u304F\u3042\u308A\u307E\u305B\u3093",
    routePath: "\u30EB\u30FC\u30C8\u306F / \u3067\u59CB\u307E\u308A\u3001\u7A7A\u767D\u3092\u542B\u3081\u308B\u3053\u3068\u306F\u3067\u304D\u307E\u305B\u3093",
    dateRange: "\u958B\u59CB\u65E5\u3092\u7D42\u4E86\u65E5\u3088\u308A\u5F8C\u306B\u3059\u308B\u3053\u3068\u306F\u3067\u304D\u307E\u305B\u3093",
    sameExhibition: "\u540C\u3058\u5C55\u793A\u4F1A\u306B\u306F\u30B3\u30D4\u30FC\u3067\u304D\u307E\u305B\u3093",
    dayPartStep: "\u6642\u9593\u5E2F\u306F30\u5206\u5358\u4F4D\u3067\u6307\u5B9A\u3057\u3066\u304F\u3060\u3055\u3044",
    dayPartOrder: "\u7D42\u4E86\u306F\u958B\u59CB\u3088\u308A\u5F8C\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
    dayPartsTotal: "\u6642\u9593\u5E2F\u306E\u5408\u8A08\u306F24\u6642\u9593\u4EE5\u5185\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
    dayPartsOverlap: "\u6642\u9593\u5E2F\u3092\u91CD\u8907\u3055\u305B\u308B\u3053\u3068\u306F\u3067\u304D\u307E\u305B\u3093",
    floorPrice: "\u6700\u4F4E\u4FA1\u683C\u306F\u6A19\u6E96\u4FA1\u683C\u4EE5\u4E0B\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
    ratioTotal: "\u5404\u56DE\u306E\u6BD4\u7387\u306E\u5408\u8A08\u306F100%\u306B\u3057\u3066\u304F\u3060\u3055\u3044\uFF08\u73FE\u5728{{total}}%\uFF09",
    uploadedFile: "\u30D5\u30A1\u30A4\u30EB\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3057\u3066\u304F\u3060\u3055\u3044",
    invalid: "\u5F62\u5F0F\u304C\u6B63\u3057\u304F\u3042\u308A\u307E\u305B\u3093",
    tooLong: "{{max}}\u4EE5\u5185\u3067\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    tooShort: "{{min}}\u4EE5\u4E0A\u3067\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    creditCode: "\u6B63\u3057\u3044\u7D71\u4E00\u793E\u4F1A\u4FE1\u7528\u30B3\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\uFF0818\u6841\u3001\u672B\u5C3E\u306F\u30C1\u30A7\u30C3\u30AF\u6587\u5B57\uFF09",
    mobile: "\u6B63\u3057\u304411\u6841\u306E\u643A\u5E2F\u756A\u53F7\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    contactRequired: "\u62C5\u5F53\u8005\u30921\u4EBA\u4EE5\u4E0A\u8FFD\u52A0\u3057\u3066\u304F\u3060\u3055\u3044",
    onePrimary: "\u4E3B\u62C5\u5F53\u8005\u30921\u4EBA\u3060\u3051\u6307\u5B9A\u3057\u3066\u304F\u3060\u3055\u3044"
  },
  venue: {
    group: {
      project: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u7BA1\u7406",
      contract: "\u5951\u7D04\u7BA1\u7406",
      schedule: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u7BA1\u7406",
      customer: "\u9867\u5BA2\u7BA1\u7406",
      finance: "\u8CA1\u52D9\u7BA1\u7406",
      venueInformation: "\u4F1A\u5834\u60C5\u5831",
      task: "\u30BF\u30B9\u30AF\u7BA1\u7406",
      log: "\u30ED\u30B0\u7BA1\u7406",
      system: "\u30B7\u30B9\u30C6\u30E0\u7BA1\u7406",
      report: "\u30EC\u30DD\u30FC\u30C8\u7BA1\u7406"
    },
    route: {
      projectInfo: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u60C5\u5831",
      declarationFile: "\u7533\u8ACB\u66F8\u985E",
      discountManagement: "\u5272\u5F15\u7BA1\u7406",
      projectCancel: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u306E\u30AD\u30E3\u30F3\u30BB\u30EB",
      fileTemplateDownload: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u306E\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9",
      contractManagement: "\u5951\u7D04\u7BA1\u7406",
      contractAuditRecord: "\u5951\u7D04\u5BE9\u67FB\u8A18\u9332",
      contractPaymentPlan: "\u5951\u7D04\u652F\u6255\u8A08\u753B",
      contractPaymentStatistics: "\u5951\u7D04\u5165\u91D1\u7D71\u8A08",
      serviceProviderContract: "\u30B5\u30FC\u30D3\u30B9\u696D\u8005\u5951\u7D04",
      serviceProviderContractDetail: "\u30B5\u30FC\u30D3\u30B9\u696D\u8005\u5951\u7D04\u306E\u8A73\u7D30",
      scheduleDate: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u8868",
      projectCalendar: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u30AB\u30EC\u30F3\u30C0\u30FC",
      dailyReservation: "\u65E5\u5225\u4E88\u7D04",
      reservationConflict: "\u4E88\u7D04\u306E\u91CD\u8907",
      customerManage: "\u9867\u5BA2\u7BA1\u7406",
      salesOpportunity: "\u55B6\u696D\u6848\u4EF6",
      accountReceivable: "\u58F2\u639B\u91D1",
      incomeDetails: "\u53CE\u5165\u660E\u7D30",
      paymentRecords: "\u5165\u91D1\u8A18\u9332",
      proformaInvoice: "\u898B\u7A4D\u8ACB\u6C42\u66F8",
      reconciliationSettlement: "\u7167\u5408\u30FB\u7CBE\u7B97",
      refundAudit: "\u8FD4\u91D1\u5BE9\u67FB",
      venueGuide: "\u4F1A\u5834\u30AC\u30A4\u30C9",
      fileManage: "\u30D5\u30A1\u30A4\u30EB\u7BA1\u7406",
      workTips: "\u696D\u52D9\u306E\u30D2\u30F3\u30C8",
      myTasks: "\u30DE\u30A4\u30BF\u30B9\u30AF",
      meetingExhibitionForecast: "\u4F1A\u8B70\u30FB\u5C55\u793A\u4F1A\u4E88\u5831",
      taskStatistics: "\u30BF\u30B9\u30AF\u7D71\u8A08",
      loginLog: "\u30ED\u30B0\u30A4\u30F3\u5C65\u6B74",
      operationLog: "\u64CD\u4F5C\u5C65\u6B74",
      user: "\u30E6\u30FC\u30B6\u30FC\u7BA1\u7406",
      role: "\u30ED\u30FC\u30EB\u7BA1\u7406",
      menu: "\u30E1\u30CB\u30E5\u30FC\u7BA1\u7406",
      dept: "\u90E8\u7F72\u7BA1\u7406",
      dataManage: "\u30C7\u30FC\u30BF\u8F9E\u66F8",
      site: "\u4F1A\u5834\u30B9\u30DA\u30FC\u30B9\u7BA1\u7406",
      resourcesManagement: "\u30EA\u30BD\u30FC\u30B9\u7BA1\u7406",
      module: "\u30E2\u30B8\u30E5\u30FC\u30EB\u7BA1\u7406",
      priceManagement: "\u4FA1\u683C\u7BA1\u7406",
      scheduleTemplate: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      remarkTemplate: "\u5099\u8003\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      paymentPlan: "\u652F\u6255\u8A08\u753B\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      fileTemplate: "\u30D5\u30A1\u30A4\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      contractTemplate: "\u5951\u7D04\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8"
    }
  },
  service: {
    group: {
      home: "\u30DB\u30FC\u30E0",
      homeManagement: "\u30D7\u30E9\u30C3\u30C8\u30D5\u30A9\u30FC\u30E0\u7BA1\u7406",
      exhibitionList: "\u5C55\u793A\u4F1A\u4E00\u89A7",
      exhibitionInfo: "\u5C55\u793A\u4F1A\u60C5\u5831",
      exhibitionManagement: "\u5C55\u793A\u4F1A\u7BA1\u7406",
      registrationManagement: "\u51FA\u5C55\u7533\u8ACB\u7BA1\u7406",
      financialManage: "\u8CA1\u52D9\u7BA1\u7406",
      log: "\u30ED\u30B0\u7BA1\u7406"
    },
    route: {
      servicePlatformHome: "\u30B5\u30FC\u30D3\u30B9\u30D7\u30E9\u30C3\u30C8\u30D5\u30A9\u30FC\u30E0\u306E\u30DB\u30FC\u30E0",
      registrationConfig: "\u51FA\u5C55\u7533\u8ACB\u8A2D\u5B9A",
      userAudit: "\u30E6\u30FC\u30B6\u30FC\u5BE9\u67FB",
      overtimeRuleCon: "\u5EF6\u9577\u4F5C\u696D\u30EB\u30FC\u30EB\u8A2D\u5B9A",
      exhibitionList: "\u5C55\u793A\u4F1A\u4E00\u89A7",
      exhibitionInfo: "\u5C55\u793A\u4F1A\u60C5\u5831",
      exhibitionConfig: "\u5C55\u793A\u4F1A\u8A2D\u5B9A",
      serviceConfig: "\u30B5\u30FC\u30D3\u30B9\u8A2D\u5B9A",
      badgeConfig: "\u30D1\u30B9\u8A2D\u5B9A",
      overtimeConfig: "\u5EF6\u9577\u4F5C\u696D\u8A2D\u5B9A",
      fileConfig: "\u30D5\u30A1\u30A4\u30EB\u8A2D\u5B9A",
      registrationConfirm: "\u51FA\u5C55\u7533\u8ACB\u306E\u78BA\u8A8D",
      serviceConfirm: "\u30B5\u30FC\u30D3\u30B9\u306E\u78BA\u8A8D",
      serviceAudit: "\u30B5\u30FC\u30D3\u30B9\u5BE9\u67FB",
      overtimeAudit: "\u5EF6\u9577\u4F5C\u696D\u5BE9\u67FB",
      transactionOrder: "\u53D6\u5F15\u6CE8\u6587",
      depositRefund: "\u4FDD\u8A3C\u91D1\u306E\u8FD4\u91D1",
      loginLog: "\u30ED\u30B0\u30A4\u30F3\u5C65\u6B74",
      operationLog: "\u64CD\u4F5C\u5C65\u6B74"
    }
  },
  credential: {
    group: {
      home: "\u30DB\u30FC\u30E0",
      setting: "\u8A3C\u660E\u66F8\u8A2D\u5B9A",
      audit: "\u8A3C\u660E\u66F8\u5BE9\u67FB",
      management: "\u767A\u884C\u30FB\u53D7\u3051\u53D6\u308A",
      certQuery: "\u8A3C\u660E\u66F8\u7167\u4F1A",
      verification: "\u901A\u884C\u78BA\u8A8D"
    },
    route: {
      certificateHome: "\u8A3C\u660E\u66F8\u30DB\u30FC\u30E0",
      certificateTypeManagement: "\u8A3C\u660E\u66F8\u7A2E\u5225\u7BA1\u7406",
      targetManagement: "\u7533\u8ACB\u5BFE\u8C61\u7BA1\u7406",
      formConfig: "\u30D5\u30A9\u30FC\u30E0\u8A2D\u5B9A",
      editForm: "\u30D5\u30A9\u30FC\u30E0\u306E\u7DE8\u96C6",
      personBlackList: "\u4EBA\u7269\u30D6\u30E9\u30C3\u30AF\u30EA\u30B9\u30C8",
      vehicleBlackList: "\u8ECA\u4E21\u30D6\u30E9\u30C3\u30AF\u30EA\u30B9\u30C8",
      personCertificateAudit: "\u4EBA\u7269\u8A3C\u660E\u66F8\u5BE9\u67FB",
      vehicleCertificateAudit: "\u8ECA\u4E21\u8A3C\u660E\u66F8\u5BE9\u67FB",
      vehicleDeposit: "\u8ECA\u4E21\u30D1\u30B9\u4FDD\u8A3C\u91D1",
      personMakingReceive: "\u4EBA\u7269\u8A3C\u660E\u66F8\u306E\u767A\u884C\u30FB\u53D7\u3051\u53D6\u308A",
      vehicleMakingReceive: "\u8ECA\u4E21\u8A3C\u660E\u66F8\u306E\u767A\u884C\u30FB\u53D7\u3051\u53D6\u308A",
      personCertQuery: "\u4EBA\u7269\u8A3C\u660E\u66F8\u7167\u4F1A",
      vehicleCertQuery: "\u8ECA\u4E21\u8A3C\u660E\u66F8\u7167\u4F1A",
      personTravelRecord: "\u4EBA\u7269\u901A\u884C\u8A18\u9332",
      carTravelRecord: "\u8ECA\u4E21\u901A\u884C\u8A18\u9332"
    }
  },
  logs: {
    result: {
      all: "\u3059\u3079\u3066",
      success: "\u6210\u529F",
      fail: "\u5931\u6557"
    },
    startDate: "\u958B\u59CB\u65E5",
    endDate: "\u7D42\u4E86\u65E5",
    loadFailed: "\u30C7\u30FC\u30BF\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
    retry: "\u518D\u8A66\u884C",
    login: {
      table: "\u30ED\u30B0\u30A4\u30F3\u5C65\u6B74",
      id: "\u30A2\u30AF\u30BB\u30B9\u756A\u53F7",
      userName: "\u30E6\u30FC\u30B6\u30FC\u540D",
      userNamePlaceholder: "\u30E6\u30FC\u30B6\u30FC\u540D\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      ip: "IP\u30A2\u30C9\u30EC\u30B9",
      browser: "\u30D6\u30E9\u30A6\u30B6",
      method: "\u30ED\u30B0\u30A4\u30F3\u65B9\u6CD5",
      methods: {
        password: "\u30D1\u30B9\u30EF\u30FC\u30C9",
        feishu: "Feishu"
      },
      status: "\u30ED\u30B0\u30A4\u30F3\u72B6\u614B",
      message: "\u30E1\u30C3\u30BB\u30FC\u30B8",
      time: "\u30ED\u30B0\u30A4\u30F3\u65E5\u6642",
      unlock: "\u30ED\u30C3\u30AF\u89E3\u9664",
      unlockConfirm: "\u30E6\u30FC\u30B6\u30FC\u300C{{name}}\u300D\uFF08{{ip}}\uFF09\u306E\u30ED\u30C3\u30AF\u3092\u89E3\u9664\u3057\u307E\u3059\u304B\uFF1F",
      unlockSuccess: "\u30ED\u30C3\u30AF\u3092\u89E3\u9664\u3057\u307E\u3057\u305F",
      os: "OS",
      detail: "\u8A73\u7D30",
      detailTitle: "\u30ED\u30B0\u30A4\u30F3\u30ED\u30B0\u8A73\u7D30",
      userAgent: "\u30E6\u30FC\u30B6\u30FC\u30A8\u30FC\u30B8\u30A7\u30F3\u30C8",
      lockedUntil: "\u30ED\u30C3\u30AF\u671F\u9650",
      notLocked: "\u30ED\u30C3\u30AF\u306A\u3057",
      unknown: "\u4E0D\u660E"
    },
    operation: {
      table: "\u64CD\u4F5C\u5C65\u6B74",
      id: "\u30ED\u30B0\u756A\u53F7",
      module: "\u30E2\u30B8\u30E5\u30FC\u30EB",
      modulePlaceholder: "\u30E2\u30B8\u30E5\u30FC\u30EB\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      action: "\u64CD\u4F5C\u7A2E\u5225",
      requestMethod: "\u30EA\u30AF\u30A8\u30B9\u30C8\u65B9\u5F0F",
      operator: "\u64CD\u4F5C\u8005",
      operatorPlaceholder: "\u64CD\u4F5C\u8005\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      ip: "IP\u30A2\u30C9\u30EC\u30B9",
      status: "\u64CD\u4F5C\u72B6\u614B",
      time: "\u64CD\u4F5C\u65E5\u6642",
      duration: "\u6240\u8981\u6642\u9593",
      durationValue: "{{ms}} \u30DF\u30EA\u79D2",
      detail: "\u8A73\u7D30",
      detailTitle: "\u64CD\u4F5C\u5C65\u6B74\u306E\u8A73\u7D30",
      url: "\u30EA\u30AF\u30A8\u30B9\u30C8URL",
      target: "\u64CD\u4F5C\u5BFE\u8C61",
      params: "\u30EA\u30AF\u30A8\u30B9\u30C8\u30D1\u30E9\u30E1\u30FC\u30BF",
      message: "\u30E1\u30C3\u30BB\u30FC\u30B8",
      none: "\u306A\u3057"
    },
    action: {
      add: "\u8FFD\u52A0",
      edit: "\u5909\u66F4",
      save: "\u4FDD\u5B58",
      delete: "\u524A\u9664",
      export: "\u30A8\u30AF\u30B9\u30DD\u30FC\u30C8",
      import: "\u30A4\u30F3\u30DD\u30FC\u30C8",
      status: "\u72B6\u614B\u5909\u66F4",
      audit: "\u5BE9\u67FB",
      grant: "\u6A29\u9650\u4ED8\u4E0E",
      reset: "\u30EA\u30BB\u30C3\u30C8",
      unlock: "\u30ED\u30C3\u30AF\u89E3\u9664",
      other: "\u305D\u306E\u4ED6"
    },
    view: {
      label: "\u30ED\u30B0\u306E\u7A2E\u985E",
      operation: "\u64CD\u4F5C\u30ED\u30B0",
      clientError: "\u30D6\u30E9\u30A6\u30B6\u30FC\u306E\u30A8\u30E9\u30FC"
    },
    clientError: {
      table: "\u30D6\u30E9\u30A6\u30B6\u30FC\u306E\u30A8\u30E9\u30FC\u30ED\u30B0",
      time: "\u5831\u544A\u65E5\u6642",
      userName: "\u30E6\u30FC\u30B6\u30FC\u540D",
      userNamePlaceholder: "\u30E6\u30FC\u30B6\u30FC\u540D\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      browser: "\u30D6\u30E9\u30A6\u30B6\u30FC"
    }
  },
  changePassword: {
    title: "\u30D1\u30B9\u30EF\u30FC\u30C9\u5909\u66F4",
    oldPassword: "\u73FE\u5728\u306E\u30D1\u30B9\u30EF\u30FC\u30C9",
    newPassword: "\u65B0\u3057\u3044\u30D1\u30B9\u30EF\u30FC\u30C9",
    confirmPassword: "\u30D1\u30B9\u30EF\u30FC\u30C9\u78BA\u8A8D",
    oldRequired: "\u73FE\u5728\u306E\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    newRequired: "\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    newMin: "\u30D1\u30B9\u30EF\u30FC\u30C9\u306F{{min}}\u6587\u5B57\u4EE5\u4E0A\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
    newPattern: "\u30D1\u30B9\u30EF\u30FC\u30C9\u306B\u306F\u82F1\u5927\u6587\u5B57\u3001\u82F1\u5C0F\u6587\u5B57\u3001\u6570\u5B57\u3001\u7279\u6B8A\u6587\u5B57\u3092\u542B\u3081\u3066\u304F\u3060\u3055\u3044",
    confirmRequired: "\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u3082\u3046\u4E00\u5EA6\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    mismatch: "2\u3064\u306E\u30D1\u30B9\u30EF\u30FC\u30C9\u304C\u4E00\u81F4\u3057\u307E\u305B\u3093",
    submit: "OK",
    cancel: "\u30AD\u30E3\u30F3\u30BB\u30EB",
    success: "\u5909\u66F4\u3057\u307E\u3057\u305F"
  },
  versionHistory: {
    title: "\u30D0\u30FC\u30B8\u30E7\u30F3\u5C65\u6B74",
    loading: "\u30D0\u30FC\u30B8\u30E7\u30F3\u5C65\u6B74\u3092\u8AAD\u307F\u8FBC\u3093\u3067\u3044\u307E\u3059",
    empty: "\u30D0\u30FC\u30B8\u30E7\u30F3\u8A18\u9332\u306F\u3042\u308A\u307E\u305B\u3093",
    loadFailed: "\u30D0\u30FC\u30B8\u30E7\u30F3\u5C65\u6B74\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
    retry: "\u518D\u8A66\u884C"
  },
  messages: {
    table: "\u30E1\u30C3\u30BB\u30FC\u30B8\u4E00\u89A7",
    columns: {
      title: "\u4EF6\u540D",
      content: "\u5185\u5BB9",
      kind: "\u7A2E\u985E",
      time: "\u65E5\u6642",
      state: "\u72B6\u614B"
    },
    kinds: {
      notice: "\u304A\u77E5\u3089\u305B",
      task: "\u30BF\u30B9\u30AF",
      audit: "\u5BE9\u67FB",
      warning: "\u8B66\u544A"
    },
    read: "\u65E2\u8AAD",
    unread: "\u672A\u8AAD",
    filterLabel: "\u65E2\u8AAD\u72B6\u614B",
    filters: {
      all: "\u3059\u3079\u3066",
      unread: "\u672A\u8AAD",
      read: "\u65E2\u8AAD"
    },
    markRead: "\u65E2\u8AAD\u306B\u3059\u308B",
    markReadOf: "\u300C{{title}}\u300D\u3092\u65E2\u8AAD\u306B\u3059\u308B",
    markSelected: "\u9078\u629E\u3092\u65E2\u8AAD\u306B\u3059\u308B\uFF08{{count}}\uFF09",
    select: "\u300C{{title}}\u300D\u3092\u9078\u629E",
    marked: "\u65E2\u8AAD\u306B\u3057\u307E\u3057\u305F",
    unreadSummary: "\u672A\u8AAD {{count}} \u4EF6",
    loadFailed: "\u30E1\u30C3\u30BB\u30FC\u30B8\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
    retry: "\u518D\u8A66\u884C",
    empty: "\u30E1\u30C3\u30BB\u30FC\u30B8\u306F\u3042\u308A\u307E\u305B\u3093"
  },
  favouriteViews: {
    title: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC",
    addCurrent: "\u3053\u306E\u30DA\u30FC\u30B8\u3092\u8FFD\u52A0",
    exists: "\u3053\u306E\u30DA\u30FC\u30B8\u306F\u65E2\u306B\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u306B\u3042\u308A\u307E\u3059\u3002",
    added: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u306B\u8FFD\u52A0\u3057\u307E\u3057\u305F",
    remove: "\u300C{{name}}\u300D\u3092\u524A\u9664",
    removeConfirm: "\u300C{{name}}\u300D\u3092\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u304B\u3089\u524A\u9664\u3057\u307E\u3059\u304B\uFF1F",
    removed: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u304B\u3089\u524A\u9664\u3057\u307E\u3057\u305F",
    ok: "OK",
    cancel: "\u30AD\u30E3\u30F3\u30BB\u30EB",
    loading: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u3092\u8AAD\u307F\u8FBC\u307F\u4E2D",
    loadFailed: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
    retry: "\u518D\u8A66\u884C",
    empty: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u306F\u307E\u3060\u3042\u308A\u307E\u305B\u3093"
  },
  exhibitions: {
    search: {
      code: "\u5C55\u793A\u4F1A\u756A\u53F7",
      codePlaceholder: "\u5C55\u793A\u4F1A\u756A\u53F7\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      name: "\u5C55\u793A\u4F1A\u540D",
      namePlaceholder: "\u5C55\u793A\u4F1A\u540D\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      industry: "\u696D\u7A2E",
      region: "\u5730\u57DF",
      selectPlaceholder: "\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      applyTime: "\u51FA\u5C55\u7533\u8ACB\u671F\u9593",
      startDate: "\u958B\u59CB\u65E5",
      endDate: "\u7D42\u4E86\u65E5",
      expand: "\u5C55\u958B",
      collapse: "\u6298\u308A\u305F\u305F\u3080"
    },
    field: {
      number: "\u5C55\u793A\u4F1A\u756A\u53F7",
      title: "\u5C55\u793A\u4F1A\u540D",
      industry: "\u696D\u7A2E",
      region: "\u5730\u57DF",
      applyTime: "\u51FA\u5C55\u7533\u8ACB\u671F\u9593",
      openTime: "\u4F1A\u671F",
      status: "\u72B6\u614B",
      onHome: "\u30C8\u30C3\u30D7\u30DA\u30FC\u30B8\u8868\u793A"
    },
    status: {
      "0": "\u6E96\u5099\u4E2D",
      "1": "\u7533\u8ACB\u53D7\u4ED8\u4E2D",
      "2": "\u958B\u50AC\u4E2D",
      "3": "\u7D42\u4E86"
    },
    list: {
      table: "\u5C55\u793A\u4F1A\u4E00\u89A7",
      enter: "\u5165\u308B",
      enterOf: "{{title}}\u306B\u5165\u308B",
      switchOk: "\u5C55\u793A\u4F1A\u3092\u5207\u308A\u66FF\u3048\u307E\u3057\u305F",
      onHomeOf: "{{title}}\u3092\u30C8\u30C3\u30D7\u30DA\u30FC\u30B8\u306B\u8868\u793A",
      onHomeSaved: "\u30C8\u30C3\u30D7\u30DA\u30FC\u30B8\u8868\u793A\u3092\u66F4\u65B0\u3057\u307E\u3057\u305F"
    },
    info: {
      noGuid: "\u5C55\u793A\u4F1A\u304C\u6307\u5B9A\u3055\u308C\u3066\u3044\u307E\u305B\u3093",
      notFound: "\u5C55\u793A\u4F1A\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
      chooseHint: "\u307E\u305A\u5C55\u793A\u4F1A\u4E00\u89A7\u3067\u5C55\u793A\u4F1A\u3092\u9078\u3093\u3067\u5165\u3063\u3066\u304F\u3060\u3055\u3044",
      toList: "\u5C55\u793A\u4F1A\u4E00\u89A7\u3078"
    },
    figures: {
      daysToApplyEnd: "\u7533\u8ACB\u7DE0\u5207\u307E\u3067\u306E\u65E5\u6570",
      daysToOpen: "\u958B\u5E55\u307E\u3067\u306E\u65E5\u6570",
      openDays: "\u4F1A\u671F\u65E5\u6570",
      hallCount: "\u30DB\u30FC\u30EB\u6570",
      activeUsers: "\u73FE\u5728\u306E\u30E6\u30FC\u30B6\u30FC\u6570"
    },
    copyConfig: {
      open: "\u8A2D\u5B9A\u3092\u30B3\u30D4\u30FC",
      openOf: "{{title}}\u306B\u8A2D\u5B9A\u3092\u30B3\u30D4\u30FC",
      title: "\u8A2D\u5B9A\u306E\u30B3\u30D4\u30FC",
      target: "\u30B3\u30D4\u30FC\u5148\uFF1A{{title}}",
      source: "\u30B3\u30D4\u30FC\u5143\u306E\u5C55\u793A\u4F1A",
      sourcePlaceholder: "\u30B3\u30D4\u30FC\u5143\u306E\u5C55\u793A\u4F1A\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      sourceRequired: "\u30B3\u30D4\u30FC\u5143\u306E\u5C55\u793A\u4F1A\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      parts: "\u30B3\u30D4\u30FC\u3059\u308B\u5185\u5BB9",
      partsRequired: "\u30B3\u30D4\u30FC\u3059\u308B\u5185\u5BB9\u30921\u3064\u4EE5\u4E0A\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      part: {
        service: "\u30B5\u30FC\u30D3\u30B9\u8A2D\u5B9A",
        badge: "\u8A3C\u660E\u66F8\u8A2D\u5B9A",
        overtime: "\u6B8B\u696D\u8A2D\u5B9A",
        file: "\u30D5\u30A1\u30A4\u30EB\u8A2D\u5B9A"
      },
      ok: "\u30B3\u30D4\u30FC",
      confirmTitle: "\u8A2D\u5B9A\u306E\u30B3\u30D4\u30FC\u306E\u78BA\u8A8D",
      confirm: "\u300C{{from}}\u300D\u306E\u9078\u629E\u3057\u305F\u8A2D\u5B9A\u3092\u300C{{to}}\u300D\u306B\u30B3\u30D4\u30FC\u3057\u307E\u3059\u304B\uFF1F\u300C{{to}}\u300D\u306E\u73FE\u5728\u306E\u8A2D\u5B9A\u306F\u4E0A\u66F8\u304D\u3055\u308C\u307E\u3059\u3002",
      success: "\u8A2D\u5B9A\u3092\u30B3\u30D4\u30FC\u3057\u307E\u3057\u305F",
      failed: "\u8A2D\u5B9A\u306E\u30B3\u30D4\u30FC\u306B\u5931\u6557\u3057\u307E\u3057\u305F",
      failedWith: "\u8A2D\u5B9A\u306E\u30B3\u30D4\u30FC\u306B\u5931\u6557\u3057\u307E\u3057\u305F\uFF1A{{reason}}"
    }
  },
  headerSearch: {
    open: "\u30DA\u30FC\u30B8\u3092\u691C\u7D22",
    label: "\u30DA\u30FC\u30B8\u3092\u691C\u7D22",
    shortcut: "\u30DA\u30FC\u30B8\u3092\u691C\u7D22\uFF08/ \u307E\u305F\u306F Ctrl+K\uFF09",
    placeholder: "\u30DA\u30FC\u30B8\u540D\u307E\u305F\u306F\u30D1\u30B9",
    noResult: "\u4E00\u81F4\u3059\u308B\u30DA\u30FC\u30B8\u306F\u3042\u308A\u307E\u305B\u3093"
  },
  exhibitionSwitch: {
    open: "\u5C55\u793A\u4F1A\u3092\u5207\u308A\u66FF\u3048",
    title: "\u5C55\u793A\u4F1A\u3092\u5207\u308A\u66FF\u3048",
    table: "\u9078\u629E\u53EF\u80FD\u306A\u5C55\u793A\u4F1A",
    confirm: "OK",
    cancel: "\u30AD\u30E3\u30F3\u30BB\u30EB",
    noneSelected: "\u5C55\u793A\u4F1A\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
    onlyOne: "\u9078\u629E\u3067\u304D\u308B\u5C55\u793A\u4F1A\u306F1\u3064\u3060\u3051\u3067\u3059",
    success: "\u5C55\u793A\u4F1A\u3092\u5207\u308A\u66FF\u3048\u307E\u3057\u305F",
    failed: "\u5C55\u793A\u4F1A\u306E\u5207\u308A\u66FF\u3048\u306B\u5931\u6557\u3057\u307E\u3057\u305F",
    loadFailed: "\u5C55\u793A\u4F1A\u4E00\u89A7\u306E\u8AAD\u307F\u8FBC\u307F\u306B\u5931\u6557\u3057\u307E\u3057\u305F",
    empty: "\u30C7\u30FC\u30BF\u304C\u3042\u308A\u307E\u305B\u3093",
    total: "\u5168 {{total}} \u4EF6",
    selectOf: "{{title}}\u3092\u9078\u629E"
  },
  dateRange: {
    start: "\u958B\u59CB\u65E5",
    end: "\u7D42\u4E86\u65E5",
    startAfterEnd: "\u958B\u59CB\u65E5\u306F\u7D42\u4E86\u65E5\u3088\u308A\u5F8C\u306B\u3067\u304D\u307E\u305B\u3093"
  },
  editor: {
    placeholder: "\u5185\u5BB9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
    toolbar: "\u66F8\u5F0F",
    bold: "\u592A\u5B57",
    italic: "\u659C\u4F53",
    bulletList: "\u7B87\u6761\u66F8\u304D",
    orderedList: "\u756A\u53F7\u4ED8\u304D\u30EA\u30B9\u30C8",
    image: "\u753B\u50CF\u3092\u633F\u5165",
    uploading: "\u753B\u50CF\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u4E2D",
    tooLarge: "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3067\u304D\u308B\u30D5\u30A1\u30A4\u30EB\u306F {{size}} MB \u307E\u3067\u3067\u3059!",
    insertFailed: "\u753B\u50CF\u306E\u633F\u5165\u306B\u5931\u6557\u3057\u307E\u3057\u305F",
    content: "\u672C\u6587"
  },
  schedule: {
    grid: {
      view: {
        "3": "3\u65E5",
        "7": "7\u65E5",
        "14": "14\u65E5",
        "30": "30\u65E5",
        "31": "\u6708",
        "92": "\u56DB\u534A\u671F"
      },
      viewMode: "\u8868\u793A",
      configError: "\u8A2D\u5B9A\u30A8\u30E9\u30FC\uFF1A\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u304C\u6B63\u3057\u304F\u8868\u793A\u3055\u308C\u306A\u3044\u53EF\u80FD\u6027\u304C\u3042\u308A\u307E\u3059\u3002\u5148\u306B\u8A2D\u5B9A\u3092\u4FEE\u6B63\u3057\u3066\u304F\u3060\u3055\u3044",
      configErrorTitle: "\u304A\u77E5\u3089\u305B",
      gridLabel: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u8868",
      corner: "\u4F1A\u5834",
      projectCorner: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      dayLabel: "{{month}}\u6708{{day}}\u65E5",
      weekday: {
        "0": "\u65E5",
        "1": "\u6708",
        "2": "\u706B",
        "3": "\u6C34",
        "4": "\u6728",
        "5": "\u91D1",
        "6": "\u571F"
      },
      cellLabel: "{{row}} {{date}} {{part}}",
      cellLabelBlock: "{{row}} {{date}} {{part}}: {{text}} {{status}}",
      unsavedBlock: "\u672A\u4FDD\u5B58",
      relatedCopy: "\u95A2\u9023\u4F1A\u5834\u3067\u4F7F\u7528\u4E2D",
      disabled: "\u505C\u6B62\u4E2D",
      disabledByRelated: "\u95A2\u9023\u4F1A\u5834{{site}}\u304C\u9078\u629E\u6E08\u307F",
      area: "{{area}}\u33A1",
      prevDay: "\u524D\u65E5",
      nextDay: "\u7FCC\u65E5",
      prevWeek: "\u524D\u9031",
      nextWeek: "\u7FCC\u9031",
      prevMonth: "\u524D\u6708",
      nextMonth: "\u7FCC\u6708",
      prevQuarter: "\u524D\u56DB\u534A\u671F",
      nextQuarter: "\u6B21\u56DB\u534A\u671F",
      today: "\u4ECA\u65E5",
      pickDate: "\u65E5\u4ED8\u3092\u9078\u629E",
      pickMonth: "\u6708\u3092\u9078\u629E",
      pickQuarter: "\u56DB\u534A\u671F\u3092\u9078\u629E",
      quarter: {
        "31": "1-3\u6708",
        "61": "4-6\u6708",
        "91": "7-9\u6708",
        "121": "10-12\u6708"
      },
      export: "\u30A8\u30AF\u30B9\u30DD\u30FC\u30C8",
      print: "\u5370\u5237",
      expand: "\u5C55\u958B",
      collapse: "\u6298\u308A\u305F\u305F\u3080",
      template: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      loading: "\u8AAD\u307F\u8FBC\u307F\u4E2D\u2026",
      loadFailed: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u3092\u8AAD\u307F\u8FBC\u3081\u307E\u305B\u3093\u3067\u3057\u305F",
      retry: "\u518D\u8A66\u884C"
    },
    booking: {
      title: "\u4E88\u7D04\u3092\u8FFD\u52A0",
      save: "\u4FDD\u5B58",
      cancel: "\u30AD\u30E3\u30F3\u30BB\u30EB",
      saved: "\u4E88\u7D04\u3092\u4FDD\u5B58\u3057\u307E\u3057\u305F",
      blocks: "{{count}} \u4EF6\u306E\u6642\u9593\u5E2F\u3092\u9078\u629E\u6E08\u307F",
      blockList: "\u9078\u629E\u3057\u305F\u6642\u9593\u5E2F",
      project: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      projectPlaceholder: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      projectRequired: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      usage: "\u7528\u9014",
      level: "\u610F\u5411\u30EC\u30D9\u30EB",
      dates: "\u65E5\u4ED8",
      datesRequired: "\u65E5\u4ED8\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      remark: "\u5099\u8003",
      noBlocks: "\u4FDD\u5B58\u3059\u308B\u6642\u9593\u5E2F\u304C\u3042\u308A\u307E\u305B\u3093"
    },
    usage: {
      loadIn: "\u642C\u5165\u30FB\u8A2D\u55B6",
      show: "\u4F1A\u671F",
      loadOut: "\u64A4\u53BB",
      meeting: "\u4F1A\u8B70",
      event: "\u30A4\u30D9\u30F3\u30C8",
      closure: "\u9589\u9928"
    },
    level: {
      "1": "\u7B2C\u4E00\u610F\u5411",
      "2": "\u7B2C\u4E8C\u610F\u5411",
      "3": "\u7B2C\u4E09\u610F\u5411"
    },
    status: {
      "0": "\u4EEE\u4E88\u7D04",
      "1": "\u5951\u7D04\u5F85\u3061",
      "2": "\u78BA\u5B9A",
      "3": "\u30AD\u30E3\u30F3\u30BB\u30EB\u6E08\u307F"
    },
    drawer: {
      title: "\u4E88\u7D04\u306E\u8A73\u7D30",
      edit: "\u7DE8\u96C6",
      delete: "\u524A\u9664",
      deleteConfirm: "\u3053\u306E\u4E88\u7D04\u3092\u524A\u9664\u3057\u307E\u3059\u304B\uFF1F",
      deleted: "\u4E88\u7D04\u3092\u524A\u9664\u3057\u307E\u3057\u305F",
      updated: "\u4E88\u7D04\u3092\u66F4\u65B0\u3057\u307E\u3057\u305F",
      project: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      customer: "\u9867\u5BA2",
      site: "\u4F1A\u5834",
      time: "\u6642\u9593",
      status: "\u72B6\u614B"
    },
    daily: {
      date: "\u65E5\u4ED8",
      today: "\u4ECA\u65E5",
      print: "\u5370\u5237"
    },
    conflict: {
      dates: "\u671F\u9593",
      all: "\u3059\u3079\u3066",
      site: "\u4F1A\u5834",
      time: "\u65E5\u4ED8\u30FB\u6642\u9593\u5E2F",
      projectA: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8 A\uFF08\u72B6\u614B\uFF0F\u610F\u5411\uFF09",
      projectB: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8 B",
      type: "\u7A2E\u985E",
      grade: "\u30EC\u30D9\u30EB",
      state: "\u5BFE\u5FDC\u72B6\u6CC1",
      handler: "\u5BFE\u5FDC\u8005",
      markResolved: "\u8ABF\u6574\u6E08\u307F\u306B\u3059\u308B",
      ignore: "\u7121\u8996",
      reopen: "\u518D\u30AA\u30FC\u30D7\u30F3",
      note: "\u30E1\u30E2",
      confirm: "OK",
      handled: "\u5BFE\u5FDC\u72B6\u6CC1\u3092\u66F4\u65B0\u3057\u307E\u3057\u305F",
      types: {
        same: "\u540C\u4E00\u4F1A\u5834",
        related: "\u95A2\u9023\u4F1A\u5834",
        disabled: "\u4F1A\u5834\u505C\u6B62"
      },
      grades: {
        serious: "\u91CD\u5927",
        handle: "\u8981\u5BFE\u5FDC",
        notice: "\u6CE8\u610F",
        siteDisabled: "\u4F1A\u5834\u505C\u6B62"
      },
      states: {
        open: "\u672A\u5BFE\u5FDC",
        resolved: "\u8ABF\u6574\u6E08\u307F",
        ignored: "\u7121\u8996\u6E08\u307F"
      }
    },
    projectSites: {
      separator: "\u3001",
      many: "{{names}} \u306A\u3069{{count}}\u4F1A\u5834"
    }
  },
  system: {
    remarkTemplate: {
      what: "\u5099\u8003\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      name: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u540D",
      category: "\u5206\u985E",
      content: "\u5185\u5BB9"
    },
    scheduleTemplate: {
      what: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      name: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u540D",
      default: "\u65E2\u5B9A",
      dayParts: "\u6642\u9593\u5E2F",
      totalHours: "\u5408\u8A08(\u6642\u9593)",
      siteCount: "\u4F7F\u7528\u4F1A\u5834\u6570",
      partText: "\u6642\u9593\u5E2F\u540D",
      start: "\u958B\u59CB\u6642\u523B",
      end: "\u7D42\u4E86\u6642\u523B",
      width: "\u5217\u5E45",
      addPart: "\u6642\u9593\u5E2F\u3092\u8FFD\u52A0",
      removePart: "\u6642\u9593\u5E2F\u3092\u524A\u9664",
      total: "\u5408\u8A08 {{hours}} \u6642\u9593\uFF08\u6700\u592724\u6642\u9593\uFF09",
      needOnePart: "\u6642\u9593\u5E2F\u30921\u3064\u4EE5\u4E0A\u8FFD\u52A0\u3057\u3066\u304F\u3060\u3055\u3044"
    },
    price: {
      what: "\u4FA1\u683C",
      site: "\u4F1A\u5834",
      periodType: "\u671F\u9593\u7A2E\u5225",
      unit: "\u5358\u4F4D",
      standardPrice: "\u6A19\u6E96\u4FA1\u683C",
      floorPrice: "\u6700\u4F4E\u4FA1\u683C",
      holidayFactor: "\u4F11\u65E5\u4FC2\u6570",
      taxRate: "\u7A0E\u7387",
      validity: "\u6709\u52B9\u671F\u9593",
      validFrom: "\u958B\u59CB\u65E5",
      validTo: "\u7D42\u4E86\u65E5"
    },
    user: {
      what: "\u30E6\u30FC\u30B6\u30FC",
      id: "\u30E6\u30FC\u30B6\u30FC\u756A\u53F7",
      userName: "\u30A2\u30AB\u30A6\u30F3\u30C8",
      nickName: "\u30CB\u30C3\u30AF\u30CD\u30FC\u30E0",
      dept: "\u90E8\u9580",
      deptTree: "\u90E8\u9580",
      mobile: "\u643A\u5E2F\u756A\u53F7",
      email: "\u30E1\u30FC\u30EB",
      roles: "\u30ED\u30FC\u30EB",
      password: "\u30D1\u30B9\u30EF\u30FC\u30C9",
      namePlaceholder: "\u30A2\u30AB\u30A6\u30F3\u30C8\u307E\u305F\u306F\u30CB\u30C3\u30AF\u30CD\u30FC\u30E0",
      userNamePattern: "\u30A2\u30AB\u30A6\u30F3\u30C8\u306B\u306F\u82F1\u6570\u5B57\u3068 _ . @ - \u306E\u307F\u4F7F\u3048\u307E\u3059",
      mobileInvalid: "\u6B63\u3057\u3044\u643A\u5E2F\u756A\u53F7\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      emailInvalid: "\u6B63\u3057\u3044\u30E1\u30FC\u30EB\u30A2\u30C9\u30EC\u30B9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      resetPassword: "\u30D1\u30B9\u30EF\u30FC\u30C9\u30EA\u30BB\u30C3\u30C8",
      resetConfirm: "\u300C{{name}}\u300D\u306E\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u30EA\u30BB\u30C3\u30C8\u3057\u307E\u3059\u304B\uFF1F",
      newPasswordIs: "\u300C{{name}}\u300D\u306E\u65B0\u3057\u3044\u30D1\u30B9\u30EF\u30FC\u30C9\uFF1A",
      shownOnce: "\u3053\u306E\u30D1\u30B9\u30EF\u30FC\u30C9\u306F\u4E00\u5EA6\u3060\u3051\u8868\u793A\u3055\u308C\u307E\u3059\u3002\u5B89\u5168\u306B\u672C\u4EBA\u3078\u4F1D\u3048\u3066\u304F\u3060\u3055\u3044\u3002",
      assignRoles: "\u30ED\u30FC\u30EB\u5272\u5F53",
      feishu: "Feishu\u30A2\u30AB\u30A6\u30F3\u30C8",
      bound: "\u9023\u643A\u6E08\u307F",
      unbound: "\u672A\u9023\u643A",
      importTitle: "\u30E6\u30FC\u30B6\u30FC\u53D6\u8FBC",
      importTemplate: "\u30E6\u30FC\u30B6\u30FC\u53D6\u8FBC\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      updateSupport: "\u65E2\u5B58\u30E6\u30FC\u30B6\u30FC\u3092\u66F4\u65B0\u3059\u308B",
      firstPassword: "\u521D\u671F\u30D1\u30B9\u30EF\u30FC\u30C9",
      passwordsOnce: "\u65B0\u898F\u30E6\u30FC\u30B6\u30FC\u306E\u521D\u671F\u30D1\u30B9\u30EF\u30FC\u30C9\u306F\u4ECA\u56DE\u306E\u307F\u8868\u793A\u3055\u308C\u307E\u3059\u3002\u672C\u4EBA\u306B\u6E21\u3057\u3001\u30ED\u30B0\u30A4\u30F3\u5F8C\u306B\u5909\u66F4\u3059\u308B\u3088\u3046\u4F1D\u3048\u3066\u304F\u3060\u3055\u3044\u3002"
    },
    role: {
      what: "\u30ED\u30FC\u30EB",
      id: "\u30ED\u30FC\u30EBID",
      name: "\u30ED\u30FC\u30EB\u540D",
      key: "\u6A29\u9650\u6587\u5B57",
      keyHint: "\u30B3\u30FC\u30C9\u3067\u4F7F\u3046\u30ED\u30FC\u30EB\u8B58\u5225\u5B50\uFF08\u4F8B\uFF1Aadmin\u3001ops_supervisor\uFF09",
      keyPattern: "\u82F1\u5B57\u3067\u59CB\u3081\u3001\u82F1\u6570\u5B57\u30FB_\u30FB: \u306E\u307F\u4F7F\u7528\u3067\u304D\u307E\u3059",
      menus: "\u30E1\u30CB\u30E5\u30FC\u6A29\u9650",
      expandAll: "\u5C55\u958B/\u6298\u308A\u305F\u305F\u307F",
      selectAll: "\u5168\u9078\u629E/\u5168\u89E3\u9664",
      linkage: "\u89AA\u5B50\u9023\u52D5",
      dataScope: "\u30C7\u30FC\u30BF\u6A29\u9650",
      dataScopeTitle: "\u30C7\u30FC\u30BF\u6A29\u9650\u306E\u5272\u308A\u5F53\u3066",
      scope: "\u6A29\u9650\u7BC4\u56F2",
      depts: "\u5BFE\u8C61\u90E8\u7F72",
      scope1: "\u5168\u30C7\u30FC\u30BF",
      scope2: "\u30AB\u30B9\u30BF\u30E0\u90E8\u7F72",
      scope3: "\u6240\u5C5E\u90E8\u7F72\u306E\u307F",
      scope4: "\u6240\u5C5E\u90E8\u7F72\u4EE5\u4E0B",
      scope5: "\u672C\u4EBA\u306E\u307F"
    },
    dict: {
      what: "\u8F9E\u66F8\u30BF\u30A4\u30D7",
      typesTable: "\u8F9E\u66F8\u30BF\u30A4\u30D7\u4E00\u89A7",
      name: "\u8F9E\u66F8\u540D",
      dictType: "\u8F9E\u66F8\u30BF\u30A4\u30D7",
      valueCount: "\u30C7\u30FC\u30BF\u4EF6\u6570",
      values: "\u8F9E\u66F8\u30C7\u30FC\u30BF",
      valuesOf: "\u8F9E\u66F8\u30C7\u30FC\u30BF\uFF1A{{name}}\uFF08{{dictType}}\uFF09",
      typeHint: "\u5C0F\u6587\u5B57\u3067\u59CB\u307E\u308A\u3001\u5C0F\u6587\u5B57\u30FB\u6570\u5B57\u30FB_ \u306E\u307F\uFF08\u4F8B: site_type\uFF09",
      typeFixed: "\u8F9E\u66F8\u30BF\u30A4\u30D7\u306F\u4F5C\u6210\u5F8C\u306B\u5909\u66F4\u3067\u304D\u307E\u305B\u3093\uFF08\u4ED6\u306E\u30C7\u30FC\u30BF\u304C\u53C2\u7167\u3057\u307E\u3059\uFF09",
      typePattern: "\u5C0F\u6587\u5B57\u3067\u59CB\u307E\u308A\u3001\u5C0F\u6587\u5B57\u30FB\u6570\u5B57\u30FB_ \u306E\u307F\u4F7F\u7528\u3067\u304D\u307E\u3059",
      valueWhat: "\u8F9E\u66F8\u30C7\u30FC\u30BF",
      label: "\u30E9\u30D9\u30EB",
      value: "\u5024",
      color: "\u30BF\u30B0\u306E\u8272",
      customColor: "\u30AB\u30B9\u30BF\u30E0\u8272",
      colorInvalid: "\u30D7\u30EA\u30BB\u30C3\u30C8\u8272\u304B #RRGGBB \u3092\u6307\u5B9A\u3057\u3066\u304F\u3060\u3055\u3044",
      plainTag: "\u6A19\u6E96\uFF08\u8272\u306A\u3057\uFF09",
      preview: "\u30D7\u30EC\u30D3\u30E5\u30FC"
    },
    resource: {
      what: "\u30EA\u30BD\u30FC\u30B9",
      name: "\u30EA\u30BD\u30FC\u30B9\u540D",
      type: "\u7A2E\u5225",
      unit: "\u5358\u4F4D",
      unitHint: "\u4F8B: \u5757\xB7\u5929\u3001\u8F66\u4F4D\xB7\u5929",
      quantity: "\u6570\u91CF",
      price: "\u5358\u4FA1\uFF08\u5143\uFF09",
      site: "\u4F1A\u5834"
    },
    paymentPlan: {
      what: "\u652F\u6255\u8A08\u753B\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      name: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u540D",
      instalments: "\u652F\u6255\u56DE",
      count: "\u56DE\u6570",
      instalment: "{{type}} {{anchor}}{{days}}\u65E5\u4EE5\u5185 {{ratio}}%",
      type: "\u7A2E\u5225",
      anchor: "\u8D77\u7B97\u70B9",
      offsetDays: "\u65E5\u6570",
      days: "\u65E5",
      ratio: "\u6BD4\u7387",
      addInstalment: "\u652F\u6255\u56DE\u3092\u8FFD\u52A0",
      removeInstalment: "\u652F\u6255\u56DE\u3092\u524A\u9664",
      total: "\u5408\u8A08 {{total}}%\uFF08100%\u306B\u3057\u3066\u304F\u3060\u3055\u3044\uFF09",
      types: {
        deposit: "\u624B\u4ED8\u91D1",
        firstPayment: "\u982D\u91D1",
        progress: "\u4E2D\u9593\u91D1",
        final: "\u6B8B\u91D1",
        guarantee: "\u4FDD\u8A3C\u91D1"
      },
      anchors: {
        afterSigning: "\u5951\u7D04\u5F8C",
        beforeMoveIn: "\u642C\u5165\u524D",
        afterMoveOut: "\u64A4\u53BB\u5F8C"
      }
    },
    contractTemplate: {
      what: "\u5951\u7D04\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      name: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u540D",
      contractType: "\u5951\u7D04\u7A2E\u5225",
      content: "\u5951\u7D04\u672C\u6587",
      placeholder: "\u5DEE\u3057\u8FBC\u307F\u9805\u76EE\u3092\u633F\u5165"
    },
    site: {
      what: "\u4F1A\u5834",
      name: "\u4F1A\u5834\u540D",
      nameOrCode: "\u4F1A\u5834\u540D\u307E\u305F\u306F\u30B3\u30FC\u30C9",
      code: "\u30B3\u30FC\u30C9",
      type: "\u7A2E\u5225",
      area: "\u9762\u7A4D\uFF08\u33A1\uFF09",
      height: "\u5929\u4E95\u9AD8\uFF08m\uFF09",
      floorLoad: "\u5E8A\u8377\u91CD\uFF08t/\u33A1\uFF09",
      capacity: "\u53CE\u5BB9\uFF08\u30B7\u30A2\u30BF\u30FC/\u30B9\u30AF\u30FC\u30EB\uFF09",
      capacityTheatre: "\u30B7\u30A2\u30BF\u30FC\u5E2D",
      capacityClassroom: "\u30B9\u30AF\u30FC\u30EB\u5E2D",
      bookable: "\u4E88\u7D04\u53EF",
      yes: "\u306F\u3044",
      no: "\u3044\u3044\u3048",
      related: "\u95A2\u9023\u4F1A\u5834",
      disabled: "\u505C\u6B62",
      isDisabled: "\u505C\u6B62\u4E2D",
      notDisabled: "\u901A\u5E38",
      disabledPeriod: "\u505C\u6B62 {{from}} ~ {{to}}",
      disableFrom: "\u505C\u6B62\u958B\u59CB",
      disableTo: "\u505C\u6B62\u7D42\u4E86",
      disableReason: "\u505C\u6B62\u7406\u7531",
      periodOrder: "\u958B\u59CB\u65E5\u306F\u7D42\u4E86\u65E5\u3088\u308A\u5F8C\u306B\u3067\u304D\u307E\u305B\u3093",
      disableNeedsPermission: "\u4F1A\u5834\u306E\u505C\u6B62\u306B\u306F\u5C02\u7528\u306E\u6A29\u9650\u304C\u5FC5\u8981\u3067\u3059",
      template: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      defaultTemplate: "\u65E2\u5B9A\u306E\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      parent: "\u30B0\u30EB\u30FC\u30D7",
      noParent: "\u306A\u3057\uFF08\u30B0\u30EB\u30FC\u30D7\u3068\u3057\u3066\uFF09"
    },
    fileTemplate: {
      what: "\u30D5\u30A1\u30A4\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8",
      name: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u540D",
      category: "\u5206\u985E",
      file: "\u30D5\u30A1\u30A4\u30EB",
      upload: "\u30D5\u30A1\u30A4\u30EB\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9",
      uploadFailed: "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u306B\u5931\u6557\u3057\u307E\u3057\u305F"
    },
    menu: {
      what: "\u30E1\u30CB\u30E5\u30FC",
      name: "\u30E1\u30CB\u30E5\u30FC\u540D",
      system: "\u30B5\u30D6\u30B7\u30B9\u30C6\u30E0",
      icon: "\u30A2\u30A4\u30B3\u30F3",
      type: "\u7A2E\u985E",
      typeM: "\u30C7\u30A3\u30EC\u30AF\u30C8\u30EA",
      typeC: "\u30E1\u30CB\u30E5\u30FC",
      typeF: "\u30DC\u30BF\u30F3",
      perms: "\u6A29\u9650",
      path: "\u30EB\u30FC\u30C8\u30D1\u30B9",
      visible: "\u8868\u793A",
      show: "\u8868\u793A",
      hide: "\u975E\u8868\u793A",
      parent: "\u89AA\u30E1\u30CB\u30E5\u30FC",
      root: "\u6700\u4E0A\u4F4D"
    },
    module: {
      what: "\u30E2\u30B8\u30E5\u30FC\u30EB",
      code: "\u30B3\u30FC\u30C9",
      name: "\u30E2\u30B8\u30E5\u30FC\u30EB\u540D",
      version: "\u30D0\u30FC\u30B8\u30E7\u30F3",
      hint: "\u30B5\u30D6\u30B7\u30B9\u30C6\u30E0\u306E\u30B3\u30FC\u30C9\u306F\u56FA\u5B9A\u3067\u3059\uFF08\u30EB\u30FC\u30C8\u8868\u304C\u30B3\u30FC\u30C9\u3067\u533A\u5225\u3055\u308C\u308B\u305F\u3081\uFF09\u3002\u540D\u79F0\u30FB\u9806\u5E8F\u30FB\u72B6\u614B\u30FB\u5099\u8003\u306E\u307F\u5909\u66F4\u3067\u304D\u307E\u3059\u3002\u505C\u6B62\u3057\u305F\u30B5\u30D6\u30B7\u30B9\u30C6\u30E0\u306F\u6B21\u56DE\u30ED\u30B0\u30A4\u30F3\u6642\u304B\u3089\u8868\u793A\u3055\u308C\u307E\u305B\u3093\u3002"
    },
    dept: {
      what: "\u90E8\u9580",
      name: "\u90E8\u9580\u540D",
      parent: "\u4E0A\u4F4D\u90E8\u9580",
      leader: "\u8CAC\u4EFB\u8005",
      phone: "\u96FB\u8A71\u756A\u53F7",
      email: "\u30E1\u30FC\u30EB",
      phoneInvalid: "\u6B63\u3057\u3044\u96FB\u8A71\u756A\u53F7\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044"
    }
  },
  profile: {
    info: "\u57FA\u672C\u60C5\u5831",
    edit: "\u60C5\u5831\u3092\u7DE8\u96C6",
    changePassword: "\u30D1\u30B9\u30EF\u30FC\u30C9\u5909\u66F4",
    bindings: "\u5916\u90E8\u30A2\u30AB\u30A6\u30F3\u30C8",
    unbind: "\u9023\u643A\u89E3\u9664",
    unbindConfirm: "Feishu\u30A2\u30AB\u30A6\u30F3\u30C8\u306E\u9023\u643A\u3092\u89E3\u9664\u3057\u307E\u3059\u304B\uFF1F\u89E3\u9664\u5F8C\u306FFeishu\u3067\u30ED\u30B0\u30A4\u30F3\u3067\u304D\u307E\u305B\u3093\u3002",
    unbound: "\u9023\u643A\u3092\u89E3\u9664\u3057\u307E\u3057\u305F",
    bindHint: "\u30ED\u30B0\u30A4\u30F3\u753B\u9762\u3067Feishu\u30ED\u30B0\u30A4\u30F3\u3059\u308B\u3068\u9023\u643A\u3067\u304D\u307E\u3059"
  },
  server: {
    ok: "\u6210\u529F\u3057\u307E\u3057\u305F",
    notSignedIn: "\u30BB\u30C3\u30B7\u30E7\u30F3\u306E\u6709\u52B9\u671F\u9650\u304C\u5207\u308C\u307E\u3057\u305F\u3002\u518D\u5EA6\u30ED\u30B0\u30A4\u30F3\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    forbidden: "\u6A29\u9650\u304C\u3042\u308A\u307E\u305B\u3093\u3002\u7BA1\u7406\u8005\u306B\u9023\u7D61\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    notFound: "\u8981\u6C42\u3055\u308C\u305F\u30EA\u30BD\u30FC\u30B9\u306F\u5B58\u5728\u3057\u307E\u305B\u3093\u3002",
    badRequest: "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u4E0D\u6B63\u3067\u3059\uFF1A{{detail}}",
    tooMany: "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u591A\u3059\u304E\u307E\u3059\u3002\u3057\u3070\u3089\u304F\u3057\u3066\u304B\u3089\u518D\u8A66\u884C\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    tooLarge: "\u30D5\u30A1\u30A4\u30EB\u30B5\u30A4\u30BA\u306F {{mb}} MB \u4EE5\u4E0B\u306B\u3057\u3066\u304F\u3060\u3055\u3044!",
    serverError: "\u30B5\u30FC\u30D0\u30FC\u5185\u90E8\u30A8\u30E9\u30FC\u3067\u3059\u3002\u7BA1\u7406\u8005\u306B\u9023\u7D61\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    conflict: "\u3053\u306E\u30C7\u30FC\u30BF\u306F\u4ED6\u306E\u30E6\u30FC\u30B6\u30FC\u306B\u3088\u3063\u3066\u5909\u66F4\u3055\u308C\u307E\u3057\u305F\u3002\u518D\u8AAD\u307F\u8FBC\u307F\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    validation: {
      cents: "\u5C0F\u6570\u70B9\u4EE5\u4E0B2\u6841\u307E\u3067\u3067\u3059",
      date: "yyyy-MM-dd \u5F62\u5F0F\u306E\u65E5\u4ED8\u3067\u3042\u308B\u5FC5\u8981\u304C\u3042\u308A\u307E\u3059",
      halfHour: "30\u5206\u5358\u4F4D\u3067\u3042\u308B\u5FC5\u8981\u304C\u3042\u308A\u307E\u3059"
    },
    export: {
      sort: "\u8868\u793A\u9806",
      status: "\u72B6\u614B",
      enabled: "\u6709\u52B9",
      disabled: "\u505C\u6B62",
      remark: "\u5099\u8003",
      createdAt: "\u4F5C\u6210\u65E5\u6642",
      updatedAt: "\u66F4\u65B0\u65E5\u6642",
      site: {
        floorLoad: "\u5E8A\u8377\u91CD\uFF08t/\u33A1\uFF09",
        disabled: "\u505C\u6B62\u671F\u9593"
      },
      user: {
        sheet: "\u30E6\u30FC\u30B6\u30FC"
      },
      dept: {
        sheet: "\u90E8\u9580",
        id: "\u90E8\u9580\u756A\u53F7"
      },
      dictData: {
        sheet: "\u8F9E\u66F8\u30C7\u30FC\u30BF"
      },
      dictType: {
        sheet: "\u8F9E\u66F8\u30BF\u30A4\u30D7"
      },
      loginLog: {
        sheet: "\u30ED\u30B0\u30A4\u30F3\u5C65\u6B74"
      },
      operationLog: {
        sheet: "\u64CD\u4F5C\u5C65\u6B74"
      },
      log: {
        id: "\u756A\u53F7",
        userName: "\u30E6\u30FC\u30B6\u30FC",
        ip: "IP\u30A2\u30C9\u30EC\u30B9",
        browser: "\u30D6\u30E9\u30A6\u30B6",
        method: "\u30ED\u30B0\u30A4\u30F3\u65B9\u6CD5",
        methodPassword: "\u30D1\u30B9\u30EF\u30FC\u30C9",
        methodFeishu: "Feishu",
        result: "\u7D50\u679C",
        success: "\u6210\u529F",
        fail: "\u5931\u6557",
        message: "\u30E1\u30C3\u30BB\u30FC\u30B8",
        time: "\u65E5\u6642",
        module: "\u30E2\u30B8\u30E5\u30FC\u30EB",
        action: "\u64CD\u4F5C",
        url: "URL",
        params: "\u30D1\u30E9\u30E1\u30FC\u30BF",
        duration: "\u6240\u8981\u6642\u9593(ms)"
      },
      role: {
        sheet: "\u30ED\u30FC\u30EB"
      },
      yes: "\u306F\u3044",
      no: "\u3044\u3044\u3048"
    },
    site: {
      codeTaken: "\u3053\u306E\u4F1A\u5834\u30B3\u30FC\u30C9\u306F\u65E2\u306B\u5B58\u5728\u3057\u307E\u3059",
      badParent: "\u81EA\u8EAB\u4EE5\u5916\u306E\u30B0\u30EB\u30FC\u30D7\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      groupWithChildren: "\u3053\u306E\u30B0\u30EB\u30FC\u30D7\u306B\u306F\u4F1A\u5834\u304C\u3042\u308B\u305F\u3081\u79FB\u52D5\u3067\u304D\u307E\u305B\u3093",
      noType: "\u4F1A\u5834\u7A2E\u5225\u8F9E\u66F8\u306E\u5024\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      badRelated: "\u4ED6\u306E\u4E88\u7D04\u53EF\u80FD\u306A\u4F1A\u5834\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      noTemplate: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      hasBookings: "\u4F1A\u5834\u300C{{name}}\u300D\u306B\u306F{{count}}\u4EF6\u306E\u4E88\u7D04\u304C\u3042\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      hasPrices: "\u4F1A\u5834\u300C{{name}}\u300D\u306B\u306F{{count}}\u4EF6\u306E\u4FA1\u683C\u304C\u3042\u308A\u307E\u3059\u3002\u5148\u306B\u4FA1\u683C\u7BA1\u7406\u3067\u524A\u9664\u3057\u3066\u304F\u3060\u3055\u3044",
      hasChildren: "\u30B0\u30EB\u30FC\u30D7\u300C{{name}}\u300D\u306B\u306F\u4F1A\u5834\u304C\u3042\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093"
    },
    resource: {
      noType: "\u30EA\u30BD\u30FC\u30B9\u7A2E\u5225\u8F9E\u66F8\u306E\u5024\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      noSite: "\u4E88\u7D04\u53EF\u80FD\u306A\u4F1A\u5834\u304C\u5B58\u5728\u3057\u307E\u305B\u3093"
    },
    loginSuccess: "\u30ED\u30B0\u30A4\u30F3\u3057\u307E\u3057\u305F",
    loginFailed: "\u30E6\u30FC\u30B6\u30FC\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u30D1\u30B9\u30EF\u30FC\u30C9\u304C\u9593\u9055\u3063\u3066\u3044\u307E\u3059\u3002\u6B8B\u308A{{left}}\u56DE\u8A66\u884C\u3067\u304D\u307E\u3059\u3002",
    loginLocked: "\u30A2\u30AB\u30A6\u30F3\u30C8\u306F\u30ED\u30C3\u30AF\u3055\u308C\u3066\u3044\u307E\u3059\u3002{{time}} \u4EE5\u964D\u306B\u518D\u8A66\u884C\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    accountDisabled: "\u3053\u306E\u30A2\u30AB\u30A6\u30F3\u30C8\u306F\u7121\u52B9\u3067\u3059\u3002\u7BA1\u7406\u8005\u306B\u9023\u7D61\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    logoutDone: "\u30ED\u30B0\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F",
    feishuNotBound: "\u3053\u306E Feishu \u30A2\u30AB\u30A6\u30F3\u30C8\u306F\u307E\u3060\u9023\u643A\u3055\u308C\u3066\u3044\u307E\u305B\u3093\u3002\u30E6\u30FC\u30B6\u30FC\u540D\u3068\u30D1\u30B9\u30EF\u30FC\u30C9\u3067\u9023\u643A\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    feishuNotConfigured: "Feishu \u30ED\u30B0\u30A4\u30F3\u306F\u6709\u52B9\u306B\u306A\u3063\u3066\u3044\u307E\u305B\u3093\u3002\u30E6\u30FC\u30B6\u30FC\u540D\u3068\u30D1\u30B9\u30EF\u30FC\u30C9\u3067\u30ED\u30B0\u30A4\u30F3\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    feishuCodeInvalid: "Feishu \u306E\u8A8D\u8A3C\u304C\u7121\u52B9\u3067\u3059\u3002\u3082\u3046\u4E00\u5EA6\u30B3\u30FC\u30C9\u3092\u30B9\u30AD\u30E3\u30F3\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    feishuUnavailable: "\u73FE\u5728 Feishu \u306B\u63A5\u7D9A\u3067\u304D\u307E\u305B\u3093\u3002\u3057\u3070\u3089\u304F\u3057\u3066\u304B\u3089\u518D\u8A66\u884C\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    bindTicketInvalid: "\u9023\u643A\u30EA\u30AF\u30A8\u30B9\u30C8\u306E\u6709\u52B9\u671F\u9650\u304C\u5207\u308C\u307E\u3057\u305F\u3002\u3082\u3046\u4E00\u5EA6 Feishu \u3067\u30ED\u30B0\u30A4\u30F3\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
    password: {
      oldRequired: "\u65E7\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      required: "\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      tooShort: "\u30D1\u30B9\u30EF\u30FC\u30C9\u306F{{min}}\u6587\u5B57\u4EE5\u4E0A\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
      tooLong: "\u30D1\u30B9\u30EF\u30FC\u30C9\u306F{{max}}\u6587\u5B57\u4EE5\u5185\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
      weak: "\u30D1\u30B9\u30EF\u30FC\u30C9\u306B\u306F\u5927\u6587\u5B57\u3001\u5C0F\u6587\u5B57\u3001\u6570\u5B57\u3001\u7279\u6B8A\u6587\u5B57\u3092\u542B\u3081\u3066\u304F\u3060\u3055\u3044",
      confirmRequired: "\u30D1\u30B9\u30EF\u30FC\u30C9\u3092\u3082\u3046\u4E00\u5EA6\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      mismatch: "2 \u3064\u306E\u30D1\u30B9\u30EF\u30FC\u30C9\u304C\u4E00\u81F4\u3057\u307E\u305B\u3093",
      oldWrong: "\u65E7\u30D1\u30B9\u30EF\u30FC\u30C9\u304C\u9593\u9055\u3063\u3066\u3044\u307E\u3059",
      notEncoded: "\u30D1\u30B9\u30EF\u30FC\u30C9\u6B04\u306F Base64 \u3067\u30A8\u30F3\u30B3\u30FC\u30C9\u3057\u3066\u304F\u3060\u3055\u3044",
      changed: "\u5909\u66F4\u3057\u307E\u3057\u305F"
    },
    exhibition: {
      notFound: "\u5C55\u793A\u4F1A\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u524A\u9664\u3055\u308C\u307E\u3057\u305F\u3002",
      switchOk: "\u5C55\u793A\u4F1A\u3092\u5207\u308A\u66FF\u3048\u307E\u3057\u305F",
      switchFailed: "\u5C55\u793A\u4F1A\u306E\u5207\u308A\u66FF\u3048\u306B\u5931\u6557\u3057\u307E\u3057\u305F",
      contextGone: "\u73FE\u5728\u306E\u5C55\u793A\u4F1A\u306F\u5B58\u5728\u3057\u307E\u305B\u3093\u3002\u5C55\u793A\u4F1A\u3092\u9078\u3073\u76F4\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
      numberTaken: "\u5C55\u793A\u4F1A\u756A\u53F7\u300C{{number}}\u300D\u306F\u300C{{title}}\u300D\u3067\u65E2\u306B\u4F7F\u7528\u3055\u308C\u3066\u3044\u307E\u3059\u3002",
      versionRequired: "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u4E0D\u6B63\u3067\u3059\uFF1Aversion: \u5FC5\u9808\u3067\u3059",
      unknownRef: "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u4E0D\u6B63\u3067\u3059\uFF1A{{field}}: \u5B58\u5728\u3057\u307E\u305B\u3093",
      ended: "\u5C55\u793A\u4F1A\u306F\u7D42\u4E86\u3057\u3066\u3044\u308B\u305F\u3081\u3001\u64CD\u4F5C\u3067\u304D\u307E\u305B\u3093\u3002"
    },
    user: {
      userNameTaken: "\u3053\u306E\u30A2\u30AB\u30A6\u30F3\u30C8\u306F\u65E2\u306B\u5B58\u5728\u3057\u307E\u3059",
      mobileTaken: "\u3053\u306E\u643A\u5E2F\u756A\u53F7\u306F\u65E2\u306B\u4F7F\u308F\u308C\u3066\u3044\u307E\u3059",
      emailTaken: "\u3053\u306E\u30E1\u30FC\u30EB\u30A2\u30C9\u30EC\u30B9\u306F\u65E2\u306B\u4F7F\u308F\u308C\u3066\u3044\u307E\u3059",
      deptMissing: "\u90E8\u9580\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      roleMissing: "\u30ED\u30FC\u30EB\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      notSelf: "\u81EA\u5206\u81EA\u8EAB\u3092\u524A\u9664\u30FB\u7121\u52B9\u5316\u3059\u308B\u3053\u3068\u306F\u3067\u304D\u307E\u305B\u3093",
      notAdmin: "\u30B9\u30FC\u30D1\u30FC\u7BA1\u7406\u8005\u306F\u524A\u9664\u30FB\u7121\u52B9\u5316\u3067\u304D\u307E\u305B\u3093"
    },
    import: {
      user: {
        sheet: "\u30E6\u30FC\u30B6\u30FC\u53D6\u8FBC",
        lists: "\u9078\u629E\u80A2"
      },
      notXlsx: ".xlsx \u5F62\u5F0F\u306E Excel \u30D5\u30A1\u30A4\u30EB\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3057\u3066\u304F\u3060\u3055\u3044",
      notTemplate: "\u898B\u51FA\u3057\u304C\u53D6\u8FBC\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u3068\u4E00\u81F4\u3057\u307E\u305B\u3093\u3002\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u3092\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9\u3057\u3066\u8A18\u5165\u3057\u3066\u304F\u3060\u3055\u3044",
      empty: "\u53D6\u308A\u8FBC\u3080\u30C7\u30FC\u30BF\u304C\u3042\u308A\u307E\u305B\u3093",
      tooMany: "\u4E00\u5EA6\u306B\u53D6\u308A\u8FBC\u3081\u308B\u306E\u306F\u6700\u5927 {{max}} \u884C\u3067\u3059",
      duplicateInFile: "{{row}} \u884C\u76EE\u3068\u91CD\u8907\u3057\u3066\u3044\u307E\u3059",
      unknownStatus: "\u72B6\u614B\u306F\u300C\u6709\u52B9\u300D\u304B\u300C\u505C\u6B62\u300D\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
      userExists: "\u3053\u306E\u30A2\u30AB\u30A6\u30F3\u30C8\u306F\u65E2\u306B\u5B58\u5728\u3057\u307E\u3059\uFF08\u300C\u65E2\u5B58\u30E6\u30FC\u30B6\u30FC\u3092\u66F4\u65B0\u300D\u3067\u66F4\u65B0\u3067\u304D\u307E\u3059\uFF09",
      notInScope: "\u3053\u306E\u30A2\u30AB\u30A6\u30F3\u30C8\u306F\u30C7\u30FC\u30BF\u6A29\u9650\u306E\u7BC4\u56F2\u5916\u306E\u305F\u3081\u66F4\u65B0\u3067\u304D\u307E\u305B\u3093",
      deptAmbiguous: "\u3053\u306E\u540D\u524D\u306E\u90E8\u9580\u304C\u8907\u6570\u3042\u308A\u307E\u3059",
      roleMissing: "\u30ED\u30FC\u30EB\u300C{{name}}\u300D\u306F\u5B58\u5728\u3057\u307E\u305B\u3093"
    },
    menu: {
      hasChildren: "\u30E1\u30CB\u30E5\u30FC\u300C{{name}}\u300D\u306B\u306F\u30B5\u30D6\u30E1\u30CB\u30E5\u30FC\u304C\u3042\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      assigned: "\u30E1\u30CB\u30E5\u30FC\u300C{{name}}\u300D\u306F\u30ED\u30FC\u30EB\u300C{{role}}\u300D\u306B\u5272\u308A\u5F53\u3066\u3089\u308C\u3066\u3044\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      badParent: "\u3053\u306E\u89AA\u30E1\u30CB\u30E5\u30FC\u306F\u9078\u3079\u307E\u305B\u3093",
      pathRequired: "\u30EB\u30FC\u30C8\u30D1\u30B9\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044",
      permsRequired: "\u30DC\u30BF\u30F3\u306B\u306F\u6A29\u9650\u304C\u5FC5\u8981\u3067\u3059"
    },
    dept: {
      parentMissing: "\u4E0A\u4F4D\u90E8\u9580\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      parentIsSelf: "\u4E0A\u4F4D\u90E8\u9580\u306B\u81EA\u5206\u81EA\u8EAB\u3084\u914D\u4E0B\u306E\u90E8\u9580\u306F\u6307\u5B9A\u3067\u304D\u307E\u305B\u3093",
      parentDisabled: "\u4E0A\u4F4D\u90E8\u9580\u306F\u7121\u52B9\u3067\u3059",
      nameTaken: "\u540C\u3058\u968E\u5C64\u306B\u540C\u540D\u306E\u90E8\u9580\u304C\u3042\u308A\u307E\u3059",
      hasChildren: "\u4E0B\u4F4D\u90E8\u9580\u304C\u3042\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      hasUsers: "\u30E6\u30FC\u30B6\u30FC\u304C\u6240\u5C5E\u3057\u3066\u3044\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      enabledChildren: "\u6709\u52B9\u306A\u4E0B\u4F4D\u90E8\u9580\u304C\u3042\u308B\u305F\u3081\u7121\u52B9\u306B\u3067\u304D\u307E\u305B\u3093",
      rootFixed: "\u30EB\u30FC\u30C8\u90E8\u9580\u306E\u4E0A\u4F4D\u306F\u5909\u66F4\u3067\u304D\u307E\u305B\u3093"
    },
    workspace: {
      viewExists: "\u3053\u306E\u30DA\u30FC\u30B8\u306F\u65E2\u306B\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u306B\u3042\u308A\u307E\u3059\u3002",
      viewNotFound: "\u304A\u6C17\u306B\u5165\u308A\u30D3\u30E5\u30FC\u304C\u5B58\u5728\u3057\u307E\u305B\u3093\u3002"
    },
    dict: {
      noType: "\u8F9E\u66F8\u30BF\u30A4\u30D7\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      valueTaken: "\u3053\u306E\u5024\u306F\u65E2\u306B\u5B58\u5728\u3057\u307E\u3059",
      typeTaken: "\u3053\u306E\u8F9E\u66F8\u30BF\u30A4\u30D7\u306F\u65E2\u306B\u5B58\u5728\u3057\u307E\u3059",
      typeFixed: "\u4F5C\u6210\u5F8C\u306F\u5909\u66F4\u3067\u304D\u307E\u305B\u3093",
      typeHasValues: "\u8F9E\u66F8\u300C{{name}}\u300D\u306B\u306F\u307E\u3060{{count}}\u4EF6\u306E\u30C7\u30FC\u30BF\u304C\u3042\u308A\u307E\u3059\u3002\u5148\u306B\u524A\u9664\u3057\u3066\u304F\u3060\u3055\u3044"
    },
    upload: {
      noFile: "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3059\u308B\u30D5\u30A1\u30A4\u30EB\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044\uFF08\u30D5\u30A3\u30FC\u30EB\u30C9 file\uFF09",
      notDocument: "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3067\u304D\u308B\u306E\u306F PDF\u3001Word\u3001Excel\u3001PowerPoint \u30D5\u30A1\u30A4\u30EB\u307E\u305F\u306F\u753B\u50CF\u306E\u307F\u3067\u3059",
      notImage: "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3067\u304D\u308B\u306E\u306F PNG\u3001JPEG\u3001GIF\u3001WEBP \u753B\u50CF\u306E\u307F\u3067\u3059",
      quotaFull: "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3057\u305F\u30D5\u30A1\u30A4\u30EB\u304C\u4FDD\u5B58\u5BB9\u91CF\u306E\u4E0A\u9650 {{mb}} MB \u306B\u9054\u3057\u307E\u3057\u305F\u3002\u4F7F\u308F\u308C\u3066\u3044\u306A\u3044\u30D5\u30A1\u30A4\u30EB\u306F 24 \u6642\u9593\u5F8C\u306B\u524A\u9664\u3055\u308C\u307E\u3059\u3002"
    },
    fileTemplate: {
      fileMissing: "\u30D5\u30A1\u30A4\u30EB\u304C\u898B\u3064\u304B\u308A\u307E\u305B\u3093\u3002\u518D\u5EA6\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3057\u3066\u304F\u3060\u3055\u3044"
    },
    contractTemplate: {
      empty: "\u5951\u7D04\u672C\u6587\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044"
    },
    unlockDone: "\u30ED\u30C3\u30AF\u3092\u89E3\u9664\u3057\u307E\u3057\u305F",
    price: {
      overlap: "\u3053\u306E\u4F1A\u5834\u306B\u306F\u540C\u3058\u671F\u9593\u7A2E\u5225\u306E\u4FA1\u683C\uFF08{{from}}\u301C{{to}}\uFF09\u304C\u3042\u308A\u307E\u3059\u3002\u6709\u52B9\u671F\u9593\u306F\u91CD\u8907\u3067\u304D\u307E\u305B\u3093",
      siteUnknown: "\u4E88\u7D04\u53EF\u80FD\u306A\u4F1A\u5834\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044"
    },
    schedule: {
      rangeInvalid: "\u671F\u9593\u304C\u6B63\u3057\u304F\u3042\u308A\u307E\u305B\u3093",
      rangeOrder: "\u958B\u59CB\u65E5\u306F\u7D42\u4E86\u65E5\u3088\u308A\u524D\u3067\u3042\u308B\u5FC5\u8981\u304C\u3042\u308A\u307E\u3059",
      rangeTooLong: "\u671F\u9593\u306F{{days}}\u65E5\u4EE5\u5185\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
      endBeforeStart: "\u7D42\u4E86\u306F\u958B\u59CB\u3088\u308A\u5F8C\u3067\u3042\u308B\u5FC5\u8981\u304C\u3042\u308A\u307E\u3059",
      siteUnknown: "\u4F1A\u5834\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u524A\u9664\u3055\u308C\u307E\u3057\u305F",
      siteGroup: "\u300C{{site}}\u300D\u306F\u4F1A\u5834\u30B0\u30EB\u30FC\u30D7\u306E\u305F\u3081\u4E88\u7D04\u3067\u304D\u307E\u305B\u3093",
      siteDisabled: "\u4F1A\u5834\u300C{{site}}\u300D\u306F{{from}}\uFF5E{{to}}\u306E\u9593\u4F7F\u7528\u505C\u6B62\u4E2D\uFF08{{reason}}\uFF09\u306E\u305F\u3081\u4E88\u7D04\u3067\u304D\u307E\u305B\u3093",
      projectUnknown: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u4E88\u7D04\u3067\u304D\u307E\u305B\u3093\uFF08\u5931\u6CE8\u30FB\u30AD\u30E3\u30F3\u30BB\u30EB\u30FB\u89E3\u653E\u6E08\u307F\uFF09",
      batchOverlap: "\u9001\u4FE1\u3057\u305F\u4E88\u7D04\u304C\u300C{{site}}\u300D\u3067\u4E92\u3044\u306B\u91CD\u306A\u3063\u3066\u3044\u307E\u3059",
      clash: "\u65E2\u5B58\u306E\u4E88\u7D04\u3068\u7AF6\u5408\u3057\u3066\u3044\u307E\u3059\uFF1A{{list}}",
      clashMore: "\u306A\u3069\u8A08{{n}}\u4EF6",
      missionNotFound: "\u4E88\u7D04\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u524A\u9664\u3055\u308C\u307E\u3057\u305F",
      conflictNotFound: "\u7AF6\u5408\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u65E2\u306B\u89E3\u6D88\u3055\u308C\u3066\u3044\u307E\u3059",
      templateNotFound: "\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      projectStatus: {
        "0": "\u898B\u8FBC\u307F",
        "1": "\u4EEE\u4E88\u7D04",
        "2": "\u5951\u7D04\u5F85\u3061",
        "3": "\u5951\u7D04\u6E08\u307F",
        "4": "\u9032\u884C\u4E2D",
        "5": "\u5B8C\u4E86",
        "6": "\u7CBE\u7B97\u6E08\u307F",
        "7": "\u5931\u6CE8",
        "8": "\u30AD\u30E3\u30F3\u30BB\u30EB",
        "9": "\u89E3\u653E\u6E08\u307F"
      },
      bookingStatus: {
        "0": "\u4EEE\u4E88\u7D04",
        "1": "\u5951\u7D04\u5F85\u3061",
        "2": "\u78BA\u5B9A",
        "3": "\u30AD\u30E3\u30F3\u30BB\u30EB"
      },
      export: {
        site: "\u4F1A\u5834",
        project: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
        siteFile: "\u4F1A\u5834\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB",
        projectFile: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u30AB\u30EC\u30F3\u30C0\u30FC"
      },
      confirmNeedsPermission: "\u4E88\u7D04\u3092\u78BA\u5B9A\u6E08\u307F\u306B\u3059\u308B\u306B\u306F\u78BA\u5B9A\u6A29\u9650\u304C\u5FC5\u8981\u3067\u3059\uFF08\u901A\u5E38\u306F\u5951\u7D04\u7DE0\u7D50\u3067\u78BA\u5B9A\u3057\u307E\u3059\uFF09"
    },
    role: {
      keyTaken: "\u3053\u306E\u6A29\u9650\u6587\u5B57\u306F\u3059\u3067\u306B\u4F7F\u308F\u308C\u3066\u3044\u307E\u3059",
      inUse: "\u30ED\u30FC\u30EB\u300C{{name}}\u300D\u306F{{count}}\u4EBA\u306E\u30E6\u30FC\u30B6\u30FC\u306B\u5272\u308A\u5F53\u3066\u3089\u308C\u3066\u3044\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      adminFixed: "\u7BA1\u7406\u8005\u30ED\u30FC\u30EB\u306F\u524A\u9664\u30FB\u505C\u6B62\u30FB\u6A29\u9650\u6587\u5B57\u306E\u5909\u66F4\u304C\u3067\u304D\u307E\u305B\u3093",
      unknownMenu: "\u5B58\u5728\u3057\u306A\u3044\u30E1\u30CB\u30E5\u30FC\u304C\u542B\u307E\u308C\u3066\u3044\u307E\u3059",
      unknownDept: "\u5B58\u5728\u3057\u306A\u3044\u90E8\u7F72\u304C\u542B\u307E\u308C\u3066\u3044\u307E\u3059"
    },
    scheduleTemplate: {
      needDefault: "\u65E2\u5B9A\u306E\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u304C1\u3064\u5FC5\u8981\u3067\u3059\u3002\u5225\u306E\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u3092\u65E2\u5B9A\u306B\u3057\u3066\u304F\u3060\u3055\u3044",
      inUse: "\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u300C{{name}}\u300D\u306F{{count}}\u4EF6\u306E\u4F1A\u5834\u3067\u4F7F\u7528\u4E2D\u306E\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      defaultDelete: "\u65E2\u5B9A\u306E\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8\u300C{{name}}\u300D\u306F\u524A\u9664\u3067\u304D\u307E\u305B\u3093"
    },
    grant: {
      admin: "\u30B9\u30FC\u30D1\u30FC\u7BA1\u7406\u8005\u30ED\u30FC\u30EB\u3092\u5909\u66F4\u30FB\u5272\u308A\u5F53\u3066\u3067\u304D\u308B\u306E\u306F\u30B9\u30FC\u30D1\u30FC\u7BA1\u7406\u8005\u306E\u307F\u3067\u3059",
      menus: "\u81EA\u5206\u304C\u6301\u3063\u3066\u3044\u306A\u3044\u30E1\u30CB\u30E5\u30FC\u6A29\u9650\u306F\u4ED8\u4E0E\u3067\u304D\u307E\u305B\u3093\uFF1A{{names}}",
      systems: "\u81EA\u5206\u304C\u6301\u3063\u3066\u3044\u306A\u3044\u30B5\u30D6\u30B7\u30B9\u30C6\u30E0\u306F\u4ED8\u4E0E\u3067\u304D\u307E\u305B\u3093\uFF1A{{names}}",
      dataScope: "\u81EA\u5206\u3088\u308A\u5E83\u3044\u30C7\u30FC\u30BF\u6A29\u9650\u306F\u4ED8\u4E0E\u3067\u304D\u307E\u305B\u3093",
      role: "\u81EA\u5206\u306E\u6A29\u9650\u3092\u8D85\u3048\u308B\u30ED\u30FC\u30EB\u306F\u5272\u308A\u5F53\u3066\u3067\u304D\u307E\u305B\u3093\uFF1A{{names}}",
      ownRoles: "\u81EA\u5206\u306E\u30ED\u30FC\u30EB\u306F\u5909\u66F4\u3067\u304D\u307E\u305B\u3093",
      dept: "\u90E8\u9580\u300C{{names}}\u300D\u306F\u3042\u306A\u305F\u306E\u30C7\u30FC\u30BF\u6A29\u9650\u306E\u7BC4\u56F2\u5916\u3067\u3059",
      noDept: "\u30C7\u30FC\u30BF\u6A29\u9650\u306E\u7BC4\u56F2\u5185\u306E\u90E8\u9580\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044"
    },
    http: {
      invalidJson: "\u30EA\u30AF\u30A8\u30B9\u30C8\u672C\u6587\u304C\u6709\u52B9\u306A JSON \u3067\u306F\u3042\u308A\u307E\u305B\u3093\u3002",
      unsupportedType: "\u3053\u306E\u30B3\u30F3\u30C6\u30F3\u30C4\u30BF\u30A4\u30D7\u306F\u30B5\u30DD\u30FC\u30C8\u3055\u308C\u3066\u3044\u307E\u305B\u3093\u3002",
      bodyTooLarge: "\u30EA\u30AF\u30A8\u30B9\u30C8\u672C\u6587\u306F {{mb}} MB \u4EE5\u4E0B\u306B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
      tooManyParts: "\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u306E\u30D5\u30A1\u30A4\u30EB\u307E\u305F\u306F\u9805\u76EE\u304C\u591A\u3059\u304E\u307E\u3059\u3002\u30D5\u30A1\u30A4\u30EB\u306F 1 \u3064\u305A\u3064\u9001\u4FE1\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
      badUrl: "\u30EA\u30AF\u30A8\u30B9\u30C8\u306E URL \u304C\u7121\u52B9\u3067\u3059\u3002",
      urlTooLong: "\u30EA\u30AF\u30A8\u30B9\u30C8\u306E URL \u304C\u9577\u3059\u304E\u307E\u3059\u3002",
      headersTooLarge: "\u30EA\u30AF\u30A8\u30B9\u30C8\u30D8\u30C3\u30C0\u30FC\u304C\u5927\u304D\u3059\u304E\u307E\u3059\u3002",
      timeout: "\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8\u3057\u307E\u3057\u305F\u3002\u3082\u3046\u4E00\u5EA6\u304A\u8A66\u3057\u304F\u3060\u3055\u3044\u3002",
      methodNotAllowed: "\u3053\u306E\u30EA\u30AF\u30A8\u30B9\u30C8\u30E1\u30BD\u30C3\u30C9\u306F\u8A31\u53EF\u3055\u308C\u3066\u3044\u307E\u305B\u3093\u3002",
      malformed: "\u30EA\u30AF\u30A8\u30B9\u30C8\u306E\u5F62\u5F0F\u304C\u6B63\u3057\u304F\u3042\u308A\u307E\u305B\u3093\u3002",
      rejected: "\u30EA\u30AF\u30A8\u30B9\u30C8\u3092\u51E6\u7406\u3067\u304D\u307E\u305B\u3093\uFF08{{status}}\uFF09\u3002"
    },
    workflow: {
      unknownAction: "\u4E0D\u660E\u306A\u64CD\u4F5C\uFF1A{{action}}",
      notInThisState: "\u73FE\u5728\u306E\u72B6\u614B\u306F\u300C{{state}}\u300D\u306E\u305F\u3081\u3001{{action}}\u3067\u304D\u307E\u305B\u3093",
      commentRequired: "{{action}}\u306B\u306F\u8AAC\u660E\u304C\u5FC5\u8981\u3067\u3059",
      alreadyPending: "\u3053\u306E\u66F8\u985E\u306F\u3059\u3067\u306B\u5BE9\u67FB\u4E2D\u3067\u3059",
      requestNotFound: "\u5BE9\u67FB\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      requestClosed: "\u3053\u306E\u5BE9\u67FB\u306F\u3059\u3067\u306B{{status}}\u3067\u3059",
      status: {
        pending: "\u5BE9\u67FB\u4E2D",
        approved: "\u627F\u8A8D\u6E08\u307F",
        rejected: "\u5DEE\u3057\u623B\u3057",
        withdrawn: "\u53D6\u308A\u4E0B\u3052"
      },
      notSubmitter: "\u53D6\u308A\u4E0B\u3052\u306F\u63D0\u51FA\u8005\u306E\u307F\u53EF\u80FD\u3067\u3059",
      alreadyActed: "\u5BE9\u67FB\u8005\u304C\u51E6\u7406\u6E08\u307F\u306E\u305F\u3081\u53D6\u308A\u4E0B\u3052\u3067\u304D\u307E\u305B\u3093",
      ownRequest: "\u81EA\u5206\u304C\u63D0\u51FA\u3057\u305F\u66F8\u985E\u306F\u5BE9\u67FB\u3067\u304D\u307E\u305B\u3093",
      notYourNode: "\u73FE\u5728\u306E\u5BE9\u67FB\u30B9\u30C6\u30C3\u30D7\u306E\u62C5\u5F53\u3067\u306F\u3042\u308A\u307E\u305B\u3093",
      rejectReasonRequired: "\u5DEE\u3057\u623B\u3057\u306B\u306F\u7406\u7531\u304C\u5FC5\u8981\u3067\u3059",
      transferTargetInvalid: "\u5728\u8077\u4E2D\u306E\u5225\u306E\u30E6\u30FC\u30B6\u30FC\u3092\u9078\u629E\u3057\u3066\u304F\u3060\u3055\u3044",
      unknownDocument: "\u4E0D\u660E\u306A\u66F8\u985E\u306E\u7A2E\u985E",
      attachmentMissing: "\u5148\u306B\u30D5\u30A1\u30A4\u30EB\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3057\u3066\u304F\u3060\u3055\u3044",
      attachmentNotFound: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB\u304C\u5B58\u5728\u3057\u307E\u305B\u3093",
      roleUnknown: "\u30ED\u30FC\u30EB\u300C{{role}}\u300D\u306F\u5B58\u5728\u3057\u306A\u3044\u304B\u7121\u52B9\u3067\u3059"
    },
    customer: {
      ownerMissing: "\u62C5\u5F53\u55B6\u696D\u304C\u5B58\u5728\u3057\u306A\u3044\u304B\u7121\u52B9\u3067\u3059",
      ownerOutOfScope: "\u30C7\u30FC\u30BF\u7BC4\u56F2\u5916\u306E\u4EBA\u54E1\u306B\u9867\u5BA2\u3092\u5272\u308A\u5F53\u3066\u308B\u3053\u3068\u306F\u3067\u304D\u307E\u305B\u3093",
      hasProjects: "\u9867\u5BA2\u300C{{name}}\u300D\u306B\u306F\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u304C\u3042\u308B\u305F\u3081\u524A\u9664\u3067\u304D\u307E\u305B\u3093",
      creditCodeTaken: "\u3053\u306E\u4FE1\u7528\u30B3\u30FC\u30C9\u306F\u65E2\u306B\u9867\u5BA2\u300C{{name}}\u300D\u306E\u3082\u306E\u3067\u3059",
      nameTaken: "\u9867\u5BA2\u300C{{name}}\u300D\u306F\u65E2\u306B\u5B58\u5728\u3057\u307E\u3059\uFF08{{creditCode}}\uFF09"
    }
  },
  errorLog: {
    open: "\u30A8\u30E9\u30FC\u30ED\u30B0\uFF08{{count}} \u4EF6\uFF09",
    title: "\u30A8\u30E9\u30FC\u30ED\u30B0",
    message: "\u30A8\u30E9\u30FC\u5185\u5BB9",
    where: "\u767A\u751F\u7B87\u6240",
    url: "\u30DA\u30FC\u30B8 URL",
    time: "\u65E5\u6642",
    stack: "\u30B9\u30BF\u30C3\u30AF\u30C8\u30EC\u30FC\u30B9",
    clear: "\u30AF\u30EA\u30A2"
  },
  customer: {
    what: "\u9867\u5BA2",
    name: "\u9867\u5BA2\u540D",
    creditCode: "\u7D71\u4E00\u793E\u4F1A\u4FE1\u7528\u30B3\u30FC\u30C9",
    type: "\u9867\u5BA2\u7A2E\u5225",
    industry: "\u696D\u754C",
    region: "\u5730\u57DF",
    grade: "\u9867\u5BA2\u30E9\u30F3\u30AF",
    source: "\u7372\u5F97\u7D4C\u8DEF",
    owner: "\u62C5\u5F53\u55B6\u696D",
    ownerId: "\u62C5\u5F53\u55B6\u696D",
    ownerName: "\u62C5\u5F53\u55B6\u696D",
    deptName: "\u6240\u5C5E\u90E8\u7F72",
    contactName: "\u62C5\u5F53\u8005",
    contactMobile: "\u9023\u7D61\u5148\u96FB\u8A71",
    projectCount: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u6570",
    blacklisted: "\u30D6\u30E9\u30C3\u30AF\u30EA\u30B9\u30C8",
    creditNote: "\u4E0E\u4FE1\u30E1\u30E2",
    contacts: "\u62C5\u5F53\u8005",
    invoiceTitle: "\u8ACB\u6C42\u66F8\u5B9B\u540D",
    invoiceTaxNo: "\u7D0D\u7A0E\u8005\u8B58\u5225\u756A\u53F7",
    invoiceBank: "\u53D6\u5F15\u9280\u884C",
    invoiceAccount: "\u53E3\u5EA7\u756A\u53F7",
    invoiceAddressPhone: "\u4F4F\u6240\u30FB\u96FB\u8A71",
    contractTotal: "\u5951\u7D04\u7DCF\u984D",
    lastEventTime: "\u76F4\u8FD1\u306E\u5C55\u793A\u4F1A",
    grades: {
      A: "A \u6226\u7565",
      B: "B \u91CD\u70B9",
      C: "C \u4E00\u822C"
    },
    blacklistedTag: "\u30D6\u30E9\u30C3\u30AF\u30EA\u30B9\u30C8",
    ownerSelf: "\u672A\u9078\u629E\u306E\u5834\u5408\u306F\u672C\u4EBA",
    contact: {
      name: "\u6C0F\u540D",
      title: "\u5F79\u8077",
      mobile: "\u643A\u5E2F\u756A\u53F7",
      email: "\u30E1\u30FC\u30EB",
      primary: "\u4E3B\u62C5\u5F53\u8005",
      add: "\u62C5\u5F53\u8005\u3092\u8FFD\u52A0",
      remove: "\u62C5\u5F53\u8005\u3092\u524A\u9664"
    },
    tabs: {
      basic: "\u57FA\u672C\u60C5\u5831",
      contacts: "\u62C5\u5F53\u8005",
      invoice: "\u8ACB\u6C42\u60C5\u5831",
      projects: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8",
      followUps: "\u30D5\u30A9\u30ED\u30FC\u8A18\u9332"
    },
    sections: {
      basic: "\u57FA\u672C\u60C5\u5831",
      contacts: "\u62C5\u5F53\u8005",
      invoice: "\u8ACB\u6C42\u60C5\u5831",
      credit: "\u4E0E\u4FE1"
    },
    project: {
      projectNumber: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u756A\u53F7",
      title: "\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u540D",
      status: "\u30B9\u30C6\u30FC\u30BF\u30B9",
      dates: "\u4F1A\u671F",
      contractAmount: "\u5951\u7D04\u91D1\u984D",
      none: "\u3053\u306E\u9867\u5BA2\u306B\u306F\u307E\u3060\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u304C\u3042\u308A\u307E\u305B\u3093"
    },
    followUp: {
      method: "\u65B9\u6CD5",
      content: "\u5185\u5BB9",
      nextDate: "\u6B21\u56DE\u30D5\u30A9\u30ED\u30FC",
      add: "\u30D5\u30A9\u30ED\u30FC\u3092\u8FFD\u52A0",
      overdue: "\u671F\u9650\u5207\u308C",
      none: "\u30D5\u30A9\u30ED\u30FC\u8A18\u9332\u306F\u307E\u3060\u3042\u308A\u307E\u305B\u3093",
      saved: "\u30D5\u30A9\u30ED\u30FC\u8A18\u9332\u3092\u4FDD\u5B58\u3057\u307E\u3057\u305F",
      by: "{{name}} \xB7 {{time}}"
    },
    view: "\u8868\u793A"
  },
  recordDetail: {
    close: "\u9589\u3058\u308B",
    attachments: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB",
    history: "\u5C65\u6B74",
    upload: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9",
    uploadHint: "PDF\u30FBOffice \u6587\u66F8\u30FB\u753B\u50CF\u3001\u5404 5 MB \u307E\u3067",
    noAttachments: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB\u306F\u3042\u308A\u307E\u305B\u3093",
    noHistory: "\u5C65\u6B74\u306F\u3042\u308A\u307E\u305B\u3093",
    uploadedBy: "{{name}} \u304C {{time}} \u306B\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9",
    removeAttachment: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB\u3092\u524A\u9664",
    removeConfirm: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB\u300C{{name}}\u300D\u3092\u524A\u9664\u3057\u307E\u3059\u304B\uFF1F",
    uploaded: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB\u3092\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9\u3057\u307E\u3057\u305F",
    removed: "\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB\u3092\u524A\u9664\u3057\u307E\u3057\u305F",
    notFound: "\u3053\u306E\u30EC\u30B3\u30FC\u30C9\u306F\u5B58\u5728\u3057\u306A\u3044\u304B\u3001\u95B2\u89A7\u6A29\u9650\u304C\u3042\u308A\u307E\u305B\u3093",
    loadFailed: "\u8AAD\u307F\u8FBC\u307F\u306B\u5931\u6557\u3057\u307E\u3057\u305F\u3002\u3082\u3046\u4E00\u5EA6\u304A\u8A66\u3057\u304F\u3060\u3055\u3044",
    transition: "{{from}} \u2192 {{to}}"
  }
};

// ../../packages/locales/src/zh.json
var zh_default = {
  tagsView: {
    label: "\u5DF2\u8BBF\u95EE\u9875\u9762",
    refresh: "\u5237\u65B0\u9875\u9762",
    close: "\u5173\u95ED\u5F53\u524D",
    closeOthers: "\u5173\u95ED\u5176\u4ED6",
    closeLeft: "\u5173\u95ED\u5DE6\u4FA7",
    closeRight: "\u5173\u95ED\u53F3\u4FA7",
    closeAll: "\u5168\u90E8\u5173\u95ED",
    closeTag: "\u5173\u95ED {{title}}"
  },
  common: {
    appTitle: "\u667A\u6167\u573A\u9986\u8FD0\u8425\u7BA1\u7406\u5E73\u53F0",
    back: "\u8FD4\u56DE",
    backHome: "\u8FD4\u56DE\u9996\u9875",
    system: {
      venue: "\u573A\u9986\u7BA1\u7406\u7CFB\u7EDF",
      service: "\u7EFC\u5408\u670D\u52A1\u5E73\u53F0",
      credential: "\u8BC1\u4EF6\u7CFB\u7EDF"
    },
    route: {
      login: "\u767B\u5F55",
      fsLogin: "\u7B2C\u4E09\u65B9\u767B\u5F55",
      authRedirect: "\u6388\u6743\u8DF3\u8F6C",
      notFound: "\u9875\u9762\u4E0D\u5B58\u5728",
      unauthorized: "\u65E0\u6743\u8BBF\u95EE",
      redirect: "\u8DF3\u8F6C\u4E2D",
      message: "\u6D88\u606F\u4E2D\u5FC3",
      profile: "\u4E2A\u4EBA\u4E2D\u5FC3",
      dashboard: "\u9996\u9875"
    },
    table: {
      index: "\u5E8F\u53F7",
      name: "\u540D\u79F0",
      status: "\u72B6\u6001",
      createdAt: "\u521B\u5EFA\u65F6\u95F4",
      actions: "\u64CD\u4F5C",
      empty: "\u6682\u65E0\u6570\u636E",
      total: "\u5171 {{total}} \u6761",
      updatedAt: "\u66F4\u65B0\u65F6\u95F4"
    },
    search: {
      area: "\u67E5\u8BE2\u6761\u4EF6",
      keyword: "\u5173\u952E\u5B57",
      keywordPlaceholder: "\u8BF7\u8F93\u5165\u5173\u952E\u5B57",
      query: "\u641C\u7D22",
      reset: "\u91CD\u7F6E",
      expand: "\u5C55\u5F00",
      collapse: "\u6536\u8D77",
      all: "\u5168\u90E8"
    },
    time: {
      justNow: "\u521A\u521A",
      minutesAgo: "{{n}}\u5206\u949F\u524D",
      hoursAgo: "{{n}}\u5C0F\u65F6\u524D",
      oneDayAgo: "1\u5929\u524D",
      dateFormat: "M\u6708D\u65E5H\u65F6m\u5206"
    },
    list: {
      add: "\u65B0\u589E",
      edit: "\u4FEE\u6539",
      delete: "\u5220\u9664",
      import: "\u5BFC\u5165",
      export: "\u5BFC\u51FA",
      hideSearch: "\u9690\u85CF\u641C\u7D22",
      showSearch: "\u663E\u793A\u641C\u7D22",
      refresh: "\u5237\u65B0",
      density: "\u7D27\u51D1",
      columns: "\u663E\u9690\u5217",
      loadFailed: "\u6570\u636E\u52A0\u8F7D\u5931\u8D25",
      retry: "\u91CD\u8BD5",
      deleteConfirm: '\u662F\u5426\u786E\u8BA4\u5220\u9664"{{what}}"\u7684\u6570\u636E\u9879\uFF1F',
      deleted: "\u5220\u9664\u6210\u529F",
      added: "\u65B0\u589E\u6210\u529F",
      updated: "\u4FEE\u6539\u6210\u529F",
      addTitle: "\u65B0\u589E{{what}}",
      editTitle: "\u4FEE\u6539{{what}}",
      selectedCount: "\u5DF2\u9009 {{n}} \u9879",
      detail: "\u8BE6\u60C5",
      remark: "\u5907\u6CE8",
      sort: "\u663E\u793A\u987A\u5E8F",
      enterPrefix: "\u8BF7\u8F93\u5165{{what}}",
      selectPrefix: "\u8BF7\u9009\u62E9{{what}}",
      more: "\u66F4\u591A"
    },
    dialog: {
      ok: "\u786E \u5B9A",
      cancel: "\u53D6 \u6D88",
      notice: "\u7CFB\u7EDF\u63D0\u793A",
      close: "\u5173 \u95ED"
    },
    status: {
      enable: "\u542F\u7528",
      disable: "\u505C\u7528",
      confirm: '\u786E\u8BA4\u8981"{{action}}""{{name}}"\u5417\uFF1F',
      changed: "{{action}}\u6210\u529F",
      of: "{{name}} \u7684\u72B6\u6001",
      on: "\u6B63\u5E38",
      off: "\u505C\u7528",
      label: "\u72B6\u6001",
      enabled: "\u6B63\u5E38",
      disabled: "\u505C\u7528"
    },
    import: {
      dragText: "\u5C06\u6587\u4EF6\u62D6\u5230\u6B64\u5904\uFF0C\u6216\u70B9\u51FB\u9009\u62E9",
      hint: "\u4EC5\u5141\u8BB8\u5BFC\u5165 xlsx \u683C\u5F0F\u6587\u4EF6\uFF0C\u4E00\u6B21\u6700\u591A {{max}} \u884C\u3002",
      template: "\u4E0B\u8F7D\u6A21\u677F",
      check: "\u9884 \u68C0",
      confirm: "\u786E\u8BA4\u5BFC\u5165",
      reselect: "\u91CD\u65B0\u9009\u62E9\u6587\u4EF6",
      notXlsx: "\u8BF7\u9009\u62E9 .xlsx \u683C\u5F0F\u7684\u6587\u4EF6",
      summary: "\u5171 {{total}} \u884C\uFF1A\u65B0\u589E {{created}}\uFF0C\u66F4\u65B0 {{updated}}\uFF0C\u9519\u8BEF {{failed}}",
      hasErrors: "\u6709 {{failed}} \u884C\u4E0D\u80FD\u5BFC\u5165\uFF0C\u8BF7\u4FEE\u6539\u6587\u4EF6\u540E\u91CD\u65B0\u9009\u62E9\uFF1B\u5728\u6B64\u4E4B\u524D\u4E0D\u4F1A\u5199\u5165\u4EFB\u4F55\u6570\u636E\u3002",
      ready: "\u68C0\u67E5\u901A\u8FC7\uFF0C\u53EF\u4EE5\u5BFC\u5165\u3002",
      done: "\u5BFC\u5165\u6210\u529F\uFF0C\u5171 {{n}} \u884C",
      row: "\u884C\u53F7",
      result: "\u7ED3\u679C",
      problems: "\u95EE\u9898",
      report: "\u5BFC\u5165\u62A5\u544A",
      onlyErrors: "\u53EA\u770B\u9519\u8BEF\u884C",
      actions: {
        create: "\u65B0\u589E",
        update: "\u66F4\u65B0",
        error: "\u9519\u8BEF"
      }
    }
  },
  auth: {
    userName: "\u7528\u6237\u540D",
    userNamePlaceholder: "\u8BF7\u8F93\u5165\u7528\u6237\u540D",
    userNameRequired: "\u8BF7\u8F93\u5165\u7528\u6237\u540D",
    password: "\u5BC6\u7801",
    passwordPlaceholder: "\u8BF7\u8F93\u5165\u5BC6\u7801",
    passwordRequired: "\u8BF7\u8F93\u5165\u5BC6\u7801",
    signIn: "\u767B\u5F55",
    signInHint: "\u8BF7\u4F7F\u7528\u60A8\u7684\u8D26\u53F7\u767B\u5F55",
    fsChecking: "\u6B63\u5728\u9A8C\u8BC1\u8EAB\u4EFD\u2026",
    fsFailed: "\u7B2C\u4E09\u65B9\u767B\u5F55\u5931\u8D25",
    fsMissingCode: "\u7F3A\u5C11\u6388\u6743\u7801\uFF0C\u8BF7\u91CD\u65B0\u53D1\u8D77\u767B\u5F55",
    backToSignIn: "\u8FD4\u56DE\u767B\u5F55\u9875",
    bindTitle: "\u7ED1\u5B9A\u8D26\u53F7",
    bindHint: "\u8BE5\u7B2C\u4E09\u65B9\u8D26\u53F7\u5C1A\u672A\u7ED1\u5B9A\uFF0C\u8BF7\u8F93\u5165\u672C\u7CFB\u7EDF\u7684\u7528\u6237\u540D\u548C\u5BC6\u7801\u5B8C\u6210\u7ED1\u5B9A",
    bindSubmit: "\u7ED1\u5B9A\u5E76\u767B\u5F55"
  },
  layout: {
    topMenu: "\u9876\u90E8\u83DC\u5355",
    sideMenu: "\u4FA7\u8FB9\u83DC\u5355",
    breadcrumb: "\u9762\u5305\u5C51\u5BFC\u822A",
    language: "\u5207\u6362\u8BED\u8A00",
    languageChanged: "\u8BED\u8A00\u5207\u6362\u6210\u529F",
    switchSystem: "\u5207\u6362\u7CFB\u7EDF",
    logout: "\u9000\u51FA\u767B\u5F55",
    greeting: "\u4F60\u597D\uFF0C{{name}}",
    department: "\u90E8\u95E8",
    roles: "\u89D2\u8272",
    noExhibition: "\u6682\u65E0\u5C55\u4F1A",
    toggleSidebar: "\u5C55\u5F00/\u6536\u8D77\u4FA7\u8FB9\u680F",
    scrollMenuLeft: "\u83DC\u5355\u5411\u5DE6\u6EDA\u52A8",
    scrollMenuRight: "\u83DC\u5355\u5411\u53F3\u6EDA\u52A8",
    switchSize: "\u5E03\u5C40\u5927\u5C0F",
    sizeChanged: "\u5E03\u5C40\u5927\u5C0F\u5207\u6362\u6210\u529F",
    size: {
      default: "\u9ED8\u8BA4",
      medium: "\u4E2D\u7B49",
      small: "\u5C0F\u578B",
      mini: "\u8FF7\u4F60"
    },
    fullscreen: "\u5168\u5C4F",
    exitFullscreen: "\u9000\u51FA\u5168\u5C4F",
    fullscreenUnsupported: "you browser can not work",
    rail: {
      label: "\u5FEB\u6377\u680F",
      taskBar: "\u64CD\u4F5C\u8BB0\u5F55",
      taskBarEmpty: "\u6682\u65E0\u64CD\u4F5C\u8BB0\u5F55",
      current: "\u5F53\u524D",
      views: "\u6536\u85CF\u89C6\u56FE",
      messages: "\u6D88\u606F",
      messagesUnread: "\u6D88\u606F {{count}} \u6761\u672A\u8BFB"
    },
    account: {
      greeting: {
        earlyMorning: "\u65E9\u4E0A\u597D\uFF0C{{name}}",
        morning: "\u4E0A\u5348\u597D\uFF0C{{name}}",
        noon: "\u4E2D\u5348\u597D\uFF0C{{name}}",
        afternoon: "\u4E0B\u5348\u597D\uFF0C{{name}}",
        evening: "\u665A\u4E0A\u597D\uFF0C{{name}}"
      }
    }
  },
  settings: {
    open: "\u7CFB\u7EDF\u5E03\u5C40\u914D\u7F6E",
    title: "\u7CFB\u7EDF\u5E03\u5C40\u914D\u7F6E",
    theme: "\u4E3B\u9898\u8272",
    customColour: "\u81EA\u5B9A\u4E49",
    layout: "\u754C\u9762\u8BBE\u7F6E",
    tagsView: "\u5F00\u542F\u6807\u7B7E\u680F",
    fixedHeader: "\u56FA\u5B9A\u5934\u90E8",
    sidebarLogo: "\u4FA7\u8FB9\u680F Logo",
    menuInLeft: "\u83DC\u5355\u663E\u793A\u5728\u5DE6\u4FA7",
    supportPinyinSearch: "\u83DC\u5355\u641C\u7D22\u652F\u6301\u62FC\u97F3",
    venue: "\u573A\u9986\u4FE1\u606F",
    venueName: "\u573A\u9986\u540D\u79F0",
    logo: "Logo",
    uploadLogo: "\u4E0A\u4F20 Logo",
    resetLogo: "\u6062\u590D\u9ED8\u8BA4 Logo",
    logoSaved: "Logo \u5DF2\u66F4\u65B0",
    logoFailed: "Logo \u4E0A\u4F20\u5931\u8D25",
    logoTooLarge: "\u4E0A\u4F20\u6587\u4EF6\u5927\u5C0F\u4E0D\u80FD\u8D85\u8FC7 {{n}} MB!"
  },
  dashboard: {
    greeting: "\u4F60\u597D\uFF0C{{name}}\uFF0C\u6B22\u8FCE\u56DE\u6765",
    today: "\u4ECA\u5929\u662F {{date}}",
    systems: "\u6211\u7684\u7CFB\u7EDF",
    current: "\u5F53\u524D\u7CFB\u7EDF",
    enter: "\u8FDB\u5165",
    noMenus: "\u6682\u65E0\u53EF\u7528\u83DC\u5355",
    figures: {
      today: "\u4ECA\u65E5\u5728\u9986\u9879\u76EE",
      week: "\u672C\u5468\u5728\u9986\u9879\u76EE",
      weekRange: "{{from}} \u81F3 {{to}}\uFF08\u5468\u4E00\u81F3\u5468\u65E5\uFF09",
      unread: "\u672A\u8BFB\u6D88\u606F",
      exhibitions: "\u5C55\u4F1A\u603B\u6570"
    },
    links: {
      dailyReservation: "\u6BCF\u65E5\u9884\u5B9A",
      projectCalendar: "\u9879\u76EE\u65E5\u5386",
      messages: "\u67E5\u770B\u6D88\u606F",
      exhibitions: "\u5C55\u4F1A\u5217\u8868",
      projects: "\u9879\u76EE\u4FE1\u606F"
    },
    inVenue: {
      title: "\u5728\u9986\u9879\u76EE",
      today: "\u4ECA\u65E5",
      week: "\u672C\u5468",
      empty: "\u6682\u65E0\u5728\u9986\u9879\u76EE",
      more: "\u53E6\u6709 {{n}} \u4E2A\u9879\u76EE",
      dates: "\u8FDB\u9986 {{loadIn}} \xB7 \u64A4\u9986 {{loadOut}}"
    },
    charts: {
      byMonth: "\u672C\u6708\u8D77 6 \u4E2A\u6708\u5728\u9986\u9879\u76EE\u6570",
      byStatus: "\u9879\u76EE\u72B6\u6001\u5206\u5E03",
      projects: "\u9879\u76EE\u6570",
      item: "{{name}} {{n}} \u4E2A",
      separator: "\uFF0C",
      byMonthLabel: "\u672C\u6708\u8D77 6 \u4E2A\u6708\u6BCF\u6708\u5728\u9986\u9879\u76EE\u6570\uFF1A{{items}}",
      byStatusLabel: "\u5404\u72B6\u6001\u9879\u76EE\u6570\uFF1A{{items}}",
      empty: "\u6682\u65E0\u9879\u76EE\u6570\u636E"
    },
    error: {
      title: "\u770B\u677F\u6570\u636E\u52A0\u8F7D\u5931\u8D25",
      retry: "\u91CD\u8BD5"
    },
    status: {
      "0": "\u610F\u5411",
      "1": "\u9884\u5B9A",
      "2": "\u5F85\u7B7E\u7EA6",
      "3": "\u5DF2\u7B7E\u7EA6",
      "4": "\u8FDB\u884C\u4E2D",
      "5": "\u5DF2\u5B8C\u6210",
      "6": "\u5DF2\u7ED3\u7B97",
      "7": "\u5DF2\u6D41\u5931",
      "8": "\u5DF2\u53D6\u6D88",
      "9": "\u5DF2\u91CA\u653E"
    }
  },
  errors: {
    unknown: "Error",
    hasError: "Has Error",
    network: "\u65E0\u6CD5\u8FDE\u63A5\u670D\u52A1\u5668\uFF0C\u8BF7\u68C0\u67E5\u7F51\u7EDC",
    timeout: "\u8BF7\u6C42\u8D85\u65F6\uFF0C\u8BF7\u7A0D\u540E\u91CD\u8BD5",
    serverStatus: "\u670D\u52A1\u5668\u9519\u8BEF {{status}}",
    repeatSubmit: "\u6570\u636E\u6B63\u5728\u5904\u7406\uFF0C\u8BF7\u52FF\u91CD\u590D\u63D0\u4EA4",
    download: "\u4E0B\u8F7D\u6587\u4EF6\u51FA\u73B0\u9519\u8BEF\uFF0C\u8BF7\u8054\u7CFB\u7BA1\u7406\u5458\uFF01",
    noExhibition: "\u5F53\u524D\u6CA1\u6709\u5C55\u4F1A\uFF0C\u8BF7\u5148\u8FDB\u5165\u5C55\u4F1A\u5217\u8868\u9875\u9009\u62E9\u5C55\u4F1A!",
    notFound: "\u62B1\u6B49\uFF0C\u60A8\u8BBF\u95EE\u7684\u9875\u9762\u4E0D\u5B58\u5728",
    unauthorized: "\u62B1\u6B49\uFF0C\u60A8\u65E0\u6743\u8BBF\u95EE\u6B64\u9875\u9762",
    pageFailed: "\u9875\u9762\u52A0\u8F7D\u5931\u8D25",
    pageFailedHint: "\u8BF7\u5237\u65B0\u9875\u9762\u91CD\u8BD5\uFF0C\u5982\u4ECD\u6709\u95EE\u9898\u8BF7\u8054\u7CFB\u7BA1\u7406\u5458",
    newVersion: "\u7CFB\u7EDF\u5DF2\u66F4\u65B0\uFF0C\u8BF7\u5237\u65B0\u9875\u9762"
  },
  validation: {
    required: "\u6B64\u9879\u4E3A\u5FC5\u586B\u9879",
    pageSize: "\u6BCF\u9875\u6761\u6570\u53EA\u80FD\u662F 10\u300120\u300130\u300150\u3001200 \u6216 2000",
    passwordHash: "\u5BC6\u7801\u683C\u5F0F\u4E0D\u6B63\u786E",
    routePath: "\u8DEF\u7531\u5730\u5740\u5FC5\u987B\u4EE5 / \u5F00\u5934\u4E14\u4E0D\u542B\u7A7A\u683C",
    dateRange: "\u5F00\u59CB\u65E5\u671F\u4E0D\u53EF\u5927\u4E8E\u7ED3\u675F\u65E5\u671F",
    sameExhibition: "\u4E0D\u80FD\u590D\u5236\u5230\u540C\u4E00\u4E2A\u5C55\u4F1A",
    dayPartStep: "\u65F6\u6BB5\u987B\u4E3A30\u5206\u949F\u7684\u6574\u6570\u500D",
    dayPartOrder: "\u7ED3\u675F\u65F6\u95F4\u987B\u665A\u4E8E\u5F00\u59CB\u65F6\u95F4",
    dayPartsTotal: "\u65F6\u6BB5\u5408\u8BA1\u4E0D\u80FD\u8D85\u8FC724\u5C0F\u65F6",
    dayPartsOverlap: "\u65F6\u6BB5\u4E4B\u95F4\u4E0D\u80FD\u91CD\u53E0",
    floorPrice: "\u5E95\u4EF7\u4E0D\u80FD\u9AD8\u4E8E\u6807\u51C6\u4EF7",
    ratioTotal: "\u5404\u671F\u6BD4\u4F8B\u5408\u8BA1\u987B\u4E3A100%\uFF08\u5F53\u524D{{total}}%\uFF09",
    uploadedFile: "\u8BF7\u4E0A\u4F20\u6587\u4EF6",
    invalid: "\u683C\u5F0F\u4E0D\u6B63\u786E",
    tooLong: "\u957F\u5EA6\u4E0D\u80FD\u8D85\u8FC7{{max}}",
    tooShort: "\u957F\u5EA6\u4E0D\u80FD\u5C11\u4E8E{{min}}",
    creditCode: "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u7EDF\u4E00\u793E\u4F1A\u4FE1\u7528\u4EE3\u7801\uFF0818\u4F4D\uFF0C\u672B\u4F4D\u4E3A\u6821\u9A8C\u7801\uFF09",
    mobile: "\u8BF7\u8F93\u5165\u6B63\u786E\u768411\u4F4D\u624B\u673A\u53F7\u7801",
    contactRequired: "\u8BF7\u81F3\u5C11\u6DFB\u52A0\u4E00\u4F4D\u8054\u7CFB\u4EBA",
    onePrimary: "\u8BF7\u6307\u5B9A\u4E00\u4F4D\u4E3B\u8981\u8054\u7CFB\u4EBA"
  },
  venue: {
    group: {
      project: "\u9879\u76EE\u7BA1\u7406",
      contract: "\u5408\u540C\u7BA1\u7406",
      schedule: "\u6392\u671F\u7BA1\u7406",
      customer: "\u5BA2\u6237\u7BA1\u7406",
      finance: "\u8D22\u52A1\u7BA1\u7406",
      venueInformation: "\u573A\u9986\u4FE1\u606F",
      task: "\u4EFB\u52A1\u7BA1\u7406",
      log: "\u65E5\u5FD7\u7BA1\u7406",
      system: "\u7CFB\u7EDF\u7BA1\u7406",
      report: "\u62A5\u8868\u7BA1\u7406"
    },
    route: {
      projectInfo: "\u9879\u76EE\u4FE1\u606F",
      declarationFile: "\u7533\u62A5\u6587\u4EF6",
      discountManagement: "\u4F18\u60E0\u7BA1\u7406",
      projectCancel: "\u9879\u76EE\u53D6\u6D88",
      fileTemplateDownload: "\u6587\u4EF6\u6A21\u677F\u4E0B\u8F7D",
      contractManagement: "\u5408\u540C\u7BA1\u7406",
      contractAuditRecord: "\u5408\u540C\u5BA1\u6838\u8BB0\u5F55",
      contractPaymentPlan: "\u5408\u540C\u4ED8\u6B3E\u8BA1\u5212",
      contractPaymentStatistics: "\u5408\u540C\u6536\u6B3E\u7EDF\u8BA1",
      serviceProviderContract: "\u670D\u52A1\u5546\u5408\u540C",
      serviceProviderContractDetail: "\u670D\u52A1\u5546\u5408\u540C\u8BE6\u60C5",
      scheduleDate: "\u573A\u5730\u6392\u671F",
      projectCalendar: "\u9879\u76EE\u65E5\u5386",
      dailyReservation: "\u6BCF\u65E5\u9884\u8BA2",
      reservationConflict: "\u9884\u8BA2\u51B2\u7A81",
      customerManage: "\u5BA2\u6237\u7BA1\u7406",
      salesOpportunity: "\u9500\u552E\u5546\u673A",
      accountReceivable: "\u5E94\u6536\u8D26\u6B3E",
      incomeDetails: "\u6536\u5165\u660E\u7EC6",
      paymentRecords: "\u6536\u6B3E\u8BB0\u5F55",
      proformaInvoice: "\u5F62\u5F0F\u53D1\u7968",
      reconciliationSettlement: "\u5BF9\u8D26\u7ED3\u7B97",
      refundAudit: "\u9000\u6B3E\u5BA1\u6838",
      venueGuide: "\u573A\u9986\u6307\u5357",
      fileManage: "\u6587\u4EF6\u7BA1\u7406",
      workTips: "\u5DE5\u4F5C\u63D0\u793A",
      myTasks: "\u6211\u7684\u4EFB\u52A1",
      meetingExhibitionForecast: "\u4F1A\u5C55\u9884\u544A",
      taskStatistics: "\u4EFB\u52A1\u7EDF\u8BA1",
      loginLog: "\u767B\u5F55\u65E5\u5FD7",
      operationLog: "\u64CD\u4F5C\u65E5\u5FD7",
      user: "\u7528\u6237\u7BA1\u7406",
      role: "\u89D2\u8272\u7BA1\u7406",
      menu: "\u83DC\u5355\u7BA1\u7406",
      dept: "\u90E8\u95E8\u7BA1\u7406",
      dataManage: "\u6570\u636E\u5B57\u5178",
      site: "\u573A\u5730\u7BA1\u7406",
      resourcesManagement: "\u8D44\u6E90\u7BA1\u7406",
      module: "\u6A21\u5757\u7BA1\u7406",
      priceManagement: "\u4EF7\u683C\u7BA1\u7406",
      scheduleTemplate: "\u6392\u671F\u6A21\u677F",
      remarkTemplate: "\u5907\u6CE8\u6A21\u677F",
      paymentPlan: "\u4ED8\u6B3E\u8BA1\u5212\u6A21\u677F",
      fileTemplate: "\u6587\u4EF6\u6A21\u677F",
      contractTemplate: "\u5408\u540C\u6A21\u677F"
    }
  },
  service: {
    group: {
      home: "\u9996\u9875",
      homeManagement: "\u5E73\u53F0\u7BA1\u7406",
      exhibitionList: "\u5C55\u4F1A\u5217\u8868",
      exhibitionInfo: "\u5C55\u4F1A\u4FE1\u606F",
      exhibitionManagement: "\u5C55\u4F1A\u7BA1\u7406",
      registrationManagement: "\u62A5\u9986\u7BA1\u7406",
      financialManage: "\u8D22\u52A1\u7BA1\u7406",
      log: "\u65E5\u5FD7\u7BA1\u7406"
    },
    route: {
      servicePlatformHome: "\u670D\u52A1\u5E73\u53F0\u9996\u9875",
      registrationConfig: "\u62A5\u9986\u914D\u7F6E",
      userAudit: "\u7528\u6237\u5BA1\u6838",
      overtimeRuleCon: "\u52A0\u73ED\u89C4\u5219\u914D\u7F6E",
      exhibitionList: "\u5C55\u4F1A\u5217\u8868",
      exhibitionInfo: "\u5C55\u4F1A\u4FE1\u606F",
      exhibitionConfig: "\u5C55\u4F1A\u914D\u7F6E",
      serviceConfig: "\u670D\u52A1\u914D\u7F6E",
      badgeConfig: "\u8BC1\u4EF6\u914D\u7F6E",
      overtimeConfig: "\u52A0\u73ED\u914D\u7F6E",
      fileConfig: "\u6587\u4EF6\u914D\u7F6E",
      registrationConfirm: "\u62A5\u9986\u786E\u8BA4",
      serviceConfirm: "\u670D\u52A1\u786E\u8BA4",
      serviceAudit: "\u670D\u52A1\u5BA1\u6838",
      overtimeAudit: "\u52A0\u73ED\u5BA1\u6838",
      transactionOrder: "\u4EA4\u6613\u8BA2\u5355",
      depositRefund: "\u62BC\u91D1\u9000\u8FD8",
      loginLog: "\u767B\u5F55\u65E5\u5FD7",
      operationLog: "\u64CD\u4F5C\u65E5\u5FD7"
    }
  },
  credential: {
    group: {
      home: "\u9996\u9875",
      setting: "\u8BC1\u4EF6\u8BBE\u7F6E",
      audit: "\u8BC1\u4EF6\u5BA1\u6838",
      management: "\u5236\u8BC1\u9886\u8BC1",
      certQuery: "\u8BC1\u4EF6\u67E5\u8BE2",
      verification: "\u901A\u884C\u6838\u9A8C"
    },
    route: {
      certificateHome: "\u8BC1\u4EF6\u9996\u9875",
      certificateTypeManagement: "\u8BC1\u4EF6\u7C7B\u578B\u7BA1\u7406",
      targetManagement: "\u5BF9\u8C61\u7BA1\u7406",
      formConfig: "\u8868\u5355\u914D\u7F6E",
      editForm: "\u7F16\u8F91\u8868\u5355",
      personBlackList: "\u4EBA\u5458\u9ED1\u540D\u5355",
      vehicleBlackList: "\u8F66\u8F86\u9ED1\u540D\u5355",
      personCertificateAudit: "\u4EBA\u5458\u8BC1\u4EF6\u5BA1\u6838",
      vehicleCertificateAudit: "\u8F66\u8F86\u8BC1\u4EF6\u5BA1\u6838",
      vehicleDeposit: "\u8F66\u8F86\u62BC\u91D1",
      personMakingReceive: "\u4EBA\u5458\u5236\u8BC1\u9886\u8BC1",
      vehicleMakingReceive: "\u8F66\u8F86\u5236\u8BC1\u9886\u8BC1",
      personCertQuery: "\u4EBA\u5458\u8BC1\u4EF6\u67E5\u8BE2",
      vehicleCertQuery: "\u8F66\u8F86\u8BC1\u4EF6\u67E5\u8BE2",
      personTravelRecord: "\u4EBA\u5458\u901A\u884C\u8BB0\u5F55",
      carTravelRecord: "\u8F66\u8F86\u901A\u884C\u8BB0\u5F55"
    }
  },
  logs: {
    result: {
      all: "\u5168\u90E8",
      success: "\u6210\u529F",
      fail: "\u5931\u8D25"
    },
    startDate: "\u5F00\u59CB\u65E5\u671F",
    endDate: "\u7ED3\u675F\u65E5\u671F",
    loadFailed: "\u6570\u636E\u52A0\u8F7D\u5931\u8D25",
    retry: "\u91CD\u8BD5",
    login: {
      table: "\u767B\u5F55\u65E5\u5FD7",
      id: "\u8BBF\u95EE\u7F16\u53F7",
      userName: "\u7528\u6237\u540D\u79F0",
      userNamePlaceholder: "\u8BF7\u8F93\u5165\u7528\u6237\u540D\u79F0",
      ip: "\u767B\u5F55\u5730\u5740",
      browser: "\u6D4F\u89C8\u5668",
      method: "\u767B\u5F55\u65B9\u5F0F",
      methods: {
        password: "\u8D26\u53F7\u5BC6\u7801",
        feishu: "\u98DE\u4E66"
      },
      status: "\u767B\u5F55\u72B6\u6001",
      message: "\u63D0\u793A\u6D88\u606F",
      time: "\u767B\u5F55\u65F6\u95F4",
      unlock: "\u89E3\u9501",
      unlockConfirm: '\u786E\u8BA4\u8981\u89E3\u9501\u7528\u6237"{{name}}"\uFF08{{ip}}\uFF09\u5417\uFF1F',
      unlockSuccess: "\u89E3\u9501\u6210\u529F",
      os: "\u64CD\u4F5C\u7CFB\u7EDF",
      detail: "\u8BE6\u7EC6",
      detailTitle: "\u767B\u5F55\u65E5\u5FD7\u8BE6\u7EC6",
      userAgent: "\u5BA2\u6237\u7AEF\u6807\u8BC6",
      lockedUntil: "\u9501\u5B9A\u81F3",
      notLocked: "\u672A\u9501\u5B9A",
      unknown: "\u672A\u77E5"
    },
    operation: {
      table: "\u64CD\u4F5C\u65E5\u5FD7",
      id: "\u65E5\u5FD7\u7F16\u53F7",
      module: "\u7CFB\u7EDF\u6A21\u5757",
      modulePlaceholder: "\u8BF7\u8F93\u5165\u7CFB\u7EDF\u6A21\u5757",
      action: "\u64CD\u4F5C\u7C7B\u578B",
      requestMethod: "\u8BF7\u6C42\u65B9\u5F0F",
      operator: "\u64CD\u4F5C\u4EBA\u5458",
      operatorPlaceholder: "\u8BF7\u8F93\u5165\u64CD\u4F5C\u4EBA\u5458",
      ip: "\u64CD\u4F5C\u5730\u5740",
      status: "\u64CD\u4F5C\u72B6\u6001",
      time: "\u64CD\u4F5C\u65F6\u95F4",
      duration: "\u6D88\u8017\u65F6\u95F4",
      durationValue: "{{ms}} \u6BEB\u79D2",
      detail: "\u8BE6\u7EC6",
      detailTitle: "\u64CD\u4F5C\u65E5\u5FD7\u8BE6\u7EC6",
      url: "\u8BF7\u6C42\u5730\u5740",
      target: "\u64CD\u4F5C\u5BF9\u8C61",
      params: "\u8BF7\u6C42\u53C2\u6570",
      message: "\u63D0\u793A\u6D88\u606F",
      none: "\u65E0"
    },
    action: {
      add: "\u65B0\u589E",
      edit: "\u4FEE\u6539",
      save: "\u4FDD\u5B58",
      delete: "\u5220\u9664",
      export: "\u5BFC\u51FA",
      import: "\u5BFC\u5165",
      status: "\u72B6\u6001\u53D8\u66F4",
      audit: "\u5BA1\u6838",
      grant: "\u6388\u6743",
      reset: "\u91CD\u7F6E",
      unlock: "\u89E3\u9501",
      other: "\u5176\u4ED6"
    },
    view: {
      label: "\u65E5\u5FD7\u7C7B\u522B",
      operation: "\u64CD\u4F5C\u65E5\u5FD7",
      clientError: "\u524D\u7AEF\u9519\u8BEF"
    },
    clientError: {
      table: "\u524D\u7AEF\u9519\u8BEF\u65E5\u5FD7",
      time: "\u4E0A\u62A5\u65F6\u95F4",
      userName: "\u7528\u6237\u540D\u79F0",
      userNamePlaceholder: "\u8BF7\u8F93\u5165\u7528\u6237\u540D\u79F0",
      browser: "\u6D4F\u89C8\u5668"
    }
  },
  changePassword: {
    title: "\u4FEE\u6539\u5BC6\u7801",
    oldPassword: "\u65E7\u5BC6\u7801",
    newPassword: "\u65B0\u5BC6\u7801",
    confirmPassword: "\u786E\u8BA4\u5BC6\u7801",
    oldRequired: "\u8BF7\u8F93\u5165\u65E7\u5BC6\u7801",
    newRequired: "\u8BF7\u8F93\u5165\u5BC6\u7801",
    newMin: "\u5BC6\u7801\u957F\u5EA6\u4E0D\u80FD\u5C11\u4E8E{{min}}\u4F4D",
    newPattern: "\u5BC6\u7801\u5FC5\u987B\u5305\u542B\u5927\u5199\u5B57\u6BCD\u3001\u5C0F\u5199\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u7279\u6B8A\u5B57\u7B26",
    confirmRequired: "\u8BF7\u518D\u6B21\u8F93\u5165\u5BC6\u7801",
    mismatch: "\u4E24\u6B21\u8F93\u5165\u7684\u5BC6\u7801\u4E0D\u4E00\u81F4",
    submit: "\u786E\u5B9A",
    cancel: "\u53D6\u6D88",
    success: "\u4FEE\u6539\u6210\u529F"
  },
  versionHistory: {
    title: "\u7248\u672C\u8BB0\u5F55",
    loading: "\u6B63\u5728\u52A0\u8F7D\u7248\u672C\u8BB0\u5F55",
    empty: "\u6682\u65E0\u7248\u672C\u8BB0\u5F55",
    loadFailed: "\u7248\u672C\u8BB0\u5F55\u52A0\u8F7D\u5931\u8D25",
    retry: "\u91CD\u8BD5"
  },
  messages: {
    table: "\u6D88\u606F\u5217\u8868",
    columns: {
      title: "\u6807\u9898",
      content: "\u5185\u5BB9",
      kind: "\u7C7B\u578B",
      time: "\u65F6\u95F4",
      state: "\u72B6\u6001"
    },
    kinds: {
      notice: "\u901A\u77E5",
      task: "\u4EFB\u52A1",
      audit: "\u5BA1\u6838",
      warning: "\u9884\u8B66"
    },
    read: "\u5DF2\u8BFB",
    unread: "\u672A\u8BFB",
    filterLabel: "\u9605\u8BFB\u72B6\u6001",
    filters: {
      all: "\u5168\u90E8",
      unread: "\u672A\u8BFB",
      read: "\u5DF2\u8BFB"
    },
    markRead: "\u6807\u4E3A\u5DF2\u8BFB",
    markReadOf: "\u5C06\u201C{{title}}\u201D\u6807\u4E3A\u5DF2\u8BFB",
    markSelected: "\u6240\u9009\u6807\u4E3A\u5DF2\u8BFB\uFF08{{count}}\uFF09",
    select: "\u9009\u62E9\u201C{{title}}\u201D",
    marked: "\u5DF2\u6807\u4E3A\u5DF2\u8BFB",
    unreadSummary: "\u672A\u8BFB {{count}} \u6761",
    loadFailed: "\u6D88\u606F\u52A0\u8F7D\u5931\u8D25",
    retry: "\u91CD\u8BD5",
    empty: "\u6682\u65E0\u6D88\u606F"
  },
  favouriteViews: {
    title: "\u6536\u85CF\u89C6\u56FE",
    addCurrent: "\u6536\u85CF\u5F53\u524D\u9875\u9762",
    exists: "\u8BE5\u9875\u9762\u5DF2\u5728\u6536\u85CF\u89C6\u56FE\u4E2D",
    added: "\u5DF2\u52A0\u5165\u6536\u85CF\u89C6\u56FE",
    remove: "\u79FB\u9664\u201C{{name}}\u201D",
    removeConfirm: "\u786E\u5B9A\u5C06\u201C{{name}}\u201D\u79FB\u51FA\u6536\u85CF\u89C6\u56FE\u5417\uFF1F",
    removed: "\u5DF2\u79FB\u51FA\u6536\u85CF\u89C6\u56FE",
    ok: "\u786E\u5B9A",
    cancel: "\u53D6\u6D88",
    loading: "\u6B63\u5728\u52A0\u8F7D\u6536\u85CF\u89C6\u56FE",
    loadFailed: "\u6536\u85CF\u89C6\u56FE\u52A0\u8F7D\u5931\u8D25",
    retry: "\u91CD\u8BD5",
    empty: "\u6682\u65E0\u6536\u85CF\u89C6\u56FE"
  },
  exhibitions: {
    search: {
      code: "\u5C55\u4F1A\u7F16\u53F7",
      codePlaceholder: "\u8BF7\u8F93\u5165\u5C55\u4F1A\u7F16\u53F7",
      name: "\u5C55\u4F1A\u540D\u79F0",
      namePlaceholder: "\u8BF7\u8F93\u5165\u5C55\u4F1A\u540D\u79F0",
      industry: "\u9879\u76EE\u884C\u4E1A",
      region: "\u9879\u76EE\u533A\u57DF",
      selectPlaceholder: "\u8BF7\u9009\u62E9",
      applyTime: "\u62A5\u9986\u65F6\u95F4",
      startDate: "\u5F00\u59CB\u65E5\u671F",
      endDate: "\u7ED3\u675F\u65E5\u671F",
      expand: "\u5C55\u5F00",
      collapse: "\u6536\u8D77"
    },
    field: {
      number: "\u5C55\u4F1A\u7F16\u53F7",
      title: "\u5C55\u4F1A\u540D\u79F0",
      industry: "\u6240\u5C5E\u884C\u4E1A",
      region: "\u6240\u5C5E\u533A\u57DF",
      applyTime: "\u62A5\u9986\u65F6\u95F4",
      openTime: "\u5C55\u671F",
      status: "\u72B6\u6001",
      onHome: "\u9996\u9875\u5C55\u793A"
    },
    status: {
      "0": "\u7B79\u5907\u4E2D",
      "1": "\u62A5\u9986\u4E2D",
      "2": "\u8FDB\u884C\u4E2D",
      "3": "\u5DF2\u7ED3\u675F"
    },
    list: {
      table: "\u5C55\u4F1A\u5217\u8868",
      enter: "\u8FDB\u5165",
      enterOf: "\u8FDB\u5165{{title}}",
      switchOk: "\u5207\u6362\u5C55\u4F1A\u6210\u529F",
      onHomeOf: "{{title}}\u9996\u9875\u5C55\u793A",
      onHomeSaved: "\u9996\u9875\u5C55\u793A\u5DF2\u66F4\u65B0"
    },
    info: {
      noGuid: "\u672A\u6307\u5B9A\u5C55\u4F1A",
      notFound: "\u5C55\u4F1A\u4E0D\u5B58\u5728\u6216\u65E0\u6CD5\u52A0\u8F7D",
      chooseHint: "\u8BF7\u5148\u5728\u5C55\u4F1A\u5217\u8868\u4E2D\u9009\u62E9\u5C55\u4F1A\u5E76\u8FDB\u5165",
      toList: "\u524D\u5F80\u5C55\u4F1A\u5217\u8868"
    },
    figures: {
      daysToApplyEnd: "\u8DDD\u62A5\u9986\u622A\u6B62\uFF08\u5929\uFF09",
      daysToOpen: "\u8DDD\u5F00\u5C55\uFF08\u5929\uFF09",
      openDays: "\u5C55\u671F\uFF08\u5929\uFF09",
      hallCount: "\u5C55\u9986\u6570",
      activeUsers: "\u5F53\u524D\u7528\u6237\u6570"
    },
    copyConfig: {
      open: "\u590D\u5236\u914D\u7F6E",
      openOf: "\u590D\u5236\u914D\u7F6E\u5230{{title}}",
      title: "\u590D\u5236\u914D\u7F6E",
      target: "\u590D\u5236\u5230\uFF1A{{title}}",
      source: "\u6765\u6E90\u5C55\u4F1A",
      sourcePlaceholder: "\u8BF7\u9009\u62E9\u6765\u6E90\u5C55\u4F1A",
      sourceRequired: "\u8BF7\u9009\u62E9\u6765\u6E90\u5C55\u4F1A",
      parts: "\u590D\u5236\u5185\u5BB9",
      partsRequired: "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u9879\u590D\u5236\u5185\u5BB9",
      part: {
        service: "\u670D\u52A1\u914D\u7F6E",
        badge: "\u8BC1\u4EF6\u914D\u7F6E",
        overtime: "\u52A0\u73ED\u914D\u7F6E",
        file: "\u6587\u4EF6\u914D\u7F6E"
      },
      ok: "\u590D\u5236",
      confirmTitle: "\u786E\u8BA4\u590D\u5236\u914D\u7F6E",
      confirm: "\u786E\u5B9A\u5C06\u201C{{from}}\u201D\u7684\u6240\u9009\u914D\u7F6E\u590D\u5236\u5230\u201C{{to}}\u201D\u5417\uFF1F\u201C{{to}}\u201D\u7684\u73B0\u6709\u914D\u7F6E\u5C06\u88AB\u8986\u76D6\u3002",
      success: "\u590D\u5236\u914D\u7F6E\u6210\u529F",
      failed: "\u590D\u5236\u914D\u7F6E\u5931\u8D25",
      failedWith: "\u590D\u5236\u914D\u7F6E\u5931\u8D25\uFF1A{{reason}}"
    }
  },
  headerSearch: {
    open: "\u641C\u7D22\u9875\u9762",
    label: "\u641C\u7D22\u9875\u9762",
    shortcut: "\u641C\u7D22\u9875\u9762\uFF08/ \u6216 Ctrl+K\uFF09",
    placeholder: "\u9875\u9762\u540D\u79F0\u3001\u8DEF\u5F84\u6216\u62FC\u97F3",
    noResult: "\u6CA1\u6709\u5339\u914D\u7684\u9875\u9762"
  },
  exhibitionSwitch: {
    open: "\u5207\u6362\u5C55\u4F1A",
    title: "\u5207\u6362\u5C55\u4F1A",
    table: "\u53EF\u9009\u5C55\u4F1A",
    confirm: "\u786E\u5B9A",
    cancel: "\u53D6\u6D88",
    noneSelected: "\u8BF7\u9009\u62E9\u5C55\u4F1A",
    onlyOne: "\u53EA\u80FD\u9009\u62E9\u4E00\u4E2A\u5C55\u4F1A",
    success: "\u5207\u6362\u5C55\u4F1A\u6210\u529F",
    failed: "\u5207\u6362\u5C55\u4F1A\u5931\u8D25",
    loadFailed: "\u5C55\u4F1A\u5217\u8868\u52A0\u8F7D\u5931\u8D25",
    empty: "\u6682\u65E0\u6570\u636E",
    total: "\u5171 {{total}} \u6761",
    selectOf: "\u9009\u62E9{{title}}"
  },
  dateRange: {
    start: "\u5F00\u59CB\u65E5\u671F",
    end: "\u7ED3\u675F\u65E5\u671F",
    startAfterEnd: "\u5F00\u59CB\u65E5\u671F\u4E0D\u53EF\u5927\u4E8E\u7ED3\u675F\u65E5\u671F"
  },
  editor: {
    placeholder: "\u8BF7\u8F93\u5165\u5185\u5BB9",
    toolbar: "\u683C\u5F0F",
    bold: "\u52A0\u7C97",
    italic: "\u659C\u4F53",
    bulletList: "\u65E0\u5E8F\u5217\u8868",
    orderedList: "\u6709\u5E8F\u5217\u8868",
    image: "\u63D2\u5165\u56FE\u7247",
    uploading: "\u56FE\u7247\u4E0A\u4F20\u4E2D",
    tooLarge: "\u4E0A\u4F20\u6587\u4EF6\u5927\u5C0F\u4E0D\u80FD\u8D85\u8FC7 {{size}} MB!",
    insertFailed: "\u56FE\u7247\u63D2\u5165\u5931\u8D25",
    content: "\u6B63\u6587"
  },
  schedule: {
    grid: {
      view: {
        "3": "3\u5929",
        "7": "7\u5929",
        "14": "14\u5929",
        "30": "30\u5929",
        "31": "\u6708\u5EA6",
        "92": "\u5B63\u5EA6"
      },
      viewMode: "\u89C6\u56FE",
      configError: "\u914D\u7F6E\u9519\u8BEF,\u6392\u671F\u5C55\u793A\u53EF\u80FD\u6709\u8BEF\u3002\u8BF7\u5148\u4FEE\u6539\u914D\u7F6E",
      configErrorTitle: "\u63D0\u793A",
      gridLabel: "\u6392\u671F\u8868",
      corner: "\u573A\u5730",
      projectCorner: "\u9879\u76EE",
      dayLabel: "{{month}}\u6708{{day}}\u65E5",
      weekday: {
        "0": "\u5468\u65E5",
        "1": "\u5468\u4E00",
        "2": "\u5468\u4E8C",
        "3": "\u5468\u4E09",
        "4": "\u5468\u56DB",
        "5": "\u5468\u4E94",
        "6": "\u5468\u516D"
      },
      cellLabel: "{{row}} {{date}} {{part}}",
      cellLabelBlock: "{{row}} {{date}} {{part}}: {{text}} {{status}}",
      unsavedBlock: "\u672A\u4FDD\u5B58",
      relatedCopy: "\u5173\u8054\u573A\u5730\u5360\u7528",
      disabled: "\u5DF2\u505C\u7528",
      disabledByRelated: "\u5173\u8054\u573A\u5730{{site}}\u5DF2\u9009\u62E9",
      area: "{{area}}\u33A1",
      prevDay: "\u524D\u4E00\u5929",
      nextDay: "\u540E\u4E00\u5929",
      prevWeek: "\u4E0A\u4E00\u5468",
      nextWeek: "\u4E0B\u4E00\u5468",
      prevMonth: "\u4E0A\u4E2A\u6708",
      nextMonth: "\u4E0B\u4E2A\u6708",
      prevQuarter: "\u4E0A\u5B63\u5EA6",
      nextQuarter: "\u4E0B\u5B63\u5EA6",
      today: "\u4ECA\u5929",
      pickDate: "\u9009\u62E9\u65E5\u671F",
      pickMonth: "\u9009\u62E9\u6708\u4EFD",
      pickQuarter: "\u9009\u62E9\u5B63\u5EA6",
      quarter: {
        "31": "1-3\u6708",
        "61": "4-6\u6708",
        "91": "7-9\u6708",
        "121": "10-12\u6708"
      },
      export: "\u5BFC\u51FA",
      print: "\u6253\u5370",
      expand: "\u5C55\u5F00",
      collapse: "\u6536\u8D77",
      template: "\u6392\u671F\u6A21\u677F",
      loading: "\u52A0\u8F7D\u4E2D\u2026",
      loadFailed: "\u6392\u671F\u52A0\u8F7D\u5931\u8D25",
      retry: "\u91CD\u8BD5"
    },
    booking: {
      title: "\u65B0\u589E\u9884\u8BA2",
      save: "\u4FDD\u5B58",
      cancel: "\u53D6\u6D88",
      saved: "\u9884\u8BA2\u5DF2\u4FDD\u5B58",
      blocks: "\u5DF2\u9009\u62E9 {{count}} \u4E2A\u65F6\u6BB5",
      blockList: "\u6240\u9009\u65F6\u6BB5",
      project: "\u9879\u76EE",
      projectPlaceholder: "\u8BF7\u9009\u62E9\u9879\u76EE",
      projectRequired: "\u8BF7\u9009\u62E9\u9879\u76EE",
      usage: "\u7528\u9014",
      level: "\u610F\u5411\u7B49\u7EA7",
      dates: "\u65E5\u671F",
      datesRequired: "\u8BF7\u9009\u62E9\u65E5\u671F",
      remark: "\u5907\u6CE8",
      noBlocks: "\u6CA1\u6709\u5F85\u4FDD\u5B58\u7684\u65F6\u6BB5"
    },
    usage: {
      loadIn: "\u8FDB\u9986/\u5E03\u5C55",
      show: "\u5C55\u671F",
      loadOut: "\u64A4\u9986",
      meeting: "\u4F1A\u8BAE",
      event: "\u6D3B\u52A8",
      closure: "\u5C01\u9986"
    },
    level: {
      "1": "\u7B2C\u4E00\u610F\u5411",
      "2": "\u7B2C\u4E8C\u610F\u5411",
      "3": "\u7B2C\u4E09\u610F\u5411"
    },
    status: {
      "0": "\u9884\u5B9A",
      "1": "\u5F85\u7B7E\u7EA6",
      "2": "\u5DF2\u786E\u8BA4",
      "3": "\u5DF2\u53D6\u6D88"
    },
    drawer: {
      title: "\u9884\u8BA2\u8BE6\u60C5",
      edit: "\u7F16\u8F91",
      delete: "\u5220\u9664",
      deleteConfirm: "\u786E\u5B9A\u5220\u9664\u8BE5\u9884\u8BA2\u5417\uFF1F",
      deleted: "\u9884\u8BA2\u5DF2\u5220\u9664",
      updated: "\u9884\u8BA2\u5DF2\u66F4\u65B0",
      project: "\u9879\u76EE",
      customer: "\u5BA2\u6237",
      site: "\u573A\u5730",
      time: "\u65F6\u95F4",
      status: "\u72B6\u6001"
    },
    daily: {
      date: "\u65E5\u671F",
      today: "\u4ECA\u5929",
      print: "\u6253\u5370"
    },
    conflict: {
      dates: "\u65E5\u671F\u8303\u56F4",
      all: "\u5168\u90E8",
      site: "\u573A\u5730",
      time: "\u65E5\u671F/\u65F6\u6BB5",
      projectA: "\u9879\u76EE A\uFF08\u72B6\u6001/\u610F\u5411\uFF09",
      projectB: "\u9879\u76EE B",
      type: "\u7C7B\u578B",
      grade: "\u7EA7\u522B",
      state: "\u5904\u7406\u72B6\u6001",
      handler: "\u5904\u7406\u4EBA",
      markResolved: "\u6807\u8BB0\u5DF2\u534F\u8C03",
      ignore: "\u5FFD\u7565",
      reopen: "\u91CD\u65B0\u6253\u5F00",
      note: "\u5907\u6CE8",
      confirm: "\u786E\u5B9A",
      handled: "\u5904\u7406\u72B6\u6001\u5DF2\u66F4\u65B0",
      types: {
        same: "\u540C\u4E00\u573A\u5730",
        related: "\u5173\u8054\u573A\u5730",
        disabled: "\u573A\u5730\u505C\u7528"
      },
      grades: {
        serious: "\u4E25\u91CD",
        handle: "\u9700\u5904\u7406",
        notice: "\u63D0\u793A",
        siteDisabled: "\u573A\u5730\u505C\u7528"
      },
      states: {
        open: "\u5F85\u5904\u7406",
        resolved: "\u5DF2\u534F\u8C03",
        ignored: "\u5DF2\u5FFD\u7565"
      }
    },
    projectSites: {
      separator: "\u3001",
      many: "{{names}} \u7B49{{count}}\u4E2A\u573A\u5730"
    }
  },
  system: {
    remarkTemplate: {
      what: "\u5907\u6CE8\u6A21\u677F",
      name: "\u6A21\u677F\u540D\u79F0",
      category: "\u5206\u7C7B",
      content: "\u5907\u6CE8\u5185\u5BB9"
    },
    scheduleTemplate: {
      what: "\u6392\u671F\u6A21\u677F",
      name: "\u6A21\u677F\u540D\u79F0",
      default: "\u9ED8\u8BA4",
      dayParts: "\u65F6\u6BB5",
      totalHours: "\u5408\u8BA1(\u5C0F\u65F6)",
      siteCount: "\u4F7F\u7528\u573A\u5730\u6570",
      partText: "\u65F6\u6BB5\u540D\u79F0",
      start: "\u5F00\u59CB\u65F6\u95F4",
      end: "\u7ED3\u675F\u65F6\u95F4",
      width: "\u5217\u5BBD",
      addPart: "\u6DFB\u52A0\u65F6\u6BB5",
      removePart: "\u5220\u9664\u65F6\u6BB5",
      total: "\u5408\u8BA1 {{hours}} \u5C0F\u65F6\uFF08\u6700\u591A24\u5C0F\u65F6\uFF09",
      needOnePart: "\u8BF7\u81F3\u5C11\u6DFB\u52A0\u4E00\u4E2A\u65F6\u6BB5"
    },
    price: {
      what: "\u4EF7\u683C",
      site: "\u573A\u5730",
      periodType: "\u6863\u671F\u7C7B\u578B",
      unit: "\u8BA1\u4EF7\u5355\u4F4D",
      standardPrice: "\u6807\u51C6\u4EF7",
      floorPrice: "\u5E95\u4EF7",
      holidayFactor: "\u8282\u5047\u65E5\u7CFB\u6570",
      taxRate: "\u7A0E\u7387",
      validity: "\u6709\u6548\u671F",
      validFrom: "\u751F\u6548\u65E5\u671F",
      validTo: "\u5931\u6548\u65E5\u671F"
    },
    user: {
      what: "\u7528\u6237",
      id: "\u7528\u6237\u7F16\u53F7",
      userName: "\u7528\u6237\u540D\u79F0",
      nickName: "\u7528\u6237\u6635\u79F0",
      dept: "\u90E8\u95E8",
      deptTree: "\u90E8\u95E8",
      mobile: "\u624B\u673A\u53F7\u7801",
      email: "\u90AE\u7BB1",
      roles: "\u89D2\u8272",
      password: "\u7528\u6237\u5BC6\u7801",
      namePlaceholder: "\u8BF7\u8F93\u5165\u7528\u6237\u540D\u79F0\u6216\u6635\u79F0",
      userNamePattern: "\u7528\u6237\u540D\u79F0\u53EA\u80FD\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u548C _ . @ -",
      mobileInvalid: "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u624B\u673A\u53F7\u7801",
      emailInvalid: "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u90AE\u7BB1\u5730\u5740",
      resetPassword: "\u91CD\u7F6E\u5BC6\u7801",
      resetConfirm: '\u786E\u8BA4\u8981\u91CD\u7F6E"{{name}}"\u7684\u5BC6\u7801\u5417\uFF1F',
      newPasswordIs: '"{{name}}"\u7684\u65B0\u5BC6\u7801\uFF1A',
      shownOnce: "\u65B0\u5BC6\u7801\u53EA\u663E\u793A\u8FD9\u4E00\u6B21\uFF0C\u8BF7\u59A5\u5584\u8F6C\u4EA4\u672C\u4EBA\u3002",
      assignRoles: "\u5206\u914D\u89D2\u8272",
      feishu: "\u98DE\u4E66\u8D26\u53F7",
      bound: "\u5DF2\u7ED1\u5B9A",
      unbound: "\u672A\u7ED1\u5B9A",
      importTitle: "\u7528\u6237\u5BFC\u5165",
      importTemplate: "\u7528\u6237\u5BFC\u5165\u6A21\u677F",
      updateSupport: "\u662F\u5426\u66F4\u65B0\u5DF2\u7ECF\u5B58\u5728\u7684\u7528\u6237\u6570\u636E",
      firstPassword: "\u521D\u59CB\u5BC6\u7801",
      passwordsOnce: "\u65B0\u7528\u6237\u7684\u521D\u59CB\u5BC6\u7801\u53EA\u663E\u793A\u8FD9\u4E00\u6B21\uFF0C\u8BF7\u8F6C\u4EA4\u672C\u4EBA\u5E76\u63D0\u9192\u5176\u767B\u5F55\u540E\u4FEE\u6539\u3002"
    },
    role: {
      what: "\u89D2\u8272",
      id: "\u89D2\u8272\u7F16\u53F7",
      name: "\u89D2\u8272\u540D\u79F0",
      key: "\u6743\u9650\u5B57\u7B26",
      keyHint: "\u4EE3\u7801\u4E2D\u4F7F\u7528\u7684\u89D2\u8272\u6807\u8BC6\uFF0C\u5982 admin\u3001ops_supervisor",
      keyPattern: "\u4EE5\u5B57\u6BCD\u5F00\u5934\uFF0C\u53EA\u80FD\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u3001\u4E0B\u5212\u7EBF\u548C\u5192\u53F7",
      menus: "\u83DC\u5355\u6743\u9650",
      expandAll: "\u5C55\u5F00/\u6298\u53E0",
      selectAll: "\u5168\u9009/\u5168\u4E0D\u9009",
      linkage: "\u7236\u5B50\u8054\u52A8",
      dataScope: "\u6570\u636E\u6743\u9650",
      dataScopeTitle: "\u5206\u914D\u6570\u636E\u6743\u9650",
      scope: "\u6743\u9650\u8303\u56F4",
      depts: "\u6570\u636E\u6743\u9650\u90E8\u95E8",
      scope1: "\u5168\u90E8\u6570\u636E\u6743\u9650",
      scope2: "\u81EA\u5B9A\u6570\u636E\u6743\u9650",
      scope3: "\u672C\u90E8\u95E8\u6570\u636E\u6743\u9650",
      scope4: "\u672C\u90E8\u95E8\u53CA\u4EE5\u4E0B\u6570\u636E\u6743\u9650",
      scope5: "\u4EC5\u672C\u4EBA\u6570\u636E\u6743\u9650"
    },
    dict: {
      what: "\u5B57\u5178\u7C7B\u578B",
      typesTable: "\u5B57\u5178\u7C7B\u578B\u5217\u8868",
      name: "\u5B57\u5178\u540D\u79F0",
      dictType: "\u5B57\u5178\u7C7B\u578B",
      valueCount: "\u6570\u636E\u6761\u6570",
      values: "\u5B57\u5178\u6570\u636E",
      valuesOf: "\u5B57\u5178\u6570\u636E\uFF1A{{name}}\uFF08{{dictType}}\uFF09",
      typeHint: "\u5C0F\u5199\u5B57\u6BCD\u5F00\u5934\uFF0C\u4EC5\u542B\u5C0F\u5199\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u4E0B\u5212\u7EBF\uFF0C\u5982 site_type",
      typeFixed: "\u5B57\u5178\u7C7B\u578B\u521B\u5EFA\u540E\u4E0D\u53EF\u4FEE\u6539\uFF08\u5176\u4ED6\u6570\u636E\u6309\u5B83\u8BFB\u53D6\u5B57\u5178\uFF09",
      typePattern: "\u987B\u4EE5\u5C0F\u5199\u5B57\u6BCD\u5F00\u5934\uFF0C\u4EC5\u542B\u5C0F\u5199\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u4E0B\u5212\u7EBF",
      valueWhat: "\u5B57\u5178\u6570\u636E",
      label: "\u5B57\u5178\u6807\u7B7E",
      value: "\u5B57\u5178\u952E\u503C",
      color: "\u6807\u7B7E\u989C\u8272",
      customColor: "\u81EA\u5B9A\u4E49\u989C\u8272",
      colorInvalid: "\u8BF7\u9009\u62E9\u9884\u8BBE\u989C\u8272\u6216\u8F93\u5165 #RRGGBB",
      plainTag: "\u9ED8\u8BA4\uFF08\u65E0\u989C\u8272\uFF09",
      preview: "\u6807\u7B7E\u9884\u89C8"
    },
    resource: {
      what: "\u8D44\u6E90",
      name: "\u8D44\u6E90\u540D\u79F0",
      type: "\u8D44\u6E90\u7C7B\u578B",
      unit: "\u5355\u4F4D",
      unitHint: "\u5982 \u5757\xB7\u5929\u3001\u8F66\u4F4D\xB7\u5929",
      quantity: "\u6570\u91CF",
      price: "\u5355\u4EF7\uFF08\u5143\uFF09",
      site: "\u6240\u5C5E\u573A\u5730"
    },
    paymentPlan: {
      what: "\u4ED8\u6B3E\u8BA1\u5212\u6A21\u677F",
      name: "\u6A21\u677F\u540D\u79F0",
      instalments: "\u4ED8\u6B3E\u8282\u70B9",
      count: "\u671F\u6570",
      instalment: "{{type}} {{anchor}}{{days}}\u65E5\u5185 {{ratio}}%",
      type: "\u6B3E\u9879\u7C7B\u578B",
      anchor: "\u8BA1\u7B97\u8282\u70B9",
      offsetDays: "\u5929\u6570",
      days: "\u65E5",
      ratio: "\u6BD4\u4F8B",
      addInstalment: "\u6DFB\u52A0\u4ED8\u6B3E\u8282\u70B9",
      removeInstalment: "\u5220\u9664\u4ED8\u6B3E\u8282\u70B9",
      total: "\u6BD4\u4F8B\u5408\u8BA1 {{total}}%\uFF08\u987B\u4E3A100%\uFF09",
      types: {
        deposit: "\u5B9A\u91D1",
        firstPayment: "\u9996\u4ED8\u6B3E",
        progress: "\u8FDB\u5EA6\u6B3E",
        final: "\u5C3E\u6B3E",
        guarantee: "\u62BC\u91D1"
      },
      anchors: {
        afterSigning: "\u7B7E\u7EA6\u540E",
        beforeMoveIn: "\u8FDB\u9986\u524D",
        afterMoveOut: "\u64A4\u9986\u540E"
      }
    },
    contractTemplate: {
      what: "\u5408\u540C\u6A21\u677F",
      name: "\u6A21\u677F\u540D\u79F0",
      contractType: "\u5408\u540C\u7C7B\u578B",
      content: "\u5408\u540C\u5185\u5BB9",
      placeholder: "\u63D2\u5165\u5360\u4F4D\u7B26"
    },
    site: {
      what: "\u573A\u5730",
      name: "\u573A\u5730\u540D\u79F0",
      nameOrCode: "\u8BF7\u8F93\u5165\u573A\u5730\u540D\u79F0\u6216\u7F16\u7801",
      code: "\u573A\u5730\u7F16\u7801",
      type: "\u573A\u5730\u7C7B\u578B",
      area: "\u9762\u79EF\uFF08\u33A1\uFF09",
      height: "\u51C0\u9AD8\uFF08m\uFF09",
      floorLoad: "\u627F\u91CD\uFF08t/\u33A1\uFF09",
      capacity: "\u5BB9\u7EB3\uFF08\u5267\u9662/\u8BFE\u684C\uFF09",
      capacityTheatre: "\u5267\u9662\u5F0F\u5EA7\u4F4D",
      capacityClassroom: "\u8BFE\u684C\u5F0F\u5EA7\u4F4D",
      bookable: "\u53EF\u9884\u8BA2",
      yes: "\u662F",
      no: "\u5426",
      related: "\u5173\u8054\u573A\u5730",
      disabled: "\u505C\u7528",
      isDisabled: "\u5DF2\u505C\u7528",
      notDisabled: "\u6B63\u5E38",
      disabledPeriod: "\u505C\u7528 {{from}} ~ {{to}}",
      disableFrom: "\u505C\u7528\u5F00\u59CB",
      disableTo: "\u505C\u7528\u7ED3\u675F",
      disableReason: "\u505C\u7528\u539F\u56E0",
      periodOrder: "\u5F00\u59CB\u65E5\u671F\u4E0D\u53EF\u5927\u4E8E\u7ED3\u675F\u65E5\u671F",
      disableNeedsPermission: "\u505C\u7528\u573A\u5730\u9700\u8981\u201C\u573A\u5730\u505C\u7528\u201D\u6743\u9650",
      template: "\u6863\u671F\u6A21\u677F",
      defaultTemplate: "\u9ED8\u8BA4\u6A21\u677F",
      parent: "\u6240\u5C5E\u5206\u7EC4",
      noParent: "\u65E0\uFF08\u4F5C\u4E3A\u5206\u7EC4\uFF09"
    },
    fileTemplate: {
      what: "\u6587\u4EF6\u6A21\u677F",
      name: "\u6A21\u677F\u540D\u79F0",
      category: "\u6587\u4EF6\u5206\u7C7B",
      file: "\u6587\u4EF6",
      upload: "\u4E0A\u4F20\u6587\u4EF6",
      uploadFailed: "\u4E0A\u4F20\u5931\u8D25"
    },
    menu: {
      what: "\u83DC\u5355",
      name: "\u83DC\u5355\u540D\u79F0",
      system: "\u6240\u5C5E\u7CFB\u7EDF",
      icon: "\u56FE\u6807",
      type: "\u83DC\u5355\u7C7B\u578B",
      typeM: "\u76EE\u5F55",
      typeC: "\u83DC\u5355",
      typeF: "\u6309\u94AE",
      perms: "\u6743\u9650\u6807\u8BC6",
      path: "\u8DEF\u7531\u5730\u5740",
      visible: "\u663E\u793A\u72B6\u6001",
      show: "\u663E\u793A",
      hide: "\u9690\u85CF",
      parent: "\u4E0A\u7EA7\u83DC\u5355",
      root: "\u4E3B\u7C7B\u76EE"
    },
    module: {
      what: "\u6A21\u5757",
      code: "\u6A21\u5757\u7F16\u7801",
      name: "\u6A21\u5757\u540D\u79F0",
      version: "\u7248\u672C",
      hint: "\u5B50\u7CFB\u7EDF\u7684\u7F16\u7801\u56FA\u5B9A\uFF08\u8DEF\u7531\u8868\u6309\u7F16\u7801\u533A\u5206\uFF09\uFF0C\u53EA\u80FD\u4FEE\u6539\u540D\u79F0\u3001\u987A\u5E8F\u3001\u72B6\u6001\u548C\u5907\u6CE8\uFF1B\u505C\u7528\u7684\u5B50\u7CFB\u7EDF\u5728\u4E0B\u6B21\u767B\u5F55\u65F6\u4E0D\u518D\u51FA\u73B0\u3002"
    },
    dept: {
      what: "\u90E8\u95E8",
      name: "\u90E8\u95E8\u540D\u79F0",
      parent: "\u4E0A\u7EA7\u90E8\u95E8",
      leader: "\u8D1F\u8D23\u4EBA",
      phone: "\u8054\u7CFB\u7535\u8BDD",
      email: "\u90AE\u7BB1",
      phoneInvalid: "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u8054\u7CFB\u7535\u8BDD"
    }
  },
  profile: {
    info: "\u57FA\u672C\u8D44\u6599",
    edit: "\u4FEE\u6539\u8D44\u6599",
    changePassword: "\u4FEE\u6539\u5BC6\u7801",
    bindings: "\u7B2C\u4E09\u65B9\u8D26\u53F7",
    unbind: "\u89E3\u7ED1",
    unbindConfirm: "\u786E\u8BA4\u8981\u89E3\u9664\u98DE\u4E66\u8D26\u53F7\u7684\u7ED1\u5B9A\u5417\uFF1F\u89E3\u7ED1\u540E\u5C06\u4E0D\u80FD\u7528\u98DE\u4E66\u767B\u5F55\u3002",
    unbound: "\u89E3\u7ED1\u6210\u529F",
    bindHint: "\u5728\u767B\u5F55\u9875\u4F7F\u7528\u98DE\u4E66\u767B\u5F55\u5373\u53EF\u7ED1\u5B9A"
  },
  server: {
    ok: "\u64CD\u4F5C\u6210\u529F",
    notSignedIn: "\u767B\u5F55\u72B6\u6001\u5DF2\u8FC7\u671F\uFF0C\u8BF7\u91CD\u65B0\u767B\u5F55",
    forbidden: "\u6CA1\u6709\u6743\u9650\uFF0C\u8BF7\u8054\u7CFB\u7BA1\u7406\u5458\u6388\u6743",
    notFound: "\u8BF7\u6C42\u7684\u8D44\u6E90\u4E0D\u5B58\u5728",
    badRequest: "\u8BF7\u6C42\u53C2\u6570\u6709\u8BEF\uFF1A{{detail}}",
    tooMany: "\u8BF7\u6C42\u8FC7\u4E8E\u9891\u7E41\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5",
    tooLarge: "\u4E0A\u4F20\u6587\u4EF6\u5927\u5C0F\u4E0D\u80FD\u8D85\u8FC7 {{mb}} MB!",
    serverError: "\u670D\u52A1\u5668\u5185\u90E8\u9519\u8BEF\uFF0C\u8BF7\u8054\u7CFB\u7BA1\u7406\u5458",
    conflict: "\u6570\u636E\u5DF2\u88AB\u4ED6\u4EBA\u4FEE\u6539\uFF0C\u8BF7\u5237\u65B0\u540E\u91CD\u8BD5",
    validation: {
      cents: "\u6700\u591A\u4E24\u4F4D\u5C0F\u6570",
      date: "\u5FC5\u987B\u662Fyyyy-MM-dd\u683C\u5F0F\u7684\u65E5\u671F",
      halfHour: "\u5FC5\u987B\u662F30\u5206\u949F\u7684\u6574\u6570\u500D"
    },
    export: {
      sort: "\u663E\u793A\u987A\u5E8F",
      status: "\u72B6\u6001",
      enabled: "\u6B63\u5E38",
      disabled: "\u505C\u7528",
      remark: "\u5907\u6CE8",
      createdAt: "\u521B\u5EFA\u65F6\u95F4",
      updatedAt: "\u66F4\u65B0\u65F6\u95F4",
      site: {
        floorLoad: "\u5730\u9762\u627F\u91CD\uFF08t/\u33A1\uFF09",
        disabled: "\u505C\u7528\u65F6\u6BB5"
      },
      user: {
        sheet: "\u7528\u6237\u6570\u636E"
      },
      dept: {
        sheet: "\u90E8\u95E8\u6570\u636E",
        id: "\u90E8\u95E8\u7F16\u53F7"
      },
      dictData: {
        sheet: "\u5B57\u5178\u6570\u636E"
      },
      dictType: {
        sheet: "\u5B57\u5178\u7C7B\u578B"
      },
      loginLog: {
        sheet: "\u767B\u5F55\u65E5\u5FD7"
      },
      operationLog: {
        sheet: "\u64CD\u4F5C\u65E5\u5FD7"
      },
      log: {
        id: "\u7F16\u53F7",
        userName: "\u7528\u6237\u540D\u79F0",
        ip: "IP\u5730\u5740",
        browser: "\u6D4F\u89C8\u5668",
        method: "\u767B\u5F55\u65B9\u5F0F",
        methodPassword: "\u8D26\u53F7\u5BC6\u7801",
        methodFeishu: "\u98DE\u4E66",
        result: "\u72B6\u6001",
        success: "\u6210\u529F",
        fail: "\u5931\u8D25",
        message: "\u63D0\u793A\u6D88\u606F",
        time: "\u65F6\u95F4",
        module: "\u7CFB\u7EDF\u6A21\u5757",
        action: "\u64CD\u4F5C\u7C7B\u578B",
        url: "\u8BF7\u6C42\u5730\u5740",
        params: "\u8BF7\u6C42\u53C2\u6570",
        duration: "\u8017\u65F6(\u6BEB\u79D2)"
      },
      role: {
        sheet: "\u89D2\u8272\u6570\u636E"
      },
      yes: "\u662F",
      no: "\u5426"
    },
    site: {
      codeTaken: "\u573A\u5730\u7F16\u7801\u5DF2\u5B58\u5728",
      badParent: "\u4E0A\u7EA7\u573A\u5730\u987B\u662F\u4E00\u4E2A\u5206\u7EC4\uFF0C\u4E14\u4E0D\u80FD\u662F\u81EA\u8EAB",
      groupWithChildren: "\u8BE5\u5206\u7EC4\u4E0B\u6709\u573A\u5730\uFF0C\u4E0D\u80FD\u79FB\u5165\u5176\u4ED6\u5206\u7EC4",
      noType: "\u8BF7\u9009\u62E9\u573A\u5730\u7C7B\u578B\u5B57\u5178\u4E2D\u7684\u503C",
      badRelated: "\u5173\u8054\u573A\u5730\u987B\u662F\u5176\u4ED6\u53EF\u9884\u8BA2\u573A\u5730",
      noTemplate: "\u6863\u671F\u6A21\u677F\u4E0D\u5B58\u5728",
      hasBookings: "\u573A\u5730\u300C{{name}}\u300D\u5DF2\u6709{{count}}\u6761\u9884\u8BA2\uFF0C\u4E0D\u80FD\u5220\u9664",
      hasPrices: "\u573A\u5730\u300C{{name}}\u300D\u6709{{count}}\u6761\u4EF7\u683C\uFF0C\u8BF7\u5148\u5728\u4EF7\u683C\u7BA1\u7406\u4E2D\u5220\u9664",
      hasChildren: "\u5206\u7EC4\u300C{{name}}\u300D\u4E0B\u6709\u573A\u5730\uFF0C\u4E0D\u80FD\u5220\u9664"
    },
    resource: {
      noType: "\u8BF7\u9009\u62E9\u8D44\u6E90\u7C7B\u578B\u5B57\u5178\u4E2D\u7684\u503C",
      noSite: "\u573A\u5730\u4E0D\u5B58\u5728\u6216\u4E0D\u53EF\u9884\u8BA2"
    },
    loginSuccess: "\u767B\u5F55\u6210\u529F",
    loginFailed: "\u7528\u6237\u4E0D\u5B58\u5728/\u5BC6\u7801\u9519\u8BEF\uFF0C\u8FD8\u53EF\u5C1D\u8BD5{{left}}\u6B21",
    loginLocked: "\u8D26\u53F7\u5DF2\u9501\u5B9A\uFF0C\u8BF7\u4E8E {{time}} \u540E\u91CD\u8BD5",
    accountDisabled: "\u8D26\u53F7\u5DF2\u505C\u7528\uFF0C\u8BF7\u8054\u7CFB\u7BA1\u7406\u5458",
    logoutDone: "\u9000\u51FA\u6210\u529F",
    feishuNotBound: "\u8BE5\u98DE\u4E66\u8D26\u53F7\u5C1A\u672A\u7ED1\u5B9A\uFF0C\u8BF7\u8F93\u5165\u8D26\u53F7\u5BC6\u7801\u5B8C\u6210\u7ED1\u5B9A",
    feishuNotConfigured: "\u98DE\u4E66\u767B\u5F55\u672A\u542F\u7528\uFF0C\u8BF7\u4F7F\u7528\u8D26\u53F7\u5BC6\u7801\u767B\u5F55",
    feishuCodeInvalid: "\u98DE\u4E66\u6388\u6743\u5DF2\u5931\u6548\uFF0C\u8BF7\u91CD\u65B0\u626B\u7801\u767B\u5F55",
    feishuUnavailable: "\u98DE\u4E66\u670D\u52A1\u6682\u65F6\u65E0\u6CD5\u8BBF\u95EE\uFF0C\u8BF7\u7A0D\u540E\u91CD\u8BD5",
    bindTicketInvalid: "\u7ED1\u5B9A\u5DF2\u5931\u6548\uFF0C\u8BF7\u91CD\u65B0\u4F7F\u7528\u98DE\u4E66\u767B\u5F55",
    password: {
      oldRequired: "\u8BF7\u8F93\u5165\u65E7\u5BC6\u7801",
      required: "\u8BF7\u8F93\u5165\u5BC6\u7801",
      tooShort: "\u5BC6\u7801\u957F\u5EA6\u4E0D\u80FD\u5C11\u4E8E{{min}}\u4F4D",
      tooLong: "\u5BC6\u7801\u957F\u5EA6\u4E0D\u80FD\u8D85\u8FC7{{max}}\u4F4D",
      weak: "\u5BC6\u7801\u5FC5\u987B\u5305\u542B\u5927\u5199\u5B57\u6BCD\u3001\u5C0F\u5199\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u7279\u6B8A\u5B57\u7B26",
      confirmRequired: "\u8BF7\u518D\u6B21\u8F93\u5165\u5BC6\u7801",
      mismatch: "\u4E24\u6B21\u8F93\u5165\u7684\u5BC6\u7801\u4E0D\u4E00\u81F4",
      oldWrong: "\u65E7\u5BC6\u7801\u9519\u8BEF",
      notEncoded: "\u5BC6\u7801\u5B57\u6BB5\u5FC5\u987B\u4E3A Base64 \u7F16\u7801",
      changed: "\u4FEE\u6539\u6210\u529F"
    },
    exhibition: {
      notFound: "\u5C55\u4F1A\u4E0D\u5B58\u5728\u6216\u5DF2\u88AB\u5220\u9664",
      switchOk: "\u5207\u6362\u5C55\u4F1A\u6210\u529F",
      switchFailed: "\u5207\u6362\u5C55\u4F1A\u5931\u8D25",
      contextGone: "\u5F53\u524D\u5C55\u4F1A\u5DF2\u4E0D\u5B58\u5728\uFF0C\u8BF7\u91CD\u65B0\u9009\u62E9\u5C55\u4F1A",
      numberTaken: "\u5C55\u4F1A\u7F16\u53F7\u201C{{number}}\u201D\u5DF2\u88AB\u5C55\u4F1A\u201C{{title}}\u201D\u4F7F\u7528",
      versionRequired: "\u8BF7\u6C42\u53C2\u6570\u6709\u8BEF\uFF1Aversion: \u5FC5\u586B",
      unknownRef: "\u8BF7\u6C42\u53C2\u6570\u6709\u8BEF\uFF1A{{field}}: \u4E0D\u5B58\u5728",
      ended: "\u5C55\u4F1A\u5DF2\u7ED3\u675F\uFF0C\u4E0D\u80FD\u518D\u529E\u7406\u4E1A\u52A1"
    },
    user: {
      userNameTaken: "\u767B\u5F55\u8D26\u53F7\u5DF2\u5B58\u5728",
      mobileTaken: "\u624B\u673A\u53F7\u7801\u5DF2\u5B58\u5728",
      emailTaken: "\u90AE\u7BB1\u8D26\u53F7\u5DF2\u5B58\u5728",
      deptMissing: "\u90E8\u95E8\u4E0D\u5B58\u5728",
      roleMissing: "\u89D2\u8272\u4E0D\u5B58\u5728",
      notSelf: "\u4E0D\u80FD\u5220\u9664\u6216\u505C\u7528\u5F53\u524D\u767B\u5F55\u7684\u7528\u6237",
      notAdmin: "\u4E0D\u5141\u8BB8\u5220\u9664\u6216\u505C\u7528\u8D85\u7EA7\u7BA1\u7406\u5458"
    },
    import: {
      user: {
        sheet: "\u7528\u6237\u5BFC\u5165",
        lists: "\u53EF\u9009\u503C"
      },
      notXlsx: "\u8BF7\u4E0A\u4F20 .xlsx \u683C\u5F0F\u7684 Excel \u6587\u4EF6",
      notTemplate: "\u6587\u4EF6\u7684\u8868\u5934\u4E0E\u5BFC\u5165\u6A21\u677F\u4E0D\u7B26\uFF0C\u8BF7\u4E0B\u8F7D\u6A21\u677F\u540E\u586B\u5199",
      empty: "\u5BFC\u5165\u6570\u636E\u4E0D\u80FD\u4E3A\u7A7A",
      tooMany: "\u4E00\u6B21\u6700\u591A\u5BFC\u5165 {{max}} \u884C",
      duplicateInFile: "\u4E0E\u7B2C {{row}} \u884C\u91CD\u590D",
      unknownStatus: "\u72B6\u6001\u5E94\u4E3A\u201C\u6B63\u5E38\u201D\u6216\u201C\u505C\u7528\u201D",
      userExists: "\u767B\u5F55\u8D26\u53F7\u5DF2\u5B58\u5728\uFF08\u52FE\u9009\u201C\u66F4\u65B0\u5DF2\u7ECF\u5B58\u5728\u7684\u7528\u6237\u6570\u636E\u201D\u53EF\u66F4\u65B0\uFF09",
      notInScope: "\u8BE5\u8D26\u53F7\u4E0D\u5728\u60A8\u7684\u6570\u636E\u6743\u9650\u5185\uFF0C\u4E0D\u80FD\u66F4\u65B0",
      deptAmbiguous: "\u6709\u591A\u4E2A\u90E8\u95E8\u53EB\u8FD9\u4E2A\u540D\u79F0",
      roleMissing: "\u89D2\u8272\u201C{{name}}\u201D\u4E0D\u5B58\u5728"
    },
    menu: {
      hasChildren: '\u83DC\u5355"{{name}}"\u5B58\u5728\u5B50\u83DC\u5355\uFF0C\u4E0D\u5141\u8BB8\u5220\u9664',
      assigned: '\u83DC\u5355"{{name}}"\u5DF2\u5206\u914D\u7ED9\u89D2\u8272"{{role}}"\uFF0C\u4E0D\u5141\u8BB8\u5220\u9664',
      badParent: "\u4E0A\u7EA7\u83DC\u5355\u4E0D\u5408\u9002",
      pathRequired: "\u8DEF\u7531\u5730\u5740\u4E0D\u80FD\u4E3A\u7A7A",
      permsRequired: "\u6309\u94AE\u987B\u9009\u62E9\u6743\u9650\u5B57\u7B26"
    },
    dept: {
      parentMissing: "\u4E0A\u7EA7\u90E8\u95E8\u4E0D\u5B58\u5728",
      parentIsSelf: "\u4E0A\u7EA7\u90E8\u95E8\u4E0D\u80FD\u662F\u81EA\u5DF1\u6216\u81EA\u5DF1\u7684\u4E0B\u7EA7",
      parentDisabled: "\u4E0A\u7EA7\u90E8\u95E8\u5DF2\u505C\u7528\uFF0C\u4E0D\u5141\u8BB8\u65B0\u589E",
      nameTaken: "\u540C\u7EA7\u90E8\u95E8\u540D\u79F0\u5DF2\u5B58\u5728",
      hasChildren: "\u5B58\u5728\u4E0B\u7EA7\u90E8\u95E8\uFF0C\u4E0D\u5141\u8BB8\u5220\u9664",
      hasUsers: "\u90E8\u95E8\u5B58\u5728\u7528\u6237\uFF0C\u4E0D\u5141\u8BB8\u5220\u9664",
      enabledChildren: "\u8BE5\u90E8\u95E8\u5305\u542B\u672A\u505C\u7528\u7684\u5B50\u90E8\u95E8\uFF0C\u4E0D\u5141\u8BB8\u505C\u7528",
      rootFixed: "\u6839\u90E8\u95E8\u4E0D\u80FD\u4FEE\u6539\u4E0A\u7EA7"
    },
    workspace: {
      viewExists: "\u8BE5\u9875\u9762\u5DF2\u5728\u6536\u85CF\u89C6\u56FE\u4E2D",
      viewNotFound: "\u6536\u85CF\u89C6\u56FE\u4E0D\u5B58\u5728"
    },
    dict: {
      noType: "\u5B57\u5178\u7C7B\u578B\u4E0D\u5B58\u5728",
      valueTaken: "\u5B57\u5178\u952E\u503C\u5DF2\u5B58\u5728",
      typeTaken: "\u5B57\u5178\u7C7B\u578B\u5DF2\u5B58\u5728",
      typeFixed: "\u5B57\u5178\u7C7B\u578B\u521B\u5EFA\u540E\u4E0D\u53EF\u4FEE\u6539",
      typeHasValues: "\u5B57\u5178\u7C7B\u578B\u300C{{name}}\u300D\u4E0B\u6709{{count}}\u6761\u5B57\u5178\u6570\u636E\uFF0C\u8BF7\u5148\u5220\u9664\u6570\u636E"
    },
    upload: {
      noFile: "\u8BF7\u9009\u62E9\u8981\u4E0A\u4F20\u7684\u6587\u4EF6\uFF08\u8868\u5355\u5B57\u6BB5 file\uFF09",
      notDocument: "\u53EA\u80FD\u4E0A\u4F20 PDF\u3001Word\u3001Excel\u3001PowerPoint \u6587\u4EF6\u6216\u56FE\u7247",
      notImage: "\u53EA\u80FD\u4E0A\u4F20 PNG\u3001JPEG\u3001GIF \u6216 WEBP \u683C\u5F0F\u7684\u56FE\u7247",
      quotaFull: "\u60A8\u4E0A\u4F20\u7684\u6587\u4EF6\u5DF2\u8FBE\u5230 {{mb}} MB \u7684\u5B58\u50A8\u4E0A\u9650\uFF0C\u65E0\u6CD5\u518D\u4E0A\u4F20\u3002\u672A\u88AB\u4F7F\u7528\u7684\u6587\u4EF6\u4F1A\u5728 24 \u5C0F\u65F6\u540E\u81EA\u52A8\u6E05\u9664"
    },
    fileTemplate: {
      fileMissing: "\u6587\u4EF6\u4E0D\u5B58\u5728\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20"
    },
    contractTemplate: {
      empty: "\u5408\u540C\u5185\u5BB9\u4E0D\u80FD\u4E3A\u7A7A"
    },
    unlockDone: "\u89E3\u9501\u6210\u529F",
    price: {
      overlap: "\u8BE5\u573A\u5730\u6B64\u6863\u671F\u7C7B\u578B\u5DF2\u6709 {{from}} \u81F3 {{to}} \u7684\u4EF7\u683C\uFF0C\u6709\u6548\u671F\u4E0D\u80FD\u91CD\u53E0",
      siteUnknown: "\u8BF7\u9009\u62E9\u53EF\u9884\u8BA2\u7684\u573A\u5730"
    },
    schedule: {
      rangeInvalid: "\u65E5\u671F\u8303\u56F4\u65E0\u6548",
      rangeOrder: "\u5F00\u59CB\u65E5\u671F\u5FC5\u987B\u65E9\u4E8E\u7ED3\u675F\u65E5\u671F",
      rangeTooLong: "\u65E5\u671F\u8303\u56F4\u4E0D\u80FD\u8D85\u8FC7{{days}}\u5929",
      endBeforeStart: "\u7ED3\u675F\u65F6\u95F4\u5FC5\u987B\u665A\u4E8E\u5F00\u59CB\u65F6\u95F4",
      siteUnknown: "\u573A\u5730\u4E0D\u5B58\u5728\u6216\u5DF2\u88AB\u5220\u9664",
      siteGroup: "\u201C{{site}}\u201D\u662F\u573A\u5730\u5206\u7EC4\uFF0C\u4E0D\u80FD\u9884\u8BA2",
      siteDisabled: "\u573A\u5730\u201C{{site}}\u201D\u5728{{from}}\u81F3{{to}}\u505C\u7528\uFF08{{reason}}\uFF09\uFF0C\u4E0D\u80FD\u9884\u8BA2",
      projectUnknown: "\u9879\u76EE\u4E0D\u5B58\u5728\u6216\u4E0D\u53EF\u9884\u8BA2\uFF08\u5DF2\u6D41\u5931\u3001\u5DF2\u53D6\u6D88\u6216\u5DF2\u91CA\u653E\uFF09",
      batchOverlap: "\u672C\u6B21\u63D0\u4EA4\u7684\u9884\u8BA2\u5728\u201C{{site}}\u201D\u4E0A\u76F8\u4E92\u91CD\u53E0",
      clash: "\u4E0E\u5DF2\u6709\u9884\u8BA2\u51B2\u7A81\uFF1A{{list}}",
      clashMore: "\u7B49{{n}}\u6761",
      missionNotFound: "\u9884\u8BA2\u4E0D\u5B58\u5728\u6216\u5DF2\u88AB\u5220\u9664",
      conflictNotFound: "\u51B2\u7A81\u4E0D\u5B58\u5728\u6216\u5DF2\u89E3\u9664",
      templateNotFound: "\u6392\u671F\u6A21\u677F\u4E0D\u5B58\u5728",
      projectStatus: {
        "0": "\u610F\u5411",
        "1": "\u9884\u5B9A",
        "2": "\u5F85\u7B7E\u7EA6",
        "3": "\u5DF2\u7B7E\u7EA6",
        "4": "\u8FDB\u884C\u4E2D",
        "5": "\u5DF2\u5B8C\u6210",
        "6": "\u5DF2\u7ED3\u7B97",
        "7": "\u5DF2\u6D41\u5931",
        "8": "\u5DF2\u53D6\u6D88",
        "9": "\u5DF2\u91CA\u653E"
      },
      bookingStatus: {
        "0": "\u9884\u5B9A",
        "1": "\u5F85\u7B7E\u7EA6",
        "2": "\u5DF2\u786E\u8BA4",
        "3": "\u5DF2\u53D6\u6D88"
      },
      export: {
        site: "\u573A\u5730",
        project: "\u9879\u76EE",
        siteFile: "\u573A\u5730\u6392\u671F",
        projectFile: "\u9879\u76EE\u65E5\u5386"
      },
      confirmNeedsPermission: "\u5DF2\u786E\u8BA4\u7684\u9884\u8BA2\u987B\u6709\u786E\u8BA4\u6743\u9650\uFF08\u4E00\u822C\u968F\u5408\u540C\u7B7E\u8BA2\u786E\u8BA4\uFF09"
    },
    role: {
      keyTaken: "\u6743\u9650\u5B57\u7B26\u5DF2\u5B58\u5728",
      inUse: '\u89D2\u8272"{{name}}"\u5DF2\u5206\u914D\u7ED9{{count}}\u4E2A\u7528\u6237\uFF0C\u4E0D\u80FD\u5220\u9664',
      adminFixed: "\u8D85\u7EA7\u7BA1\u7406\u5458\u89D2\u8272\u4E0D\u5141\u8BB8\u5220\u9664\u3001\u505C\u7528\u6216\u4FEE\u6539\u6743\u9650\u5B57\u7B26",
      unknownMenu: "\u5305\u542B\u4E0D\u5B58\u5728\u7684\u83DC\u5355",
      unknownDept: "\u5305\u542B\u4E0D\u5B58\u5728\u7684\u90E8\u95E8"
    },
    scheduleTemplate: {
      needDefault: "\u987B\u6709\u4E00\u4E2A\u9ED8\u8BA4\u6A21\u677F\uFF0C\u8BF7\u5C06\u5176\u4ED6\u6A21\u677F\u8BBE\u4E3A\u9ED8\u8BA4",
      inUse: "\u6A21\u677F\u201C{{name}}\u201D\u6B63\u88AB{{count}}\u4E2A\u573A\u5730\u4F7F\u7528\uFF0C\u4E0D\u80FD\u5220\u9664",
      defaultDelete: "\u9ED8\u8BA4\u6A21\u677F\u201C{{name}}\u201D\u4E0D\u80FD\u5220\u9664"
    },
    grant: {
      admin: "\u53EA\u6709\u8D85\u7EA7\u7BA1\u7406\u5458\u53EF\u4EE5\u4FEE\u6539\u6216\u5206\u914D\u8D85\u7EA7\u7BA1\u7406\u5458\u89D2\u8272",
      menus: "\u4E0D\u80FD\u6388\u4E88\u81EA\u5DF1\u6CA1\u6709\u7684\u83DC\u5355\u6743\u9650\uFF1A{{names}}",
      systems: "\u4E0D\u80FD\u6388\u4E88\u81EA\u5DF1\u6CA1\u6709\u7684\u5B50\u7CFB\u7EDF\uFF1A{{names}}",
      dataScope: "\u4E0D\u80FD\u6388\u4E88\u6BD4\u81EA\u5DF1\u66F4\u5927\u7684\u6570\u636E\u6743\u9650",
      role: "\u4E0D\u80FD\u5206\u914D\u8D85\u51FA\u81EA\u5DF1\u6743\u9650\u7684\u89D2\u8272\uFF1A{{names}}",
      ownRoles: "\u4E0D\u80FD\u4FEE\u6539\u81EA\u5DF1\u7684\u89D2\u8272",
      dept: "\u90E8\u95E8\u300C{{names}}\u300D\u4E0D\u5728\u60A8\u7684\u6570\u636E\u6743\u9650\u5185",
      noDept: "\u8BF7\u9009\u62E9\u60A8\u6570\u636E\u6743\u9650\u5185\u7684\u90E8\u95E8"
    },
    http: {
      invalidJson: "\u8BF7\u6C42\u4F53\u4E0D\u662F\u6709\u6548\u7684 JSON",
      unsupportedType: "\u4E0D\u652F\u6301\u8BE5\u8BF7\u6C42\u7684\u5185\u5BB9\u7C7B\u578B",
      bodyTooLarge: "\u8BF7\u6C42\u5185\u5BB9\u4E0D\u80FD\u8D85\u8FC7 {{mb}} MB",
      tooManyParts: "\u4E0A\u4F20\u7684\u6587\u4EF6\u6216\u5B57\u6BB5\u8FC7\u591A\uFF0C\u4E00\u6B21\u53EA\u80FD\u4E0A\u4F20\u4E00\u4E2A\u6587\u4EF6",
      badUrl: "\u8BF7\u6C42\u5730\u5740\u65E0\u6548",
      urlTooLong: "\u8BF7\u6C42\u5730\u5740\u8FC7\u957F",
      headersTooLarge: "\u8BF7\u6C42\u5934\u8FC7\u5927",
      timeout: "\u8BF7\u6C42\u8D85\u65F6\uFF0C\u8BF7\u91CD\u8BD5",
      methodNotAllowed: "\u4E0D\u652F\u6301\u8BE5\u8BF7\u6C42\u65B9\u6CD5",
      malformed: "\u8BF7\u6C42\u683C\u5F0F\u6709\u8BEF",
      rejected: "\u8BF7\u6C42\u65E0\u6CD5\u5904\u7406\uFF08{{status}}\uFF09"
    },
    workflow: {
      unknownAction: "\u672A\u77E5\u7684\u64CD\u4F5C\uFF1A{{action}}",
      notInThisState: "\u5F53\u524D\u72B6\u6001\u4E3A\u300C{{state}}\u300D\uFF0C\u4E0D\u80FD{{action}}",
      commentRequired: "{{action}}\u987B\u586B\u5199\u8BF4\u660E",
      alreadyPending: "\u8BE5\u5355\u636E\u5DF2\u5728\u5BA1\u6838\u4E2D",
      requestNotFound: "\u5BA1\u6838\u5355\u4E0D\u5B58\u5728",
      requestClosed: "\u8BE5\u5BA1\u6838\u5DF2{{status}}\uFF0C\u4E0D\u80FD\u518D\u64CD\u4F5C",
      status: {
        pending: "\u5BA1\u6838\u4E2D",
        approved: "\u901A\u8FC7",
        rejected: "\u9A73\u56DE",
        withdrawn: "\u64A4\u56DE"
      },
      notSubmitter: "\u53EA\u6709\u63D0\u4EA4\u4EBA\u53EF\u4EE5\u64A4\u56DE",
      alreadyActed: "\u5DF2\u6709\u5BA1\u6838\u4EBA\u5904\u7406\uFF0C\u4E0D\u80FD\u64A4\u56DE",
      ownRequest: "\u4E0D\u80FD\u5BA1\u6838\u81EA\u5DF1\u63D0\u4EA4\u7684\u5355\u636E",
      notYourNode: "\u5F53\u524D\u5BA1\u6838\u8282\u70B9\u4E0D\u7531\u60A8\u5904\u7406",
      rejectReasonRequired: "\u9A73\u56DE\u987B\u586B\u5199\u539F\u56E0",
      transferTargetInvalid: "\u8BF7\u9009\u62E9\u4E00\u4F4D\u5728\u804C\u7684\u5176\u4ED6\u7528\u6237",
      unknownDocument: "\u672A\u77E5\u7684\u5355\u636E\u7C7B\u578B",
      attachmentMissing: "\u8BF7\u5148\u4E0A\u4F20\u6587\u4EF6",
      attachmentNotFound: "\u9644\u4EF6\u4E0D\u5B58\u5728",
      roleUnknown: "\u89D2\u8272\u300C{{role}}\u300D\u4E0D\u5B58\u5728\u6216\u5DF2\u505C\u7528"
    },
    customer: {
      ownerMissing: "\u8D1F\u8D23\u9500\u552E\u4E0D\u5B58\u5728\u6216\u5DF2\u505C\u7528",
      ownerOutOfScope: "\u4E0D\u80FD\u628A\u5BA2\u6237\u4EA4\u7ED9\u60A8\u7684\u6570\u636E\u8303\u56F4\u4EE5\u5916\u7684\u4EBA\u5458",
      hasProjects: "\u5BA2\u6237\u300C{{name}}\u300D\u5DF2\u6709\u9879\u76EE\uFF0C\u4E0D\u80FD\u5220\u9664",
      creditCodeTaken: "\u8BE5\u7EDF\u4E00\u793E\u4F1A\u4FE1\u7528\u4EE3\u7801\u5DF2\u5C5E\u4E8E\u5BA2\u6237\u300C{{name}}\u300D",
      nameTaken: "\u5BA2\u6237\u300C{{name}}\u300D\u5DF2\u5B58\u5728\uFF08{{creditCode}}\uFF09"
    }
  },
  errorLog: {
    open: "\u9519\u8BEF\u65E5\u5FD7\uFF08{{count}} \u6761\uFF09",
    title: "\u9519\u8BEF\u65E5\u5FD7",
    message: "\u9519\u8BEF\u4FE1\u606F",
    where: "\u51FA\u9519\u4F4D\u7F6E",
    url: "\u9875\u9762\u5730\u5740",
    time: "\u65F6\u95F4",
    stack: "\u8C03\u7528\u5806\u6808",
    clear: "\u6E05\u7A7A"
  },
  customer: {
    what: "\u5BA2\u6237",
    name: "\u5BA2\u6237\u540D\u79F0",
    creditCode: "\u7EDF\u4E00\u793E\u4F1A\u4FE1\u7528\u4EE3\u7801",
    type: "\u5BA2\u6237\u7C7B\u578B",
    industry: "\u6240\u5C5E\u884C\u4E1A",
    region: "\u6240\u5C5E\u5730\u533A",
    grade: "\u5BA2\u6237\u7B49\u7EA7",
    source: "\u5BA2\u6237\u6765\u6E90",
    owner: "\u8D1F\u8D23\u9500\u552E",
    ownerId: "\u8D1F\u8D23\u9500\u552E",
    ownerName: "\u8D1F\u8D23\u9500\u552E",
    deptName: "\u6240\u5C5E\u90E8\u95E8",
    contactName: "\u8054\u7CFB\u4EBA",
    contactMobile: "\u8054\u7CFB\u7535\u8BDD",
    projectCount: "\u9879\u76EE\u6570",
    blacklisted: "\u9ED1\u540D\u5355",
    creditNote: "\u4FE1\u7528\u5907\u6CE8",
    contacts: "\u8054\u7CFB\u4EBA",
    invoiceTitle: "\u5F00\u7968\u62AC\u5934",
    invoiceTaxNo: "\u7EB3\u7A0E\u4EBA\u8BC6\u522B\u53F7",
    invoiceBank: "\u5F00\u6237\u94F6\u884C",
    invoiceAccount: "\u94F6\u884C\u8D26\u53F7",
    invoiceAddressPhone: "\u5730\u5740\u3001\u7535\u8BDD",
    contractTotal: "\u5408\u540C\u603B\u989D",
    lastEventTime: "\u6700\u8FD1\u5C55\u4F1A",
    grades: {
      A: "A \u6218\u7565",
      B: "B \u91CD\u70B9",
      C: "C \u666E\u901A"
    },
    blacklistedTag: "\u9ED1\u540D\u5355",
    ownerSelf: "\u4E0D\u9009\u5219\u4E3A\u672C\u4EBA",
    contact: {
      name: "\u59D3\u540D",
      title: "\u804C\u52A1",
      mobile: "\u624B\u673A\u53F7\u7801",
      email: "\u90AE\u7BB1",
      primary: "\u4E3B\u8981\u8054\u7CFB\u4EBA",
      add: "\u6DFB\u52A0\u8054\u7CFB\u4EBA",
      remove: "\u5220\u9664\u8054\u7CFB\u4EBA"
    },
    tabs: {
      basic: "\u57FA\u672C\u4FE1\u606F",
      contacts: "\u8054\u7CFB\u4EBA",
      invoice: "\u5F00\u7968\u4FE1\u606F",
      projects: "\u9879\u76EE",
      followUps: "\u8DDF\u8FDB\u8BB0\u5F55"
    },
    sections: {
      basic: "\u57FA\u672C\u4FE1\u606F",
      contacts: "\u8054\u7CFB\u4EBA",
      invoice: "\u5F00\u7968\u4FE1\u606F",
      credit: "\u4FE1\u7528"
    },
    project: {
      projectNumber: "\u9879\u76EE\u7F16\u53F7",
      title: "\u9879\u76EE\u540D\u79F0",
      status: "\u9879\u76EE\u72B6\u6001",
      dates: "\u5C55\u671F",
      contractAmount: "\u5408\u540C\u91D1\u989D",
      none: "\u8BE5\u5BA2\u6237\u8FD8\u6CA1\u6709\u9879\u76EE"
    },
    followUp: {
      method: "\u8DDF\u8FDB\u65B9\u5F0F",
      content: "\u8DDF\u8FDB\u5185\u5BB9",
      nextDate: "\u4E0B\u6B21\u8DDF\u8FDB",
      add: "\u65B0\u589E\u8DDF\u8FDB",
      overdue: "\u5DF2\u903E\u671F",
      none: "\u8FD8\u6CA1\u6709\u8DDF\u8FDB\u8BB0\u5F55",
      saved: "\u8DDF\u8FDB\u8BB0\u5F55\u5DF2\u4FDD\u5B58",
      by: "{{name}} \xB7 {{time}}"
    },
    view: "\u67E5\u770B"
  },
  recordDetail: {
    close: "\u5173\u95ED",
    attachments: "\u9644\u4EF6",
    history: "\u5386\u53F2\u8BB0\u5F55",
    upload: "\u4E0A\u4F20\u9644\u4EF6",
    uploadHint: "\u652F\u6301 PDF\u3001Office \u6587\u6863\u548C\u56FE\u7247\uFF0C\u5355\u4E2A\u4E0D\u8D85\u8FC7 5 MB",
    noAttachments: "\u6682\u65E0\u9644\u4EF6",
    noHistory: "\u6682\u65E0\u5386\u53F2\u8BB0\u5F55",
    uploadedBy: "{{name}} \u4E0A\u4F20\u4E8E {{time}}",
    removeAttachment: "\u5220\u9664\u9644\u4EF6",
    removeConfirm: '\u786E\u8BA4\u5220\u9664\u9644\u4EF6"{{name}}"\u5417\uFF1F',
    uploaded: "\u9644\u4EF6\u5DF2\u4E0A\u4F20",
    removed: "\u9644\u4EF6\u5DF2\u5220\u9664",
    notFound: "\u8BE5\u8BB0\u5F55\u4E0D\u5B58\u5728\u6216\u60A8\u65E0\u6743\u67E5\u770B",
    loadFailed: "\u52A0\u8F7D\u5931\u8D25\uFF0C\u8BF7\u91CD\u8BD5",
    transition: "{{from}} \u2192 {{to}}"
  }
};

// ../../packages/locales/src/index.ts
var CATALOGUES = { zh: zh_default, en: en_default, es: es_default, ja: ja_default };
var localeText = (lang, key) => {
  let node = CATALOGUES[lang];
  for (const part of key.split(".")) {
    if (typeof node !== "object") return void 0;
    node = node[part];
  }
  return typeof node === "string" ? node : void 0;
};

// src/i18n/messages.ts
var LANGS = ["zh", "en", "es", "ja"];
function pickLang(acceptLanguage, cookieLang) {
  const candidates = [cookieLang ?? "", ...(acceptLanguage ?? "").split(",")];
  for (const c of candidates) {
    const code2 = c.trim().slice(0, 2).toLowerCase();
    if (LANGS.includes(code2)) return code2;
  }
  return "zh";
}
function translate(lang, key, params = {}) {
  const text3 = localeText(lang, `server.${key}`) ?? localeText(lang, key) ?? key;
  return text3.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name) => {
    const value = params[name];
    if (value === void 0) return m;
    return typeof value === "object" ? translate(lang, value.key) : String(value);
  });
}

// src/lib/crypto.ts
import { createHash, randomBytes } from "node:crypto";
var sha256Hex = (v) => createHash("sha256").update(v).digest("hex");
var newToken = () => randomBytes(32).toString("base64url");
var newGuid = () => randomBytes(16).toString("hex");

// src/lib/resource.ts
import ExcelJS from "exceljs";

// src/plugins/app-error.ts
var AppError = class _AppError extends Error {
  constructor(code2, messageKey, params = {}, data = null) {
    super(messageKey);
    this.code = code2;
    this.messageKey = messageKey;
    this.params = params;
    this.data = data;
    this.name = "AppError";
  }
  code;
  messageKey;
  params;
  data;
  static badRequest(messageKey, params) {
    return new _AppError(ResultCode.badRequest, messageKey, params);
  }
  static unauthorized() {
    return new _AppError(ResultCode.unauthorized, "notSignedIn");
  }
  static forbidden(messageKey = "forbidden", params) {
    return new _AppError(ResultCode.forbidden, messageKey, params);
  }
  static notFound(messageKey = "notFound") {
    return new _AppError(ResultCode.notFound, messageKey);
  }
  /**
   * A 400 whose fault is one field: the answer's `data.fields` carries the message under
   * the field's name so the form shows it there (contracts `fieldErrorsSchema`).
   */
  static invalidField(field, messageKey, params) {
    const e = new _AppError(ResultCode.badRequest, messageKey, params);
    e.field = field;
    return e;
  }
  /** The field an `invalidField` error is about. */
  field;
  /** A stale `version` or a state that does not allow the action. */
  static conflict(messageKey = "conflict", params) {
    return new _AppError(ResultCode.conflict, messageKey, params);
  }
};

// src/lib/resource.ts
var EXPORT_ROW_LIMIT = 5e4;
var recordFields = (r) => ({
  sort: r.sort,
  status: Number(r.status) === 1 ? 1 : 0,
  remark: r.remark,
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
  version: r.version
});
function checkSave(user2, permissions, input) {
  const needed = input.guid ? permissions.edit : permissions.add;
  if (needed && !hasAnyPermission(user2.permissions, [needed])) throw AppError.forbidden();
  if (input.guid && input.version === void 0)
    throw AppError.invalidField("version", "validation.required");
}
async function versionMissError(stillExists) {
  return await stillExists() ? AppError.conflict() : AppError.notFound();
}
function found(row) {
  if (row === void 0) throw AppError.notFound();
  return row;
}
async function countOf(q) {
  const row = await q.select((eb) => eb.fn.countAll().as("n")).$castTo().executeTakeFirstOrThrow();
  return Number(row.n);
}
var updaterAtVersion = (table) => async (db2, guid, version, changes) => {
  const same = db2;
  const res = await same.updateTable(table).set((eb) => ({ ...changes, version: eb("version", "+", 1) })).where("guid", "=", guid).where("version", "=", version).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
};
async function xlsxOf(sheet, columns2, rows) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns2.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) ws.addRow(columns2.map((c) => c.value(row)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
var XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
var contentDisposition = (fileName) => {
  const ascii2 = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  );
  return `attachment; filename="${ascii2}"; filename*=UTF-8''${encoded}`;
};
async function sendXlsx(reply, fileName, body) {
  await reply.header("content-type", XLSX).header("content-disposition", contentDisposition(`${fileName}.xlsx`)).send(body);
  return null;
}
var formatTime = (ms) => {
  if (ms === null) return "";
  const d = new Date(ms);
  const p2 = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
};

// src/lib/resource-rules.ts
async function checkUnique(db2, table, guid, field, value, message, within = {}) {
  const loose2 = db2;
  let q = loose2.selectFrom(table).select("guid").where("guid", "<>", guid).where(field, "=", value);
  for (const [column, v] of Object.entries(within)) q = q.where(column, "=", v);
  if (await q.executeTakeFirst()) throw AppError.invalidField(field, message);
}
async function allExist(db2, table, ids) {
  const distinct = [...new Set(ids.filter((id) => id !== null))];
  if (distinct.length === 0) return true;
  const loose2 = db2;
  const q = loose2.selectFrom(table).where("id", "in", distinct);
  return await countOf(q) === distinct.length;
}
async function countsBy(db2, table, column, keys) {
  if (keys.length === 0) return /* @__PURE__ */ new Map();
  const loose2 = db2;
  const rows = await loose2.selectFrom(table).select((eb) => [eb.ref(column).as("key"), eb.fn.countAll().as("n")]).where(column, "in", keys).groupBy(column).execute();
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}
var TAIL = [
  { key: "sort", header: "common.list.sort", width: 8 },
  {
    key: "status",
    header: "common.status.label",
    width: 8,
    value: (r, t) => t(Number(r.status) === 1 ? "common.status.enabled" : "common.status.disabled")
  },
  { key: "remark", header: "common.list.remark", width: 24 },
  {
    key: "updatedAt",
    header: "common.table.updatedAt",
    width: 20,
    value: (r) => formatTime(Number(r.updatedAt))
  },
  {
    key: "createdAt",
    header: "common.table.createdAt",
    width: 20,
    value: (r) => formatTime(Number(r.createdAt))
  }
];
var sheetTail = (...keys) => keys.map((k) => TAIL.find((c) => c.key === k));
var RECORD_SHEET_COLUMNS = sheetTail("sort", "status", "remark", "updatedAt");
var STATUSLESS_SHEET_COLUMNS = sheetTail("sort", "remark", "updatedAt");

// src/lib/redact.ts
var MAX_LOGGED_CHARS = 2e3;
function redact(value) {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_NAME.test(k) ? MASK : redact(v)])
    );
  }
  return value;
}
function paramsForLog(query, body) {
  const parts = {};
  if (query && Object.keys(query).length) parts.query = redact(query);
  if (body && typeof body === "object" && Object.keys(body).length) parts.body = redact(body);
  const text3 = Object.keys(parts).length ? JSON.stringify(parts) : "";
  return text3.length > MAX_LOGGED_CHARS ? `${text3.slice(0, MAX_LOGGED_CHARS)}\u2026` : text3;
}
var maskMobile = (m) => m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m;

// src/plugins/request-context.ts
import { fastifyCookie } from "@fastify/cookie";
import fp from "fastify-plugin";
var requestContext = fp(async (app2) => {
  app2.decorateRequest("lang", "zh");
  app2.decorateRequest("user", null);
  app2.addHook("onRequest", async (req) => {
    req.lang = pickLang(req.headers["accept-language"], req.cookies?.language);
  });
});
var langOfHeaders = (headers) => pickLang(headers["accept-language"], fastifyCookie.parse(headers.cookie ?? "").language);
var tr = (req, key, params) => translate(req.lang, key, params);

// src/plugins/validation.ts
function describeZodError(req, err) {
  return zodIssueMessages(req.lang, err).map(([field, msg]) => `${field}: ${msg}`).join("; ");
}
function zodFieldErrors(req, err) {
  return Object.fromEntries(zodIssueMessages(req.lang, err).reverse());
}
function zodIssueMessages(lang, err) {
  return err.issues.slice(0, 5).map((i) => {
    const { key, params } = issueMessage(i);
    return [i.path.length ? i.path.join(".") : "body", translate(lang, key, params)];
  });
}
function parseOr400(req, schema, value) {
  const nul = pathWithNul(value);
  if (nul !== null) {
    const field = nul || "body";
    throw AppError.badRequest("badRequest", {
      detail: `${field}: ${translate(req.lang, "validation.invalid")}`
    });
  }
  const r = schema.safeParse(value ?? {});
  if (!r.success) {
    const e = AppError.badRequest("badRequest", { detail: describeZodError(req, r.error) });
    throw new AppError(e.code, e.messageKey, e.params, { fields: zodFieldErrors(req, r.error) });
  }
  return r.data;
}
function pathWithNul(value, path = "", depth = 0) {
  if (typeof value === "string") return value.includes("\0") ? path : null;
  if (!value || typeof value !== "object" || depth > 20) return null;
  for (const [k, v] of Object.entries(value)) {
    const p2 = path ? `${path}.${k}` : k;
    if (k.includes("\0")) return p2;
    const found2 = pathWithNul(v, p2, depth + 1);
    if (found2 !== null) return found2;
  }
  return null;
}

// src/plugins/endpoint.ts
var Answer = class {
  constructor(data, messageKey, code2 = ResultCode.ok) {
    this.data = data;
    this.messageKey = messageKey;
    this.code = code2;
  }
  data;
  messageKey;
  code;
};
var answer = (data, messageKey) => new Answer(data, messageKey);
var endpointDeps = (deps) => deps.endpoint;
function tokenOf(req, kind) {
  const header = req.headers["access-token"];
  if (typeof header === "string" && header) return header;
  const auth = req.headers.authorization;
  if (typeof auth === "string" && auth.startsWith("Bearer ")) return auth.slice(7);
  if (kind === "cookie") return req.cookies?.["Admin-Token"];
  return void 0;
}
function registerEndpoint(app2, deps, endpoint, handler, options2 = {}) {
  const logWrite = options2.log ?? (endpoint.method === "POST" && endpoint.auth !== "none");
  const routeOptions = {
    ...options2.rateLimit ? { config: { rateLimit: options2.rateLimit } } : {},
    ...options2.hideQuery ? { logSerializers: { req: requestWithoutQuery } } : {}
  };
  const url = endpoint.path;
  const raw = options2.raw ?? endpoint.download !== void 0;
  app2.route({
    method: endpoint.method,
    url,
    ...routeOptions,
    handler: async (req, reply) => {
      const started = Date.now();
      let user2 = null;
      if (endpoint.auth !== "none") {
        const token = tokenOf(req, endpoint.auth);
        user2 = token ? await deps.authenticate(token) : null;
        if (!user2) throw AppError.unauthorized();
        req.user = user2;
        if (endpoint.permission) {
          const wanted = typeof endpoint.permission === "string" ? [endpoint.permission] : endpoint.permission;
          if (!hasAnyPermission(user2.permissions, wanted)) throw AppError.forbidden();
        }
      }
      const query = endpoint.query ? parseOr400(req, endpoint.query, req.query) : void 0;
      const body = endpoint.body && endpoint.bodyKind !== "multipart" ? parseOr400(req, endpoint.body, req.body) : void 0;
      const writeLog = async (success, message) => {
        if (!logWrite || !user2) return;
        await deps.recordWrite({
          userName: user2.userName,
          ...auditNameOf(endpoint, body),
          method: endpoint.method,
          url: `/xgz${url}`,
          target: targetOf(body ?? query),
          params: paramsForLog(query, body),
          success,
          message: message.slice(0, 500),
          ip: req.ip,
          durationMs: Date.now() - started,
          createdAt: Date.now()
        });
      };
      try {
        const result = await handler({
          query,
          body,
          user: user2,
          req,
          reply
        });
        const ans = result instanceof Answer ? result : new Answer(result, "ok");
        await writeLog(true, tr(req, ans.messageKey));
        if (raw) return reply;
        return reply.send({ code: ans.code, msg: tr(req, ans.messageKey), data: ans.data ?? null });
      } catch (err) {
        const message = err instanceof AppError ? tr(req, err.messageKey, err.params) : "error";
        await writeLog(false, message).catch(() => void 0);
        throw err;
      }
    }
  });
}
function auditNameOf(endpoint, body) {
  if (!endpoint.audit) {
    const segments = endpoint.path.split("/").filter(Boolean);
    return { module: segments.at(-2) ?? "", action: segments.at(-1) ?? "" };
  }
  const { module, action } = endpoint.audit;
  if (action !== "save") return { module, action };
  const key = body && typeof body === "object" ? body : {};
  return { module, action: key.guid ?? key.id ? "edit" : "add" };
}
function requestWithoutQuery(req) {
  return { method: req.method, url: req.url.split("?")[0], remoteAddress: req.ip };
}
function targetOf(input) {
  if (!input || typeof input !== "object") return null;
  const o = input;
  const t = o.guid ?? o.id ?? o.ids ?? o.mids ?? o.guids ?? o.toGuid;
  return t === void 0 ? null : String(Array.isArray(t) ? t.join(",") : t).slice(0, 200);
}

// src/lib/define-resource.ts
var loose = (db2) => db2;
function defineResource(def) {
  const table = def.table;
  const keyCol = def.key ?? "guid";
  const keyOf2 = (k) => {
    if (keyCol === "guid" || typeof k === "number") return k;
    return /^[1-9]\d{0,9}$/.test(k) ? Number(k) : null;
  };
  const scopeOf = async (db2, user2) => def.scope && user2 ? def.scope(db2, user2) : void 0;
  const filtered = (db2, filters, scope) => {
    let q = db2.selectFrom(def.table);
    if (scope) q = q.where(scope);
    for (const [key, value] of Object.entries(filters)) {
      const condition = def.filters[key];
      if (value === void 0 || value === null || value === "" || !condition) continue;
      q = q.where(
        (eb) => condition(
          eb,
          value
        )
      );
    }
    return q;
  };
  const rows = (db2, filters, window, scope) => def.orderBy(
    filtered(db2, filters, scope).selectAll()
  ).orderBy(`${def.table}.id`, "desc").limit(window.limit).offset(window.offset).execute();
  const matching = async (db2, filters, scope) => {
    const matches = await rows(db2, filters, { limit: EXPORT_ROW_LIMIT, offset: 0 }, scope);
    return def.around ? def.around(db2, matches, filters) : matches;
  };
  const lookupOf = (db2, rs) => def.lookup ? def.lookup(db2, rs) : Promise.resolve(void 0);
  const listRows2 = async (db2, rs, user2) => {
    const lookup = await lookupOf(db2, rs);
    const all = rs.map((r) => def.toItem(r, lookup));
    const toRow2 = def.toRow;
    return toRow2 ? all.map((item) => toRow2(item, user2)) : all;
  };
  const rowWhere = (db2, column, value, scope) => {
    const q = loose(db2).selectFrom(table).selectAll().where(column, "=", value);
    return (scope ? q.where(scope) : q).executeTakeFirst();
  };
  const find = async (db2, key, user2) => {
    const k = keyOf2(key);
    return k === null ? void 0 : rowWhere(db2, keyCol, k, await scopeOf(db2, user2));
  };
  const itemOf = async (db2, row) => def.toItem(row, await lookupOf(db2, [row]));
  const detail = async (db2, key, user2) => itemOf(db2, found(await find(db2, key, user2)));
  const list = async (db2, filters, user2) => listRows2(db2, await matching(db2, filters, await scopeOf(db2, user2)), user2);
  const committed = (db2) => (result) => {
    def.afterCommit?.(db2);
    return result;
  };
  return {
    definition: def,
    find,
    detail,
    list,
    page: async (db2, query, user2) => {
      const { page: page2, pageSize, ...rest } = query;
      const filters = rest;
      if (def.whole) {
        const all = await list(db2, filters, user2);
        return { list: all, count: all.length };
      }
      const scope = await scopeOf(db2, user2);
      const [rs, count] = await Promise.all([
        rows(db2, filters, { limit: pageSize, offset: (page2 - 1) * pageSize }, scope),
        countOf(filtered(db2, filters, scope))
      ]);
      return { list: await listRows2(db2, rs, user2), count };
    },
    save: (db2, user2, input, now) => {
      const { guid, id, version, ...fields } = input;
      const key = guid ?? id;
      checkSave(user2, def.endpoints.permissions, { guid: key?.toString(), version });
      return db2.transaction().execute(async (trx) => {
        const stored = key === void 0 ? void 0 : await find(trx, key, user2);
        if (key !== void 0 && !stored) throw AppError.notFound();
        const ctx = { trx, user: user2, now, fields, stored, guid: "" };
        if (keyCol === "guid") ctx.guid = guid ?? newGuid();
        const derived = await def.beforeSave?.(ctx);
        const columns2 = {
          ...def.toColumns ? def.toColumns(fields) : fields,
          ...derived
        };
        let rowId;
        if (!stored) {
          const times = { createdAt: now, updatedAt: now };
          const owner = def.ownerless ? {} : { deptId: user2.deptId, createdBy: user2.id };
          const stamp = def.stamp?.(now) ?? { ...owner, ...times };
          const guidColumn = keyCol === "guid" ? { guid: ctx.guid } : {};
          const inserted = await loose(trx).insertInto(table).values({ ...columns2, ...guidColumn, ...stamp }).returning("id").executeTakeFirstOrThrow();
          rowId = Number(inserted.id);
        } else {
          const { id: storedId, [keyCol]: k } = stored;
          rowId = Number(storedId);
          const res = await loose(trx).updateTable(table).set((eb) => ({ ...columns2, updatedAt: now, version: eb("version", "+", 1) })).where(keyCol, "=", k).where("version", "=", version ?? 0).executeTakeFirst();
          if (!Number(res.numUpdatedRows))
            throw await versionMissError(async () => !!await rowWhere(trx, keyCol, k));
        }
        await def.afterSave?.({ ...ctx, id: rowId });
        return itemOf(trx, found(await rowWhere(trx, "id", rowId)));
      }).then(committed(db2));
    },
    remove: (db2, keys, user2) => db2.transaction().execute(async (trx) => {
      const ks = keys.map(keyOf2).filter((k) => k !== null);
      const scope = await scopeOf(trx, user2);
      const mine = scope && ks.length ? (await loose(trx).selectFrom(table).select(keyCol).where(keyCol, "in", ks).where(scope).execute()).map((r) => r[keyCol]) : ks;
      if (mine.length === 0) throw AppError.notFound();
      await def.beforeDelete?.(trx, mine, user2);
      const res = await loose(trx).deleteFrom(table).where(keyCol, "in", mine).executeTakeFirst();
      if (!Number(res.numDeletedRows)) throw AppError.notFound();
      return null;
    }).then(committed(db2)),
    exportSheet: async (db2, filters, lang, user2) => {
      const t = (key, params) => translate(lang, key, params);
      const labels2 = def.endpoints.names.labels;
      const tail = def.sheetTail ?? RECORD_SHEET_COLUMNS;
      const rs = await matching(db2, filters, await scopeOf(db2, user2));
      const lookup = await lookupOf(db2, rs);
      return xlsxOf(
        t(sheetNameOf(def)),
        [...def.sheet ?? [], ...tail].map((c) => ({
          header: t(c.header ?? `${labels2}.${c.key}`),
          width: c.width ?? 16,
          value: (row) => c.value ? c.value(row, t, lookup, user2) : row[c.key] ?? null
        })),
        rs
      );
    }
  };
}
var registered = /* @__PURE__ */ new Map();
function registerResource(api, deps, resource) {
  const { db: db2 } = deps;
  const ep = endpointDeps(deps);
  const def = resource.definition;
  const e = def.endpoints;
  registered.set(e.page.path, {
    endpoints: e,
    whole: def.whole,
    scoped: Boolean(def.scope),
    key: def.key ?? "guid"
  });
  registerEndpoint(
    api,
    ep,
    e.page,
    async ({ query, user: user2 }) => def.whole === "list" ? resource.list(db2, query, user2) : resource.page(db2, query, user2)
  );
  registerEndpoint(
    api,
    ep,
    e.detail,
    async ({ query, user: user2 }) => resource.detail(db2, query.guid, user2)
  );
  registerEndpoint(
    api,
    ep,
    e.addOrUpdate,
    async ({ body, user: user2 }) => resource.save(db2, user2, body, Date.now())
  );
  registerEndpoint(
    api,
    ep,
    e.delete,
    async ({ body, user: user2 }) => resource.remove(db2, body.guids, user2)
  );
  registerEndpoint(
    api,
    ep,
    e.export,
    async ({ body, user: user2, req, reply }) => sendXlsx(
      reply,
      translate(req.lang, sheetNameOf(def)),
      await resource.exportSheet(db2, body, req.lang, user2)
    )
  );
}
var sheetNameOf = (def) => def.sheetName ?? def.endpoints.names.title;

// src/db/change-bus.ts
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { sql } from "kysely";
import pg2 from "pg";

// src/db/database.ts
import { createHash as createHash2 } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import SqliteDatabase from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
function createDb(opts) {
  const plugins = [new CamelCasePlugin()];
  if (opts.dialect === "sqlite") {
    const sqlite = new SqliteDatabase(opts.url ?? ":memory:");
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    const db2 = new Kysely({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins
    });
    sqliteHandles.set(db2, sqlite);
    return db2;
  }
  if (opts.dialect === "postgres") {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on("error", () => void 0);
    pool.on("connect", (client) => useNamedStatements(client));
    const db2 = new Kysely({ dialect: new PostgresDialect({ pool }), plugins });
    postgresUrls.set(db2, opts.url ?? "");
    return db2;
  }
  return pgliteDb(newPGlite(opts.pgliteDataDir));
}
var newPGlite = (dataDir) => new PGlite({ extensions: { pg_trgm }, ...dataDir ? { loadDataDir: dataDir } : {} });
var postgresUrls = /* @__PURE__ */ new WeakMap();
var sqliteHandles = /* @__PURE__ */ new WeakMap();
var sqliteHandleOf = (db2) => sqliteHandles.get(db2);
var plannedOnce = /* @__PURE__ */ new Map();
var keepPlanned = (text3) => {
  if (!plannedOnce.has(text3))
    plannedOnce.set(text3, `q${createHash2("sha1").update(text3).digest("base64url")}`);
};
function useNamedStatements(client) {
  const query = client.query.bind(client);
  client.query = (...args) => {
    const [text3, values] = args;
    if (args.length === 2 && typeof text3 === "string" && Array.isArray(values)) {
      const name = plannedOnce.get(text3);
      if (name) return query({ name, text: text3, values });
    }
    return query(...args);
  };
}
var postgresUrlOf = (db2) => postgresUrls.get(db2);
function pgliteDb(pglite) {
  return new Kysely({
    dialect: new PGliteDialect(pglite),
    plugins: [new CamelCasePlugin()]
  });
}
function createDbFromConfig(databaseUrl, dataDir) {
  if (databaseUrl) return createDb({ dialect: "postgres", url: databaseUrl });
  mkdirSync(dataDir, { recursive: true });
  return createDb({ dialect: "sqlite", url: join(dataDir, "venue.db") });
}
var STATEMENT_CACHE_SIZE = 500;
function withStatementCache(sqlite) {
  const cache = /* @__PURE__ */ new Map();
  const prepare2 = (source) => {
    let stmt = cache.get(source);
    if (stmt) {
      cache.delete(source);
    } else {
      stmt = sqlite.prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value);
    }
    cache.set(source, stmt);
    return stmt;
  };
  return new Proxy(sqlite, {
    get: (target, prop, receiver) => prop === "prepare" ? prepare2 : Reflect.get(target, prop, receiver)
  });
}

// src/db/change-bus.ts
var CHANNEL = "venue_changes";
var buses = /* @__PURE__ */ new WeakMap();
var busOf = (db2) => {
  let bus = buses.get(db2);
  if (!bus) {
    bus = { id: randomUUID(), events: new EventEmitter() };
    bus.events.setMaxListeners(0);
    buses.set(db2, bus);
  }
  return bus;
};
function onChange(db2, listener) {
  const { events } = busOf(db2);
  events.on("change", listener);
  return () => events.off("change", listener);
}
function publishChange(db2, change, onError = () => void 0) {
  const bus = busOf(db2);
  bus.events.emit("change", change);
  if (postgresUrlOf(db2) === void 0) return;
  const payload = JSON.stringify({ from: bus.id, change });
  sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db2).catch(onError);
}
var RECONNECT_MS = 1e3;
async function listenForChanges(db2, log) {
  const url = postgresUrlOf(db2);
  if (url === void 0) return async () => void 0;
  const bus = busOf(db2);
  let client;
  let stopped = false;
  let retry;
  const connect = async () => {
    const next = new pg2.Client({ connectionString: url });
    next.on("notification", ({ payload }) => {
      const message = parse(payload);
      if (message && message.from !== bus.id) bus.events.emit("change", message.change);
    });
    const lost = (err) => {
      if (stopped || client !== next) return;
      client = void 0;
      log.warn({ err }, "change listener: connection lost, connecting again");
      void next.end().catch(() => void 0);
      retry = setTimeout(() => void again(), RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
  };
  const again = async () => {
    if (stopped) return;
    try {
      await connect();
      bus.events.emit("change", { topic: "grants" });
    } catch (err) {
      client = void 0;
      log.warn({ err }, "change listener: cannot connect, trying again");
      retry = setTimeout(() => void again(), RECONNECT_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = void 0;
    await last?.end().catch(() => void 0);
  };
}
var parse = (payload) => {
  try {
    const message = JSON.parse(payload ?? "");
    const topic = message.change?.topic;
    if (typeof message.from !== "string" || topic !== "grants" && topic !== "unread") return;
    return message;
  } catch {
    return void 0;
  }
};

// src/db/prepared-query.ts
var STAND_IN = "\0argument ";
var standIn = (name) => `${STAND_IN}${name}`;
var argumentOf = (p2) => typeof p2 === "string" && p2.startsWith(STAND_IN) ? p2.slice(STAND_IN.length) : null;
function prepare(query, argumentNames) {
  const compiled = query.compile();
  const slots = compiled.parameters.map(argumentOf);
  const placed = new Set(slots.filter((n) => n !== null));
  if (placed.size !== argumentNames.length || argumentNames.some((n) => !placed.has(n)))
    throw new Error("preparedQuery: every argument must appear as one parameter");
  return { query: compiled, slots };
}
async function run(db2, { query, slots }, valueOf) {
  const parameters2 = query.parameters.map((p2, i) => {
    const name = slots[i];
    return name === null || name === void 0 ? p2 : valueOf(name);
  });
  return (await db2.executeQuery({ ...query, parameters: parameters2 })).rows;
}
function preparedQuery(build) {
  const compiled = /* @__PURE__ */ new WeakMap();
  return async (db2, ...args) => {
    let prepared = compiled.get(db2);
    if (!prepared) {
      const names = Array.from({ length: build.length - 1 }, (_, n) => String(n));
      prepared = prepare(build(db2, ...names.map(standIn)), names);
      keepPlanned(prepared.query.sql);
      compiled.set(db2, prepared);
    }
    return run(db2, prepared, (name) => args[Number(name)]);
  };
}
function preparedQueries(build) {
  const compiled = /* @__PURE__ */ new WeakMap();
  return async (db2, given) => {
    const args = given;
    const names = Object.keys(args).filter((k) => args[k] !== void 0).sort();
    const shape = names.join(",");
    let byShape = compiled.get(db2);
    if (!byShape) compiled.set(db2, byShape = /* @__PURE__ */ new Map());
    let prepared = byShape.get(shape);
    if (!prepared) {
      const standIns = Object.fromEntries(names.map((n) => [n, standIn(n)]));
      prepared = prepare(build(db2, standIns), names);
      byShape.set(shape, prepared);
    }
    return run(db2, prepared, (name) => args[name]);
  };
}

// src/modules/identity/session.repository.ts
async function insertSession(db2, s) {
  await db2.insertInto("sysSession").values({
    tokenHash: s.tokenHash,
    userId: s.userId,
    ip: s.ip,
    userAgent: s.userAgent.slice(0, 300),
    createdAt: s.now,
    lastSeenAt: s.now
  }).execute();
}
var sessionUser = preparedQuery(
  (db2, tokenHash) => db2.selectFrom("sysSession as s").innerJoin("sysUser as u", "u.id", "s.userId").select([
    "s.tokenHash",
    "s.lastSeenAt",
    "u.id",
    "u.guid",
    "u.userName",
    "u.nickName",
    "u.deptId",
    "u.status"
  ]).where("s.tokenHash", "=", tokenHash)
);
async function findSessionUser(db2, tokenHash) {
  return (await sessionUser(db2, tokenHash))[0];
}
var touch = preparedQuery(
  (db2, tokenHash, now) => db2.updateTable("sysSession").set({ lastSeenAt: now }).where("tokenHash", "=", tokenHash)
);
async function touchSession(db2, tokenHash, now) {
  await touch(db2, tokenHash, now);
}
async function deleteSession(db2, tokenHash) {
  await db2.deleteFrom("sysSession").where("tokenHash", "=", tokenHash).execute();
}
async function deleteUserSessions(db2, userId, keep) {
  let q = db2.deleteFrom("sysSession").where("userId", "=", userId);
  if (keep) q = q.where("tokenHash", "!=", keep);
  await q.execute();
}
async function findUserGrants(db2, userId) {
  const roles2 = await db2.selectFrom("sysUserRole as ur").innerJoin("sysRole as r", "r.id", "ur.roleId").select(["r.id", "r.roleKey", "r.roleName", "r.dataScope"]).where("ur.userId", "=", userId).where("r.status", "=", 1).orderBy("r.sort").execute();
  const roleIds = roles2.map((r) => r.id);
  const isAdmin = roles2.some((r) => r.roleKey === "admin");
  const perms = roleIds.length === 0 || isAdmin ? [] : await db2.selectFrom("sysRoleMenu as rm").innerJoin("sysMenu as m", "m.id", "rm.menuId").select("m.perms").distinct().where("rm.roleId", "in", roleIds).where("m.menuType", "=", "F").where("m.status", "=", 1).where("m.perms", "is not", null).execute();
  return {
    roles: roles2,
    permissions: isAdmin ? [ALL_PERMISSIONS] : perms.map((p2) => p2.perms).filter((p2) => !!p2)
  };
}

// src/modules/identity/session.service.ts
var TOUCH_EVERY_MS = 6e4;
var GRANTS_TTL_MS = 5e3;
var grantsCache = /* @__PURE__ */ new WeakMap();
var cacheOf = (db2) => {
  let byUser = grantsCache.get(db2);
  if (!byUser) {
    const created = /* @__PURE__ */ new Map();
    grantsCache.set(db2, created);
    onChange(db2, (change) => {
      if (change.topic !== "grants") return;
      if (change.userId === void 0) created.clear();
      else created.delete(change.userId);
    });
    byUser = created;
  }
  return byUser;
};
async function grantsOf(db2, userId, now) {
  const byUser = cacheOf(db2);
  const hit = byUser.get(userId);
  if (hit && now - hit.at < GRANTS_TTL_MS) return hit.grants;
  const grants = await findUserGrants(db2, userId);
  if (byUser.size > 1e4) byUser.clear();
  byUser.set(userId, { at: now, grants });
  return grants;
}
function forgetGrants(db2, userId) {
  cacheOf(db2);
  publishChange(db2, userId === void 0 ? { topic: "grants" } : { topic: "grants", userId });
}
async function startSession(db2, userId, client) {
  const token = newToken();
  await insertSession(db2, { tokenHash: sha256Hex(token), userId, ...client, now: Date.now() });
  return token;
}
async function resolveSession(db2, token, idleMinutes) {
  if (!token || token.length > 200) return null;
  const tokenHash = sha256Hex(token);
  const row = await findSessionUser(db2, tokenHash);
  const now = Date.now();
  if (!row) return null;
  if (row.status !== 1 || now - row.lastSeenAt > idleMinutes * 6e4) {
    await deleteSession(db2, tokenHash);
    return null;
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS) await touchSession(db2, tokenHash, now);
  const grants = await grantsOf(db2, row.id, now);
  return {
    id: row.id,
    guid: row.guid,
    userName: row.userName,
    nickName: row.nickName,
    deptId: row.deptId,
    roles: grants.roles.map((r) => r.roleKey),
    roleNames: grants.roles.map((r) => r.roleName),
    dataScopes: grants.roles.map((r) => r.dataScope),
    permissions: grants.permissions,
    tokenHash
  };
}
var sessionAuthenticator = (db2, idleMinutes) => (token) => resolveSession(db2, token, idleMinutes);
var endSession = (db2, tokenHash) => deleteSession(db2, tokenHash);
var endOtherSessions = (db2, userId, keepTokenHash) => deleteUserSessions(db2, userId, keepTokenHash);

// src/modules/identity/identity.repository.ts
var USER_COLUMNS = [
  "id",
  "guid",
  "userName",
  "nickName",
  "deptId",
  "passwordHash",
  "status",
  "createdAt"
];
async function findUserByName(db2, userName) {
  return db2.selectFrom("sysUser").select(USER_COLUMNS).where("userName", "=", userName).executeTakeFirst();
}
async function findUserById(db2, id) {
  return db2.selectFrom("sysUser").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
}
async function findUserByOpenId(db2, openId) {
  return db2.selectFrom("sysUser").select(USER_COLUMNS).where("feishuOpenId", "=", openId).executeTakeFirst();
}
async function findDeptName(db2, deptId) {
  if (deptId === null) return "";
  const row = await db2.selectFrom("sysDept").select("name").where("id", "=", deptId).executeTakeFirst();
  return row?.name ?? "";
}
async function updatePasswordHash(db2, userId, passwordHash) {
  await db2.updateTable("sysUser").set((eb) => ({ passwordHash, updatedAt: Date.now(), version: eb("version", "+", 1) })).where("id", "=", userId).execute();
}
async function bindOpenId(db2, userId, openId) {
  const now = Date.now();
  await db2.updateTable("sysUser").set((eb) => ({ feishuOpenId: null, updatedAt: now, version: eb("version", "+", 1) })).where("feishuOpenId", "=", openId).where("id", "!=", userId).execute();
  await db2.updateTable("sysUser").set((eb) => ({ feishuOpenId: openId, updatedAt: now, version: eb("version", "+", 1) })).where("id", "=", userId).execute();
}
async function findGrantedSystems(db2, roleIds) {
  if (roleIds.length === 0) return [];
  return db2.selectFrom("sysSystem as s").select(["s.code", "s.name"]).where("s.status", "=", 1).where(
    ({ exists, selectFrom }) => exists(
      selectFrom("sysRoleSystem as rs").select("rs.roleId").whereRef("rs.systemCode", "=", "s.code").where("rs.roleId", "in", roleIds)
    )
  ).orderBy("s.sort").orderBy("s.code").execute();
}
var MENU_COLUMNS = [
  "m.id",
  "m.parentId",
  "m.systemCode",
  "m.menuName",
  "m.menuType",
  "m.path",
  "m.icon",
  "m.perms",
  "m.hidden"
];
async function findMenus(db2, systemCodes, grantedTo) {
  if (systemCodes.length === 0 || grantedTo !== "all" && grantedTo.length === 0) return [];
  let q = db2.selectFrom("sysMenu as m").select(MENU_COLUMNS).where("m.status", "=", 1).where("m.systemCode", "in", systemCodes);
  if (grantedTo !== "all") {
    q = q.where(
      ({ exists, selectFrom }) => exists(
        selectFrom("sysRoleMenu as rm").select("rm.menuId").whereRef("rm.menuId", "=", "m.id").where("rm.roleId", "in", grantedTo)
      )
    );
  }
  return q.orderBy("m.sort").orderBy("m.id").execute();
}
async function findLoginLock(db2, userName, ip) {
  return db2.selectFrom("sysLoginLock").select(["failures", "lockedUntil", "updatedAt"]).where("userName", "=", userName).where("ip", "=", ip).executeTakeFirst();
}
async function saveLoginLock(db2, row) {
  const values = { failures: row.failures, lockedUntil: row.lockedUntil, updatedAt: row.now };
  await db2.insertInto("sysLoginLock").values({ userName: row.userName, ip: row.ip, ...values }).onConflict((oc) => oc.columns(["userName", "ip"]).doUpdateSet(values)).execute();
}
async function deleteLoginLock(db2, userName, ip) {
  const r = await db2.deleteFrom("sysLoginLock").where("userName", "=", userName).where("ip", "=", ip).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
async function insertBindTicket(db2, t) {
  await db2.deleteFrom("sysBindTicket").where("expiresAt", "<", t.now).execute();
  await db2.insertInto("sysBindTicket").values({ ticketHash: t.ticketHash, openId: t.openId, expiresAt: t.expiresAt }).execute();
}
async function findBindTicket(db2, ticketHash, now) {
  return db2.selectFrom("sysBindTicket").select(["ticketHash", "openId"]).where("ticketHash", "=", ticketHash).where("expiresAt", ">", now).executeTakeFirst();
}
async function deleteBindTicket(db2, ticketHash) {
  await db2.deleteFrom("sysBindTicket").where("ticketHash", "=", ticketHash).execute();
}

// src/lib/like.ts
import { sql as sql2 } from "kysely";
var containsPattern = (text3) => `%${text3.replace(/[\\%_]/g, "\\$&")}%`;
var contains = (column, text3) => likePattern(column, containsPattern(text3));
var containsIgnoringCase = (column, text3) => sql2`lower(${column}) like lower(${containsPattern(text3)}) escape '\\'`;
var likePattern = (column, pattern) => sql2`${column} like ${pattern} escape '\\'`;
var ilikePattern = (column, pattern) => sql2`${column} ilike ${pattern} escape '\\'`;

// src/modules/logs/logs.repository.ts
async function insertLoginLog(db2, row) {
  await db2.insertInto("sysLoginLog").values(row).execute();
}
async function insertOperLog(db2, row) {
  await db2.insertInto("sysOperLog").values(row).execute();
}
function loginLogWhere(f) {
  return (eb) => {
    const and = [];
    if (f.userName) and.push(contains(eb.ref("sysLoginLog.userName"), f.userName));
    if (f.success !== void 0) and.push(eb("sysLoginLog.success", "=", f.success ? 1 : 0));
    if (f.timeFrom !== void 0) and.push(eb("sysLoginLog.createdAt", ">=", f.timeFrom));
    if (f.timeTo !== void 0) and.push(eb("sysLoginLog.createdAt", "<=", f.timeTo));
    return eb.and(and);
  };
}
async function findLoginLogPage(db2, f, now) {
  const where2 = loginLogWhere(f);
  const { count } = await db2.selectFrom("sysLoginLog").select((eb) => eb.fn.countAll().as("count")).where(where2).executeTakeFirstOrThrow();
  const list = await db2.selectFrom("sysLoginLog").leftJoin(
    "sysLoginLock",
    (join4) => join4.onRef("sysLoginLock.userName", "=", "sysLoginLog.userName").onRef("sysLoginLock.ip", "=", "sysLoginLog.ip").on("sysLoginLock.lockedUntil", ">", now)
  ).select([
    "sysLoginLog.id",
    "sysLoginLog.userName",
    "sysLoginLog.ip",
    "sysLoginLog.userAgent",
    "sysLoginLog.method",
    "sysLoginLog.success",
    "sysLoginLog.message",
    "sysLoginLog.createdAt",
    "sysLoginLock.lockedUntil"
  ]).where(where2).orderBy("sysLoginLog.createdAt", "desc").orderBy("sysLoginLog.id", "desc").limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute();
  return { list, count: Number(count) };
}
async function findOperLogPage(db2, f, modules = []) {
  const where2 = (eb) => {
    const and = [];
    if (f.userName) and.push(contains(eb.ref("sysOperLog.userName"), f.userName));
    if (f.module) {
      const named = contains(eb.ref("sysOperLog.module"), f.module);
      and.push(modules.length ? eb.or([named, eb("sysOperLog.module", "in", modules)]) : named);
    }
    if (f.success !== void 0) and.push(eb("sysOperLog.success", "=", f.success ? 1 : 0));
    if (f.timeFrom !== void 0) and.push(eb("sysOperLog.createdAt", ">=", f.timeFrom));
    if (f.timeTo !== void 0) and.push(eb("sysOperLog.createdAt", "<=", f.timeTo));
    return eb.and(and);
  };
  const { count } = await db2.selectFrom("sysOperLog").select((eb) => eb.fn.countAll().as("count")).where(where2).executeTakeFirstOrThrow();
  const list = await db2.selectFrom("sysOperLog").selectAll().where(where2).orderBy("createdAt", "desc").orderBy("id", "desc").limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute();
  return { list, count: Number(count) };
}

// src/modules/logs/logs.service.ts
var operationRecorder = (db2) => (record) => insertOperLog(db2, { ...record, success: record.success ? 1 : 0 });
async function loginLogPage(db2, f) {
  const { list, count } = await findLoginLogPage(db2, f, Date.now());
  return {
    count,
    list: list.map((r) => ({
      ...r,
      method: r.method === "feishu" ? "feishu" : "password",
      success: r.success === 1,
      lockedUntil: r.lockedUntil ?? null
    }))
  };
}
async function unlockLogin(db2, userName, ip) {
  await deleteLoginLock(db2, userName, ip);
}
var AUDITED_MODULES = [
  ...new Set(ALL_ENDPOINTS.flatMap((e) => e.audit ? [e.audit.module] : []))
];
var modulesNamed = (text3) => {
  const wanted = text3.toLowerCase();
  return AUDITED_MODULES.filter(
    (key) => LANGS.some((lang) => translate(lang, key).toLowerCase().includes(wanted))
  );
};
var namedInLang = (r, lang) => ({
  ...r,
  module: translate(lang, r.module),
  action: AUDIT_ACTIONS.includes(r.action) ? translate(lang, `logs.action.${r.action}`) : r.action
});
async function operationLogPage(db2, f, lang) {
  const modules = f.module ? modulesNamed(f.module) : [];
  const { list, count } = await findOperLogPage(db2, f, modules);
  return {
    count,
    list: list.map((r) => ({
      ...namedInLang(r, lang),
      params: redactParams(r.params),
      success: r.success === 1
    }))
  };
}
function redactParams(params) {
  if (!params) return params;
  try {
    return JSON.stringify(redact(JSON.parse(params)));
  } catch {
    return params;
  }
}
async function exportLoginLog(db2, f, lang) {
  const { list } = await loginLogPage(db2, { ...f, page: 1, pageSize: EXPORT_ROW_LIMIT });
  const h = (key) => translate(lang, `export.log.${key}`);
  return xlsxOf(
    translate(lang, "export.loginLog.sheet"),
    [
      { header: h("id"), width: 10, value: (r) => r.id },
      { header: h("userName"), value: (r) => r.userName },
      { header: h("ip"), value: (r) => r.ip },
      { header: h("browser"), width: 40, value: (r) => r.userAgent },
      {
        header: h("method"),
        value: (r) => h(r.method === "feishu" ? "methodFeishu" : "methodPassword")
      },
      { header: h("result"), width: 8, value: (r) => h(r.success ? "success" : "fail") },
      { header: h("message"), width: 30, value: (r) => r.message },
      { header: h("time"), width: 20, value: (r) => formatTime(r.createdAt) }
    ],
    list
  );
}
async function exportOperationLog(db2, f, lang) {
  const { list } = await operationLogPage(db2, { ...f, page: 1, pageSize: EXPORT_ROW_LIMIT }, lang);
  const h = (key) => translate(lang, `export.log.${key}`);
  return xlsxOf(
    translate(lang, "export.operationLog.sheet"),
    [
      { header: h("id"), width: 10, value: (r) => r.id },
      { header: h("module"), value: (r) => r.module },
      { header: h("action"), value: (r) => r.action },
      { header: h("userName"), value: (r) => r.userName },
      { header: h("ip"), value: (r) => r.ip },
      { header: h("url"), width: 40, value: (r) => r.url },
      { header: h("params"), width: 60, value: (r) => r.params },
      { header: h("result"), width: 8, value: (r) => h(r.success ? "success" : "fail") },
      { header: h("duration"), width: 12, value: (r) => r.durationMs },
      { header: h("time"), width: 20, value: (r) => formatTime(r.createdAt) }
    ],
    list
  );
}

// src/modules/workspace/workspace.repository.ts
async function findFavouriteViews(db2, userId, page2) {
  return db2.selectFrom("favouriteView").select(["id", "modelName", "topicName", "frontSign"]).where("userId", "=", userId).orderBy("id", "desc").limit(page2.limit).offset(page2.offset).execute();
}
async function countFavouriteViews(db2, userId) {
  const row = await db2.selectFrom("favouriteView").select((eb) => eb.fn.countAll().as("count")).where("userId", "=", userId).executeTakeFirstOrThrow();
  return Number(row.count);
}
async function insertFavouriteView(db2, row) {
  return db2.insertInto("favouriteView").values(row).onConflict((oc) => oc.columns(["userId", "frontSign"]).doNothing()).returning(["id", "modelName", "topicName", "frontSign"]).executeTakeFirst();
}
async function deleteFavouriteView(db2, userId, id) {
  const res = await db2.deleteFrom("favouriteView").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
async function findMessages(db2, userId, read, page2) {
  let q = db2.selectFrom("message").select(["guid", "title", "content", "kind", "link", "readAt", "createdAt"]).where("userId", "=", userId);
  if (read !== void 0) q = q.where("readAt", read ? "is not" : "is", null);
  return q.orderBy("createdAt", "desc").orderBy("guid", "desc").limit(page2.limit).offset(page2.offset).execute();
}
var unreadOf = preparedQuery(
  (db2, userId) => db2.selectFrom("message").select((eb) => eb.fn.countAll().as("count")).where("userId", "=", userId).where("readAt", "is", null)
);
async function countMessages(db2, userId, read) {
  if (read === false) return Number((await unreadOf(db2, userId))[0]?.count ?? 0);
  let q = db2.selectFrom("message").select((eb) => eb.fn.countAll().as("count")).where("userId", "=", userId);
  if (read !== void 0) q = q.where("readAt", read ? "is not" : "is", null);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.count);
}
async function markMessagesRead(db2, userId, guids, now) {
  const res = await db2.updateTable("message").set({ readAt: now }).where("userId", "=", userId).where("guid", "in", guids).where("readAt", "is", null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}
async function findUnreadState(db2, userId, tokenHash, activeSince) {
  const row = await db2.selectNoFrom((eb) => [
    eb.selectFrom("message").select((e) => e.fn.countAll().as("n")).where("userId", "=", userId).where("readAt", "is", null).as("count"),
    eb.selectFrom("sysSession").select((e) => e.fn.countAll().as("n")).where("tokenHash", "=", tokenHash).where("lastSeenAt", ">=", activeSince).as("sessions")
  ]).executeTakeFirstOrThrow();
  return { count: Number(row.count), sessionAlive: Number(row.sessions) > 0 };
}

// src/modules/dashboard/dashboard.repository.ts
var occupies = (eb, w) => eb.and([
  eb(eb.fn.coalesce("loadInTime", "startTime"), "<", w.to),
  eb(eb.fn.coalesce("loadOutTime", "endTime"), ">=", w.from)
]);
var occupying = (db2) => db2.selectFrom("project").where("status", "in", [...VENUE_OCCUPYING_STATUSES]);
async function countOccupyingIn(db2, windows) {
  if (windows.length === 0) return [];
  const row = await occupying(db2).select(
    (eb) => windows.map(
      (w, i) => eb.fn.sum(eb.case().when(occupies(eb, w)).then(1).else(0).end()).as(`w${i}`)
    )
  ).executeTakeFirst();
  const values = row ?? {};
  return windows.map((_, i) => Number(values[`w${i}`] ?? 0));
}
async function findOccupying(db2, w, limit) {
  return occupying(db2).select([
    "guid",
    "title",
    "halls",
    "status",
    "loadInTime",
    "startTime",
    "endTime",
    "loadOutTime"
  ]).where((eb) => occupies(eb, w)).orderBy((eb) => eb.fn.coalesce("loadInTime", "startTime")).orderBy("guid").limit(limit).execute();
}
async function countProjectsByStatus(db2) {
  const rows = await db2.selectFrom("project").select(["status", (eb) => eb.fn.countAll().as("count")]).groupBy("status").execute();
  return rows.map((r) => ({ status: Number(r.status), count: Number(r.count) }));
}
async function countExhibitions(db2) {
  const row = await db2.selectFrom("exhibition").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

// src/modules/dashboard/venue-calendar.ts
var formatters = /* @__PURE__ */ new Map();
var formatterOf = (timeZone) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23"
    });
    formatters.set(timeZone, f);
  }
  return f;
};
var wallClockAsUtc = (ms, timeZone) => {
  const parts = {};
  for (const p2 of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (p2.type !== "literal") parts[p2.type] = Number(p2.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0
  );
};
var offsetAt = (ms, timeZone) => wallClockAsUtc(ms, timeZone) - Math.floor(ms / 1e3) * 1e3;
var zonedMidnight = (timeZone, year, month, day) => {
  const asUtc = Date.UTC(year, month - 1, day);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
};
var zonedDate = (ms, timeZone) => {
  const d = new Date(wallClockAsUtc(ms, timeZone));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
var dayWindow = (now, timeZone) => {
  const { year, month, day } = zonedDate(now, timeZone);
  return {
    from: zonedMidnight(timeZone, year, month, day),
    to: zonedMidnight(timeZone, year, month, day + 1)
  };
};
var weekWindow = (now, timeZone) => {
  const { year, month, day } = zonedDate(now, timeZone);
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return {
    from: zonedMidnight(timeZone, year, month, day - sinceMonday),
    to: zonedMidnight(timeZone, year, month, day - sinceMonday + 7)
  };
};
var monthWindows = (now, timeZone, count) => {
  const { year, month } = zonedDate(now, timeZone);
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 + i, 1));
    const y = first.getUTCFullYear();
    const m = first.getUTCMonth() + 1;
    return {
      month: `${y}-${String(m).padStart(2, "0")}`,
      from: zonedMidnight(timeZone, y, m, 1),
      to: zonedMidnight(timeZone, y, m + 1, 1)
    };
  });
};

// src/modules/dashboard/dashboard.service.ts
async function windowOf(db2, w, count) {
  const rows = await findOccupying(db2, w, DASHBOARD_TOP_PROJECTS);
  const num3 = (v) => v === null ? null : Number(v);
  return {
    from: w.from,
    to: w.to,
    count,
    top: rows.map((r) => ({
      guid: r.guid,
      title: r.title,
      halls: r.halls,
      status: Number(r.status),
      loadInTime: num3(r.loadInTime),
      startTime: num3(r.startTime),
      endTime: num3(r.endTime),
      loadOutTime: num3(r.loadOutTime)
    }))
  };
}
async function dashboardSummary(db2, userId, now, timeZone = VENUE_TIME_ZONE) {
  const today = dayWindow(now, timeZone);
  const week = weekWindow(now, timeZone);
  const months = monthWindows(now, timeZone, DASHBOARD_MONTHS);
  const [todayCount = 0, weekCount = 0, ...monthCounts] = await countOccupyingIn(db2, [
    today,
    week,
    ...months
  ]);
  const todayWindow = await windowOf(db2, today, todayCount);
  const weekWindowFigure = await windowOf(db2, week, weekCount);
  const statusCounts = new Map(
    (await countProjectsByStatus(db2)).map((r) => [r.status, r.count])
  );
  const exhibitionCount = await countExhibitions(db2);
  const unreadMessages = await countMessages(db2, userId, false);
  return {
    timeZone,
    today: todayWindow,
    week: weekWindowFigure,
    byStatus: PROJECT_STATUS_VALUES.map((status) => ({
      status,
      count: statusCounts.get(status) ?? 0
    })),
    byMonth: months.map((m, i) => ({ ...m, count: monthCounts[i] ?? 0 })),
    exhibitionCount,
    unreadMessages
  };
}

// src/modules/dashboard/dashboard.routes.ts
function registerDashboardRoutes(api, deps) {
  const { db: db2 } = deps;
  const ep = endpointDeps(deps);
  registerEndpoint(
    api,
    ep,
    API.dashboard.summary,
    ({ user: user2 }) => dashboardSummary(db2, user2.id, Date.now())
  );
}

// src/modules/dictionaries/dict-data.resource.ts
var dictData = defineResource({
  table: "sysDictData",
  endpoints: API.dictionaries.data,
  filters: {
    dictType: (eb, v) => eb("dictType", "=", v),
    label: (eb, v) => contains(eb.ref("label"), v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("dictType").orderBy("sort").orderBy("id"),
  toItem: (r) => ({
    guid: r.guid,
    dictType: r.dictType,
    label: r.label,
    value: r.value,
    color: r.color,
    ...recordFields(r)
  }),
  sheetName: "export.dictData.sheet",
  sheet: [
    { key: "dictType", width: 20 },
    { key: "label", width: 20 },
    { key: "value", width: 20 },
    { key: "color", width: 12 }
  ],
  ownerless: true,
  beforeSave: async ({ trx, fields, stored, guid }) => {
    const dictType = stored?.dictType ?? fields.dictType;
    const type = await trx.selectFrom("sysDictType").select("id").where("dictType", "=", dictType).executeTakeFirst();
    if (!type) throw AppError.invalidField("dictType", "dict.noType");
    await checkUnique(trx, "sysDictData", guid, "value", fields.value, "dict.valueTaken", {
      dictType
    });
    return { dictType };
  }
});

// src/modules/dictionaries/dict-type.resource.ts
var dictTypes = defineResource({
  table: "sysDictType",
  endpoints: API.dictionaries.types,
  filters: {
    name: (eb, v) => contains(eb.ref("name"), v),
    dictType: (eb, v) => contains(eb.ref("dictType"), v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("sort").orderBy("id"),
  // how many values each type holds, counted once for the rows of the call
  lookup: (db2, rows) => {
    const types = rows.map((r) => r.dictType);
    return countsBy(db2, "sysDictData", "dictType", types);
  },
  toItem: (r, valueCount) => ({
    guid: r.guid,
    dictType: r.dictType,
    name: r.name,
    valueCount: valueCount.get(r.dictType) ?? 0,
    ...recordFields(r)
  }),
  sheetName: "export.dictType.sheet",
  sheet: [
    { key: "name", width: 20 },
    { key: "dictType", width: 20 },
    { key: "valueCount", width: 10, value: (r, _t, valueCount) => valueCount.get(r.dictType) ?? 0 }
  ],
  beforeSave: async ({ trx, fields, stored, guid }) => {
    if (stored && stored.dictType !== fields.dictType)
      throw AppError.invalidField("dictType", "dict.typeFixed");
    if (!stored)
      await checkUnique(trx, "sysDictType", guid, "dictType", fields.dictType, "dict.typeTaken");
  },
  // a type with values is refused whole (409): deleting it would orphan them
  beforeDelete: async (trx, guids) => {
    const held = await trx.selectFrom("sysDictType as t").innerJoin("sysDictData as d", "d.dictType", "t.dictType").select((eb) => ["t.name", eb.fn.countAll().as("n")]).where("t.guid", "in", guids).groupBy(["t.id", "t.name"]).orderBy("t.id").executeTakeFirst();
    if (held)
      throw AppError.conflict("dict.typeHasValues", { name: held.name, count: Number(held.n) });
  }
});

// src/modules/dictionaries/dictionaries.repository.ts
var enabledValues = (db2, dictType) => db2.selectFrom("sysDictData").where("dictType", "=", dictType).where("status", "=", 1).orderBy("sort").orderBy("id");
var findDictOptions = (db2, dictType) => enabledValues(db2, dictType).select(["guid", "label"]).execute();
var findDictValues = (db2, dictType) => enabledValues(db2, dictType).select(["value", "label", "color"]).execute();
async function dictGuidExists(db2, dictType, guid) {
  const row = await db2.selectFrom("sysDictData").select("guid").where("guid", "=", guid).where("dictType", "=", dictType).executeTakeFirst();
  return row !== void 0;
}

// src/modules/dictionaries/dictionaries.routes.ts
function registerDictionaryRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const { db: db2 } = deps;
  const d = API.dictionaries;
  const options2 = async (dictType) => (await findDictOptions(db2, dictType)).map((r) => ({ guid: r.guid, value: r.label }));
  registerEndpoint(api, ep, d.industryList, () => options2("industry"));
  registerEndpoint(api, ep, d.regionList, () => options2("region"));
  registerEndpoint(api, ep, d.values, ({ query }) => findDictValues(db2, query.dictType));
  registerResource(api, deps, dictTypes);
  registerResource(api, deps, dictData);
}

// src/modules/projects/projects.repository.ts
async function searchProjects(db2, keyword, limit) {
  let q = db2.selectFrom("project").select(["guid", "title", "projectNumber"]).orderBy("startTime", (ob) => ob.desc().nullsLast()).orderBy("guid").limit(limit);
  if (keyword) {
    q = q.where(
      (eb) => eb.or([
        containsIgnoringCase(eb.ref("title"), keyword),
        containsIgnoringCase(eb.ref("projectNumber"), keyword)
      ])
    );
  }
  return q.execute();
}
async function projectExists(db2, guid) {
  const row = await db2.selectFrom("project").select("guid").where("guid", "=", guid).executeTakeFirst();
  return row !== void 0;
}

// src/modules/projects/projects.service.ts
var PROJECT_OPTION_LIMIT = 50;
async function projectOptions(db2, keyword) {
  const rows = await searchProjects(db2, keyword, PROJECT_OPTION_LIMIT);
  return rows.map((r) => ({ guid: r.guid, title: r.title, projectNumber: r.projectNumber }));
}

// src/modules/exhibitions/exhibitions.repository.ts
import {
  SqliteAdapter,
  sql as sql3
} from "kysely";
var SEARCH_COLUMN_SQL = { title: "title", projectIdNumber: "project_id_number" };
var TRIGRAM_FIRST_BELOW = [2e4, 5e3, 1e3];
var isSqlite = (db2) => db2.getExecutor().adapter instanceof SqliteAdapter;
var trigramsOf = (text3) => {
  const chars = Array.from(text3.toLowerCase());
  const out = /* @__PURE__ */ new Set();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(""));
  return [...out];
};
var TRIGRAM_ROWS_TTL_MS = 6e4;
var TRIGRAM_ROWS_KEPT = 1e4;
var trigramRowsCache = /* @__PURE__ */ new WeakMap();
async function trigramRows(db2, column, trigram) {
  let cache = trigramRowsCache.get(db2);
  if (!cache) trigramRowsCache.set(db2, cache = /* @__PURE__ */ new Map());
  const key = `${column} ${trigram}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TRIGRAM_ROWS_TTL_MS) return hit.rows;
  const [found2] = await trigramRowsOf(db2, SEARCH_COLUMN_SQL[column], trigram);
  if (cache.size >= TRIGRAM_ROWS_KEPT) cache.clear();
  const rows = found2?.doc ?? 0;
  cache.set(key, { rows, at: now });
  return rows;
}
var trigramRowsOf = preparedQuery(
  (db2, column, term) => db2.selectFrom(sql3`exhibition_search_terms`.as("t")).select("t.doc").where("t.col", "=", column).where("t.term", "=", term)
);
async function planFilter(db2, f) {
  if (!isSqlite(db2)) return f;
  let best;
  for (const [column, text3] of [
    ["title", f.name],
    ["projectIdNumber", f.code]
  ]) {
    let rows = Infinity;
    for (const trigram of text3 ? trigramsOf(text3) : [])
      rows = Math.min(rows, await trigramRows(db2, column, trigram));
    if (rows < (best?.rows ?? Infinity)) best = { column, rows };
  }
  if (!best) return f;
  const narrowing = Number(Boolean(f.industryGuid)) + Number(Boolean(f.regionGuid));
  return best.rows < (TRIGRAM_FIRST_BELOW[narrowing] ?? 0) ? { ...f, indexed: best.column } : f;
}
var phraseOf = (text3) => `"${text3.replace(/"/g, '""')}"`;
var argsOf = (f) => {
  const like = (column, text3) => text3 && f.indexed !== column ? containsPattern(text3) : void 0;
  const phrase = (column, text3) => text3 && f.indexed === column ? phraseOf(text3) : void 0;
  return {
    codeLike: like("projectIdNumber", f.code),
    nameLike: like("title", f.name),
    codePhrase: phrase("projectIdNumber", f.code),
    namePhrase: phrase("title", f.name),
    industryGuid: f.industryGuid || void 0,
    regionGuid: f.regionGuid || void 0,
    applyFrom: f.applyFrom,
    applyTo: f.applyTo
  };
};
var filterOf = (a, sqlite) => (eb) => {
  const conds = [];
  const text3 = (column, pattern, phrase) => {
    const ref = eb.ref(`exhibition.${column}`);
    if (pattern !== void 0)
      conds.push(sqlite ? likePattern(ref, pattern) : ilikePattern(ref, pattern));
    if (phrase !== void 0)
      conds.push(
        sql3`exhibition.rowid in (select rowid from exhibition_search where ${sql3.raw(
          SEARCH_COLUMN_SQL[column]
        )} match ${phrase})`
      );
  };
  text3("projectIdNumber", a.codeLike, a.codePhrase);
  text3("title", a.nameLike, a.namePhrase);
  if (a.industryGuid !== void 0) conds.push(eb("exhibition.industryGuid", "=", a.industryGuid));
  if (a.regionGuid !== void 0) conds.push(eb("exhibition.regionGuid", "=", a.regionGuid));
  if (a.applyTo !== void 0) conds.push(eb("exhibition.applyTimeStart", "<=", a.applyTo));
  if (a.applyFrom !== void 0) conds.push(eb("exhibition.applyTimeEnd", ">=", a.applyFrom));
  return eb.and(conds);
};
var listRows = (db2) => db2.selectFrom("exhibition").leftJoin("sysDictData as ind", "ind.guid", "exhibition.industryGuid").leftJoin("sysDictData as reg", "reg.guid", "exhibition.regionGuid").select([
  "exhibition.guid",
  "exhibition.title",
  "exhibition.projectIdNumber",
  "ind.label as industry",
  "reg.label as region",
  "exhibition.applyTimeStart",
  "exhibition.applyTimeEnd",
  "exhibition.startTime",
  "exhibition.endTime",
  "exhibition.status",
  "exhibition.onHome"
]);
var pageQuery = (db2, a) => listRows(db2).where(filterOf(a, isSqlite(db2))).orderBy("exhibition.applyTimeStart", "desc").orderBy("exhibition.guid", "desc").limit(a.limit).offset(a.offset);
var pageOf = preparedQueries(pageQuery);
async function findExhibitionPage(db2, filter, page2) {
  return pageOf(db2, { ...argsOf(filter), ...page2 });
}
var countOf2 = preparedQueries(
  (db2, a) => db2.selectFrom("exhibition").select((eb) => eb.fn.countAll().as("count")).where(filterOf(a, isSqlite(db2)))
);
async function countExhibitions2(db2, filter) {
  const [row] = await countOf2(db2, argsOf(filter));
  return Number(row?.count ?? 0);
}
async function findExhibition(db2, guid) {
  return db2.selectFrom("exhibition").selectAll().where("guid", "=", guid).executeTakeFirst();
}
async function findExhibitionRow(db2, guid) {
  return listRows(db2).where("exhibition.guid", "=", guid).executeTakeFirst();
}
async function findGuidByNumber(db2, projectIdNumber, exceptGuid) {
  let q = db2.selectFrom("exhibition").select("guid").where("projectIdNumber", "=", projectIdNumber);
  if (exceptGuid) q = q.where("guid", "!=", exceptGuid);
  const row = await q.executeTakeFirst();
  return row?.guid;
}
async function insertExhibition(db2, row) {
  await db2.insertInto("exhibition").values(row).execute();
}
async function updateExhibitionAtVersion(db2, guid, version, changes) {
  const res = await db2.updateTable("exhibition").set((eb) => ({ ...changes, version: eb("version", "+", 1) })).where("guid", "=", guid).where("version", "=", version).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
async function setExhibitionOnHome(db2, guid, onHome, now) {
  const res = await db2.updateTable("exhibition").set({ onHome: onHome ? 1 : 0, updatedAt: now }).where("guid", "=", guid).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
async function deleteExhibition(db2, guid) {
  const res = await db2.deleteFrom("exhibition").where("guid", "=", guid).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
async function clearCurrentExhibition(db2, guid, now) {
  await db2.updateTable("sysUser").set({ currentExhibitionGuid: null, updatedAt: now }).where("currentExhibitionGuid", "=", guid).execute();
}
async function setUserCurrentExhibition(db2, userId, guid, now) {
  await db2.updateTable("sysUser").set({ currentExhibitionGuid: guid, updatedAt: now }).where("id", "=", userId).execute();
}
async function findUserCurrentExhibition(db2, userId) {
  return db2.selectFrom("sysUser as u").leftJoin("exhibition as e", "e.guid", "u.currentExhibitionGuid").select(["u.currentExhibitionGuid as storedGuid", "e.guid", "e.title"]).where("u.id", "=", userId).executeTakeFirst();
}
async function countUsersOnExhibition(db2, guid) {
  const row = await db2.selectFrom("sysUser").select((eb) => eb.fn.countAll().as("count")).where("currentExhibitionGuid", "=", guid).executeTakeFirstOrThrow();
  return Number(row.count);
}
async function listExhibitionTitles(db2, limit) {
  return db2.selectFrom("exhibition").select(["guid", "title"]).orderBy("applyTimeStart", "desc").orderBy("guid", "desc").limit(limit).execute();
}
async function existingGuids(db2, guids) {
  const rows = await db2.selectFrom("exhibition").select("guid").where("guid", "in", guids).execute();
  return new Set(rows.map((r) => r.guid));
}

// src/modules/exhibitions/exhibitions.service.ts
var STATUS_ENDED = 3;
var LIST_LIMIT = 2e3;
var DAY_MS = 864e5;
var toRow = (r) => ({ ...r, onHome: r.onHome === 1 });
var toExhibition = (r) => ({
  guid: r.guid,
  title: r.title,
  projectIdNumber: r.projectIdNumber,
  projectGuid: r.projectGuid,
  industryGuid: r.industryGuid,
  regionGuid: r.regionGuid,
  organiser: r.organiser,
  homeContractor: r.homeContractor,
  halls: r.halls,
  applyTimeStart: r.applyTimeStart,
  applyTimeEnd: r.applyTimeEnd,
  loadInTime: r.loadInTime,
  startTime: r.startTime,
  endTime: r.endTime,
  loadOutTime: r.loadOutTime,
  status: r.status,
  onHome: r.onHome === 1,
  remark: r.remark,
  version: r.version
});
var notFound = () => AppError.notFound("exhibition.notFound");
var dayOf = (ms) => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};
var daysBetween = (from, to) => Math.round((dayOf(to) - dayOf(from)) / DAY_MS);
async function pageExhibitions(db2, q) {
  const filter = await planFilter(db2, {
    code: q.exhibitionCode,
    name: q.exhibitionName,
    industryGuid: q.projectIndustry,
    regionGuid: q.projectRegion,
    applyFrom: q.applyTimeStart,
    applyTo: q.applyTimeEnd
  });
  const [rows, count] = await Promise.all([
    findExhibitionPage(db2, filter, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    countExhibitions2(db2, filter)
  ]);
  return { list: rows.map(toRow), count };
}
async function getExhibition(db2, guid) {
  const row = await findExhibition(db2, guid);
  if (!row) throw notFound();
  return toExhibition(row);
}
async function exhibitionInfo(db2, guid, now) {
  const [row, full, activeUsers] = await Promise.all([
    findExhibitionRow(db2, guid),
    findExhibition(db2, guid),
    countUsersOnExhibition(db2, guid)
  ]);
  if (!row || !full) throw notFound();
  const halls2 = full.halls.split(/[,，、;；\s]+/).filter(Boolean);
  return {
    exhibition: toRow(row),
    figures: {
      daysToApplyEnd: row.applyTimeEnd === null ? null : daysBetween(now, row.applyTimeEnd),
      daysToOpen: row.startTime === null ? null : daysBetween(now, row.startTime),
      openDays: row.startTime === null || row.endTime === null ? null : daysBetween(row.startTime, row.endTime) + 1,
      hallCount: new Set(halls2).size,
      activeUsers
    }
  };
}
async function saveExhibition(db2, user2, input, now) {
  const { guid, version, ...fields } = input;
  const needed = guid ? PERMISSIONS.exhibition.edit : PERMISSIONS.exhibition.add;
  if (!hasAnyPermission(user2.permissions, [needed])) throw AppError.forbidden();
  if (guid && version === void 0) throw AppError.badRequest("exhibition.versionRequired");
  return db2.transaction().execute(async (trx) => {
    await checkReferences(trx, fields);
    const taken = await findGuidByNumber(trx, fields.projectIdNumber, guid);
    if (taken) {
      const other = await findExhibition(trx, taken);
      throw AppError.conflict("exhibition.numberTaken", {
        number: fields.projectIdNumber,
        title: other?.title ?? taken
      });
    }
    const values = {
      ...fields,
      projectGuid: fields.projectGuid ?? null,
      industryGuid: fields.industryGuid ?? null,
      regionGuid: fields.regionGuid ?? null,
      applyTimeStart: fields.applyTimeStart ?? null,
      applyTimeEnd: fields.applyTimeEnd ?? null,
      loadInTime: fields.loadInTime ?? null,
      startTime: fields.startTime ?? null,
      endTime: fields.endTime ?? null,
      loadOutTime: fields.loadOutTime ?? null,
      updatedAt: now
    };
    let target = guid;
    if (!target) {
      target = newGuid();
      await insertExhibition(trx, {
        ...values,
        guid: target,
        onHome: 0,
        deptId: user2.deptId,
        createdBy: user2.id,
        createdAt: now
      });
    } else if (!await updateExhibitionAtVersion(trx, target, version ?? 0, values)) {
      throw await findExhibition(trx, target) ? AppError.conflict() : notFound();
    }
    return getExhibition(trx, target);
  });
}
async function checkReferences(db2, f) {
  const checks = [
    ["industryGuid", f.industryGuid, (g) => dictGuidExists(db2, "industry", g)],
    ["regionGuid", f.regionGuid, (g) => dictGuidExists(db2, "region", g)],
    ["projectGuid", f.projectGuid, (g) => projectExists(db2, g)]
  ];
  for (const [field, guid, exists] of checks) {
    if (guid && !await exists(guid)) throw AppError.badRequest("exhibition.unknownRef", { field });
  }
}
async function removeExhibition(db2, guid, now) {
  await db2.transaction().execute(async (trx) => {
    if (!await deleteExhibition(trx, guid)) throw notFound();
    await clearCurrentExhibition(trx, guid, now);
  });
}
async function switchExhibition(db2, user2, guid, now) {
  const row = await findExhibition(db2, guid);
  if (!row) throw new AppError(ResultCode.notFound, "exhibition.switchFailed");
  await setUserCurrentExhibition(db2, user2.id, guid, now);
  return { guid: row.guid, title: row.title };
}
async function currentExhibition(db2, user2, now) {
  const row = await findUserCurrentExhibition(db2, user2.id);
  if (!row?.storedGuid) return null;
  if (!row.guid || row.title === null) {
    await clearCurrentExhibition(db2, row.storedGuid, now);
    throw new AppError(ResultCode.partial, "exhibition.contextGone");
  }
  return { guid: row.guid, title: row.title };
}
async function exhibitionQualifier(db2, guid) {
  const row = await findExhibition(db2, guid);
  if (!row) throw notFound();
  return row.status === STATUS_ENDED ? { allowed: false, reasonKey: "exhibition.ended" } : { allowed: true, reasonKey: null };
}
async function setOnHome(db2, guid, onHome, now) {
  if (!await setExhibitionOnHome(db2, guid, onHome, now)) throw notFound();
}
async function listExhibitions(db2) {
  return listExhibitionTitles(db2, LIST_LIMIT);
}
async function copyExhibitionConfig(db2, body) {
  const found2 = await existingGuids(db2, [body.fromGuid, body.toGuid]);
  if (!found2.has(body.fromGuid) || !found2.has(body.toGuid)) throw notFound();
  return null;
}

// src/modules/exhibitions/exhibitions.routes.ts
function registerExhibitionRoutes(api, deps) {
  const { db: db2 } = deps;
  const ep = endpointDeps(deps);
  const x = API.exhibitions;
  registerEndpoint(api, ep, x.page, ({ query }) => pageExhibitions(db2, query));
  registerEndpoint(api, ep, x.detail, ({ query }) => getExhibition(db2, query.guid));
  registerEndpoint(api, ep, x.projectList, ({ query }) => projectOptions(db2, query.keyword));
  registerEndpoint(
    api,
    ep,
    x.addOrUpdate,
    ({ body, user: user2 }) => saveExhibition(db2, user2, body, Date.now())
  );
  registerEndpoint(api, ep, x.delete, async ({ body }) => {
    await removeExhibition(db2, body.guid, Date.now());
    return null;
  });
  registerEndpoint(api, ep, x.info, ({ query }) => exhibitionInfo(db2, query.guid, Date.now()));
  registerEndpoint(
    api,
    ep,
    x.userSwitch,
    async ({ body, user: user2 }) => answer(await switchExhibition(db2, user2, body.guid, Date.now()), "exhibition.switchOk")
  );
  registerEndpoint(api, ep, x.userInfo, ({ user: user2 }) => currentExhibition(db2, user2, Date.now()));
  registerEndpoint(api, ep, x.qualifier, async ({ query, req }) => {
    const q = await exhibitionQualifier(db2, query.guid);
    return { allowed: q.allowed, reason: q.reasonKey ? tr(req, q.reasonKey) : null };
  });
  registerEndpoint(api, ep, x.relHome, async ({ body }) => {
    await setOnHome(db2, body.guid, body.onHome, Date.now());
    return null;
  });
  registerEndpoint(api, ep, x.list, () => listExhibitions(db2));
  registerEndpoint(api, ep, x.copyConfig, ({ body }) => copyExhibitionConfig(db2, body));
}

// src/lib/upload.ts
async function uploadedFile(req) {
  if (!req.isMultipart()) throw AppError.badRequest("upload.noFile");
  const part = await req.file();
  if (!part || part.fieldname !== "file") throw AppError.badRequest("upload.noFile");
  return { bytes: await part.toBuffer(), fileName: part.filename };
}
async function uploadedBytes(req) {
  return (await uploadedFile(req)).bytes;
}

// src/plugins/rate-limit-store.ts
import { sql as sql4 } from "kysely";
var databaseRateLimitStore = (db2) => class DatabaseRateLimitStore {
  /** The route's (or group's) part of each key: routes count apart. */
  scope;
  window;
  constructor(options2 = {}) {
    const { routeInfo, groupId, timeWindow } = options2;
    this.scope = groupId ?? `${[routeInfo?.method ?? ""].flat().join(",")} ${routeInfo?.url ?? ""}`;
    this.window = typeof timeWindow === "number" ? timeWindow : 6e4;
  }
  // the plugin passes the window (its typings do not say so yet); the route's otherwise
  incr(key, done, timeWindow = this.window) {
    const now = Date.now();
    const expired = sql4`rate_limit_hit.window_start + ${timeWindow} <= ${now}`;
    db2.insertInto("rateLimitHit").values({ key: `${this.scope}|${key}`, windowStart: now, hits: 1 }).onConflict(
      (oc) => oc.column("key").doUpdateSet({
        hits: sql4`case when ${expired} then 1 else rate_limit_hit.hits + 1 end`,
        windowStart: sql4`case when ${expired} then ${now} else rate_limit_hit.window_start end`
      })
    ).returning(["hits", "windowStart"]).executeTakeFirstOrThrow().then(
      ({ hits, windowStart }) => done(null, { current: hits, ttl: Number(windowStart) + timeWindow - now }),
      (err) => done(err instanceof Error ? err : new Error(String(err)))
    );
  }
  // a route's options: its own window, its method and URL
  child(options2) {
    return new DatabaseRateLimitStore(options2);
  }
};

// src/modules/files/files.repository.ts
import { sql as sql5 } from "kysely";
async function insertFileOnce(db2, f) {
  await db2.insertInto("sysFile").values({
    sha256: f.sha256,
    contentType: f.contentType,
    size: f.data.byteLength,
    data: f.data,
    createdBy: f.createdBy,
    createdAt: f.now
  }).onConflict((oc) => oc.column("sha256").doUpdateSet({ createdAt: f.now })).execute();
}
async function findFile(db2, sha256) {
  return db2.selectFrom("sysFile").select(["contentType", "data"]).where("sha256", "=", sha256).executeTakeFirst();
}
async function fileExists(db2, sha256) {
  const row = await db2.selectFrom("sysFile").select("sha256").where("sha256", "=", sha256).executeTakeFirst();
  return row !== void 0;
}
async function bytesUploadedBy(db2, userId) {
  const row = await db2.selectFrom("sysFile").select((eb) => eb.fn.coalesce(eb.fn.sum("size"), sql5`0`).as("bytes")).where("createdBy", "=", userId).executeTakeFirstOrThrow();
  return Number(row.bytes);
}
async function replaceFileRefs(db2, ref, sha256s) {
  await insertFileRefs(db2, ref, sha256s);
  let gone = db2.deleteFrom("sysFileRef").where("ref", "=", ref);
  if (sha256s.length > 0) gone = gone.where("sha256", "not in", sha256s);
  await gone.execute();
}
async function insertFileRefs(db2, ref, sha256s) {
  if (sha256s.length === 0) return;
  await db2.insertInto("sysFileRef").values(sha256s.map((sha256) => ({ sha256, ref }))).onConflict((oc) => oc.columns(["sha256", "ref"]).doNothing()).execute();
}
async function deleteFileRefs(db2, refs) {
  if (refs.length === 0) return;
  await db2.deleteFrom("sysFileRef").where("ref", "in", refs).execute();
}
async function findConfigsNamingFiles(db2) {
  return db2.selectFrom("sysConfig").select(["configKey", "configValue"]).where("configValue", "like", "%/files/%").execute();
}
async function findConfigRefs(db2) {
  const rows = await db2.selectFrom("sysFileRef").select("ref").distinct().where("ref", "like", "config:%").execute();
  return rows.map((r) => r.ref);
}
async function deleteUnreferencedFiles(db2, before) {
  const res = await db2.deleteFrom("sysFile").where("createdAt", "<", before).where(
    (eb) => eb.not(
      eb.exists(
        eb.selectFrom("sysFileRef").select("sysFileRef.sha256").whereRef("sysFileRef.sha256", "=", "sysFile.sha256")
      )
    )
  ).executeTakeFirst();
  return Number(res.numDeletedRows);
}

// src/modules/files/files.refs.ts
var fileRef = {
  contractTemplate: (guid) => `contractTemplate:${guid}`,
  fileTemplate: (guid) => `fileTemplate:${guid}`,
  scheduleMission: (mid) => `scheduleMission:${mid}`,
  config: (key) => `config:${key}`,
  /** A document a workflow record carries (modules/workflow attachments). */
  attachment: (guid) => `attachment:${guid}`,
  /** A logo a user uploaded for the settings panel (kept in that browser's storage). */
  logo: (userId) => `logo:${userId}`
};
var FILE_NAME = /\/files\/([0-9a-f]{64})\./g;
function filesNamedIn(texts) {
  const found2 = /* @__PURE__ */ new Set();
  for (const text3 of texts) {
    for (const m of text3?.matchAll(FILE_NAME) ?? []) if (m[1]) found2.add(m[1]);
  }
  return [...found2];
}
var setFileRefs = (db2, ref, texts) => replaceFileRefs(db2, ref, filesNamedIn(texts));
var addFileRefs = (db2, ref, texts) => insertFileRefs(db2, ref, filesNamedIn(texts));
var removeFileRefs = (db2, refs) => deleteFileRefs(db2, refs);
async function syncConfigFileRefs(db2) {
  const configs = await findConfigsNamingFiles(db2);
  const current = new Set(configs.map((c) => fileRef.config(c.configKey)));
  for (const c of configs) await setFileRefs(db2, fileRef.config(c.configKey), [c.configValue]);
  const stale = (await findConfigRefs(db2)).filter((ref) => !current.has(ref));
  await removeFileRefs(db2, stale);
}

// src/modules/files/files.cleanup.ts
var UNREFERENCED_FILE_GRACE_MS = 24 * 60 * 60 * 1e3;
var FILE_CLEANUP_EVERY_MS = 60 * 60 * 1e3;
async function removeUnreferencedFiles(db2, now = Date.now()) {
  await syncConfigFileRefs(db2);
  return deleteUnreferencedFiles(db2, now - UNREFERENCED_FILE_GRACE_MS);
}

// src/modules/files/files.service.ts
var startsWith = (b, sig, at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
var ascii = (s) => [...s].map((c) => c.charCodeAt(0));
function sniffImage(b) {
  if (startsWith(b, [137, 80, 78, 71, 13, 10, 26, 10])) {
    return { ext: "png", contentType: "image/png" };
  }
  if (startsWith(b, [255, 216, 255])) return { ext: "jpg", contentType: "image/jpeg" };
  if (startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a"))) {
    return { ext: "gif", contentType: "image/gif" };
  }
  if (startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8)) {
    return { ext: "webp", contentType: "image/webp" };
  }
  return null;
}
var OOXML = [
  {
    entry: "word/document.xml",
    kind: {
      ext: "docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    }
  },
  {
    entry: "xl/workbook.xml",
    kind: {
      ext: "xlsx",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    }
  },
  {
    entry: "ppt/presentation.xml",
    kind: {
      ext: "pptx",
      contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation"
    }
  }
];
var OLE_TYPES = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint"
};
function sniffDocument(b, fileName) {
  const image = sniffImage(b);
  if (image) return image;
  if (startsWith(b, ascii("%PDF-"))) return { ext: "pdf", contentType: "application/pdf" };
  if (startsWith(b, [80, 75, 3, 4])) {
    const names = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("latin1");
    if (!names.includes("[Content_Types].xml")) return null;
    return OOXML.find((o) => names.includes(o.entry))?.kind ?? null;
  }
  if (startsWith(b, [208, 207, 17, 224, 161, 177, 26, 225])) {
    const ext = fileName.toLowerCase().split(".").pop() ?? "";
    const contentType = OLE_TYPES[ext];
    if (contentType) return { ext, contentType };
  }
  return null;
}
var MB = 1024 * 1024;
async function storeImage(db2, data, userId, quota) {
  const kind = sniffImage(data);
  if (!kind) throw AppError.badRequest("upload.notImage");
  return store(db2, data, kind, userId, quota);
}
async function storeDocument(db2, data, fileName, userId, quota) {
  const kind = sniffDocument(data, fileName);
  if (!kind) throw AppError.badRequest("upload.notDocument");
  return store(db2, data, kind, userId, quota);
}
async function store(db2, data, kind, userId, quota) {
  const sha256 = sha256Hex(data);
  if (quota && !await fileExists(db2, sha256)) {
    const used = await bytesUploadedBy(db2, userId);
    if (used + data.byteLength > quota.quotaMb * MB)
      throw new AppError(ResultCode.tooLarge, "upload.quotaFull", { mb: quota.quotaMb });
  }
  await insertFileOnce(db2, {
    sha256,
    contentType: kind.contentType,
    data,
    createdBy: userId,
    now: Date.now()
  });
  return `/files/${sha256}.${kind.ext}`;
}
var FILE_NAME2 = /^([0-9a-f]{64})\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|doc|xls|ppt)$/;
async function readStoredFile(db2, name) {
  const sha256 = FILE_NAME2.exec(name)?.[1];
  const file = sha256 ? await findFile(db2, sha256) : void 0;
  if (!file) throw AppError.notFound();
  return {
    contentType: file.contentType,
    data: Buffer.from(file.data),
    attachment: !file.contentType.startsWith("image/")
  };
}

// src/modules/files/files.routes.ts
var UPLOADS_PER_MINUTE = 30;
var UPLOAD_WINDOW_MS = 6e4;
function registerFileRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const countUpload = uploadCounter(deps.db);
  const quota = { quotaMb: deps.config.uploadQuotaMb };
  registerEndpoint(
    api,
    ep,
    API.files.upload,
    async ({ req, reply, user: user2, query }) => {
      await countUpload(user2.id);
      const fileName = await storeImage(deps.db, await uploadedBytes(req), user2.id, quota);
      if (query.keep === "logo") await addFileRefs(deps.db, fileRef.logo(user2.id), [fileName]);
      const result = { code: ResultCode.ok, msg: tr(req, "ok"), fileName };
      reply.send(result);
      return result;
    },
    { raw: true }
  );
  registerEndpoint(
    api,
    ep,
    API.files.uploadDocument,
    async ({ req, reply, user: user2 }) => {
      await countUpload(user2.id);
      const { bytes, fileName: clientName } = await uploadedFile(req);
      const fileName = await storeDocument(deps.db, bytes, clientName, user2.id, quota);
      const result = { code: ResultCode.ok, msg: tr(req, "ok"), fileName };
      reply.send(result);
      return result;
    },
    { raw: true }
  );
  registerEndpoint(
    api,
    ep,
    API.files.file,
    async ({ req, reply }) => {
      const { name } = req.params;
      const file = await readStoredFile(deps.db, name ?? "");
      if (file.attachment) reply.header("content-disposition", "attachment");
      reply.type(file.contentType).header("cache-control", "private, max-age=31536000, immutable").header("x-content-type-options", "nosniff").send(file.data);
      return null;
    },
    { raw: true }
  );
  const cleanup = setInterval(() => {
    removeUnreferencedFiles(deps.db).catch(
      (err) => api.log.error({ err }, "removing unreferenced files failed")
    );
  }, FILE_CLEANUP_EVERY_MS);
  cleanup.unref();
  api.addHook("onClose", async () => clearInterval(cleanup));
}
function uploadCounter(db2) {
  const Store = databaseRateLimitStore(db2);
  const store2 = new Store({ groupId: "upload", timeWindow: UPLOAD_WINDOW_MS });
  return async (userId) => {
    const hits = await new Promise(
      (resolve2, reject) => store2.incr(
        `user:${userId}`,
        (err, result) => err ? reject(err) : resolve2(result?.current ?? 0),
        UPLOAD_WINDOW_MS
      )
    );
    if (hits > UPLOADS_PER_MINUTE) throw new AppError(ResultCode.tooMany, "tooMany");
  };
}

// src/modules/health/health.routes.ts
import { Migrator, sql as sql8 } from "kysely";

// src/db/migrations/2026_11_22_0100_create_foundation.ts
var create_foundation_exports = {};
__export(create_foundation_exports, {
  down: () => down,
  up: () => up
});
import { PostgresAdapter } from "kysely";
var isPostgres = (db2) => db2.getExecutor().adapter instanceof PostgresAdapter;
async function up(db2) {
  const pg3 = isPostgres(db2);
  const idCol = (name = "id") => [
    name,
    "integer",
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely column builder callback
    (c) => pg3 ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  ];
  await db2.schema.createTable("sys_dept").addColumn(...idCol()).addColumn("guid", "text", (c) => c.notNull().unique()).addColumn("code", "text", (c) => c.notNull().unique()).addColumn("parent_id", "integer", (c) => c.notNull().defaultTo(0)).addColumn("ancestors", "text", (c) => c.notNull().defaultTo("/")).addColumn("name", "text", (c) => c.notNull()).addColumn("leader", "text", (c) => c.notNull().defaultTo("")).addColumn("phone", "text", (c) => c.notNull().defaultTo("")).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createTable("sys_user").addColumn(...idCol()).addColumn("guid", "text", (c) => c.notNull().unique()).addColumn("user_name", "text", (c) => c.notNull().unique()).addColumn("nick_name", "text", (c) => c.notNull()).addColumn("dept_id", "integer").addColumn("mobile", "text", (c) => c.notNull().defaultTo("")).addColumn("email", "text", (c) => c.notNull().defaultTo("")).addColumn("password_hash", "text", (c) => c.notNull()).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("feishu_open_id", "text", (c) => c.unique()).addColumn("current_exhibition_guid", "text").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createTable("sys_role").addColumn(...idCol()).addColumn("guid", "text", (c) => c.notNull().unique()).addColumn("role_key", "text", (c) => c.notNull().unique()).addColumn("role_name", "text", (c) => c.notNull()).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("data_scope", "integer", (c) => c.notNull().defaultTo(1)).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createTable("sys_menu").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("parent_id", "integer", (c) => c.notNull().defaultTo(0)).addColumn("system_code", "text", (c) => c.notNull()).addColumn("menu_name", "text", (c) => c.notNull()).addColumn("menu_type", "text", (c) => c.notNull()).addColumn("path", "text", (c) => c.notNull().defaultTo("")).addColumn("icon", "text").addColumn("perms", "text").addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await db2.schema.createTable("sys_system").addColumn("code", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createTable("sys_user_role").addColumn("user_id", "integer", (c) => c.notNull()).addColumn("role_id", "integer", (c) => c.notNull()).addPrimaryKeyConstraint("sys_user_role_pk", ["user_id", "role_id"]).execute();
  await db2.schema.createTable("sys_role_system").addColumn("role_id", "integer", (c) => c.notNull()).addColumn("system_code", "text", (c) => c.notNull()).addPrimaryKeyConstraint("sys_role_system_pk", ["role_id", "system_code"]).execute();
  await db2.schema.createTable("sys_role_menu").addColumn("role_id", "integer", (c) => c.notNull()).addColumn("menu_id", "integer", (c) => c.notNull()).addPrimaryKeyConstraint("sys_role_menu_pk", ["role_id", "menu_id"]).execute();
  await db2.schema.createTable("sys_session").addColumn("token_hash", "text", (c) => c.primaryKey()).addColumn("user_id", "integer", (c) => c.notNull()).addColumn("ip", "text", (c) => c.notNull().defaultTo("")).addColumn("user_agent", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("last_seen_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("sys_session_user_idx").on("sys_session").column("user_id").execute();
  await db2.schema.createTable("sys_login_lock").addColumn("user_name", "text", (c) => c.notNull()).addColumn("ip", "text", (c) => c.notNull()).addColumn("failures", "integer", (c) => c.notNull().defaultTo(0)).addColumn("locked_until", "bigint").addColumn("updated_at", "bigint", (c) => c.notNull()).addPrimaryKeyConstraint("sys_login_lock_pk", ["user_name", "ip"]).execute();
  await db2.schema.createTable("sys_bind_ticket").addColumn("ticket_hash", "text", (c) => c.primaryKey()).addColumn("open_id", "text", (c) => c.notNull()).addColumn("expires_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createTable("sys_login_log").addColumn(...idCol()).addColumn("user_name", "text", (c) => c.notNull()).addColumn("ip", "text", (c) => c.notNull()).addColumn("user_agent", "text", (c) => c.notNull().defaultTo("")).addColumn("method", "text", (c) => c.notNull()).addColumn("success", "integer", (c) => c.notNull()).addColumn("message", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("sys_login_log_time_idx").on("sys_login_log").column("created_at").execute();
  await db2.schema.createTable("sys_oper_log").addColumn(...idCol()).addColumn("user_name", "text", (c) => c.notNull()).addColumn("module", "text", (c) => c.notNull()).addColumn("action", "text", (c) => c.notNull()).addColumn("method", "text", (c) => c.notNull()).addColumn("url", "text", (c) => c.notNull()).addColumn("target", "text").addColumn("params", "text", (c) => c.notNull().defaultTo("")).addColumn("success", "integer", (c) => c.notNull()).addColumn("message", "text", (c) => c.notNull().defaultTo("")).addColumn("ip", "text", (c) => c.notNull().defaultTo("")).addColumn("duration_ms", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("sys_oper_log_time_idx").on("sys_oper_log").column("created_at").execute();
  await db2.schema.createTable("sys_config").addColumn("config_key", "text", (c) => c.primaryKey()).addColumn("config_value", "text", (c) => c.notNull()).execute();
  await db2.schema.createTable("sys_version").addColumn(...idCol()).addColumn("version_code", "text", (c) => c.notNull().unique()).addColumn("online_time", "bigint", (c) => c.notNull()).addColumn("online_content", "text", (c) => c.notNull()).execute();
  await db2.schema.createTable("sys_file").addColumn("sha256", "text", (c) => c.primaryKey()).addColumn("content_type", "text", (c) => c.notNull()).addColumn("size", "integer", (c) => c.notNull()).addColumn("data", pg3 ? "bytea" : "blob", (c) => c.notNull()).addColumn("created_by", "integer").addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createTable("sys_dict_data").addColumn(...idCol()).addColumn("guid", "text", (c) => c.notNull().unique()).addColumn("dict_type", "text", (c) => c.notNull()).addColumn("label", "text", (c) => c.notNull()).addColumn("value", "text", (c) => c.notNull().defaultTo("")).addColumn("color", "text").addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("sys_dict_data_type_idx").on("sys_dict_data").columns(["dict_type", "sort"]).execute();
  await db2.schema.createTable("project").addColumn("guid", "text", (c) => c.primaryKey()).addColumn("project_number", "text", (c) => c.notNull().unique()).addColumn("title", "text", (c) => c.notNull()).addColumn("form_flag", "text", (c) => c.notNull().defaultTo("1")).addColumn("status", "integer", (c) => c.notNull().defaultTo(0)).addColumn("industry_guid", "text").addColumn("region_guid", "text").addColumn("customer", "text", (c) => c.notNull().defaultTo("")).addColumn("halls", "text", (c) => c.notNull().defaultTo("")).addColumn("load_in_time", "bigint").addColumn("start_time", "bigint").addColumn("end_time", "bigint").addColumn("load_out_time", "bigint").addColumn("dept_id", "integer").addColumn("created_by", "integer").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createTable("exhibition").addColumn("guid", "text", (c) => c.primaryKey()).addColumn("title", "text", (c) => c.notNull()).addColumn("project_id_number", "text", (c) => c.notNull()).addColumn("project_guid", "text").addColumn("industry_guid", "text").addColumn("region_guid", "text").addColumn("organiser", "text", (c) => c.notNull().defaultTo("")).addColumn("home_contractor", "text", (c) => c.notNull().defaultTo("")).addColumn("halls", "text", (c) => c.notNull().defaultTo("")).addColumn("apply_time_start", "bigint").addColumn("apply_time_end", "bigint").addColumn("load_in_time", "bigint").addColumn("start_time", "bigint").addColumn("end_time", "bigint").addColumn("load_out_time", "bigint").addColumn("status", "integer", (c) => c.notNull().defaultTo(0)).addColumn("on_home", "integer", (c) => c.notNull().defaultTo(0)).addColumn("remark", "text", (c) => c.notNull().defaultTo("")).addColumn("dept_id", "integer").addColumn("created_by", "integer").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("exhibition_apply_idx").on("exhibition").columns(["apply_time_start", "guid"]).execute();
  await db2.schema.createIndex("exhibition_industry_idx").on("exhibition").columns(["industry_guid", "apply_time_start"]).execute();
  await db2.schema.createIndex("exhibition_region_idx").on("exhibition").columns(["region_guid", "apply_time_start"]).execute();
  await db2.schema.createIndex("exhibition_code_uq").on("exhibition").column("project_id_number").unique().execute();
  await db2.schema.createIndex("exhibition_industry_region_idx").on("exhibition").columns(["industry_guid", "region_guid", "apply_time_start", "apply_time_end"]).execute();
  await db2.schema.createTable("favourite_view").addColumn(...idCol()).addColumn("user_id", "integer", (c) => c.notNull()).addColumn("model_name", "text", (c) => c.notNull()).addColumn("topic_name", "text", (c) => c.notNull()).addColumn("front_sign", "text", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).addUniqueConstraint("favourite_view_user_route_uq", ["user_id", "front_sign"]).execute();
  await db2.schema.createTable("message").addColumn("guid", "text", (c) => c.primaryKey()).addColumn("user_id", "integer", (c) => c.notNull()).addColumn("title", "text", (c) => c.notNull()).addColumn("content", "text", (c) => c.notNull().defaultTo("")).addColumn("kind", "text", (c) => c.notNull()).addColumn("link", "text").addColumn("read_at", "bigint").addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("message_user_idx").on("message").columns(["user_id", "created_at"]).execute();
  await db2.schema.createTable("seed_run").addColumn("step", "text", (c) => c.primaryKey()).addColumn("ran_at", "bigint", (c) => c.notNull()).execute();
}
async function down(db2) {
  for (const t of [
    "seed_run",
    "message",
    "favourite_view",
    "exhibition",
    "project",
    "sys_dict_data",
    "sys_file",
    "sys_version",
    "sys_config",
    "sys_oper_log",
    "sys_login_log",
    "sys_bind_ticket",
    "sys_login_lock",
    "sys_session",
    "sys_role_menu",
    "sys_role_system",
    "sys_user_role",
    "sys_system",
    "sys_menu",
    "sys_role",
    "sys_user",
    "sys_dept"
  ]) {
    await db2.schema.dropTable(t).execute();
  }
}

// src/db/migrations/2026_11_22_1000_create_schedule.ts
var create_schedule_exports = {};
__export(create_schedule_exports, {
  down: () => down2,
  up: () => up2
});
import { PostgresAdapter as PostgresAdapter2 } from "kysely";
var isPostgres2 = (db2) => db2.getExecutor().adapter instanceof PostgresAdapter2;
async function up2(db2) {
  const pg3 = isPostgres2(db2);
  const idCol = (name = "id") => [
    name,
    "integer",
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely column builder callback
    (c) => pg3 ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  ];
  await db2.schema.createTable("schedule_template").addColumn(...idCol()).addColumn("name", "text", (c) => c.notNull()).addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0)).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createTable("schedule_day_part").addColumn(...idCol()).addColumn(
    "template_id",
    "integer",
    (c) => c.notNull().references("schedule_template.id").onDelete("cascade")
  ).addColumn("start_minute", "integer", (c) => c.notNull()).addColumn("end_minute", "integer", (c) => c.notNull()).addColumn("width", "integer", (c) => c.notNull()).addColumn("text", "text", (c) => c.notNull()).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("schedule_day_part_template_idx").on("schedule_day_part").columns(["template_id", "sort"]).execute();
  await db2.schema.createTable("site").addColumn(...idCol()).addColumn("guid", "text", (c) => c.notNull().unique()).addColumn("parent_id", "integer", (c) => c.notNull().defaultTo(0)).addColumn("code", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("type", "text", (c) => c.notNull().defaultTo("")).addColumn("area", "integer").addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("bookable", "integer", (c) => c.notNull().defaultTo(1)).addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0)).addColumn("disable_from", "text").addColumn("disable_to", "text").addColumn("disable_reason", "text").addColumn("template_id", "integer").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("site_parent_idx").on("site").columns(["parent_id", "sort"]).execute();
  await db2.schema.createTable("site_relation").addColumn("site_guid", "text", (c) => c.notNull()).addColumn("related_guid", "text", (c) => c.notNull()).addPrimaryKeyConstraint("site_relation_pk", ["site_guid", "related_guid"]).execute();
  await db2.schema.createTable("festival").addColumn("date", "text", (c) => c.primaryKey()).addColumn("kind", "text", (c) => c.notNull()).addColumn("text", "text", (c) => c.notNull()).addColumn("color", "text", (c) => c.notNull()).execute();
  await db2.schema.createTable("schedule_mission").addColumn("mid", "text", (c) => c.primaryKey()).addColumn("project_guid", "text", (c) => c.notNull()).addColumn("site_guid", "text", (c) => c.notNull()).addColumn("user_id", "integer", (c) => c.notNull()).addColumn("from_date", "text", (c) => c.notNull()).addColumn("to_date", "text", (c) => c.notNull()).addColumn("from_minute", "integer", (c) => c.notNull()).addColumn("to_minute", "integer", (c) => c.notNull()).addColumn("start_key", "integer", (c) => c.notNull()).addColumn("end_key", "integer", (c) => c.notNull()).addColumn("level", "integer", (c) => c.notNull().defaultTo(1)).addColumn("status", "integer", (c) => c.notNull().defaultTo(0)).addColumn("usage", "text", (c) => c.notNull()).addColumn("copy_id", "text").addColumn("remark", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("schedule_mission_range_idx").on("schedule_mission").columns(["end_key", "start_key"]).execute();
  await db2.schema.createIndex("schedule_mission_site_idx").on("schedule_mission").columns(["site_guid", "end_key", "start_key"]).execute();
  await db2.schema.createIndex("schedule_mission_project_idx").on("schedule_mission").columns(["project_guid", "end_key"]).execute();
  await db2.schema.createTable("schedule_conflict").addColumn("key", "text", (c) => c.primaryKey()).addColumn("state", "text", (c) => c.notNull()).addColumn("note", "text", (c) => c.notNull().defaultTo("")).addColumn("handler_id", "integer").addColumn("handler_name", "text").addColumn("handled_at", "bigint").execute();
}
async function down2(db2) {
  for (const t of [
    "schedule_conflict",
    "schedule_mission",
    "festival",
    "site_relation",
    "site",
    "schedule_day_part",
    "schedule_template"
  ]) {
    await db2.schema.dropTable(t).ifExists().execute();
  }
}

// src/db/migrations/2026_11_25_0900_create_admin.ts
var create_admin_exports = {};
__export(create_admin_exports, {
  down: () => down3,
  up: () => up3
});
import { PostgresAdapter as PostgresAdapter3 } from "kysely";
var isPostgres3 = (db2) => db2.getExecutor().adapter instanceof PostgresAdapter3;
async function up3(db2) {
  const pg3 = isPostgres3(db2);
  const money2 = "numeric(14, 2)";
  const resourceTable = async (name, columns2) => {
    let t = db2.schema.createTable(name).addColumn(
      "id",
      "integer",
      (c) => pg3 ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
    ).addColumn("guid", "text", (c) => c.notNull().unique());
    t = columns2(t);
    await t.addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("remark", "text", (c) => c.notNull().defaultTo("")).addColumn("dept_id", "integer").addColumn("created_by", "integer").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  };
  await db2.schema.createTable("sys_role_dept").addColumn("role_id", "integer", (c) => c.notNull()).addColumn("dept_id", "integer", (c) => c.notNull()).addPrimaryKeyConstraint("sys_role_dept_pk", ["role_id", "dept_id"]).execute();
  await resourceTable(
    "sys_dict_type",
    (t) => t.addColumn("dict_type", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull())
  );
  await db2.schema.alterTable("sys_dict_data").addColumn("remark", "text", (c) => c.notNull().defaultTo("")).execute();
  for (const table of ["sys_user", "sys_role", "sys_dept"]) {
    await db2.schema.alterTable(table).addColumn("remark", "text", (c) => c.notNull().defaultTo("")).execute();
  }
  await db2.schema.alterTable("sys_dept").addColumn("email", "text", (c) => c.notNull().defaultTo("")).execute();
  await db2.schema.alterTable("sys_user").addColumn("created_by", "integer").execute();
  await db2.schema.alterTable("sys_menu").addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.alterTable("sys_menu").addColumn("updated_at", "bigint", (c) => c.notNull().defaultTo(0)).execute();
  for (const [column, type, fallback] of [
    ["status", "integer", 1],
    ["remark", "text", ""],
    ["version", "integer", 0],
    ["updated_at", "bigint", 0]
  ]) {
    await db2.schema.alterTable("sys_system").addColumn(column, type, (c) => c.notNull().defaultTo(fallback)).execute();
  }
  for (const [column, type] of [
    ["height", "real"],
    ["floor_load", "real"],
    ["capacity_theatre", "integer"],
    ["capacity_classroom", "integer"]
  ]) {
    await db2.schema.alterTable("site").addColumn(column, type).execute();
  }
  await db2.schema.alterTable("site").addColumn("remark", "text", (c) => c.notNull().defaultTo("")).execute();
  await db2.schema.alterTable("schedule_template").addColumn("remark", "text", (c) => c.notNull().defaultTo("")).execute();
  await resourceTable(
    "venue_resource",
    (t) => t.addColumn("name", "text", (c) => c.notNull()).addColumn("type", "text", (c) => c.notNull()).addColumn("unit", "text", (c) => c.notNull().defaultTo("")).addColumn("quantity", "integer", (c) => c.notNull().defaultTo(0)).addColumn("price", money2, (c) => c.notNull().defaultTo(0)).addColumn("site_guid", "text")
  );
  await resourceTable(
    "site_price",
    (t) => t.addColumn("site_guid", "text", (c) => c.notNull()).addColumn("period_type", "text", (c) => c.notNull()).addColumn("unit", "text", (c) => c.notNull()).addColumn("standard_price", money2, (c) => c.notNull()).addColumn("floor_price", money2, (c) => c.notNull()).addColumn("holiday_factor", "numeric(5, 2)", (c) => c.notNull().defaultTo(1)).addColumn("tax_rate", "numeric(5, 2)", (c) => c.notNull().defaultTo(6)).addColumn("valid_from", "text", (c) => c.notNull()).addColumn("valid_to", "text", (c) => c.notNull())
  );
  await db2.schema.createIndex("site_price_site_idx").on("site_price").columns(["site_guid", "valid_from"]).execute();
  await resourceTable(
    "remark_template",
    (t) => t.addColumn("name", "text", (c) => c.notNull()).addColumn("category", "text", (c) => c.notNull().defaultTo("")).addColumn("content", "text", (c) => c.notNull())
  );
  await resourceTable(
    "payment_plan_template",
    (t) => t.addColumn("name", "text", (c) => c.notNull()).addColumn("instalments", "text", (c) => c.notNull())
  );
  await resourceTable(
    "file_template",
    (t) => t.addColumn("name", "text", (c) => c.notNull()).addColumn("category", "text", (c) => c.notNull().defaultTo("")).addColumn("file_url", "text", (c) => c.notNull()).addColumn("file_name", "text", (c) => c.notNull())
  );
  await resourceTable(
    "contract_template",
    (t) => t.addColumn("name", "text", (c) => c.notNull()).addColumn("contract_type", "text", (c) => c.notNull()).addColumn("content", "text", (c) => c.notNull())
  );
}
async function down3(db2) {
  for (const t of [
    "contract_template",
    "file_template",
    "payment_plan_template",
    "remark_template",
    "site_price",
    "venue_resource",
    "sys_dict_type",
    "sys_role_dept"
  ]) {
    await db2.schema.dropTable(t).execute();
  }
  const drop = async (table, columns2) => {
    for (const c of columns2) await db2.schema.alterTable(table).dropColumn(c).execute();
  };
  await drop("schedule_template", ["remark"]);
  await drop("site", ["remark", "capacity_classroom", "capacity_theatre", "floor_load", "height"]);
  await drop("sys_system", ["updated_at", "version", "remark", "status"]);
  await drop("sys_menu", ["updated_at", "version"]);
  await drop("sys_user", ["created_by", "remark"]);
  await drop("sys_dept", ["email", "remark"]);
  await drop("sys_role", ["remark"]);
  await drop("sys_dict_data", ["remark"]);
}

// src/db/migrations/2026_11_26_0900_create_rate_limit.ts
var create_rate_limit_exports = {};
__export(create_rate_limit_exports, {
  down: () => down4,
  up: () => up4
});
async function up4(db2) {
  await db2.schema.createTable("rate_limit_hit").addColumn("key", "text", (c) => c.primaryKey()).addColumn("window_start", "bigint", (c) => c.notNull()).addColumn("hits", "integer", (c) => c.notNull()).execute();
}
async function down4(db2) {
  await db2.schema.dropTable("rate_limit_hit").execute();
}

// src/db/migrations/2026_11_27_0900_create_file_ref.ts
var create_file_ref_exports = {};
__export(create_file_ref_exports, {
  down: () => down5,
  up: () => up5
});
var FILE_NAME3 = /\/files\/([0-9a-f]{64})\./g;
async function up5(db2) {
  await db2.schema.createTable("sys_file_ref").addColumn("sha256", "text", (c) => c.notNull()).addColumn("ref", "text", (c) => c.notNull()).addPrimaryKeyConstraint("sys_file_ref_pk", ["sha256", "ref"]).execute();
  await db2.schema.createIndex("sys_file_ref_ref_idx").on("sys_file_ref").column("ref").execute();
  await db2.schema.createIndex("sys_file_created_by_idx").on("sys_file").column("created_by").execute();
  const sources = [
    { table: "contract_template", key: "guid", text: "content", prefix: "contractTemplate" },
    { table: "file_template", key: "guid", text: "file_url", prefix: "fileTemplate" },
    { table: "schedule_mission", key: "mid", text: "remark", prefix: "scheduleMission" },
    { table: "sys_config", key: "config_key", text: "config_value", prefix: "config" }
  ];
  for (const s of sources) {
    const rows = await db2.selectFrom(s.table).select([`${s.key} as id`, `${s.text} as body`]).where(s.text, "like", "%/files/%").execute();
    const refs = rows.flatMap(
      (r) => [...new Set([...r.body.matchAll(FILE_NAME3)].map((m) => m[1]))].map((sha256) => ({
        sha256,
        ref: `${s.prefix}:${r.id}`
      }))
    );
    for (let i = 0; i < refs.length; i += 500) {
      await db2.insertInto("sys_file_ref").values(refs.slice(i, i + 500)).execute();
    }
  }
}
async function down5(db2) {
  await db2.schema.dropIndex("sys_file_created_by_idx").execute();
  await db2.schema.dropTable("sys_file_ref").execute();
}

// src/db/migrations/2026_11_28_0900_create_client_error.ts
var create_client_error_exports = {};
__export(create_client_error_exports, {
  down: () => down6,
  up: () => up6
});
import { PostgresAdapter as PostgresAdapter4 } from "kysely";
var isPostgres4 = (db2) => db2.getExecutor().adapter instanceof PostgresAdapter4;
async function up6(db2) {
  const pg3 = isPostgres4(db2);
  await db2.schema.createTable("sys_client_error").addColumn(
    "id",
    "integer",
    (c) => pg3 ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
  ).addColumn("user_id", "integer", (c) => c.notNull()).addColumn("user_name", "text", (c) => c.notNull()).addColumn("user_agent", "text", (c) => c.notNull().defaultTo("")).addColumn("message", "text", (c) => c.notNull()).addColumn("source", "text", (c) => c.notNull().defaultTo("")).addColumn("url", "text", (c) => c.notNull().defaultTo("")).addColumn("stack", "text", (c) => c.notNull().defaultTo("")).addColumn("occurred_at", "bigint", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("sys_client_error_time_idx").on("sys_client_error").column("created_at").execute();
}
async function down6(db2) {
  await db2.schema.dropTable("sys_client_error").execute();
}

// src/db/migrations/2026_11_29_0900_exhibition_search.ts
var exhibition_search_exports = {};
__export(exhibition_search_exports, {
  down: () => down7,
  up: () => up7
});
import { PostgresAdapter as PostgresAdapter5, sql as sql6 } from "kysely";
var isPostgres5 = (db2) => db2.getExecutor().adapter instanceof PostgresAdapter5;
async function up7(db2) {
  await db2.schema.dropIndex("exhibition_industry_region_idx").execute();
  await db2.schema.createIndex("exhibition_industry_region_idx").on("exhibition").columns([
    "industry_guid",
    "region_guid",
    "apply_time_start",
    "apply_time_end",
    "project_id_number",
    "title"
  ]).execute();
  if (isPostgres5(db2)) {
    await sql6`create extension if not exists pg_trgm`.execute(db2);
    await sql6`create index exhibition_title_trgm on exhibition using gin (title gin_trgm_ops)`.execute(
      db2
    );
    await sql6`create index exhibition_number_trgm on exhibition using gin (project_id_number gin_trgm_ops)`.execute(
      db2
    );
    return;
  }
  await sql6`create virtual table exhibition_search using fts5(
    title, project_id_number, content='exhibition', content_rowid='rowid', tokenize='trigram')`.execute(
    db2
  );
  await sql6`create virtual table exhibition_search_terms using fts5vocab(exhibition_search, 'col')`.execute(
    db2
  );
  await sql6`create trigger exhibition_search_ai after insert on exhibition begin
    insert into exhibition_search(rowid, title, project_id_number)
      values (new.rowid, new.title, new.project_id_number);
  end`.execute(db2);
  await sql6`create trigger exhibition_search_ad after delete on exhibition begin
    insert into exhibition_search(exhibition_search, rowid, title, project_id_number)
      values ('delete', old.rowid, old.title, old.project_id_number);
  end`.execute(db2);
  await sql6`create trigger exhibition_search_au after update of title, project_id_number on exhibition begin
    insert into exhibition_search(exhibition_search, rowid, title, project_id_number)
      values ('delete', old.rowid, old.title, old.project_id_number);
    insert into exhibition_search(rowid, title, project_id_number)
      values (new.rowid, new.title, new.project_id_number);
  end`.execute(db2);
  await sql6`insert into exhibition_search(exhibition_search) values ('rebuild')`.execute(db2);
}
async function down7(db2) {
  if (isPostgres5(db2)) {
    await sql6`drop index exhibition_number_trgm`.execute(db2);
    await sql6`drop index exhibition_title_trgm`.execute(db2);
  } else {
    for (const t of ["ai", "ad", "au"])
      await sql6.raw(`drop trigger exhibition_search_${t}`).execute(db2);
    await sql6`drop table exhibition_search_terms`.execute(db2);
    await sql6`drop table exhibition_search`.execute(db2);
  }
  await db2.schema.dropIndex("exhibition_industry_region_idx").execute();
  await db2.schema.createIndex("exhibition_industry_region_idx").on("exhibition").columns(["industry_guid", "region_guid", "apply_time_start", "apply_time_end"]).execute();
}

// src/db/migrations/2026_11_30_0900_mission_start_index.ts
var mission_start_index_exports = {};
__export(mission_start_index_exports, {
  down: () => down8,
  up: () => up8
});
import { sql as sql7 } from "kysely";
async function up8(db2) {
  await db2.schema.createIndex("schedule_mission_start_idx").on("schedule_mission").columns(["start_key", "end_key"]).execute();
  await sql7`create index schedule_mission_span_idx on schedule_mission ((end_key - start_key))`.execute(
    db2
  );
}
async function down8(db2) {
  await db2.schema.dropIndex("schedule_mission_span_idx").execute();
  await db2.schema.dropIndex("schedule_mission_start_idx").execute();
}

// src/db/migrations/2026_12_01_0900_create_workflow.ts
var create_workflow_exports = {};
__export(create_workflow_exports, {
  down: () => down9,
  up: () => up9
});
import { PostgresAdapter as PostgresAdapter6 } from "kysely";
var isPostgres6 = (db2) => db2.getExecutor().adapter instanceof PostgresAdapter6;
async function up9(db2) {
  const pg3 = isPostgres6(db2);
  const id = (c) => pg3 ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db2.schema.createTable("workflow_history").addColumn("id", "integer", id).addColumn("doc_type", "text", (c) => c.notNull()).addColumn("doc_guid", "text", (c) => c.notNull()).addColumn("action", "text", (c) => c.notNull()).addColumn("from_state", "text").addColumn("to_state", "text").addColumn("user_id", "integer", (c) => c.notNull()).addColumn("user_name", "text", (c) => c.notNull()).addColumn("comment", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("workflow_history_doc_idx").on("workflow_history").columns(["doc_type", "doc_guid", "id"]).execute();
  await db2.schema.createTable("approval_node").addColumn("id", "integer", id).addColumn("doc_type", "text", (c) => c.notNull()).addColumn("seq", "integer", (c) => c.notNull()).addColumn("name", "text", (c) => c.notNull()).addColumn("role_key", "text", (c) => c.notNull()).addColumn("min_amount", "bigint").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("approval_node_doc_seq_uq").on("approval_node").columns(["doc_type", "seq"]).unique().execute();
  await db2.schema.createTable("approval_request").addColumn("guid", "text", (c) => c.primaryKey()).addColumn("doc_type", "text", (c) => c.notNull()).addColumn("doc_guid", "text", (c) => c.notNull()).addColumn("title", "text", (c) => c.notNull()).addColumn("amount", "bigint").addColumn("submitter_id", "integer", (c) => c.notNull()).addColumn("status", "text", (c) => c.notNull()).addColumn("nodes", "text", (c) => c.notNull()).addColumn("step", "integer", (c) => c.notNull().defaultTo(0)).addColumn("current_role", "text").addColumn("assignee_id", "integer").addColumn("acted", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("approval_request_doc_idx").on("approval_request").columns(["doc_type", "doc_guid"]).execute();
  await db2.schema.createIndex("approval_request_waiting_idx").on("approval_request").columns(["status", "current_role", "assignee_id"]).execute();
  await db2.schema.createTable("record_attachment").addColumn("guid", "text", (c) => c.primaryKey()).addColumn("doc_type", "text", (c) => c.notNull()).addColumn("doc_guid", "text", (c) => c.notNull()).addColumn("file_name", "text", (c) => c.notNull()).addColumn("original_name", "text", (c) => c.notNull()).addColumn("size", "integer", (c) => c.notNull()).addColumn("uploaded_by", "integer", (c) => c.notNull()).addColumn("uploader_name", "text", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("record_attachment_doc_idx").on("record_attachment").columns(["doc_type", "doc_guid", "created_at"]).execute();
}
async function down9(db2) {
  await db2.schema.dropTable("record_attachment").execute();
  await db2.schema.dropTable("approval_request").execute();
  await db2.schema.dropTable("approval_node").execute();
  await db2.schema.dropTable("workflow_history").execute();
}

// src/db/migrations/2026_12_02_0900_create_customer.ts
var create_customer_exports = {};
__export(create_customer_exports, {
  down: () => down10,
  up: () => up10
});
import { PostgresAdapter as PostgresAdapter7 } from "kysely";
var isPostgres7 = (db2) => db2.getExecutor().adapter instanceof PostgresAdapter7;
async function up10(db2) {
  const pg3 = isPostgres7(db2);
  const id = (c) => pg3 ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db2.schema.createTable("customer").addColumn("id", "integer", id).addColumn("guid", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("credit_code", "text", (c) => c.notNull()).addColumn("type", "text", (c) => c.notNull()).addColumn("industry", "text", (c) => c.notNull().defaultTo("")).addColumn("region", "text", (c) => c.notNull().defaultTo("")).addColumn("grade", "text", (c) => c.notNull()).addColumn("source", "text", (c) => c.notNull().defaultTo("")).addColumn("owner_id", "integer").addColumn("contacts", "text", (c) => c.notNull()).addColumn("contact_name", "text", (c) => c.notNull().defaultTo("")).addColumn("contact_mobile", "text", (c) => c.notNull().defaultTo("")).addColumn("blacklisted", "integer", (c) => c.notNull().defaultTo(0)).addColumn("credit_note", "text", (c) => c.notNull().defaultTo("")).addColumn("invoice_title", "text", (c) => c.notNull().defaultTo("")).addColumn("invoice_tax_no", "text", (c) => c.notNull().defaultTo("")).addColumn("invoice_bank", "text", (c) => c.notNull().defaultTo("")).addColumn("invoice_account", "text", (c) => c.notNull().defaultTo("")).addColumn("invoice_address_phone", "text", (c) => c.notNull().defaultTo("")).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("remark", "text", (c) => c.notNull().defaultTo("")).addColumn("dept_id", "integer").addColumn("created_by", "integer").addColumn("created_at", "bigint", (c) => c.notNull()).addColumn("updated_at", "bigint", (c) => c.notNull()).addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db2.schema.createIndex("customer_name_uq").on("customer").column("name").unique().execute();
  await db2.schema.createIndex("customer_credit_code_uq").on("customer").column("credit_code").unique().execute();
  await db2.schema.createIndex("customer_dept_idx").on("customer").columns(["dept_id", "id"]).execute();
  await db2.schema.createIndex("customer_owner_idx").on("customer").columns(["owner_id", "id"]).execute();
  await db2.schema.createIndex("customer_grade_idx").on("customer").columns(["grade", "industry", "region", "id"]).execute();
  await db2.schema.createTable("customer_follow_up").addColumn("id", "integer", id).addColumn("guid", "text", (c) => c.notNull().unique()).addColumn("customer_guid", "text", (c) => c.notNull()).addColumn("method", "text", (c) => c.notNull()).addColumn("content", "text", (c) => c.notNull()).addColumn("next_date", "text").addColumn("user_id", "integer", (c) => c.notNull()).addColumn("user_name", "text", (c) => c.notNull()).addColumn("created_at", "bigint", (c) => c.notNull()).execute();
  await db2.schema.createIndex("customer_follow_up_customer_idx").on("customer_follow_up").columns(["customer_guid", "id"]).execute();
  await db2.schema.alterTable("project").addColumn("customer_guid", "text").execute();
  await db2.schema.alterTable("project").addColumn("contract_amount", "bigint").execute();
  await db2.schema.createIndex("project_customer_idx").on("project").columns(["customer_guid", "start_time"]).execute();
}
async function down10(db2) {
  await db2.schema.dropIndex("project_customer_idx").execute();
  await db2.schema.alterTable("project").dropColumn("contract_amount").execute();
  await db2.schema.alterTable("project").dropColumn("customer_guid").execute();
  await db2.schema.dropTable("customer_follow_up").execute();
  await db2.schema.dropTable("customer").execute();
}

// src/db/migrations.ts
var MIGRATIONS = {
  "2026_11_22_0100_create_foundation": create_foundation_exports,
  "2026_11_22_1000_create_schedule": create_schedule_exports,
  "2026_11_25_0900_create_admin": create_admin_exports,
  "2026_11_26_0900_create_rate_limit": create_rate_limit_exports,
  "2026_11_27_0900_create_file_ref": create_file_ref_exports,
  "2026_11_28_0900_create_client_error": create_client_error_exports,
  "2026_11_29_0900_exhibition_search": exhibition_search_exports,
  "2026_11_30_0900_mission_start_index": mission_start_index_exports,
  "2026_12_01_0900_create_workflow": create_workflow_exports,
  "2026_12_02_0900_create_customer": create_customer_exports
};

// src/modules/health/health.routes.ts
var answer2 = (ok) => ({
  code: ok ? 200 : 503,
  msg: ok ? "ok" : "unavailable",
  data: null
});
function registerHealthRoutes(api, db2) {
  let migrated = false;
  const migrator = new Migrator({
    db: db2,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) }
  });
  const ready = async () => {
    await sql8`select 1`.execute(db2);
    if (!migrated) {
      migrated = (await migrator.getMigrations()).every((m) => m.executedAt !== void 0);
    }
    return migrated;
  };
  api.get("/health", async () => answer2(true));
  api.get("/ready", async (req, reply) => {
    const ok = await ready().catch((err) => {
      req.log.warn({ err }, "readiness probe: the database did not answer");
      return false;
    });
    return reply.status(ok ? 200 : 503).send(answer2(ok));
  });
}

// src/modules/identity/feishu-client.ts
var FeishuError = class extends Error {
  constructor(kind) {
    super(`feishu ${kind}`);
    this.kind = kind;
    this.name = "FeishuError";
  }
  kind;
};
var TIMEOUT_MS = 5e3;
async function call(url, init, onRefusal = "unavailable") {
  let res;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new FeishuError("unavailable");
  }
  if (res.status >= 500) throw new FeishuError("unavailable");
  let body;
  try {
    body = await res.json();
  } catch {
    throw new FeishuError("unavailable");
  }
  if (!body || typeof body !== "object") throw new FeishuError("unavailable");
  const answer3 = body;
  if (answer3.code !== 0) throw new FeishuError(onRefusal);
  return answer3;
}
var text2 = (v) => {
  if (typeof v !== "string" || !v) throw new FeishuError("unavailable");
  return v;
};
var json = (body, bearer) => ({
  method: "POST",
  headers: {
    "content-type": "application/json; charset=utf-8",
    ...bearer ? { authorization: `Bearer ${bearer}` } : {}
  },
  body: JSON.stringify(body)
});
async function fetchFeishuOpenId(feishu, code2) {
  if (!feishu.appId || !feishu.appSecret) throw new FeishuError("notConfigured");
  const base17 = feishu.baseUrl.replace(/\/+$/, "");
  const app2 = await call(
    `${base17}/open-apis/auth/v3/app_access_token/internal`,
    json({ app_id: feishu.appId, app_secret: feishu.appSecret })
  );
  const appToken = text2(app2.app_access_token);
  const user2 = await call(
    `${base17}/open-apis/authen/v1/oidc/access_token`,
    json({ grant_type: "authorization_code", code: code2 }, appToken),
    "rejected"
  );
  const userToken = text2(user2.data?.access_token);
  const info = await call(`${base17}/open-apis/authen/v1/user_info`, {
    method: "GET",
    headers: { authorization: `Bearer ${userToken}` }
  });
  return text2(info.data?.open_id);
}

// src/modules/identity/password.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
function hashPassword(sha256hex) {
  return hash(sha256hex);
}
async function verifyPassword(stored, sha256hex) {
  try {
    return await verify(stored, sha256hex);
  } catch {
    return false;
  }
}
var dummy;
async function verifyAgainstDummy(sha256hex) {
  dummy ??= hash(randomBytes2(32).toString("hex"));
  await verifyPassword(await dummy, sha256hex);
  return false;
}

// src/modules/identity/identity.service.ts
var BIND_TICKET_MS = 10 * 6e4;
var clockTime = (ms) => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};
async function logAttempt(db2, a, key, params) {
  await insertLoginLog(db2, {
    userName: a.userName.slice(0, 64),
    ip: a.client.ip.slice(0, 64),
    userAgent: a.client.userAgent.slice(0, 300),
    method: a.method,
    success: a.success ? 1 : 0,
    message: translate("zh", key, params).slice(0, 500),
    createdAt: Date.now()
  });
}
function rateLimitLogger(db2, windowMs, now = Date.now) {
  const loggedUntil = /* @__PURE__ */ new Map();
  return (key, a) => {
    const at = now();
    if ((loggedUntil.get(key) ?? 0) > at) return;
    if (loggedUntil.size > 1e4) {
      for (const [k, until] of loggedUntil) if (until <= at) loggedUntil.delete(k);
    }
    loggedUntil.set(key, at + windowMs);
    logAttempt(db2, { ...a, success: false }, "tooMany").catch(() => {
    });
  };
}
async function refuse(db2, a, error) {
  await logAttempt(db2, { ...a, success: false }, error.messageKey, error.params);
  throw error;
}
async function checkPassword(deps, q, client, method) {
  const { db: db2, config: config2 } = deps;
  const who = { userName: q.userName, client, method };
  const now = Date.now();
  const lockMs = config2.loginLockMinutes * 6e4;
  const lock = await findLoginLock(db2, q.userName, client.ip);
  if (lock?.lockedUntil && lock.lockedUntil > now) {
    return refuse(db2, who, locked(lock.lockedUntil));
  }
  const user2 = await findUserByName(db2, q.userName);
  const ok = user2 ? await verifyPassword(user2.passwordHash, q.pwd) : await verifyAgainstDummy(q.pwd);
  if (user2 && ok && user2.status === 1) {
    if (lock) await deleteLoginLock(db2, q.userName, client.ip);
    return user2;
  }
  const stale = !lock || lock.lockedUntil !== null || now - lock.updatedAt > lockMs;
  const failures = stale ? 1 : lock.failures + 1;
  const lockedUntil = failures >= config2.loginMaxFailures ? now + lockMs : null;
  await saveLoginLock(db2, { userName: q.userName, ip: client.ip, failures, lockedUntil, now });
  if (lockedUntil) return refuse(db2, who, locked(lockedUntil));
  return refuse(
    db2,
    who,
    AppError.badRequest("loginFailed", { left: config2.loginMaxFailures - failures })
  );
}
var locked = (until) => new AppError(
  ResultCode.tooMany,
  "loginLocked",
  { time: clockTime(until) },
  { lockedUntil: until }
);
async function signIn(db2, user2, client, method) {
  const token = await startSession(db2, user2.id, client);
  const info = await buildUserInfo(db2, user2);
  await logAttempt(db2, { userName: user2.userName, client, method, success: true }, "loginSuccess");
  return { token, ...info };
}
async function loginByPassword(deps, q, client) {
  const user2 = await checkPassword(deps, q, client, "password");
  return signIn(deps.db, user2, client, "password");
}
async function loginInfo(db2, user2) {
  const row = await findUserById(db2, user2.id);
  if (!row) throw AppError.unauthorized();
  return buildUserInfo(db2, row);
}
async function buildUserInfo(db2, user2) {
  const grants = await findUserGrants(db2, user2.id);
  const roleIds = grants.roles.map((r) => r.id);
  const isAdmin = grants.roles.some((r) => r.roleKey === "admin");
  const systems = (await findGrantedSystems(db2, roleIds)).filter(
    (s) => SYSTEM_CODES.includes(s.code)
  );
  const menus2 = await findMenus(
    db2,
    systems.map((s) => s.code),
    isAdmin ? "all" : roleIds
  );
  return {
    menuList: systems.map((s) => ({
      name: s.name,
      code: s.code,
      menus: menuTree(menus2.filter((m) => m.systemCode === s.code))
    })),
    roleNames: grants.roles.map((r) => r.roleName),
    roles: grants.roles.map((r) => r.roleKey),
    permissions: grants.permissions,
    nickName: user2.nickName,
    userName: user2.userName,
    deptName: await findDeptName(db2, user2.deptId),
    addDate: user2.createdAt
  };
}
function menuTree(rows) {
  const nodes = /* @__PURE__ */ new Map();
  for (const m of rows) {
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parentId,
      path: m.path,
      menuName: m.menuName,
      menuType: m.menuType,
      ...m.icon ? { icon: m.icon } : {},
      ...m.perms ? { infPerms: m.perms } : {},
      ...m.hidden ? { hidden: true } : {}
    });
  }
  const roots = [];
  for (const m of rows) {
    const node = nodes.get(m.id);
    if (m.parentId === 0) roots.push(node);
    else {
      const parent = nodes.get(m.parentId);
      if (parent) (parent.children ??= []).push(node);
    }
  }
  return roots;
}
var FEISHU_ERRORS = {
  // switched off here: the caller's 4xx (a 5xx is kept for the server's own faults)
  notConfigured: () => AppError.notFound("feishuNotConfigured"),
  rejected: () => AppError.badRequest("feishuCodeInvalid"),
  unavailable: () => new AppError(502, "feishuUnavailable")
};
async function loginByFeishu(deps, code2, client) {
  const { db: db2 } = deps;
  const who = { userName: "", client, method: "feishu" };
  let openId;
  try {
    openId = await fetchFeishuOpenId(deps.config.feishu, code2);
  } catch (err) {
    if (err instanceof FeishuError) return refuse(db2, who, FEISHU_ERRORS[err.kind]());
    throw err;
  }
  const user2 = await findUserByOpenId(db2, openId);
  if (user2 && user2.status !== 1) {
    return refuse(
      db2,
      { ...who, userName: user2.userName },
      new AppError(ResultCode.forbidden, "accountDisabled")
    );
  }
  if (user2) return signIn(db2, user2, client, "feishu");
  const bindTicket = newToken();
  const now = Date.now();
  await insertBindTicket(db2, {
    ticketHash: sha256Hex(bindTicket),
    openId,
    expiresAt: now + BIND_TICKET_MS,
    now
  });
  return refuse(db2, who, new AppError(ResultCode.partial, "feishuNotBound", {}, { bindTicket }));
}
async function bindFeishu(deps, q, client) {
  const { db: db2 } = deps;
  const ticketHash = sha256Hex(q.bindTicket);
  const ticket = await findBindTicket(db2, ticketHash, Date.now());
  if (!ticket) {
    const who = { userName: q.userName, client, method: "feishu" };
    return refuse(db2, who, AppError.badRequest("bindTicketInvalid"));
  }
  const user2 = await checkPassword(deps, q, client, "feishu");
  await db2.transaction().execute(async (trx) => {
    await bindOpenId(trx, user2.id, ticket.openId);
    await deleteBindTicket(trx, ticketHash);
  });
  return signIn(db2, user2, client, "feishu");
}
async function logout(db2, user2) {
  await endSession(db2, user2.tokenHash);
  return "success";
}
var BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
var utf8 = new TextDecoder("utf-8", { fatal: true });
function decodeField(value) {
  if (value.length % 4 !== 0 || !BASE64.test(value)) {
    throw AppError.badRequest("password.notEncoded");
  }
  try {
    return utf8.decode(Buffer.from(value, "base64"));
  } catch {
    throw AppError.badRequest("password.notEncoded");
  }
}
function checkPasswordPolicy(password, field) {
  const length = [...password].length;
  const refuse3 = (key, params) => field ? AppError.invalidField(field, key, params) : AppError.badRequest(key, params);
  if (!password) throw refuse3("password.required");
  if (length < PASSWORD_MIN) throw refuse3("password.tooShort", { min: PASSWORD_MIN });
  if (length > PASSWORD_MAX) throw refuse3("password.tooLong", { max: PASSWORD_MAX });
  if (!PASSWORD_PATTERN.test(password)) throw refuse3("password.weak");
}
function checkNewPassword(oldPassword, password, confirm) {
  if (!oldPassword) throw AppError.badRequest("password.oldRequired");
  checkPasswordPolicy(password);
  if (!confirm) throw AppError.badRequest("password.confirmRequired");
  if (confirm !== password) throw AppError.badRequest("password.mismatch");
}
async function changeOwnPassword(db2, user2, body) {
  const oldPassword = decodeField(body.oldPassword);
  const password = decodeField(body.password);
  checkNewPassword(oldPassword, password, decodeField(body.confirmPassword));
  const row = await findUserById(db2, user2.id);
  if (!row || !await verifyPassword(row.passwordHash, sha256Hex(oldPassword))) {
    throw AppError.badRequest("password.oldWrong");
  }
  await updatePasswordHash(db2, user2.id, await hashPassword(sha256Hex(password)));
  await endOtherSessions(db2, user2.id, user2.tokenHash);
}

// src/modules/identity/identity.routes.ts
var clientOf = (req) => ({
  ip: req.ip,
  userAgent: String(req.headers["user-agent"] ?? "")
});
function registerIdentityRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const rateLimit2 = { max: deps.config.loginRateLimitPerMinute, timeWindow: 6e4 };
  const logRefusal = rateLimitLogger(deps.db, rateLimit2.timeWindow);
  const signInLimit = (method) => ({
    ...rateLimit2,
    onExceeded: (req, key) => {
      const { userName } = req.query ?? {};
      logRefusal(key, {
        userName: typeof userName === "string" ? userName : "",
        client: clientOf(req),
        method
      });
    }
  });
  const signInOptions = (method) => ({
    rateLimit: signInLimit(method),
    hideQuery: true
  });
  registerEndpoint(
    api,
    ep,
    API.auth.loginByPwd,
    ({ query, req }) => loginByPassword(deps, query, clientOf(req)),
    signInOptions("password")
  );
  registerEndpoint(
    api,
    ep,
    API.auth.loginByFsToken,
    ({ query, req }) => loginByFeishu(deps, query.code, clientOf(req)),
    signInOptions("feishu")
  );
  registerEndpoint(
    api,
    ep,
    API.auth.fsBinding,
    ({ query, req }) => bindFeishu(deps, query, clientOf(req)),
    signInOptions("feishu")
  );
  registerEndpoint(
    api,
    ep,
    API.auth.logout,
    async ({ user: user2 }) => answer(await logout(deps.db, user2), "logoutDone")
  );
  registerEndpoint(api, ep, API.auth.loginInfo, ({ user: user2 }) => loginInfo(deps.db, user2));
  registerEndpoint(
    api,
    ep,
    API.auth.changeOwnPassword,
    async ({ user: user2, body }) => {
      await changeOwnPassword(deps.db, user2, body);
      return answer(null, "password.changed");
    },
    // the old password is checked here too: the same per-IP brake as sign-in
    { rateLimit: rateLimit2 }
  );
}

// src/modules/logs/logs.routes.ts
function registerLogRoutes(api, deps) {
  const ep = endpointDeps(deps);
  registerEndpoint(api, ep, API.logs.loginLogPage, ({ query }) => loginLogPage(deps.db, query));
  registerEndpoint(api, ep, API.logs.loginLogUnlock, async ({ body }) => {
    await unlockLogin(deps.db, body.userName, body.ip);
    return answer(null, "unlockDone");
  });
  registerEndpoint(
    api,
    ep,
    API.logs.operationLogPage,
    ({ query, req }) => operationLogPage(deps.db, query, req.lang)
  );
  registerEndpoint(
    api,
    ep,
    API.logs.loginLogExport,
    async ({ body, req, reply }) => sendXlsx(
      reply,
      translate(req.lang, "export.loginLog.sheet"),
      await exportLoginLog(deps.db, body, req.lang)
    )
  );
  registerEndpoint(
    api,
    ep,
    API.logs.operationLogExport,
    async ({ body, req, reply }) => sendXlsx(
      reply,
      translate(req.lang, "export.operationLog.sheet"),
      await exportOperationLog(deps.db, body, req.lang)
    )
  );
}

// src/modules/client-errors/client-errors.repository.ts
async function insertClientErrors(db2, rows) {
  if (rows.length) await db2.insertInto("sysClientError").values(rows).execute();
}
async function deleteClientErrorsBefore(db2, before) {
  await db2.deleteFrom("sysClientError").where("createdAt", "<", before).execute();
}
async function findClientErrorPage(db2, f) {
  const where2 = (eb) => {
    const and = [];
    if (f.userName) and.push(contains(eb.ref("sysClientError.userName"), f.userName));
    if (f.timeFrom !== void 0) and.push(eb("sysClientError.createdAt", ">=", f.timeFrom));
    if (f.timeTo !== void 0) and.push(eb("sysClientError.createdAt", "<=", f.timeTo));
    return eb.and(and);
  };
  const { count } = await db2.selectFrom("sysClientError").select((eb) => eb.fn.countAll().as("count")).where(where2).executeTakeFirstOrThrow();
  const list = await db2.selectFrom("sysClientError").selectAll().where(where2).orderBy("createdAt", "desc").orderBy("id", "desc").limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute();
  return { list, count: Number(count) };
}

// src/modules/client-errors/client-errors.service.ts
var CLIENT_ERROR_REPORTS_PER_MINUTE = 30;
var CLIENT_ERROR_KEEP_MS = 30 * 24 * 60 * 60 * 1e3;
var PRUNE_EVERY_MS = 60 * 60 * 1e3;
var WINDOW_MS = 6e4;
var USER_AGENT_CHARS = 500;
var clean = (text3, max, known) => redactSecrets(text3, known).slice(0, max);
var cleanEntry = (e, known) => ({
  message: clean(e.message, CLIENT_ERROR_LIMITS.message, known),
  where: clean(e.where, CLIENT_ERROR_LIMITS.where, known),
  url: clean(e.url, CLIENT_ERROR_LIMITS.url, known),
  stack: clean(e.stack, CLIENT_ERROR_LIMITS.stack, known),
  time: e.time
});
function clientErrorReports(db2, now = Date.now) {
  const Store = databaseRateLimitStore(db2);
  const counter = new Store({ groupId: "clientError", timeWindow: WINDOW_MS });
  const countReport = (userId) => new Promise(
    (resolve2, reject) => counter.incr(
      `user:${userId}`,
      (err, result) => err ? reject(err) : resolve2(result?.current ?? 0),
      WINDOW_MS
    )
  );
  let prunedAt = Number.NEGATIVE_INFINITY;
  return async (reporter, entries) => {
    if (await countReport(reporter.user.id) > CLIENT_ERROR_REPORTS_PER_MINUTE)
      throw new AppError(ResultCode.tooMany, "tooMany");
    const known = reporter.token ? [reporter.token] : [];
    const at = now();
    await insertClientErrors(
      db2,
      entries.map((entry) => {
        const e = cleanEntry(entry, known);
        return {
          userId: reporter.user.id,
          userName: reporter.user.userName,
          userAgent: reporter.userAgent.slice(0, USER_AGENT_CHARS),
          message: e.message,
          source: e.where,
          url: e.url,
          stack: e.stack,
          occurredAt: e.time,
          createdAt: at
        };
      })
    );
    if (at - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at;
      await deleteClientErrorsBefore(db2, at - CLIENT_ERROR_KEEP_MS);
    }
  };
}
async function clientErrorPage(db2, f) {
  const { list, count } = await findClientErrorPage(db2, f);
  return {
    count,
    list: list.map((r) => ({
      id: r.id,
      userName: r.userName,
      userAgent: r.userAgent,
      ...cleanEntry(
        { message: r.message, where: r.source, url: r.url, stack: r.stack, time: r.occurredAt },
        []
      ),
      createdAt: r.createdAt
    }))
  };
}

// src/modules/client-errors/client-errors.routes.ts
function registerClientErrorRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const storeReport = clientErrorReports(deps.db);
  registerEndpoint(
    api,
    ep,
    API.clientErrors.report,
    async ({ body, user: user2, req }) => {
      await storeReport(
        {
          user: user2,
          userAgent: String(req.headers["user-agent"] ?? ""),
          token: tokenOf(req, API.clientErrors.report.auth)
        },
        body.entries
      );
      return null;
    },
    // not an operation: the body is the browser's text (masked by the service, not by the
    // operation log's key-based masking), and a failing page would flood that log
    { log: false }
  );
  registerEndpoint(api, ep, API.clientErrors.page, ({ query }) => clientErrorPage(deps.db, query));
}

// src/modules/openapi/openapi.service.ts
import { z as z40 } from "zod";
var BODY_MEDIA = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data"
};
var SECURITY = {
  none: [],
  token: [{ accessToken: [] }, { bearerAuth: [] }],
  cookie: [{ adminToken: [] }, { accessToken: [] }, { bearerAuth: [] }]
};
function toSchema(schema, io, prefix, components) {
  const raw = z40.toJSONSchema(schema, { io, unrepresentable: "any" });
  const { $schema: _s, $defs, ...root } = raw;
  const defs = $defs ?? {};
  const names = new Map(Object.keys(defs).map((k) => [k, `${prefix}_${k.replace(/\W/g, "")}`]));
  const selfName = `${prefix}_root`;
  let selfReferenced = false;
  const rewrite = (v) => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (!v || typeof v !== "object") return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, val]) => {
        if (k !== "$ref" || typeof val !== "string") return [k, rewrite(val)];
        if (val === "#") {
          selfReferenced = true;
          return [k, `#/components/schemas/${selfName}`];
        }
        const def = names.get(val.replace("#/$defs/", ""));
        return [k, def ? `#/components/schemas/${def}` : val];
      })
    );
  };
  for (const [k, def] of Object.entries(defs)) {
    components[names.get(k)] = rewrite(def);
  }
  const out = rewrite(root);
  if (!selfReferenced) return out;
  components[selfName] = out;
  return { $ref: `#/components/schemas/${selfName}` };
}
var envelope = (data) => ({
  type: "object",
  properties: { code: { type: "integer" }, msg: { type: "string" }, data },
  required: ["code", "msg", "data"]
});
function okResponse(e, prefix, schemas) {
  if (e === API.files.file) {
    return {
      description: "The file",
      content: {
        "image/*": { schema: { type: "string", contentMediaType: "application/octet-stream" } }
      }
    };
  }
  if (e === API.workspace.messageStream) {
    return {
      description: "Server-Sent Events",
      content: { "text/event-stream": { schema: { type: "string" } } }
    };
  }
  if (e.download === "xlsx") {
    return {
      description: "The .xlsx file (Content-Disposition names it)",
      content: {
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
          schema: { type: "string", contentMediaType: "application/octet-stream" }
        }
      }
    };
  }
  const data = toSchema(e.response, "output", prefix, schemas);
  const schema = e === API.files.upload ? data : envelope(data);
  return { description: "Success", content: { "application/json": { schema } } };
}
function parameters(e, prefix, schemas) {
  const params = [...e.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" }
  }));
  if (!e.query) return params;
  const q = toSchema(e.query, "input", `${prefix}_query`, schemas);
  const props = q.properties ?? {};
  const required = new Set(q.required ?? []);
  for (const [name, schema] of Object.entries(props)) {
    params.push({ name, in: "query", required: required.has(name), schema });
  }
  return params;
}
function requestBody(e, prefix, schemas) {
  const kind = e.bodyKind ?? (e.body ? "json" : void 0);
  if (!kind) return void 0;
  const schema = e.body ? toSchema(e.body, "input", `${prefix}_body`, schemas) : {
    type: "object",
    properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
    required: ["file"]
  };
  return { required: true, content: { [BODY_MEDIA[kind]]: { schema } } };
}
function operation(group3, name, e, schemas) {
  const prefix = `${group3}.${name}`;
  const params = parameters(e, prefix, schemas);
  const body = requestBody(e, prefix, schemas);
  const errors = { $ref: "#/components/responses/Error" };
  return {
    operationId: prefix,
    tags: [group3],
    ...e.summary ? { summary: e.summary } : {},
    ...params.length ? { parameters: params } : {},
    ...body ? { requestBody: body } : {},
    responses: {
      "200": okResponse(e, prefix, schemas),
      ...params.length || body ? { "400": errors } : {},
      ...e.auth === "none" ? {} : { "401": errors },
      ...e.permission ? { "403": errors } : {},
      default: errors
    },
    security: SECURITY[e.auth],
    ...e.permission ? { "x-permission": e.permission } : {}
  };
}
function* namedEndpoints(tree, group3 = "", prefix = "") {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== "object" || value === null) continue;
    if (!group3) yield* namedEndpoints(value, key);
    else if ("method" in value && "path" in value)
      yield [group3, `${prefix}${key}`, value];
    else yield* namedEndpoints(value, group3, `${prefix}${key}.`);
  }
}
function buildOpenApiDocument() {
  const schemas = {};
  const paths = {};
  const seen = /* @__PURE__ */ new Set();
  for (const [group3, name, e] of namedEndpoints(API)) {
    {
      const path = e.path.replace(/:(\w+)/g, "{$1}");
      const method = e.method.toLowerCase();
      const item = paths[path] ??= {};
      if (item[method]) throw new Error(`two endpoints for ${e.method} ${e.path}`);
      item[method] = operation(group3, name, e, schemas);
      seen.add(e);
    }
  }
  if (ALL_ENDPOINTS.some((e) => !seen.has(e))) throw new Error("an endpoint is outside API");
  return {
    openapi: "3.1.0",
    info: {
      title: "\u667A\u6167\u573A\u9986\u8FD0\u8425\u7BA1\u7406\u5E73\u53F0 API",
      version: "4.3.7",
      description: "Every answer is the envelope { code, msg, data } unless stated (docs/product/api.md)."
    },
    servers: [{ url: API_BASE }],
    tags: Object.keys(API).map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        accessToken: { type: "apiKey", in: "header", name: "access-token" },
        bearerAuth: { type: "http", scheme: "bearer" },
        adminToken: { type: "apiKey", in: "cookie", name: "Admin-Token" }
      },
      responses: {
        Error: {
          description: "A failure: the envelope with the message in the caller language",
          content: { "application/json": { schema: envelope({}) } }
        }
      }
    }
  };
}

// src/modules/openapi/openapi.routes.ts
var document;
function registerOpenApiRoute(api, _deps) {
  api.get("/openapi.json", async (_req, reply) => {
    document ??= buildOpenApiDocument();
    return reply.header("cache-control", "no-cache").send(document);
  });
}

// src/modules/menus/menu.resource.ts
var toCode = (c) => SYSTEM_CODES.includes(c) ? c : "venue";
var PARENT_TYPES = { M: ["root", "M"], C: ["root", "M"], F: ["C"] };
var badParent = () => AppError.invalidField("parentId", "menu.badParent");
var M2 = API.menus;
var menus = defineResource({
  table: "sysMenu",
  // a tree's calls keyed by id: `list` answers the whole list; no export
  endpoints: {
    names: { title: "venue.route.menu", labels: "system.menu" },
    permissions: PERMISSIONS.menu,
    page: M2.list,
    detail: M2.detail,
    addOrUpdate: M2.addOrUpdate,
    delete: M2.delete
  },
  key: "id",
  whole: "list",
  filters: {
    systemCode: (eb, v) => eb("systemCode", "=", v),
    menuName: (eb, v) => contains(eb.ref("menuName"), v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("parentId").orderBy("sort").orderBy("id"),
  toItem: (r) => ({
    id: r.id,
    parentId: r.parentId,
    systemCode: toCode(r.systemCode),
    menuName: r.menuName,
    menuType: r.menuType === "M" || r.menuType === "C" ? r.menuType : "F",
    path: r.path,
    icon: r.icon ?? "",
    perms: r.perms ?? "",
    sort: r.sort,
    hidden: r.hidden === 1,
    status: r.status === 1 ? 1 : 0,
    updatedAt: Number(r.updatedAt),
    version: r.version
  }),
  // a menu keeps no creation time
  stamp: (now) => ({ updatedAt: now }),
  // the fields follow the type: pages and groups have a route (and an icon), buttons a permission
  toColumns: ({ hidden, ...f }) => ({
    ...f,
    path: f.menuType === "F" ? "" : f.path,
    icon: f.menuType !== "F" && f.icon || null,
    perms: f.menuType === "F" && f.perms || null,
    hidden: hidden ? 1 : 0
  }),
  beforeSave: async ({ trx, fields: f, stored }) => {
    if (f.menuType === "F" && !f.perms) throw AppError.invalidField("perms", "menu.permsRequired");
    if (f.menuType !== "F" && !f.path) throw AppError.invalidField("path", "menu.pathRequired");
    const all = await trx.selectFrom("sysMenu").select(["id", "parentId", "systemCode", "menuType"]).execute();
    const parent = f.parentId === 0 ? void 0 : all.find((m) => m.id === f.parentId);
    if (f.parentId !== 0 && parent?.systemCode !== f.systemCode) throw badParent();
    if (!PARENT_TYPES[f.menuType].includes(parent?.menuType ?? "root")) throw badParent();
    if (!stored) return { id: Math.max(0, ...all.map((m) => m.id)) + 1 };
    const parents = new Map(all.map((m) => [m.id, m.parentId]));
    for (let p2 = f.parentId; p2 !== 0; p2 = parents.get(p2) ?? 0)
      if (p2 === stored.id) throw badParent();
  },
  // one level at a time: a menu with children (even ones deleted alongside) stays, and so
  // does one a role holds
  beforeDelete: async (trx, ids) => {
    const child = await trx.selectFrom("sysMenu as c").leftJoin("sysMenu as p", "p.id", "c.parentId").select("p.menuName").where("c.parentId", "in", ids).limit(1).executeTakeFirst();
    if (child) throw AppError.conflict("menu.hasChildren", { name: child.menuName ?? "" });
    const held = await trx.selectFrom("sysRoleMenu as rm").innerJoin("sysMenu as m", "m.id", "rm.menuId").innerJoin("sysRole as r", "r.id", "rm.roleId").select(["m.menuName", "r.roleName"]).where("rm.menuId", "in", ids).limit(1).executeTakeFirst();
    if (held) throw AppError.conflict("menu.assigned", { name: held.menuName, role: held.roleName });
  },
  // names, paths and permissions reach the holders at their next sign-in: drop cached grants
  afterCommit: forgetGrants
});

// src/modules/menus/subsystems.service.ts
var toModule = (r) => ({
  code: toCode(r.code),
  name: r.name,
  sort: r.sort,
  status: r.status === 1 ? 1 : 0,
  remark: r.remark,
  updatedAt: Number(r.updatedAt),
  version: r.version
});
var findSystem = (db2, code2) => db2.selectFrom("sysSystem").selectAll().where("code", "=", code2).executeTakeFirst();
async function listModules(db2) {
  const rows = await db2.selectFrom("sysSystem").selectAll().orderBy("sort").orderBy("code").execute();
  return rows.filter((s) => SYSTEM_CODES.includes(s.code)).map(toModule);
}
async function updateModule(db2, input, now) {
  const { code: code2, version, ...fields } = input;
  const res = await db2.updateTable("sysSystem").set((eb) => ({ ...fields, updatedAt: now, version: eb("version", "+", 1) })).where("code", "=", code2).where("version", "=", version).executeTakeFirst();
  if (!Number(res.numUpdatedRows))
    throw await versionMissError(async () => await findSystem(db2, code2) !== void 0);
  forgetGrants(db2);
  return toModule(found(await findSystem(db2, code2)));
}

// src/modules/menus/menus.routes.ts
function registerMenuRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const { db: db2 } = deps;
  const M3 = API.menus;
  registerEndpoint(api, ep, M3.list, ({ query }) => menus.list(db2, query));
  registerEndpoint(api, ep, M3.detail, ({ query }) => menus.detail(db2, query.id));
  registerEndpoint(
    api,
    ep,
    M3.addOrUpdate,
    ({ body, user: user2 }) => menus.save(db2, user2, body, Date.now())
  );
  registerEndpoint(api, ep, M3.delete, ({ body }) => menus.remove(db2, body.ids));
  registerEndpoint(api, ep, M3.moduleList, () => listModules(db2));
  registerEndpoint(api, ep, M3.moduleUpdate, ({ body }) => updateModule(db2, body, Date.now()));
}

// src/modules/identity/data-scope.ts
import { sql as sql9 } from "kysely";
var DATA_SCOPE = {
  all: 1,
  customDepts: 2,
  ownDept: 3,
  ownDeptAndBelow: 4,
  self: 5
};
async function dataScopeOf(db2, user2) {
  const scopes = new Set(user2.dataScopes);
  if (user2.permissions.includes(ALL_PERMISSIONS) || scopes.has(DATA_SCOPE.all)) return { all: true };
  const deptIds = /* @__PURE__ */ new Set();
  if (scopes.has(DATA_SCOPE.customDepts)) {
    const rows = await db2.selectFrom("sysUserRole as ur").innerJoin("sysRole as r", "r.id", "ur.roleId").innerJoin("sysRoleDept as rd", "rd.roleId", "r.id").select("rd.deptId").where("ur.userId", "=", user2.id).where("r.status", "=", 1).where("r.dataScope", "=", DATA_SCOPE.customDepts).execute();
    for (const r of rows) deptIds.add(r.deptId);
  }
  if (user2.deptId !== null && (scopes.has(DATA_SCOPE.ownDept) || scopes.has(DATA_SCOPE.ownDeptAndBelow)))
    deptIds.add(user2.deptId);
  if (user2.deptId !== null && scopes.has(DATA_SCOPE.ownDeptAndBelow)) {
    const below = await db2.selectFrom("sysDept").select("id").where("ancestors", "like", `%/${user2.deptId}/%`).execute();
    for (const r of below) deptIds.add(r.id);
  }
  return {
    all: false,
    deptIds: [...deptIds].sort((a, b) => a - b),
    userId: scopes.has(DATA_SCOPE.self) ? user2.id : null
  };
}
function inDataScope(scope, deptColumn, userColumn) {
  if (scope.all) return sql9`1 = 1`;
  const parts = [];
  if (scope.deptIds.length) parts.push(sql9`${sql9.ref(deptColumn)} in (${sql9.join(scope.deptIds)})`);
  if (scope.userId !== null && userColumn) parts.push(sql9`${sql9.ref(userColumn)} = ${scope.userId}`);
  return parts.length ? sql9`(${sql9.join(parts, sql9` or `)})` : sql9`1 = 0`;
}

// src/modules/roles/grant-limits.ts
var WIDTH = {
  [DATA_SCOPE.self]: 0,
  [DATA_SCOPE.ownDept]: 1,
  [DATA_SCOPE.ownDeptAndBelow]: 2
};
var refuse2 = (key, names = []) => AppError.forbidden(`grant.${key}`, { names: names.slice(0, 3).join("\u3001") });
async function grantLimitsOf(db2, user2) {
  const everything = user2.permissions.includes(ALL_PERMISSIONS);
  const scope = await dataScopeOf(db2, user2);
  const held = db2.selectFrom("sysUserRole as ur").innerJoin("sysRole as r", "r.id", "ur.roleId").where("ur.userId", "=", user2.id).where("r.status", "=", 1);
  const [menus2, systems] = everything ? [[], []] : await Promise.all([
    held.innerJoin("sysRoleMenu as g", "g.roleId", "r.id").select("g.menuId").execute(),
    held.innerJoin("sysRoleSystem as g", "g.roleId", "r.id").select("g.systemCode").execute()
  ]);
  const menuIds = new Set(menus2.map((m) => m.menuId));
  const systemCodes = new Set(systems.map((s) => s.systemCode));
  const width = Math.max(-1, ...user2.dataScopes.map((s) => WIDTH[s] ?? -1));
  const inScope = (deptId) => scope.all || deptId !== null && scope.deptIds.includes(deptId);
  const check = async (grant2, before) => {
    if (everything) return;
    if (grant2.roleKey === ADMIN_ROLE_KEY) throw refuse2("admin");
    const added = (next, old) => next.filter((x) => !old?.includes(x));
    const menusBeyond = added(grant2.menuIds, before?.menuIds).filter((id) => !menuIds.has(id));
    if (menusBeyond.length) {
      const names = await db2.selectFrom("sysMenu").select("menuName").where("id", "in", menusBeyond).orderBy("id").execute();
      throw refuse2(
        "menus",
        names.map((m) => m.menuName)
      );
    }
    const systemsBeyond = added(grant2.systems, before?.systems).filter((c) => !systemCodes.has(c));
    if (systemsBeyond.length) {
      const names = await db2.selectFrom("sysSystem").select("name").where("code", "in", systemsBeyond).orderBy("sort").execute();
      throw refuse2(
        "systems",
        names.map((n) => n.name)
      );
    }
    const sameScope = before?.dataScope === grant2.dataScope && !added(grant2.deptIds, before.deptIds).length;
    if (sameScope || scope.all) return;
    const wider = grant2.dataScope === DATA_SCOPE.customDepts ? grant2.deptIds.some((id) => !inScope(id)) : (WIDTH[grant2.dataScope] ?? Infinity) > width;
    if (wider) throw refuse2("dataScope");
  };
  const checkDept = async (deptId) => {
    if (everything || inScope(deptId)) return;
    if (deptId === null) throw refuse2("noDept");
    const dept2 = await db2.selectFrom("sysDept").select("name").where("id", "=", deptId).executeTakeFirst();
    throw refuse2("dept", [dept2?.name ?? ""]);
  };
  return {
    check,
    checkDept,
    /** The department is one the caller's data scope reaches (a `*:*:*` holder's: all). */
    reaches: (deptId) => everything || inScope(deptId),
    /** The caller sees all data (a `*:*:*` holder, or a role of data scope 1). */
    seesAll: everything || scope.all
  };
}
async function roleGrantsOf(db2, roleIds) {
  if (!roleIds.length) return /* @__PURE__ */ new Map();
  const [roles2, menus2, systems, depts2] = await Promise.all([
    db2.selectFrom("sysRole").select(["id", "roleKey", "roleName", "dataScope"]).where("id", "in", roleIds).execute(),
    db2.selectFrom("sysRoleMenu").selectAll().where("roleId", "in", roleIds).execute(),
    db2.selectFrom("sysRoleSystem").selectAll().where("roleId", "in", roleIds).execute(),
    db2.selectFrom("sysRoleDept").selectAll().where("roleId", "in", roleIds).execute()
  ]);
  return new Map(
    roles2.map((r) => [
      r.id,
      {
        ...r,
        menuIds: menus2.filter((m) => m.roleId === r.id).map((m) => m.menuId),
        systems: systems.filter((s) => s.roleId === r.id).map((s) => s.systemCode),
        deptIds: depts2.filter((d) => d.roleId === r.id).map((d) => d.deptId)
      }
    ])
  );
}
async function checkRolesGiven(db2, user2, target, current, next) {
  const added = next.filter((id) => !current.includes(id));
  const changed = added.length > 0 || current.some((id) => !next.includes(id));
  if (target?.id === user2.id && changed) throw refuse2("ownRoles");
  if (!added.length) return;
  const limits = await grantLimitsOf(db2, user2);
  for (const role of (await roleGrantsOf(db2, added)).values()) {
    try {
      await limits.check(role);
    } catch (error) {
      if (error instanceof AppError) throw refuse2("role", [role.roleName]);
      throw error;
    }
  }
}
var roleIdsHeldBy = async (db2, userId) => (await db2.selectFrom("sysUserRole").select("roleId").where("userId", "=", userId).execute()).map(
  (r) => r.roleId
);

// src/modules/roles/role.resource.ts
var toDataScope = (n) => n >= 1 && n <= 5 ? n : 5;
function guardAdmin(current, next) {
  if (current.roleKey !== ADMIN_ROLE_KEY) return;
  if (next.roleKey !== void 0 && next.roleKey !== ADMIN_ROLE_KEY)
    throw AppError.invalidField("roleKey", "role.adminFixed");
  if (next.status === 0) throw AppError.conflict("role.adminFixed");
}
var holders = (db2, ids) => countsBy(db2, "sysUserRole", "roleId", ids);
var byRole = (rows) => {
  const map = /* @__PURE__ */ new Map();
  for (const r of rows) map.set(r.roleId, [...map.get(r.roleId) ?? [], r.v]);
  return map;
};
var ascending = (ids) => [...ids ?? []].sort((a, b) => a - b);
async function regrant(trx, roleId, g) {
  if (g.menuIds) {
    await trx.deleteFrom("sysRoleMenu").where("roleId", "=", roleId).execute();
    const values = [...new Set(g.menuIds)].map((menuId) => ({ roleId, menuId }));
    if (values.length) await trx.insertInto("sysRoleMenu").values(values).execute();
  }
  if (g.systems) {
    await trx.deleteFrom("sysRoleSystem").where("roleId", "=", roleId).execute();
    const values = [...new Set(g.systems)].map((systemCode) => ({ roleId, systemCode }));
    if (values.length) await trx.insertInto("sysRoleSystem").values(values).execute();
  }
  if (g.deptIds) {
    await trx.deleteFrom("sysRoleDept").where("roleId", "=", roleId).execute();
    const values = [...new Set(g.deptIds)].map((deptId) => ({ roleId, deptId }));
    if (values.length) await trx.insertInto("sysRoleDept").values(values).execute();
  }
}
var roles = defineResource({
  table: "sysRole",
  endpoints: API.roles,
  filters: {
    roleName: (eb, v) => contains(eb.ref("roleName"), v),
    roleKey: (eb, v) => contains(eb.ref("roleKey"), v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("sort").orderBy("id"),
  // each role's holders and grants (the list shows the count, the detail the grants)
  lookup: async (db2, rows) => {
    const ids = rows.map((r) => r.id);
    const of = (table, column) => db2.selectFrom(table).select(["roleId", `${column} as v`]).where("roleId", "in", ids);
    const [users2, menus2, systems, depts2] = await Promise.all([
      holders(db2, ids),
      ids.length ? of("sysRoleMenu", "menuId").execute() : [],
      ids.length ? of("sysRoleSystem", "systemCode").execute() : [],
      ids.length ? of("sysRoleDept", "deptId").execute() : []
    ]);
    return { users: users2, menus: byRole(menus2), systems: byRole(systems), depts: byRole(depts2) };
  },
  toItem: (r, g) => ({
    guid: r.guid,
    id: r.id,
    roleName: r.roleName,
    roleKey: r.roleKey,
    dataScope: toDataScope(r.dataScope),
    userCount: g.users.get(r.id) ?? 0,
    ...recordFields(r),
    menuIds: ascending(g.menus.get(r.id)),
    systems: SYSTEM_CODES.filter((c) => g.systems.get(r.id)?.includes(c)),
    deptIds: ascending(g.depts.get(r.id))
  }),
  // the list leaves out what each role grants
  toRow: ({ menuIds: _m, systems: _s, deptIds: _d, ...role }) => role,
  sheetName: "export.role.sheet",
  sheet: [
    { key: "id", width: 10 },
    { key: "roleName", header: "system.role.name", width: 20 },
    { key: "roleKey", header: "system.role.key", width: 20 },
    { key: "sort", header: "common.list.sort", width: 8 },
    { key: "dataScope", width: 20, value: (r, t) => t(`system.role.scope${r.dataScope}`) }
  ],
  sheetTail: sheetTail("status", "remark", "createdAt"),
  ownerless: true,
  toColumns: ({ menuIds: _m, systems: _s, ...fields }) => fields,
  beforeSave: async ({ trx, fields, stored, guid, user: user2 }) => {
    await checkUnique(trx, "sysRole", guid, "roleKey", fields.roleKey, "role.keyTaken");
    if (!await allExist(trx, "sysMenu", fields.menuIds))
      throw AppError.invalidField("menuIds", "role.unknownMenu");
    if (stored) guardAdmin(stored, fields);
    const limits = await grantLimitsOf(trx, user2);
    const before = stored && (await roleGrantsOf(trx, [stored.id])).get(stored.id);
    await limits.check(
      { ...fields, dataScope: before?.dataScope ?? DATA_SCOPE.self, deptIds: [] },
      before ?? { menuIds: [], systems: [], dataScope: DATA_SCOPE.self, deptIds: [] }
    );
    if (!stored) return { dataScope: limits.seesAll ? DATA_SCOPE.all : DATA_SCOPE.self };
  },
  afterSave: ({ trx, fields, id }) => regrant(trx, id, fields),
  // the admin role and roles in use answer 409 and nothing is deleted; grants go with a role
  beforeDelete: async (trx, guids) => {
    const rs = await trx.selectFrom("sysRole").select(["id", "roleKey", "roleName"]).where("guid", "in", guids).execute();
    if (rs.some((r) => r.roleKey === ADMIN_ROLE_KEY)) throw AppError.conflict("role.adminFixed");
    const ids = rs.map((r) => r.id);
    const counts = await holders(trx, ids);
    const used = rs.find((r) => counts.has(r.id));
    if (used)
      throw AppError.conflict("role.inUse", {
        name: used.roleName,
        count: counts.get(used.id) ?? 0
      });
    for (const r of rs) await regrant(trx, r.id, { menuIds: [], systems: [], deptIds: [] });
  },
  // the holders' permissions change with the role: no cached copy may outlive it
  afterCommit: (db2) => forgetGrants(db2)
});

// src/modules/roles/roles.routes.ts
var updateRoleAtVersion = updaterAtVersion("sysRole");
function registerRoleRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const { db: db2 } = deps;
  const R2 = API.roles;
  registerResource(api, deps, roles);
  registerEndpoint(api, ep, R2.changeStatus, async ({ body: { guid, status } }) => {
    guardAdmin(found(await roles.find(db2, guid)), { status });
    await db2.updateTable("sysRole").set((eb) => ({ status, updatedAt: Date.now(), version: eb("version", "+", 1) })).where("guid", "=", guid).execute();
    forgetGrants(db2);
    return roles.detail(db2, guid);
  });
  registerEndpoint(api, ep, R2.dataScope, async ({ body, user: user2 }) => {
    const deptIds = body.dataScope === 2 ? body.deptIds : [];
    const saved = await db2.transaction().execute(async (trx) => {
      const role = found(await roles.find(trx, body.guid));
      if (!await allExist(trx, "sysDept", deptIds))
        throw AppError.invalidField("deptIds", "role.unknownDept");
      const before = (await roleGrantsOf(trx, [role.id])).get(role.id);
      if (before)
        await (await grantLimitsOf(trx, user2)).check({ ...before, dataScope: body.dataScope, deptIds }, before);
      const changes = { dataScope: body.dataScope, updatedAt: Date.now() };
      if (!await updateRoleAtVersion(trx, body.guid, body.version, changes))
        throw AppError.conflict();
      await regrant(trx, role.id, { deptIds });
      return roles.detail(trx, body.guid);
    });
    forgetGrants(db2);
    return saved;
  });
  registerEndpoint(
    api,
    ep,
    R2.deptTree,
    () => db2.selectFrom("sysDept").select(["id", "parentId", "name"]).orderBy("sort").orderBy("id").execute()
  );
}

// src/modules/sites/site.resource.ts
var SITE_TYPE_DICT = "site_type";
var num2 = (v) => v === null ? null : Number(v);
var periodOf = (f) => f.disabled === 0 ? { ...f, disableFrom: null, disableTo: null, disableReason: null } : f;
var factsOf = (s) => [s.disabled, s.disableFrom, s.disableTo, s.disableReason].join("|");
var ENABLED2 = { disabled: 0, disableFrom: null, disableTo: null, disableReason: null };
var findBookableSite = (db2, guid) => db2.selectFrom("site").select("guid").where("guid", "=", guid).where("bookable", "=", 1).executeTakeFirst();
var sites = defineResource({
  table: "site",
  endpoints: API.sites.site,
  // the tree is small: answered whole, groups first
  whole: "page",
  filters: {
    name: (eb, v) => eb.or([contains(eb.ref("name"), v), contains(eb.ref("code"), v)]),
    type: (eb, v) => eb("type", "=", v),
    disabled: (eb, v) => eb("disabled", "=", v)
  },
  orderBy: (q) => q.orderBy("sort"),
  // the matching sites with their groups; a matching group brings all of its sites (unless
  // a type or disabled filter narrows them)
  around: async (db2, matches, filters) => {
    const all = await db2.selectFrom("site").selectAll().orderBy("sort").orderBy("id").execute();
    const guidOfId = new Map(all.map((r) => [r.id, r.guid]));
    const parentOf = (r) => r.parentId === 0 ? null : guidOfId.get(r.parentId) ?? null;
    const hit = new Set(matches.map((r) => r.guid));
    const wholeGroups = filters.type === void 0 && filters.disabled === void 0;
    const ordered = all.filter((g) => parentOf(g) === null).flatMap((g) => [g, ...all.filter((s) => parentOf(s) === g.guid)]);
    return ordered.filter(
      (s) => hit.has(s.guid) || wholeGroups && hit.has(parentOf(s) ?? "") || all.some((c) => parentOf(c) === s.guid && hit.has(c.guid))
    );
  },
  // each row's group (its guid, its name in the sheet; the tree is small) and related sites
  lookup: async (db2, rows) => {
    const guids = rows.map((r) => r.guid);
    const [parents, relations] = await Promise.all([
      db2.selectFrom("site").select(["id", "guid", "name"]).execute(),
      guids.length ? db2.selectFrom("siteRelation").select(["siteGuid", "relatedGuid"]).where("siteGuid", "in", guids).execute() : []
    ]);
    const related = /* @__PURE__ */ new Map();
    for (const r of relations)
      related.set(r.siteGuid, [...related.get(r.siteGuid) ?? [], r.relatedGuid]);
    return { parents: new Map(parents.map((p2) => [p2.id, p2])), related };
  },
  toItem: (r, { parents, related }) => ({
    guid: r.guid,
    parentGuid: r.parentId === 0 ? null : parents.get(r.parentId)?.guid ?? null,
    code: r.code,
    name: r.name,
    type: r.type,
    area: num2(r.area),
    height: num2(r.height),
    floorLoad: num2(r.floorLoad),
    capacityTheatre: num2(r.capacityTheatre),
    capacityClassroom: num2(r.capacityClassroom),
    bookable: r.bookable === 1 ? 1 : 0,
    related: [...related.get(r.guid) ?? []].sort(),
    disabled: r.disabled === 1 ? 1 : 0,
    disableFrom: r.disableFrom,
    disableTo: r.disableTo,
    disableReason: r.disableReason,
    templateId: r.templateId,
    sort: r.sort,
    remark: r.remark,
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
    version: r.version
  }),
  sheet: [
    {
      key: "parent",
      width: 12,
      value: (r, _t, { parents }) => parents.get(r.parentId)?.name ?? ""
    },
    { key: "name" },
    { key: "code", width: 10 },
    { key: "type", width: 10 },
    { key: "area", width: 10, value: (r) => num2(r.area) },
    { key: "height", width: 10, value: (r) => num2(r.height) },
    {
      key: "floorLoad",
      header: "export.site.floorLoad",
      width: 12,
      value: (r) => num2(r.floorLoad)
    },
    { key: "capacityTheatre", width: 10, value: (r) => num2(r.capacityTheatre) },
    { key: "capacityClassroom", width: 10, value: (r) => num2(r.capacityClassroom) },
    {
      key: "bookable",
      width: 8,
      value: (r, t) => t(r.bookable === 1 ? "system.site.yes" : "system.site.no")
    },
    {
      key: "disabled",
      header: "export.site.disabled",
      width: 32,
      value: (r) => r.disabled === 1 ? `${r.disableFrom} ~ ${r.disableTo} ${r.disableReason ?? ""}` : ""
    }
  ],
  sheetTail: STATUSLESS_SHEET_COLUMNS,
  ownerless: true,
  toColumns: ({ parentGuid: _parent, related: _related, ...f }) => periodOf(f),
  beforeSave: async ({ trx, user: user2, fields, stored, guid }) => {
    const f = periodOf(fields);
    if (f.disabled === 1) {
      if (!f.disableFrom) throw AppError.invalidField("disableFrom", "validation.required");
      if (!f.disableTo) throw AppError.invalidField("disableTo", "validation.required");
      if (f.disableFrom > f.disableTo)
        throw AppError.invalidField("disableTo", "validation.dateRange");
      if (!f.disableReason) throw AppError.invalidField("disableReason", "validation.required");
    }
    if (factsOf(stored ?? ENABLED2) !== factsOf(f) && !hasAnyPermission(user2.permissions, [PERMISSIONS.site.disable]))
      throw AppError.forbidden();
    await checkUnique(trx, "site", guid, "code", f.code, "site.codeTaken");
    let parentId = 0;
    if (f.parentGuid) {
      const parent = await trx.selectFrom("site").select(["id", "guid", "parentId"]).where("guid", "=", f.parentGuid).executeTakeFirst();
      if (!parent || parent.parentId !== 0 || parent.guid === guid)
        throw AppError.invalidField("parentGuid", "site.badParent");
      if (stored && await countOf(trx.selectFrom("site").where("parentId", "=", stored.id)) > 0)
        throw AppError.invalidField("parentGuid", "site.groupWithChildren");
      parentId = parent.id;
    }
    if (f.type) {
      const types = await findDictValues(trx, SITE_TYPE_DICT);
      if (!types.some((v) => v.value === f.type)) throw AppError.invalidField("type", "site.noType");
    }
    const others = [...new Set(f.related)];
    if (others.length > 0) {
      const found2 = await trx.selectFrom("site").select("guid").where("guid", "in", others).where("parentId", "<>", 0).execute();
      if (others.includes(guid) || found2.length !== others.length)
        throw AppError.invalidField("related", "site.badRelated");
    }
    if (!await allExist(trx, "scheduleTemplate", [f.templateId]))
      throw AppError.invalidField("templateId", "site.noTemplate");
    return { parentId, bookable: parentId === 0 ? 0 : f.bookable };
  },
  // related sites are stored both ways; a group has none
  afterSave: async ({ trx, fields, guid }) => {
    await trx.deleteFrom("siteRelation").where((eb) => eb.or([eb("siteGuid", "=", guid), eb("relatedGuid", "=", guid)])).execute();
    const others = fields.parentGuid ? [...new Set(fields.related)] : [];
    if (others.length === 0) return;
    await trx.insertInto("siteRelation").values(
      others.flatMap((other) => [
        { siteGuid: guid, relatedGuid: other },
        { siteGuid: other, relatedGuid: guid }
      ])
    ).execute();
  },
  // one with bookings or prices, or a group keeping sites, is refused whole (409); the
  // relations go with the sites and resources on them keep no site
  beforeDelete: async (trx, guids) => {
    for (const guid of guids) {
      const row = await trx.selectFrom("site").select(["id", "name", "parentId"]).where("guid", "=", guid).executeTakeFirst();
      if (!row) continue;
      const bookings = await countOf(trx.selectFrom("scheduleMission").where("siteGuid", "=", guid));
      if (bookings > 0)
        throw AppError.conflict("site.hasBookings", { name: row.name, count: bookings });
      const prices = await countOf(trx.selectFrom("sitePrice").where("siteGuid", "=", guid));
      if (prices > 0) throw AppError.conflict("site.hasPrices", { name: row.name, count: prices });
      const kept = await countOf(
        trx.selectFrom("site").where("parentId", "=", row.id).where("guid", "not in", guids)
      );
      if (row.parentId === 0 && kept > 0)
        throw AppError.conflict("site.hasChildren", { name: row.name });
    }
    await trx.deleteFrom("siteRelation").where((eb) => eb.or([eb("siteGuid", "in", guids), eb("relatedGuid", "in", guids)])).execute();
    await trx.updateTable("venueResource").set({ siteGuid: null }).where("siteGuid", "in", guids).execute();
  }
});

// src/modules/venue-resources/venue-resource.resource.ts
var RESOURCE_TYPE_DICT = "resource_type";
var venueResources = defineResource({
  table: "venueResource",
  endpoints: API.resources.resource,
  filters: {
    name: (eb, v) => contains(eb.ref("name"), v),
    type: (eb, v) => eb("type", "=", v),
    siteGuid: (eb, v) => eb("siteGuid", "=", v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("sort"),
  // the sites' names (a few dozen) and the types' labels (four)
  lookup: async (db2) => {
    const [sites2, types] = await Promise.all([
      db2.selectFrom("site").select(["guid", "name"]).execute(),
      findDictValues(db2, RESOURCE_TYPE_DICT)
    ]);
    return {
      siteNames: new Map(sites2.map((s) => [s.guid, s.name])),
      typeLabels: new Map(types.map((v) => [v.value, v.label]))
    };
  },
  toItem: (r, { siteNames }) => ({
    guid: r.guid,
    name: r.name,
    type: r.type,
    unit: r.unit,
    quantity: r.quantity,
    // numeric(14,2) arrives as a string from Postgres
    price: Number(r.price),
    siteGuid: r.siteGuid,
    siteName: (r.siteGuid && siteNames.get(r.siteGuid)) ?? "",
    ...recordFields(r)
  }),
  sheet: [
    { key: "name", width: 28 },
    { key: "type", width: 10, value: (r, _t, { typeLabels }) => typeLabels.get(r.type) ?? r.type },
    { key: "unit", width: 10 },
    { key: "quantity", width: 8 },
    { key: "price", width: 12, value: (r) => Number(r.price) },
    {
      key: "siteGuid",
      header: "system.resource.site",
      value: (r, _t, { siteNames }) => (r.siteGuid && siteNames.get(r.siteGuid)) ?? ""
    }
  ],
  beforeSave: async ({ trx, fields }) => {
    const types = await findDictValues(trx, RESOURCE_TYPE_DICT);
    if (!types.some((v) => v.value === fields.type))
      throw AppError.invalidField("type", "resource.noType");
    if (fields.siteGuid && !await findBookableSite(trx, fields.siteGuid))
      throw AppError.invalidField("siteGuid", "resource.noSite");
  }
});

// src/modules/sites/sites.routes.ts
function registerSiteRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const { db: db2 } = deps;
  registerResource(api, deps, sites);
  registerEndpoint(
    api,
    ep,
    API.sites.options,
    async () => (await sites.list(db2, {})).map((s) => ({
      guid: s.guid,
      name: s.name,
      parentGuid: s.parentGuid,
      bookable: s.bookable
    }))
  );
  registerEndpoint(
    api,
    ep,
    API.sites.templateOptions,
    async () => (await db2.selectFrom("scheduleTemplate").select(["id", "name", "isDefault"]).orderBy("sort").orderBy("id").execute()).map((r) => ({ ...r, isDefault: r.isDefault === 1 ? 1 : 0 }))
  );
}

// src/modules/schedule/schedule.export.ts
import ExcelJS2 from "exceljs";

// src/modules/schedule/schedule.calendar.ts
var DAY_MS2 = 864e5;
var MINUTES_PER_DAY = 1440;
var dayNumberOf = (date) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS2);
var dateOfDayNumber = (n) => new Date(n * DAY_MS2).toISOString().slice(0, 10);
var venueDayOf = (ms) => {
  const d = zonedDate(ms, VENUE_TIME_ZONE);
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS2);
};
var keyOf = (date, minute) => dayNumberOf(date) * MINUTES_PER_DAY + minute;
var hhmm = (minute) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
var minutesOf2 = (text3) => {
  const [h, m] = text3.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
var overlaps = (a0, a1, b0, b1) => a0 < b1 && b0 < a1;

// src/lib/rich-text.ts
import sanitizeHtml from "sanitize-html";
var relForNewTab = (rel = "") => [.../* @__PURE__ */ new Set([...rel.split(/\s+/).filter(Boolean), "noopener", "noreferrer"])].join(" ");
var RICH_TEXT = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: true,
  transformTags: {
    // a link opens in a new tab or in place: a page it opens must not reach back to ours
    a: (tagName, attribs) => {
      const { target, ...others } = attribs;
      if (target?.toLowerCase() !== "_blank") return { tagName, attribs: others };
      return { tagName, attribs: { ...attribs, target: "_blank", rel: relForNewTab(attribs.rel) } };
    }
  }
};
var sanitizeRichText = (html) => sanitizeHtml(html, RICH_TEXT);
var richTextToPlain = (html) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();

// src/modules/schedule/schedule.grading.ts
var CONFIRMED = 2;
var isFirm = (status) => status === 1 || status === CONFIRMED;
function gradeOf(a, b) {
  if (isFirm(a.status) && isFirm(b.status)) return "serious";
  if (isFirm(a.status) || isFirm(b.status)) return "handle";
  return a.level === b.level ? "handle" : "notice";
}
var refusesSave = (a, b) => gradeOf(a, b) !== "notice";
var competingSites = (site2, related) => [
  site2,
  ...related.get(site2) ?? []
];
function overlappingPairs(blocks, related) {
  const bySite = /* @__PURE__ */ new Map();
  for (const m of blocks) {
    const list = bySite.get(m.siteGuid) ?? [];
    list.push(m);
    bySite.set(m.siteGuid, list);
  }
  for (const list of bySite.values()) list.sort((x, y) => x.startKey - y.startKey);
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const m of blocks) {
    for (const site2 of competingSites(m.siteGuid, related)) {
      for (const n of bySite.get(site2) ?? []) {
        if (n.startKey >= m.endKey) break;
        if (n.mid === m.mid || !overlaps(m.startKey, m.endKey, n.startKey, n.endKey)) continue;
        const key = pairKey(m.mid, n.mid);
        if (seen.has(key)) continue;
        seen.add(key);
        const [a, b] = m.mid < n.mid ? [m, n] : [n, m];
        out.push({ a, b, type: site2 === m.siteGuid ? "same" : "related" });
      }
    }
  }
  return out;
}
var pairKey = (x, y) => x < y ? `${x}|${y}` : `${y}|${x}`;
var disabledKey = (mid) => `${mid}:disabled`;

// src/modules/schedule/schedule.repository.ts
import { PostgresAdapter as PostgresAdapter8, sql as sql10 } from "kysely";
var CANCELLED = 3;
var UNBOOKABLE_PROJECT_STATUSES = [7, 8, 9];
var missionViews = (db2) => db2.selectFrom("scheduleMission as m").innerJoin("project as p", "p.guid", "m.projectGuid").innerJoin("site as s", "s.guid", "m.siteGuid").selectAll("m").select([
  "p.title as projectTitle",
  "p.customer as customer",
  "p.status as projectStatus",
  "s.name as siteName",
  "s.area as siteArea"
]);
var RAW_COLUMNS = [
  "mid",
  "project_guid",
  "site_guid",
  "user_id",
  "from_date",
  "to_date",
  "from_minute",
  "to_minute",
  "start_key",
  "end_key",
  "level",
  "status",
  "usage",
  "copy_id",
  "remark",
  "created_at",
  "updated_at",
  "version"
];
var missionsInRangeSql = (lo, hi, only = {}) => {
  const conds = [
    sql10`start_key < ${hi}`,
    // no block is longer than the longest: it starts at most that long before lo (an index
    // answers the longest), which bounds the range read on (start_key)
    sql10`start_key >= ${lo} - (select max(end_key - start_key) from schedule_mission)`,
    sql10`end_key > ${lo}`,
    sql10`status <> ${CANCELLED}`
  ];
  const list = (xs) => sql10.join(xs.length ? [...xs] : [""]);
  if (only.sites) conds.push(sql10`site_guid in (${list(only.sites)})`);
  if (only.projects) conds.push(sql10`project_guid in (${list(only.projects)})`);
  return sql10`select ${sql10.raw(RAW_COLUMNS.join(", "))}
    from schedule_mission where ${sql10.join(conds, sql10` and `)}`;
};
async function missionRowsInRange(db2, lo, hi, only) {
  const query = missionsInRangeSql(lo, hi, only).compile(db2.withoutPlugins());
  const sqlite = sqliteHandleOf(db2);
  if (sqlite)
    return db2.connection().execute(
      async () => sqlite.prepare(query.sql).raw(true).all(...query.parameters)
    );
  const { rows } = await db2.withoutPlugins().executeQuery(query);
  return rows.map((r) => RAW_COLUMNS.map((c) => r[c]));
}
async function findMissionsInRange(db2, lo, hi, only = {}, knownSites) {
  const rows = await missionRowsInRange(db2, lo, hi, only);
  if (rows.length === 0) return [];
  const projectGuids = [...new Set(rows.map((r) => r[1]))];
  const siteGuids = knownSites ? [] : [...new Set(rows.map((r) => r[2]))];
  const [projects, sites2] = await Promise.all([
    inChunks(
      projectGuids,
      (part) => db2.selectFrom("project").select(["guid", "title", "customer", "status"]).where("guid", "in", part).execute()
    ),
    inChunks(
      siteGuids,
      (part) => db2.selectFrom("site").select(["guid", "name", "area"]).where("guid", "in", part).execute()
    )
  ]);
  const projectOf = new Map(projects.map((p2) => [p2.guid, p2]));
  const siteOf = knownSites ?? new Map(sites2.map((x) => [x.guid, x]));
  const out = [];
  for (const r of rows) {
    const p2 = projectOf.get(r[1]);
    const st = siteOf.get(r[2]);
    if (!p2 || !st) continue;
    out.push({
      mid: r[0],
      projectGuid: r[1],
      siteGuid: r[2],
      userId: r[3],
      fromDate: r[4],
      toDate: r[5],
      fromMinute: r[6],
      toMinute: r[7],
      startKey: Number(r[8]),
      endKey: Number(r[9]),
      level: r[10],
      status: r[11],
      usage: r[12],
      copyId: r[13],
      remark: r[14],
      createdAt: Number(r[15]),
      updatedAt: Number(r[16]),
      version: r[17],
      projectTitle: p2.title,
      customer: p2.customer,
      projectStatus: p2.status,
      siteName: st.name,
      siteArea: st.area
    });
  }
  return out;
}
async function inChunks(keys, query) {
  const out = [];
  for (let i = 0; i < keys.length; i += 1e3) out.push(...await query(keys.slice(i, i + 1e3)));
  return out;
}
async function findMissionViews(db2, mids) {
  if (mids.length === 0) return [];
  return missionViews(db2).where("m.mid", "in", mids).execute();
}
async function findMission(db2, mid) {
  return db2.selectFrom("scheduleMission").selectAll().where("mid", "=", mid).executeTakeFirst();
}
async function insertMissions(db2, rows) {
  for (let i = 0; i < rows.length; i += 1e3) {
    await db2.insertInto("scheduleMission").values(rows.slice(i, i + 1e3)).execute();
  }
}
async function updateMissionAtVersion(db2, mid, version, changes) {
  const res = await db2.updateTable("scheduleMission").set((eb) => ({ ...changes, version: eb("version", "+", 1) })).where("mid", "=", mid).where("version", "=", version).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
async function deleteMissions(db2, mids) {
  const res = await db2.deleteFrom("scheduleMission").where("mid", "in", mids).executeTakeFirst();
  return Number(res.numDeletedRows);
}
async function findAllSites(db2) {
  return db2.selectFrom("site").selectAll().orderBy("sort").orderBy("id").execute();
}
async function findSites(db2, guids) {
  if (guids.length === 0) return [];
  return db2.selectFrom("site").selectAll().where("guid", "in", guids).execute();
}
async function findRelations(db2, guids) {
  let q = db2.selectFrom("siteRelation").select(["siteGuid", "relatedGuid"]);
  if (guids) q = q.where("siteGuid", "in", guids.length ? guids : [""]);
  return q.execute();
}
async function lockSites(db2, guids) {
  if (!(db2.getExecutor().adapter instanceof PostgresAdapter8) || guids.length === 0) return;
  await sql10`select id from site where guid in (${sql10.join([...guids].sort())}) order by guid for update`.execute(
    db2
  );
}
var overlappingQuery = (db2, sites2, lo, hi, exceptMid) => {
  let q = missionViews(db2).where("m.siteGuid", "in", sites2.length ? sites2 : [""]).where("m.endKey", ">", lo).where("m.startKey", "<", hi).where("m.status", "!=", CANCELLED);
  if (exceptMid) q = q.where("m.mid", "!=", exceptMid);
  return q;
};
async function findOverlapping(db2, sites2, lo, hi, exceptMid) {
  if (sites2.length === 0) return [];
  return overlappingQuery(db2, sites2, lo, hi, exceptMid).execute();
}
async function findTemplates(db2) {
  return db2.selectFrom("scheduleTemplate").selectAll().orderBy("sort").orderBy("id").execute();
}
async function findDayParts(db2, templateIds) {
  if (templateIds.length === 0) return [];
  return db2.selectFrom("scheduleDayPart").selectAll().where("templateId", "in", templateIds).orderBy("templateId").orderBy("sort").orderBy("id").execute();
}
async function findFestivals(db2, from, to) {
  return db2.selectFrom("festival").selectAll().where("date", ">=", from).where("date", "<=", to).execute();
}
async function findProjects(db2, guids) {
  if (guids.length === 0) return [];
  return db2.selectFrom("project").select(["guid", "title", "customer", "status"]).where("guid", "in", guids).execute();
}
async function findBookableProjects(db2) {
  return db2.selectFrom("project").select(["guid", "title", "customer", "status"]).where("status", "not in", UNBOOKABLE_PROJECT_STATUSES).orderBy("startTime", (ob) => ob.desc().nullsLast()).orderBy("guid").execute();
}
async function findConflictStates(db2, keys) {
  if (keys.length === 0) return [];
  const out = [];
  for (let i = 0; i < keys.length; i += 500) {
    out.push(
      ...await db2.selectFrom("scheduleConflict").selectAll().where("key", "in", keys.slice(i, i + 500)).execute()
    );
  }
  return out;
}
async function upsertConflictState(db2, row) {
  await db2.insertInto("scheduleConflict").values(row).onConflict(
    (oc) => oc.column("key").doUpdateSet({
      state: row.state,
      note: row.note ?? "",
      handlerId: row.handlerId ?? null,
      handlerName: row.handlerName ?? null,
      handledAt: row.handledAt ?? null
    })
  ).execute();
}

// src/modules/schedule/schedule.service.ts
var CANCELLED2 = 3;
var MAX_DATE_MS = 864e13;
function rangeOf(dateFrom, dateTo) {
  if (Math.max(Math.abs(dateFrom), Math.abs(dateTo)) > MAX_DATE_MS)
    throw AppError.badRequest("schedule.rangeInvalid");
  if (dateFrom >= dateTo) throw AppError.badRequest("schedule.rangeOrder");
  const fromDay = venueDayOf(dateFrom);
  const toDay = venueDayOf(dateTo - 1) + 1;
  if (!Number.isFinite(fromDay) || !Number.isFinite(toDay))
    throw AppError.badRequest("schedule.rangeInvalid");
  if (toDay - fromDay > GRID_MAX_RANGE_DAYS) {
    throw AppError.badRequest("schedule.rangeTooLong", { days: GRID_MAX_RANGE_DAYS });
  }
  return {
    fromDay,
    toDay,
    lo: fromDay * MINUTES_PER_DAY,
    hi: toDay * MINUTES_PER_DAY,
    firstDate: dateOfDayNumber(fromDay),
    lastDate: dateOfDayNumber(toDay - 1)
  };
}
var COLOURS = {
  0: { color: "#bfbfbf", fontColor: "#262626" },
  1: { color: "#fa8c16", fontColor: "#2b1400" },
  2: { color: "#0958d9", fontColor: "#ffffff" },
  3: { color: "#52c41a", fontColor: "#092b00" },
  4: { color: "#237804", fontColor: "#ffffff" },
  5: { color: "#95de64", fontColor: "#135200" },
  6: { color: "#95de64", fontColor: "#135200" }
};
var GREY = { color: "#d9d9d9", fontColor: "#595959" };
var colourOf = (projectStatus, bookingStatus) => bookingStatus === CANCELLED2 ? GREY : COLOURS[projectStatus] ?? GREY;
var labels = /* @__PURE__ */ new Map();
var label = (lang, key) => {
  const id = `${lang}:${key}`;
  let text3 = labels.get(id);
  if (text3 === void 0) {
    text3 = translate(lang, key);
    labels.set(id, text3);
  }
  return text3;
};
var projectStatusLabel = (lang, status) => label(lang, `schedule.projectStatus.${status}`);
var asUsage = (u) => BOOKING_USAGES.includes(u) ? u : "show";
function toMission(m, lang) {
  const third = [
    label(lang, `schedule.usage.${m.usage}`),
    m.siteArea === null ? null : `${m.siteArea}\u33A1`,
    label(lang, `schedule.bookingStatus.${m.status}`)
  ];
  return {
    mid: m.mid,
    project_id: m.projectGuid,
    siteGuid: m.siteGuid,
    siteName: m.siteName,
    userId: m.userId,
    fromDate: m.fromDate,
    toDate: m.toDate,
    from_date_t: m.fromMinute,
    to_date_t: m.toMinute,
    saved: 1,
    createdAt: Number(m.createdAt),
    level: m.level,
    status: m.status,
    usage: asUsage(m.usage),
    copy_id: m.copyId,
    ...colourOf(m.projectStatus, m.status),
    text1: m.projectTitle,
    text2: m.customer,
    text3: third.filter((t) => t !== null).join(" \xB7 "),
    statusText: projectStatusLabel(lang, m.projectStatus),
    remark: m.remark,
    version: m.version
  };
}
var relationMap = (rows) => {
  const map = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const list = map.get(r.siteGuid) ?? [];
    list.push(r.relatedGuid);
    map.set(r.siteGuid, list);
  }
  return map;
};
var disabledIn = (s, from, to) => s.disabled === 1 && s.disableFrom !== null && s.disableTo !== null && s.disableFrom <= to && s.disableTo >= from;
function siteRow(s, range, related) {
  const flagged = disabledIn(s, range.firstDate, range.lastDate);
  return {
    id: s.id,
    guid: s.guid,
    siteGuid: s.bookable === 1 ? s.guid : null,
    parentId: s.parentId,
    project_title: s.name,
    children_list: [],
    siteRelation: related.get(s.guid) ?? [],
    SiteDisableFlag: flagged ? 1 : 0,
    disableFrom: flagged ? s.disableFrom : null,
    disableTo: flagged ? s.disableTo : null,
    disableReason: flagged ? s.disableReason : null,
    area: s.area
  };
}
var dayPartOf = (p2) => ({
  id: p2.id,
  times: `${hhmm(p2.startMinute)}-${hhmm(p2.endMinute)}`,
  width: p2.width,
  text: p2.text
});
async function dayPartsFor(db2, templateId) {
  const templates = await findTemplates(db2);
  const chosen = templateId === void 0 ? templates.find((t) => t.isDefault === 1) ?? templates[0] : templates.find((t) => t.id === templateId);
  if (templateId !== void 0 && !chosen) throw AppError.notFound("schedule.templateNotFound");
  if (!chosen) return [];
  return (await findDayParts(db2, [chosen.id])).map(dayPartOf);
}
async function festivalsIn(db2, range) {
  const rows = await findFestivals(db2, range.firstDate, range.lastDate);
  return Object.fromEntries(
    rows.map((f) => [f.date, { color: f.color, text: f.text, kind: f.kind }])
  );
}
async function gridRowsAndMissions(db2, q, range) {
  const start = (q.page - 1) * q.pageSize;
  if (q.mode === "project") {
    const all = (await findMissionsInRange(db2, range.lo, range.hi)).sort(
      (a, b) => a.startKey - b.startKey || (a.mid < b.mid ? -1 : 1)
    );
    const projects = /* @__PURE__ */ new Map();
    for (const m of all) if (!projects.has(m.projectGuid)) projects.set(m.projectGuid, m);
    const list = [...projects.values()];
    const page2 = list.slice(start, start + q.pageSize);
    const onPage = new Set(page2.map((m) => m.projectGuid));
    const rows2 = page2.map((m, i) => ({
      id: start + i + 1,
      guid: m.projectGuid,
      siteGuid: null,
      parentId: 0,
      project_title: m.projectTitle,
      children_list: [],
      siteRelation: [],
      SiteDisableFlag: 0,
      disableFrom: null,
      disableTo: null,
      disableReason: null,
      area: null
    }));
    return { rows: rows2, count: list.length, missions: all.filter((m) => onPage.has(m.projectGuid)) };
  }
  const [sites2, relations] = await Promise.all([findAllSites(db2), findRelations(db2)]);
  const related = relationMap(relations);
  const byId = new Map(sites2.map((s) => [s.id, siteRow(s, range, related)]));
  const top = [];
  for (const s of sites2) {
    const row = byId.get(s.id);
    const parent = s.parentId === 0 ? void 0 : byId.get(s.parentId);
    if (parent) parent.children_list.push(row);
    else top.push(row);
  }
  const rows = top.slice(start, start + q.pageSize);
  const whole = rows.length === top.length;
  const guids = /* @__PURE__ */ new Set();
  const collect2 = (r) => {
    if (r.siteGuid) guids.add(r.siteGuid);
    r.children_list.forEach(collect2);
  };
  rows.forEach(collect2);
  const missions = await findMissionsInRange(
    db2,
    range.lo,
    range.hi,
    whole ? {} : { sites: [...guids] },
    new Map(sites2.map((s) => [s.guid, s]))
  );
  return { rows, count: top.length, missions };
}
async function loadGrid(db2, q, lang) {
  const range = rangeOf(q.dateFrom, q.dateTo);
  const [{ rows, count, missions }, dayParts, festivals] = await Promise.all([
    gridRowsAndMissions(db2, q, range),
    dayPartsFor(db2, q.templateId),
    festivalsIn(db2, range)
  ]);
  return { rows, count, missions: missions.map((m) => toMission(m, lang)), dayParts, festivals };
}
async function listTemplates(db2) {
  const templates = await findTemplates(db2);
  const parts = await findDayParts(
    db2,
    templates.map((t) => t.id)
  );
  return templates.map((t) => ({
    id: t.id,
    name: t.name,
    isDefault: t.isDefault === 1,
    dayParts: parts.filter((p2) => p2.templateId === t.id).map(dayPartOf)
  }));
}
async function bookableProjects(db2) {
  return findBookableProjects(db2);
}
var keysOf = (m) => {
  const startKey = keyOf(m.fromDate, m.from_date_t);
  const endKey = keyOf(m.toDate, m.to_date_t);
  if (endKey <= startKey) throw AppError.badRequest("schedule.endBeforeStart");
  return { startKey, endKey };
};
var clashOf = (m) => ({
  mid: m.mid,
  siteGuid: m.siteGuid,
  siteName: m.siteName,
  projectGuid: m.projectGuid,
  projectTitle: m.projectTitle,
  fromDate: m.fromDate,
  toDate: m.toDate,
  from_date_t: m.fromMinute,
  to_date_t: m.toMinute,
  status: m.status,
  level: m.level
});
function clashError(clashes, lang) {
  const sorted = [...clashes].sort((a, b) => a.startKey - b.startKey || (a.mid < b.mid ? -1 : 1));
  const wide = lang === "zh" || lang === "ja";
  const items = sorted.slice(0, 3).map((m) => {
    const status = projectStatusLabel(lang, m.projectStatus);
    const when = `${m.fromDate} ${hhmm(m.fromMinute)}\u2014${m.toDate} ${hhmm(m.toMinute)}`;
    return `${m.siteName} ${when} ${m.projectTitle}${wide ? `\uFF08${status}\uFF09` : ` (${status})`}`;
  });
  let list = items.join(wide ? "\uFF1B" : "; ");
  if (sorted.length > 3) list += translate(lang, "schedule.clashMore", { n: sorted.length });
  return new AppError(ResultCode.conflict, "schedule.clash", { list }, sorted.map(clashOf));
}
function checkSites(sites2, blocks) {
  for (const b of blocks) {
    const s = sites2.get(b.siteGuid);
    if (!s) throw AppError.badRequest("schedule.siteUnknown");
    if (s.bookable !== 1) throw AppError.badRequest("schedule.siteGroup", { site: s.name });
    if (disabledIn(s, b.fromDate, b.toDate)) {
      throw AppError.badRequest("schedule.siteDisabled", {
        site: s.name,
        from: s.disableFrom ?? "",
        to: s.disableTo ?? "",
        reason: s.disableReason ?? ""
      });
    }
  }
}
function refusedBy(block, existing, related) {
  const sites2 = new Set(competingSites(block.siteGuid, related));
  return existing.filter(
    (n) => sites2.has(n.siteGuid) && overlaps(block.startKey, block.endKey, n.startKey, n.endKey) && refusesSave(block, n)
  );
}
function checkMayConfirm(user2, blocks) {
  if (blocks.some((b) => b.status === BOOKING_STATUS.confirmed) && !hasAnyPermission(user2.permissions, [PERMISSIONS.schedule.confirm]))
    throw AppError.forbidden("schedule.confirmNeedsPermission");
}
async function saveMissions(db2, user2, body, now, lang) {
  checkMayConfirm(user2, body.missions);
  const blocks = body.missions.map((m) => ({ ...m, mid: newGuid(), ...keysOf(m) }));
  const projectGuids = [...new Set(blocks.map((b) => b.project_id))];
  const projects = await findProjects(db2, projectGuids);
  const bookable = new Set(
    projects.filter((p2) => !UNBOOKABLE_PROJECT_STATUSES.includes(p2.status)).map((p2) => p2.guid)
  );
  if (projectGuids.some((g) => !bookable.has(g))) {
    throw AppError.badRequest("schedule.projectUnknown");
  }
  await db2.transaction().execute(async (trx) => {
    const siteGuids = [...new Set(blocks.map((b) => b.siteGuid))];
    const sites2 = new Map((await findSites(trx, siteGuids)).map((s) => [s.guid, s]));
    checkSites(sites2, blocks);
    const related = relationMap(await findRelations(trx, siteGuids));
    const involved = [.../* @__PURE__ */ new Set([...siteGuids, ...[...related.values()].flat()])];
    await lockSites(trx, involved);
    const inBatch = overlappingPairs(blocks, related);
    if (inBatch.length > 0) {
      const site2 = sites2.get(inBatch[0]?.a.siteGuid ?? "")?.name ?? "";
      throw AppError.badRequest("schedule.batchOverlap", { site: site2 });
    }
    const lo = Math.min(...blocks.map((b) => b.startKey));
    const hi = Math.max(...blocks.map((b) => b.endKey));
    const existing = await findOverlapping(trx, involved, lo, hi);
    const clashes = /* @__PURE__ */ new Map();
    for (const b of blocks) for (const n of refusedBy(b, existing, related)) clashes.set(n.mid, n);
    if (clashes.size > 0) throw clashError([...clashes.values()], lang);
    const rows = blocks.map((b) => ({
      mid: b.mid,
      projectGuid: b.project_id,
      siteGuid: b.siteGuid,
      userId: user2.id,
      fromDate: b.fromDate,
      toDate: b.toDate,
      fromMinute: b.from_date_t,
      toMinute: b.to_date_t,
      startKey: b.startKey,
      endKey: b.endKey,
      level: b.level,
      status: b.status,
      usage: b.usage,
      copyId: null,
      remark: sanitizeRichText(b.remark),
      createdAt: now,
      updatedAt: now
    }));
    await insertMissions(trx, rows);
    for (const r of rows) await addFileRefs(trx, fileRef.scheduleMission(r.mid), [r.remark]);
  });
  const views = new Map(
    (await findMissionViews(
      db2,
      blocks.map((b) => b.mid)
    )).map((v) => [v.mid, v])
  );
  return blocks.flatMap((b) => {
    const v = views.get(b.mid);
    return v ? [toMission(v, lang)] : [];
  });
}
async function updateMission(db2, user2, body, now, lang) {
  const keys = keysOf(body);
  await db2.transaction().execute(async (trx) => {
    const current = await findMission(trx, body.mid);
    if (!current) throw AppError.notFound("schedule.missionNotFound");
    if (current.version !== body.version) throw AppError.conflict();
    if (current.status !== BOOKING_STATUS.confirmed) checkMayConfirm(user2, [body]);
    const block = { ...body, siteGuid: current.siteGuid, ...keys };
    if (body.status !== CANCELLED2) {
      const sites2 = new Map((await findSites(trx, [current.siteGuid])).map((s) => [s.guid, s]));
      checkSites(sites2, [block]);
      const related = relationMap(await findRelations(trx, [current.siteGuid]));
      const involved = competingSites(current.siteGuid, related);
      await lockSites(trx, involved);
      const existing = await findOverlapping(trx, involved, keys.startKey, keys.endKey, body.mid);
      const clashes = refusedBy(block, existing, related);
      if (clashes.length > 0) throw clashError(clashes, lang);
    }
    const remark = sanitizeRichText(body.remark);
    const changed = await updateMissionAtVersion(trx, body.mid, body.version, {
      fromDate: body.fromDate,
      toDate: body.toDate,
      fromMinute: body.from_date_t,
      toMinute: body.to_date_t,
      startKey: keys.startKey,
      endKey: keys.endKey,
      level: body.level,
      status: body.status,
      usage: body.usage,
      remark,
      updatedAt: now
    });
    if (!changed) throw AppError.conflict();
    await setFileRefs(trx, fileRef.scheduleMission(body.mid), [remark]);
  });
  const [view] = await findMissionViews(db2, [body.mid]);
  if (!view) throw AppError.notFound("schedule.missionNotFound");
  return toMission(view, lang);
}
async function removeMissions(db2, mids) {
  const unique = [...new Set(mids)];
  await db2.transaction().execute(async (trx) => {
    const removed = await deleteMissions(trx, unique);
    if (removed === 0) throw AppError.notFound("schedule.missionNotFound");
    await removeFileRefs(trx, unique.map(fileRef.scheduleMission));
  });
}
var sideOf = (m) => ({
  mid: m.mid,
  projectGuid: m.projectGuid,
  projectTitle: m.projectTitle,
  siteGuid: m.siteGuid,
  siteName: m.siteName,
  status: m.status,
  level: m.level
});
var spanOf = (startKey, endKey) => {
  const startDay = Math.floor(startKey / MINUTES_PER_DAY);
  const endDay = Math.ceil(endKey / MINUTES_PER_DAY) - 1;
  return {
    fromDate: dateOfDayNumber(startDay),
    from_date_t: startKey - startDay * MINUTES_PER_DAY,
    toDate: dateOfDayNumber(endDay),
    to_date_t: endKey - endDay * MINUTES_PER_DAY
  };
};
function conflictsAmong(missions, sites2, related, lo, hi) {
  const out = [];
  for (const { a, b, type } of overlappingPairs(missions, related)) {
    const start = Math.max(a.startKey, b.startKey);
    const end = Math.min(a.endKey, b.endKey);
    if (!overlaps(start, end, lo, hi)) continue;
    out.push({
      key: pairKey(a.mid, b.mid),
      ...spanOf(start, end),
      a: sideOf(a),
      b: sideOf(b),
      type,
      grade: gradeOf(a, b)
    });
  }
  for (const m of missions) {
    const s = sites2.get(m.siteGuid);
    if (!s || !disabledIn(s, m.fromDate, m.toDate)) continue;
    const start = Math.max(m.startKey, dayNumberOf(s.disableFrom ?? "") * MINUTES_PER_DAY);
    const end = Math.min(m.endKey, (dayNumberOf(s.disableTo ?? "") + 1) * MINUTES_PER_DAY);
    if (!overlaps(start, end, lo, hi)) continue;
    out.push({
      key: disabledKey(m.mid),
      ...spanOf(start, end),
      a: sideOf(m),
      b: null,
      type: "disabled",
      grade: "siteDisabled"
    });
  }
  return out;
}
async function withStates(db2, list) {
  const states = new Map(
    (await findConflictStates(
      db2,
      list.map((c) => c.key)
    )).map((s) => [s.key, s])
  );
  return list.map((c) => {
    const s = states.get(c.key);
    return {
      ...c,
      state: s?.state ?? "open",
      handlerName: s?.handlerName ?? null,
      handledAt: s?.handledAt === null || s?.handledAt === void 0 ? null : Number(s.handledAt),
      note: s?.note ?? ""
    };
  });
}
var GRADE_ORDER = {
  serious: 0,
  handle: 1,
  siteDisabled: 2,
  notice: 3
};
async function listConflicts(db2, q) {
  const range = rangeOf(q.dateFrom, q.dateTo);
  const [missions, sites2, relations] = await Promise.all([
    findMissionsInRange(db2, range.lo, range.hi),
    findAllSites(db2),
    findRelations(db2)
  ]);
  const found2 = conflictsAmong(
    missions,
    new Map(sites2.map((s) => [s.guid, s])),
    relationMap(relations),
    range.lo,
    range.hi
  ).filter((c) => !q.grade || c.grade === q.grade);
  const all = await withStates(db2, found2);
  return all.filter((c) => !q.state || c.state === q.state).sort(
    (x, y) => x.fromDate.localeCompare(y.fromDate) || x.from_date_t - y.from_date_t || GRADE_ORDER[x.grade] - GRADE_ORDER[y.grade] || x.key.localeCompare(y.key)
  );
}
var midsOfKey = (key) => {
  if (key.endsWith(":disabled")) return [key.slice(0, -":disabled".length)];
  const parts = key.split("|");
  return parts.length === 2 && parts.every((p2) => p2.length > 0) ? parts : null;
};
async function handleConflict(db2, user2, body, now) {
  const P8 = PERMISSIONS.reservationConflict;
  const needs = body.state === "ignored" ? [P8.ignore] : body.state === "resolved" ? [P8.handle] : [P8.handle, P8.ignore];
  if (!hasAnyPermission(user2.permissions, needs)) throw AppError.forbidden();
  const mids = midsOfKey(body.key);
  const missions = mids ? (await findMissionViews(db2, mids)).filter((m) => m.status !== CANCELLED2) : [];
  if (!mids || missions.length !== mids.length) {
    throw AppError.notFound("schedule.conflictNotFound");
  }
  const siteGuids = [...new Set(missions.map((m) => m.siteGuid))];
  const [sites2, relations] = await Promise.all([
    findSites(db2, siteGuids),
    findRelations(db2, siteGuids)
  ]);
  const lo = Math.min(...missions.map((m) => m.startKey));
  const hi = Math.max(...missions.map((m) => m.endKey));
  const conflict = conflictsAmong(
    missions,
    new Map(sites2.map((s) => [s.guid, s])),
    relationMap(relations),
    lo,
    hi
  ).find((c) => c.key === body.key);
  if (!conflict) throw AppError.notFound("schedule.conflictNotFound");
  await upsertConflictState(db2, {
    key: body.key,
    state: body.state,
    note: body.note,
    handlerId: user2.id,
    handlerName: user2.nickName,
    handledAt: now
  });
  const [stored] = await withStates(db2, [conflict]);
  return stored;
}

// src/modules/schedule/schedule.export.ts
var argb = (hex) => `FF${hex.replace("#", "").toUpperCase().padEnd(6, "0").slice(0, 6)}`;
var flatten = (rows, depth = 0) => rows.flatMap((r) => [{ row: r, depth }, ...flatten(r.children_list, depth + 1)]);
async function exportGrid(db2, q, lang) {
  const range = rangeOf(q.dateFrom, q.dateTo);
  const [{ rows, missions }, parts] = await Promise.all([
    gridRowsAndMissions(db2, q, range),
    dayPartsFor(db2, q.templateId)
  ]);
  const dayParts = parts.length ? parts.map((p2) => {
    const [from = "00:00", to = "24:00"] = p2.times.split("-");
    return { text: p2.text, start: minutesOf2(from), end: minutesOf2(to) };
  }) : [{ text: "", start: 0, end: MINUTES_PER_DAY }];
  const wb = new ExcelJS2.Workbook();
  const ws = wb.addWorksheet("schedule");
  const first = q.mode === "project" ? "schedule.export.project" : "schedule.export.site";
  ws.getCell(1, 1).value = translate(lang, first);
  ws.mergeCells(1, 1, 2, 1);
  ws.getColumn(1).width = 24;
  const columns2 = [];
  for (let day = range.fromDay; day < range.toDay; day++) {
    const col = 2 + columns2.length;
    ws.getCell(1, col).value = dateOfDayNumber(day);
    if (dayParts.length > 1) ws.mergeCells(1, col, 1, col + dayParts.length - 1);
    dayParts.forEach((p2, i) => {
      ws.getCell(2, col + i).value = p2.text;
      ws.getColumn(col + i).width = 14;
      columns2.push({ lo: day * MINUTES_PER_DAY + p2.start, hi: day * MINUTES_PER_DAY + p2.end });
    });
  }
  for (const r of [1, 2]) {
    ws.getRow(r).font = { bold: true };
    ws.getRow(r).alignment = { horizontal: "center", vertical: "middle" };
  }
  const lineOf = /* @__PURE__ */ new Map();
  flatten(rows).forEach(({ row, depth }, i) => {
    const line = 3 + i;
    ws.getCell(line, 1).value = `${"  ".repeat(depth)}${row.project_title}`;
    ws.getCell(line, 1).font = depth === 0 && row.children_list.length ? { bold: true } : {};
    lineOf.set(row.guid, line);
  });
  const used = /* @__PURE__ */ new Set();
  for (const m of missions) {
    const line = lineOf.get(q.mode === "project" ? m.projectGuid : m.siteGuid);
    if (line === void 0) continue;
    const covered = columns2.map((c, i) => overlaps(m.startKey, m.endKey, c.lo, c.hi) ? 2 + i : -1).filter((c) => c >= 0 && !used.has(`${line}:${c}`));
    const left = covered[0];
    const right = covered.at(-1);
    if (left === void 0 || right === void 0) continue;
    let end = left;
    while (covered.includes(end + 1)) end++;
    for (let c = left; c <= end; c++) used.add(`${line}:${c}`);
    if (end > left) ws.mergeCells(line, left, line, end);
    const shown = toMission(m, lang);
    const cell = ws.getCell(line, left);
    cell.value = [shown.text1, shown.text2, shown.text3].join("\n");
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(shown.color) } };
    cell.font = { color: { argb: argb(shown.fontColor) }, strike: m.status === 3 };
    cell.alignment = { wrapText: true, vertical: "middle" };
  }
  ws.views = [{ state: "frozen", xSplit: 1, ySplit: 2 }];
  const name = translate(
    lang,
    q.mode === "project" ? "schedule.export.projectFile" : "schedule.export.siteFile"
  );
  const fileName = `${name}_${range.firstDate}_${range.lastDate}.xlsx`;
  const body = Buffer.from(await wb.xlsx.writeBuffer());
  return { fileName, body };
}

// src/modules/schedule/schedule.routes.ts
var XLSX2 = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
function registerScheduleRoutes(api, deps) {
  const { db: db2 } = deps;
  const ep = endpointDeps(deps);
  const x = API.schedule;
  registerEndpoint(api, ep, x.grid, ({ query, req }) => loadGrid(db2, query, req.lang));
  registerEndpoint(api, ep, x.templates, () => listTemplates(db2));
  registerEndpoint(api, ep, x.projects, () => bookableProjects(db2));
  registerEndpoint(
    api,
    ep,
    x.save,
    ({ body, user: user2, req }) => saveMissions(db2, user2, body, Date.now(), req.lang)
  );
  registerEndpoint(
    api,
    ep,
    x.update,
    ({ body, user: user2, req }) => updateMission(db2, user2, body, Date.now(), req.lang)
  );
  registerEndpoint(api, ep, x.remove, async ({ body }) => {
    await removeMissions(db2, body.mids);
    return null;
  });
  registerEndpoint(api, ep, x.conflicts, ({ query }) => listConflicts(db2, query));
  registerEndpoint(
    api,
    ep,
    x.handleConflict,
    ({ body, user: user2 }) => handleConflict(db2, user2, body, Date.now())
  );
  registerEndpoint(api, ep, x.export, async ({ body, req, reply }) => {
    const file = await exportGrid(db2, body, req.lang);
    await reply.header("content-type", XLSX2).header("content-disposition", contentDisposition(file.fileName)).send(file.body);
    return null;
  });
}

// src/modules/prices/site-price.resource.ts
var findBookableSites = (db2) => db2.selectFrom("site").select(["guid", "name"]).where("bookable", "=", 1).orderBy("sort").orderBy("id").execute();
var sitePrices = defineResource({
  table: "sitePrice",
  endpoints: API.prices,
  filters: {
    siteGuid: (eb, v) => eb("siteGuid", "=", v),
    periodType: (eb, v) => eb("periodType", "=", v),
    status: (eb, v) => eb("status", "=", v)
  },
  // in the grid's site order, then the latest validity first
  orderBy: (q) => q.orderBy("sort").orderBy(
    (eb) => eb.selectFrom("site").select("site.sort").whereRef("site.guid", "=", "sitePrice.siteGuid")
  ).orderBy("validFrom", "desc").orderBy("id"),
  // the sites' names (a few dozen)
  lookup: async (db2) => new Map(
    (await db2.selectFrom("site").select(["guid", "name"]).execute()).map((s) => [s.guid, s.name])
  ),
  toItem: (r, siteNames) => ({
    guid: r.guid,
    siteGuid: r.siteGuid,
    siteName: siteNames.get(r.siteGuid) ?? "",
    periodType: r.periodType,
    unit: r.unit,
    // numeric columns come back as text on Postgres
    standardPrice: Number(r.standardPrice),
    floorPrice: Number(r.floorPrice),
    holidayFactor: Number(r.holidayFactor),
    taxRate: Number(r.taxRate),
    validFrom: r.validFrom,
    validTo: r.validTo,
    ...recordFields(r)
  }),
  sheet: [
    {
      key: "siteGuid",
      header: "system.price.site",
      width: 18,
      value: (r, _t, siteNames) => siteNames.get(r.siteGuid) ?? ""
    },
    { key: "periodType", width: 10 },
    { key: "unit", width: 12 },
    { key: "standardPrice", width: 12, value: (r) => Number(r.standardPrice) },
    { key: "floorPrice", width: 12, value: (r) => Number(r.floorPrice) },
    { key: "holidayFactor", width: 10, value: (r) => Number(r.holidayFactor) },
    { key: "taxRate", width: 10, value: (r) => Number(r.taxRate) },
    { key: "validFrom", width: 12 },
    { key: "validTo", width: 12 }
  ],
  // the contract has checked floor <= standard and from <= to; here: the site is bookable,
  // and no other price of the site and period type is valid on any of the same days (which
  // price applies must never be ambiguous)
  beforeSave: async ({ trx, fields, guid }) => {
    if (!await findBookableSite(trx, fields.siteGuid))
      throw AppError.invalidField("siteGuid", "price.siteUnknown");
    const clash = await trx.selectFrom("sitePrice").select(["validFrom", "validTo"]).where("siteGuid", "=", fields.siteGuid).where("periodType", "=", fields.periodType).where("validFrom", "<=", fields.validTo).where("validTo", ">=", fields.validFrom).where("guid", "<>", guid).executeTakeFirst();
    if (clash)
      throw AppError.invalidField("validFrom", "price.overlap", {
        from: clash.validFrom,
        to: clash.validTo
      });
  }
});

// src/modules/prices/prices.routes.ts
function registerPriceRoutes(api, deps) {
  registerResource(api, deps, sitePrices);
  registerEndpoint(api, endpointDeps(deps), API.prices.sites, () => findBookableSites(deps.db));
}

// src/modules/schedule-templates/schedule-template.resource.ts
var siteCounts = (db2, ids) => countsBy(db2, "site", "templateId", ids);
var hhmm2 = (m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
var scheduleTemplates = defineResource({
  table: "scheduleTemplate",
  endpoints: API.scheduleTemplates,
  // the table has no guid: the contract's `guid` is the id's text
  key: "id",
  filters: { name: (eb, v) => contains(eb.ref("name"), v) },
  orderBy: (q) => q.orderBy("sort").orderBy("id"),
  // each template's day-parts (rows of a table of their own) and the sites using it
  lookup: async (db2, rows) => {
    const ids = rows.map((r) => r.id);
    const [parts, sites2] = await Promise.all([
      ids.length ? db2.selectFrom("scheduleDayPart").select(["templateId", "text", "startMinute", "endMinute", "width"]).where("templateId", "in", ids).orderBy("templateId").orderBy("sort").execute() : [],
      siteCounts(db2, ids)
    ]);
    const partsOf = (id) => parts.filter((p2) => p2.templateId === id).map(({ templateId: _id, ...p2 }) => p2);
    return { partsOf, sites: sites2 };
  },
  toItem: (r, { partsOf, sites: sites2 }) => ({
    guid: String(r.id),
    id: r.id,
    name: r.name,
    isDefault: r.isDefault === 1,
    sort: r.sort,
    remark: r.remark,
    dayParts: partsOf(r.id),
    totalMinutes: dayPartsTotalMinutes(partsOf(r.id)),
    siteCount: sites2.get(r.id) ?? 0,
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
    version: r.version
  }),
  sheet: [
    { key: "name", width: 20 },
    {
      key: "dayParts",
      width: 50,
      value: (r, _t, { partsOf }) => partsOf(r.id).map((p2) => `${p2.text} ${hhmm2(p2.startMinute)}-${hhmm2(p2.endMinute)}`).join("\uFF1B")
    },
    {
      key: "totalHours",
      width: 12,
      value: (r, _t, { partsOf }) => dayPartsTotalMinutes(partsOf(r.id)) / 60
    },
    { key: "default", width: 10, value: (r, t) => t(r.isDefault ? "export.yes" : "export.no") }
  ],
  sheetTail: STATUSLESS_SHEET_COLUMNS,
  ownerless: true,
  toColumns: ({ dayParts: _parts, ...f }) => ({ ...f, isDefault: f.isDefault ? 1 : 0 }),
  // exactly one template is the default: marking one unmarks the others (afterSave), and the
  // default cannot be unmarked directly
  beforeSave: async ({ trx, fields, stored }) => {
    if (stored?.isDefault === 1 && !fields.isDefault)
      throw AppError.invalidField("isDefault", "scheduleTemplate.needDefault");
    const anyDefault = () => trx.selectFrom("scheduleTemplate").select("id").where("isDefault", "=", 1).executeTakeFirst();
    if (!stored && !await anyDefault()) return { isDefault: 1 };
  },
  // the day-parts (the contract has checked them: 30-minute steps, no overlap, at most 24 h)
  // are replaced whole, in the order of their start
  afterSave: async ({ trx, fields, id, now }) => {
    if (fields.isDefault)
      await trx.updateTable("scheduleTemplate").set((eb) => ({ isDefault: 0, updatedAt: now, version: eb("version", "+", 1) })).where("isDefault", "=", 1).where("id", "!=", id).execute();
    await trx.deleteFrom("scheduleDayPart").where("templateId", "=", id).execute();
    const parts = [...fields.dayParts].sort((a, b) => a.startMinute - b.startMinute);
    await trx.insertInto("scheduleDayPart").values(parts.map((p2, sort) => ({ ...p2, sort, templateId: id }))).execute();
  },
  // the default one and those sites use are refused (409); day-parts go first, SQLite may run
  // without foreign-key cascades
  beforeDelete: async (trx, ids) => {
    const used = await siteCounts(trx, ids);
    const rows = await trx.selectFrom("scheduleTemplate").select(["id", "name", "isDefault"]).where("id", "in", ids).execute();
    for (const r of rows) {
      const count = used.get(r.id) ?? 0;
      if (count > 0) throw AppError.conflict("scheduleTemplate.inUse", { name: r.name, count });
      if (r.isDefault === 1)
        throw AppError.conflict("scheduleTemplate.defaultDelete", { name: r.name });
    }
    await trx.deleteFrom("scheduleDayPart").where("templateId", "in", ids).execute();
  }
});

// src/modules/app-info/app-info.repository.ts
async function findConfigValue(db2, key) {
  const row = await db2.selectFrom("sysConfig").select("configValue").where("configKey", "=", key).executeTakeFirst();
  return row?.configValue;
}
async function listVersions(db2) {
  return db2.selectFrom("sysVersion").select(["versionCode", "onlineTime", "onlineContent"]).orderBy("onlineTime", "desc").orderBy("id", "desc").execute();
}

// src/modules/app-info/app-info.service.ts
var BACKGROUND_IMAGE_KEY = "login.backgroundImage";
var DEFAULT_BACKGROUND_IMAGE = "/login-background.svg";
async function backgroundImage(db2) {
  const url = (await findConfigValue(db2, BACKGROUND_IMAGE_KEY))?.trim();
  return { url: url || DEFAULT_BACKGROUND_IMAGE };
}
var versionList = (db2) => listVersions(db2);

// src/modules/app-info/app-info.routes.ts
function registerAppInfoRoutes(api, deps) {
  const ep = endpointDeps(deps);
  registerEndpoint(api, ep, API.auth.backgroundImage, () => backgroundImage(deps.db));
  registerEndpoint(api, ep, API.auth.versionList, () => versionList(deps.db));
}

// src/modules/templates/contract-template.resource.ts
var contractTemplates = defineResource({
  table: "contractTemplate",
  endpoints: API.templates.contract,
  filters: {
    name: (eb, v) => contains(eb.ref("name"), v),
    contractType: (eb, v) => eb("contractType", "=", v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("sort"),
  toItem: (r) => ({
    guid: r.guid,
    name: r.name,
    contractType: r.contractType,
    content: r.content,
    ...recordFields(r)
  }),
  sheet: [{ key: "name", width: 24 }, { key: "contractType" }],
  // the HTML is stored sanitised, and must keep some text once it is
  toColumns: (f) => ({ ...f, content: sanitizeRichText(f.content) }),
  beforeSave: async ({ fields }) => {
    if (!richTextToPlain(fields.content))
      throw AppError.invalidField("content", "contractTemplate.empty");
  },
  // the images it shows are kept while it is (files module)
  afterSave: ({ trx, guid, fields }) => setFileRefs(trx, fileRef.contractTemplate(guid), [sanitizeRichText(fields.content)]),
  beforeDelete: (trx, guids) => removeFileRefs(trx, guids.map(fileRef.contractTemplate))
});

// src/modules/templates/file-template.resource.ts
var fileTemplates = defineResource({
  table: "fileTemplate",
  endpoints: API.templates.file,
  filters: {
    name: (eb, v) => contains(eb.ref("name"), v),
    category: (eb, v) => eb("category", "=", v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("sort"),
  toItem: (r) => ({
    guid: r.guid,
    name: r.name,
    category: r.category,
    fileUrl: r.fileUrl,
    fileName: r.fileName,
    ...recordFields(r)
  }),
  sheet: [
    { key: "name", width: 24 },
    { key: "category", width: 14 },
    { key: "fileName", header: "system.fileTemplate.file", width: 30 }
  ],
  // the file must be one the upload call stored
  beforeSave: async ({ trx, fields }) => {
    const sha256 = fields.fileUrl.slice("/files/".length).split(".")[0] ?? "";
    if (!await findFile(trx, sha256))
      throw AppError.invalidField("fileUrl", "fileTemplate.fileMissing");
  },
  // its file is kept while it is (files module)
  afterSave: ({ trx, guid, fields }) => setFileRefs(trx, fileRef.fileTemplate(guid), [fields.fileUrl]),
  beforeDelete: (trx, guids) => removeFileRefs(trx, guids.map(fileRef.fileTemplate))
});

// src/modules/templates/payment-plan.resource.ts
import { z as z41 } from "zod";
var instalmentsOf = (json2) => {
  const parsed = z41.array(instalmentSchema).safeParse(JSON.parse(json2));
  return parsed.success ? parsed.data : [];
};
var paymentPlans = defineResource({
  table: "paymentPlanTemplate",
  endpoints: API.templates.paymentPlan,
  filters: {
    name: (eb, v) => contains(eb.ref("name"), v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("sort"),
  toItem: (r) => ({
    guid: r.guid,
    name: r.name,
    instalments: instalmentsOf(r.instalments),
    ...recordFields(r)
  }),
  // the contract has checked the ratios total 100%
  toColumns: (f) => ({ ...f, instalments: JSON.stringify(f.instalments) }),
  sheet: [
    { key: "name", width: 24 },
    {
      key: "instalments",
      width: 70,
      // one readable cell: 首付款 签约后7日内 30%；…
      value: (r, t) => instalmentsOf(r.instalments).map(
        (i) => t("system.paymentPlan.instalment", {
          type: i.type,
          anchor: i.anchor,
          days: i.offsetDays,
          ratio: i.ratio
        })
      ).join("\uFF1B")
    }
  ]
});

// src/modules/templates/remark-template.resource.ts
var remarkTemplates = defineResource({
  table: "remarkTemplate",
  endpoints: API.templates.remark,
  filters: {
    name: (eb, v) => contains(eb.ref("name"), v),
    category: (eb, v) => eb("category", "=", v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("sort"),
  toItem: (r) => ({
    guid: r.guid,
    name: r.name,
    category: r.category,
    content: r.content,
    ...recordFields(r)
  }),
  sheet: [{ key: "name", width: 24 }, { key: "category" }, { key: "content", width: 60 }]
});

// src/modules/users/user.resource.ts
import { randomInt } from "node:crypto";
var ADMIN_USER_NAME = "admin";
var passwordHashOf = (plain) => hashPassword(sha256Hex(plain));
var PASSWORD_CLASSES = "ABCDEFGHJKLMNPQRSTUVWXYZ abcdefghijkmnopqrstuvwxyz 23456789 @#$%&*!?".split(" ");
function generatePassword() {
  const pick = (set) => set[randomInt(set.length)] ?? "";
  const chars = PASSWORD_CLASSES.map(pick);
  while (chars.length < 12) chars.push(pick(PASSWORD_CLASSES.join("")));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? "", chars[i] ?? ""];
  }
  return chars.join("");
}
var TAKEN = {
  userName: "user.userNameTaken",
  mobile: "user.mobileTaken",
  email: "user.emailTaken"
};
async function checkUserUnique(db2, guid, v) {
  for (const field of ["userName", "mobile", "email"]) {
    const value = v[field];
    if (value) await checkUnique(db2, "sysUser", guid, field, value, TAKEN[field]);
  }
}
async function roleIdsOf(db2, guids) {
  if (!guids.length) return [];
  const roles2 = await db2.selectFrom("sysRole").select("id").where("guid", "in", guids).execute();
  if (roles2.length !== new Set(guids).size)
    throw AppError.invalidField("roleGuids", "user.roleMissing");
  return roles2.map((r) => r.id);
}
var protectionOf = (callerId, target) => target.userName === ADMIN_USER_NAME ? "user.notAdmin" : target.id === callerId ? "user.notSelf" : void 0;
function checkNotProtected(callerId, target) {
  const refused = protectionOf(callerId, target);
  if (refused) throw AppError.badRequest(refused);
}
async function updateUser(db2, id, changes) {
  await db2.updateTable("sysUser").set((eb) => ({ ...changes, version: eb("version", "+", 1) })).where("id", "=", id).execute();
}
async function settleUser(trx, id, roleIds, status) {
  await trx.deleteFrom("sysUserRole").where("userId", "=", id).execute();
  if (roleIds.length)
    await trx.insertInto("sysUserRole").values(roleIds.map((roleId) => ({ userId: id, roleId }))).execute();
  if (status === 0) await deleteUserSessions(trx, id);
}
var findDeptOptions = (db2) => db2.selectFrom("sysDept").select(["id", "parentId", "name", "status"]).orderBy("parentId").orderBy("sort").orderBy("id").execute();
var users = defineResource({
  table: "sysUser",
  endpoints: API.users,
  scope: async (db2, user2) => inDataScope(await dataScopeOf(db2, user2), "sysUser.deptId", "sysUser.id"),
  filters: {
    name: (eb, v) => eb.or([containsIgnoringCase(eb.ref("userName"), v), contains(eb.ref("nickName"), v)]),
    mobile: (eb, v) => contains(eb.ref("mobile"), v),
    status: (eb, v) => eb("status", "=", v),
    // the department itself or any below it ('/1/4/' paths hold the ids above a node)
    deptId: (eb, v) => eb.or([
      eb("deptId", "=", v),
      eb(
        "deptId",
        "in",
        eb.selectFrom("sysDept").select("sysDept.id").where("ancestors", "like", `%/${v}/%`)
      )
    ]),
    createdFrom: (eb, v) => eb("createdAt", ">=", v),
    createdTo: (eb, v) => eb("createdAt", "<=", v)
  },
  orderBy: (q) => q.orderBy("id"),
  // the department names and each user's roles (in role order)
  lookup: async (db2, rows) => {
    const ids = rows.map((r) => r.id);
    const [depts2, roles2] = await Promise.all([
      db2.selectFrom("sysDept").select(["id", "name"]).execute(),
      ids.length === 0 ? [] : db2.selectFrom("sysUserRole").innerJoin("sysRole", "sysRole.id", "sysUserRole.roleId").select(["sysUserRole.userId", "sysRole.guid", "sysRole.roleName"]).$if(ids.length <= 1e3, (q) => q.where("sysUserRole.userId", "in", ids)).orderBy("sysRole.sort").orderBy("sysRole.id").execute()
    ]);
    const rolesOf = /* @__PURE__ */ new Map();
    for (const r of roles2) rolesOf.set(r.userId, [...rolesOf.get(r.userId) ?? [], r]);
    return { deptNames: new Map(depts2.map((d) => [d.id, d.name])), rolesOf };
  },
  toItem: (r, { deptNames, rolesOf }) => {
    const roles2 = rolesOf.get(r.id) ?? [];
    return {
      guid: r.guid,
      id: r.id,
      userName: r.userName,
      nickName: r.nickName,
      deptId: r.deptId,
      deptName: deptNames.get(r.deptId) ?? "",
      mobile: r.mobile,
      email: r.email,
      status: r.status === 1 ? 1 : 0,
      roleNames: roles2.map((x) => x.roleName),
      remark: r.remark,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      version: r.version,
      roleGuids: roles2.map((x) => x.guid),
      feishuBound: r.feishuOpenId !== null
    };
  },
  toRow: ({ roleGuids: _roles, feishuBound: _feishu, ...u }) => ({
    ...u,
    mobile: maskMobile(u.mobile)
  }),
  sheetName: "export.user.sheet",
  sheet: [
    { key: "id", width: 10 },
    { key: "userName" },
    { key: "nickName" },
    { key: "dept", width: 20, value: (r, _t, { deptNames }) => deptNames.get(r.deptId) ?? "" },
    { key: "mobile", value: (r) => maskMobile(r.mobile) },
    { key: "email", width: 28 }
  ],
  sheetTail: sheetTail("status", "createdAt"),
  // a user's deptId is their own department, not the creator's: createdBy comes below
  ownerless: true,
  toColumns: ({ roleGuids: _roles, password: _password, ...fields }) => fields,
  beforeSave: async ({ trx, user: user2, fields, stored, guid }) => {
    const plain = stored || fields.password === void 0 ? "" : decodeField(fields.password);
    if (stored) {
      if (fields.status === 0 && stored.status !== 0) checkNotProtected(user2.id, stored);
      if (stored.userName === ADMIN_USER_NAME && fields.userName !== ADMIN_USER_NAME)
        throw AppError.invalidField("userName", "user.notAdmin");
    } else checkPasswordPolicy(plain, "password");
    await checkUserUnique(trx, guid, fields);
    if (!await allExist(trx, "sysDept", [fields.deptId]))
      throw AppError.invalidField("deptId", "user.deptMissing");
    const roleIds = await roleIdsOf(trx, fields.roleGuids);
    const current = stored ? await roleIdsHeldBy(trx, stored.id) : [];
    await checkRolesGiven(trx, user2, stored ?? null, current, roleIds);
    if (!stored || stored.deptId !== fields.deptId)
      await (await grantLimitsOf(trx, user2)).checkDept(fields.deptId);
    if (!stored) return { passwordHash: await passwordHashOf(plain), createdBy: user2.id };
  },
  afterSave: async ({ trx, fields, id }) => settleUser(trx, id, await roleIdsOf(trx, fields.roleGuids), fields.status),
  // neither the super administrator nor the caller goes; roles and sessions go with a user
  beforeDelete: async (trx, guids, user2) => {
    const targets = await trx.selectFrom("sysUser").select(["id", "userName"]).where("guid", "in", guids).execute();
    for (const t of targets) checkNotProtected(user2?.id, t);
    const ids = targets.map((t) => t.id);
    if (ids.length === 0) return;
    await trx.deleteFrom("sysUserRole").where("userId", "in", ids).execute();
    await trx.deleteFrom("sysSession").where("userId", "in", ids).execute();
  },
  // roles and status are cached with the grants: this instance forgets them at once
  afterCommit: (db2) => forgetGrants(db2)
});

// src/modules/users/users.import.ts
import { Readable } from "node:stream";
import ExcelJS3 from "exceljs";
var COLUMNS = [
  { field: "userName", heading: "system.user.userName", required: true, width: 18 },
  { field: "nickName", heading: "system.user.nickName", required: true, width: 18 },
  { field: "deptName", heading: "system.user.dept", required: false, width: 20 },
  { field: "mobile", heading: "system.user.mobile", required: false, width: 16 },
  { field: "email", heading: "system.user.email", required: false, width: 26 },
  { field: "roles", heading: "system.user.roles", required: false, width: 24 },
  { field: "status", heading: "export.status", required: false, width: 10 },
  { field: "remark", heading: "export.remark", required: false, width: 30 }
];
var headingOf = (lang, c) => `${translate(lang, c.heading)}${c.required ? "*" : ""}`;
var plainHeading = (text3) => text3.replace(/\*/g, "").trim().toLowerCase();
async function userImportTemplate(db2, lang) {
  const t = (key) => translate(lang, key);
  const wb = new ExcelJS3.Workbook();
  const ws = wb.addWorksheet(t("import.user.sheet"));
  ws.columns = COLUMNS.map((c) => ({ header: headingOf(lang, c), width: c.width }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: "frozen", ySplit: 1 }];
  const statuses = [t("export.enabled"), t("export.disabled")];
  const statusLetter = String.fromCharCode(65 + COLUMNS.findIndex((c) => c.field === "status"));
  const validations = ws.dataValidations;
  validations.add(`${statusLetter}2:${statusLetter}${USER_IMPORT_MAX_ROWS + 1}`, {
    type: "list",
    allowBlank: true,
    formulae: [`"${statuses.join(",")}"`]
  });
  const lists = wb.addWorksheet(t("import.user.lists"));
  const depts2 = await findDeptOptions(db2);
  const roles2 = await db2.selectFrom("sysRole").select("roleName").orderBy("sort").execute();
  lists.columns = [
    { header: t("system.user.dept"), width: 24 },
    { header: t("system.user.roles"), width: 24 },
    { header: t("export.status"), width: 12 }
  ];
  lists.getRow(1).font = { bold: true };
  const height = Math.max(depts2.length, roles2.length, statuses.length);
  for (let i = 0; i < height; i++)
    lists.addRow([depts2[i]?.name ?? null, roles2[i]?.roleName ?? null, statuses[i] ?? null]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
var READER_OPTIONS = {
  sharedStrings: "cache",
  styles: "cache",
  hyperlinks: "ignore",
  entries: "ignore"
};
async function readFirstSheetRows(bytes, width, limit) {
  const index = new ExcelJS3.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    ...READER_OPTIONS,
    worksheets: "ignore"
  });
  const parts = index;
  parts.sharedStrings = [];
  parts.workbookRels = [];
  parts.model = {};
  for await (const _ of index) ;
  const first = parts.model?.sheets?.[0]?.name;
  if (first === void 0) throw AppError.badRequest("import.notXlsx");
  const reader = new ExcelJS3.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    ...READER_OPTIONS,
    worksheets: "emit"
  });
  const { sharedStrings, workbookRels, model, styles, properties } = parts;
  Object.assign(reader, { sharedStrings, workbookRels, model, styles, properties });
  for await (const sheet of reader) {
    if (sheet.name !== first) continue;
    const rows = [];
    let rowsRead = 0;
    for await (const r of sheet) {
      rowsRead++;
      if (!r.hasValues) continue;
      rows.push({
        row: r.number,
        texts: Array.from({ length: width }, (_, i) => r.getCell(i + 1).text)
      });
      if (rows.length === limit) break;
    }
    return { rows, rowsRead };
  }
  return { rows: [], rowsRead: 0 };
}
var looksLikeZip = (bytes) => bytes.length >= 22 && bytes.readUInt32LE(0) === 67324752;
var READ_TIME_LIMIT_MS = 15e3;
async function readSheet(bytes) {
  if (!looksLikeZip(bytes)) throw AppError.badRequest("import.notXlsx");
  const limit = USER_IMPORT_MAX_ROWS + 2;
  let timer;
  const tooSlow = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("the workbook took too long")), READ_TIME_LIMIT_MS);
  });
  const read = await Promise.race([readFirstSheetRows(bytes, COLUMNS.length, limit), tooSlow]).catch((error) => {
    if (error instanceof AppError) throw error;
    throw AppError.badRequest("import.notXlsx");
  }).finally(() => clearTimeout(timer));
  const [header, ...data] = read.rows;
  const fits = header?.row === 1 && COLUMNS.every((c, i) => {
    const text3 = plainHeading(header.texts[i] ?? "");
    return LANGS.some((lang) => plainHeading(headingOf(lang, c)) === text3);
  });
  if (!fits) throw AppError.badRequest("import.notTemplate");
  if (read.rows.length === limit)
    throw AppError.badRequest("import.tooMany", { max: USER_IMPORT_MAX_ROWS });
  const rows = data.map(({ row, texts }) => ({
    row,
    cells: Object.fromEntries(COLUMNS.map((c, i) => [c.field, (texts[i] ?? "").trim()]))
  })).filter(({ cells }) => Object.values(cells).some(Boolean));
  if (rows.length === 0) throw AppError.badRequest("import.empty");
  return rows;
}
var statusOf = (text3) => {
  if (!text3 || text3 === "1") return 1;
  if (text3 === "0") return 0;
  const t = text3.toLowerCase();
  if (LANGS.some((l) => translate(l, "export.enabled").toLowerCase() === t)) return 1;
  if (LANGS.some((l) => translate(l, "export.disabled").toLowerCase() === t)) return 0;
  return null;
};
var ROLE_SEPARATORS = /[,，、;；\n]/;
var refusedOnly = (error) => {
  if (error instanceof AppError) return false;
  throw error;
};
async function importUsers(db2, user2, bytes, options2) {
  const { lang, now } = options2;
  const rows = await readSheet(bytes);
  const column = (field) => headingOf(lang, COLUMNS.find((c) => c.field === field) ?? COLUMNS[0]).replace("*", "");
  const message = (key, params) => translate(lang, key, params);
  const depts2 = await findDeptOptions(db2);
  const roles2 = await db2.selectFrom("sysRole").select(["id", "roleName", "roleKey"]).execute();
  const stored = await db2.selectFrom("sysUser").select(["userName", "mobile", "email"]).execute();
  const storedNames = new Set(stored.map((u) => u.userName));
  const visible = new Map(
    (await db2.selectFrom("sysUser").select(["sysUser.id", "sysUser.userName", "sysUser.deptId"]).where("sysUser.userName", "in", [...new Set(rows.map((r) => r.cells.userName))]).where(inDataScope(await dataScopeOf(db2, user2), "sysUser.deptId", "sysUser.id")).execute()).map((u) => [u.userName, u])
  );
  const limits = await grantLimitsOf(db2, user2);
  const givable = /* @__PURE__ */ new Set();
  for (const [id, grant2] of await roleGrantsOf(
    db2,
    roles2.map((r) => r.id)
  ))
    if (await limits.check(grant2).then(() => true, refusedOnly)) givable.add(id);
  const held = /* @__PURE__ */ new Map();
  const ids = [...visible.values()].map((u) => u.id);
  for (const { userId, roleId } of ids.length ? await db2.selectFrom("sysUserRole").selectAll().where("userId", "in", ids).execute() : [])
    held.set(userId, [...held.get(userId) ?? [], roleId]);
  const firstRowOf = /* @__PURE__ */ new Map();
  const planned = rows.map(({ row, cells }) => {
    const errors = [];
    const fail = (field, text3) => errors.push({ column: column(field), message: text3 });
    const status = statusOf(cells.status);
    if (status === null) fail("status", message("import.unknownStatus"));
    const named = cells.deptName ? depts2.filter((d) => d.name === cells.deptName) : [];
    if (cells.deptName && named.length !== 1)
      fail("deptName", message(named.length ? "import.deptAmbiguous" : "user.deptMissing"));
    const deptId = named.length === 1 ? named[0]?.id ?? null : null;
    const roleIds = /* @__PURE__ */ new Set();
    for (const name of cells.roles.split(ROLE_SEPARATORS).map((s) => s.trim()).filter(Boolean)) {
      const role = roles2.find((r) => r.roleName === name || r.roleKey === name);
      if (role) roleIds.add(role.id);
      else fail("roles", message("import.roleMissing", { name }));
    }
    const parsed = userSaveSchema.safeParse({ ...cells, deptId, status: status ?? 1 });
    if (!parsed.success)
      for (const [path, text3] of zodIssueMessages(lang, parsed.error))
        fail(
          path === "deptId" ? "deptName" : COLUMNS.find((c) => c.field === path)?.field ?? "userName",
          text3
        );
    for (const key of ["userName", "mobile", "email"]) {
      const value = cells[key];
      if (!value) continue;
      const first = firstRowOf.get(`${key} ${value}`);
      if (first === void 0) firstRowOf.set(`${key} ${value}`, row);
      else fail(key, message("import.duplicateInFile", { row: first }));
    }
    const existing = storedNames.has(cells.userName);
    const mine = visible.get(cells.userName);
    if (existing) {
      const refused = mine && status === 0 ? protectionOf(user2.id, mine) : void 0;
      if (!options2.updateSupport) fail("userName", message("import.userExists"));
      else if (!mine) fail("userName", message("import.notInScope"));
      else if (refused) fail("status", message(refused));
    }
    const current = mine && held.get(mine.id) || [];
    const added = [...roleIds].filter((id) => !current.includes(id));
    const beyond = roles2.filter((r) => added.includes(r.id) && !givable.has(r.id));
    if (mine?.id === user2.id && (added.length || current.some((id) => !roleIds.has(id))))
      fail("roles", message("grant.ownRoles"));
    else if (beyond.length)
      fail("roles", message("grant.role", { names: beyond.map((r) => r.roleName).join("\u3001") }));
    if ((!mine || mine.deptId !== deptId) && !limits.reaches(deptId))
      fail(
        "deptName",
        message(deptId === null ? "grant.noDept" : "grant.dept", { names: cells.deptName })
      );
    for (const key of ["mobile", "email"]) {
      const value = cells[key];
      const holder = value ? stored.find((u) => u[key] === value) : void 0;
      if (holder && holder.userName !== cells.userName) fail(key, message(TAKEN[key]));
    }
    const report = {
      row,
      userName: cells.userName,
      nickName: cells.nickName,
      action: errors.length ? "error" : existing ? "update" : "create",
      errors
    };
    if (errors.length || !parsed.success) return { report };
    const { userName, nickName, mobile, email, remark } = parsed.data;
    const fields = { userName, nickName, deptId, mobile, email, status: status ?? 1, remark };
    return { report, save: { existingId: mine?.id ?? null, fields, roleIds: [...roleIds] } };
  });
  const count = (action) => planned.filter((p2) => p2.report.action === action).length;
  const result = {
    written: false,
    total: planned.length,
    created: count("create"),
    updated: count("update"),
    failed: count("error"),
    rows: planned.map((p2) => p2.report)
  };
  if (options2.dryRun || result.failed > 0) return result;
  const passwords = await Promise.all(
    planned.map(async ({ save }) => {
      if (save?.existingId !== null) return void 0;
      const plain = generatePassword();
      return { plain, hash: await passwordHashOf(plain) };
    })
  );
  await db2.transaction().execute(async (trx) => {
    for (const [i, { report, save }] of planned.entries()) {
      if (!save) continue;
      const { existingId, fields, roleIds } = save;
      const password = passwords[i];
      if (existingId === null && password) {
        const { id } = await trx.insertInto("sysUser").values({
          ...fields,
          guid: newGuid(),
          passwordHash: password.hash,
          createdBy: user2.id,
          createdAt: now,
          updatedAt: now
        }).returning("id").executeTakeFirstOrThrow();
        await settleUser(trx, id, roleIds, fields.status);
        report.password = password.plain;
      } else if (existingId !== null) {
        await updateUser(trx, existingId, { ...fields, updatedAt: now });
        await settleUser(trx, existingId, roleIds, fields.status);
      }
    }
  });
  for (const { save } of planned) if (save?.existingId) forgetGrants(db2, save.existingId);
  return { ...result, written: true };
}

// src/modules/users/users.routes.ts
var updateUserAtVersion = updaterAtVersion("sysUser");
function registerUserRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const { db: db2 } = deps;
  const U = API.users;
  const profileOf = async (user2) => profileSchema.parse(await users.detail(db2, user2.guid));
  registerResource(api, deps, users);
  registerEndpoint(api, ep, U.changeStatus, async ({ body: { guid, status }, user: user2 }) => {
    const target = found(await users.find(db2, guid, user2));
    if (status === 0) checkNotProtected(user2.id, target);
    await updateUser(db2, target.id, { status, updatedAt: Date.now() });
    if (status === 0) await deleteUserSessions(db2, target.id);
    return null;
  });
  registerEndpoint(api, ep, U.resetPwd, async ({ body, user: user2 }) => {
    const target = found(await users.find(db2, body.guid, user2));
    const password = generatePassword();
    const passwordHash = await passwordHashOf(password);
    await updateUser(db2, target.id, { passwordHash, updatedAt: Date.now() });
    await deleteUserSessions(db2, target.id);
    return { password };
  });
  registerEndpoint(api, ep, U.assignRoles, async ({ body, user: user2 }) => {
    const target = found(await users.find(db2, body.guid, user2));
    await db2.transaction().execute(async (trx) => {
      const roleIds = await roleIdsOf(trx, body.roleGuids);
      await checkRolesGiven(trx, user2, target, await roleIdsHeldBy(trx, target.id), roleIds);
      await settleUser(trx, target.id, roleIds);
    });
    forgetGrants(db2, target.id);
    return null;
  });
  registerEndpoint(
    api,
    ep,
    U.importTemplate,
    async ({ req, reply }) => sendXlsx(
      reply,
      translate(req.lang, "import.user.sheet"),
      await userImportTemplate(db2, req.lang)
    )
  );
  registerEndpoint(
    api,
    ep,
    U.importData,
    async ({ query, user: user2, req }) => importUsers(db2, user2, await uploadedBytes(req), {
      dryRun: query.dryRun === 1,
      updateSupport: query.updateSupport === 1,
      lang: req.lang,
      now: Date.now()
    })
  );
  registerEndpoint(
    api,
    ep,
    U.roleOptions,
    async () => (await db2.selectFrom("sysRole").select(["guid", "roleName", "status"]).orderBy("sort").execute()).map((r) => ({ guid: r.guid, roleName: r.roleName, status: r.status === 1 ? 1 : 0 }))
  );
  registerEndpoint(
    api,
    ep,
    U.deptTree,
    async () => (await findDeptOptions(db2)).map((d) => ({ ...d, status: d.status === 1 ? 1 : 0 }))
  );
  registerEndpoint(api, ep, U.profile, ({ user: user2 }) => profileOf(user2));
  registerEndpoint(api, ep, U.profileUpdate, async ({ body: { version, ...fields }, user: user2 }) => {
    await checkUserUnique(db2, user2.guid, fields);
    if (!await updateUserAtVersion(db2, user2.guid, version, { ...fields, updatedAt: Date.now() }))
      throw AppError.conflict();
    return profileOf(user2);
  });
  registerEndpoint(api, ep, U.profileUnbindFeishu, async ({ user: user2 }) => {
    await db2.updateTable("sysUser").set((eb) => ({ feishuOpenId: null, updatedAt: Date.now(), version: eb("version", "+", 1) })).where("id", "=", user2.id).where("feishuOpenId", "is not", null).execute();
    return profileOf(user2);
  });
}

// src/modules/depts/dept.resource.ts
var descendants = (db2, id) => db2.selectFrom("sysDept").select(["id", "ancestors", "status"]).where("ancestors", "like", `%/${id}/%`).execute();
var depts = defineResource({
  table: "sysDept",
  // the contract's set is a tree's: its `list` (an array) is the page
  endpoints: { ...API.depts, page: API.depts.list },
  whole: "list",
  filters: {
    name: (eb, v) => contains(eb.ref("name"), v),
    status: (eb, v) => eb("status", "=", v)
  },
  orderBy: (q) => q.orderBy("parentId").orderBy("sort").orderBy("id"),
  toItem: (r) => ({
    guid: r.guid,
    id: r.id,
    parentId: r.parentId,
    ancestors: r.ancestors,
    name: r.name,
    leader: r.leader,
    phone: r.phone,
    email: r.email,
    ...recordFields(r)
  }),
  // the parent names the sheet shows: those among its own rows
  lookup: async (_db, rows) => new Map(rows.map((r) => [r.id, r.name])),
  sheetName: "export.dept.sheet",
  sheet: [
    { key: "id", header: "export.dept.id", width: 10 },
    { key: "name", width: 24 },
    { key: "parent", width: 24, value: (r, _t, names) => names.get(r.parentId) ?? "" },
    { key: "leader" },
    { key: "phone" },
    { key: "email", width: 28 }
  ],
  sheetTail: sheetTail("sort", "status", "createdAt"),
  ownerless: true,
  beforeSave: async ({ trx, fields, stored, guid }) => {
    if (stored?.parentId === 0) {
      if (fields.parentId !== 0) throw AppError.invalidField("parentId", "dept.rootFixed");
      if (fields.status === 0 && (await descendants(trx, stored.id)).some((d) => d.status === 1))
        throw AppError.invalidField("status", "dept.enabledChildren");
      return;
    }
    const parent = await trx.selectFrom("sysDept").selectAll().where("id", "=", fields.parentId).executeTakeFirst();
    if (!parent) throw AppError.invalidField("parentId", "dept.parentMissing");
    if (!stored && parent.status !== 1)
      throw AppError.invalidField("parentId", "dept.parentDisabled");
    if (stored) {
      const below = await descendants(trx, stored.id);
      if (parent.id === stored.id || below.some((d) => d.id === parent.id))
        throw AppError.invalidField("parentId", "dept.parentIsSelf");
      if (fields.status === 0 && below.some((d) => d.status === 1))
        throw AppError.invalidField("status", "dept.enabledChildren");
    }
    await checkUnique(trx, "sysDept", guid, "name", fields.name, "dept.nameTaken", {
      parentId: parent.id
    });
    const ancestors = `${parent.ancestors}${parent.id}/`;
    return stored ? { ancestors } : { ancestors, code: guid };
  },
  // moved: every descendant's path starts with the new one
  afterSave: async ({ trx, stored }) => {
    if (!stored) return;
    const { ancestors } = await trx.selectFrom("sysDept").select("ancestors").where("id", "=", stored.id).executeTakeFirstOrThrow();
    if (ancestors === stored.ancestors) return;
    const oldPrefix = `${stored.ancestors}${stored.id}/`;
    const newPrefix = `${ancestors}${stored.id}/`;
    for (const d of await descendants(trx, stored.id))
      await trx.updateTable("sysDept").set({ ancestors: newPrefix + d.ancestors.slice(oldPrefix.length) }).where("id", "=", d.id).execute();
  },
  // a node goes only without children and users; its role grants go with it
  beforeDelete: async (trx, guids) => {
    const rows = await trx.selectFrom("sysDept").select("id").where("guid", "in", guids).execute();
    const ids = rows.map((r) => r.id);
    if (!ids.length) return;
    if (await countOf(trx.selectFrom("sysDept").where("parentId", "in", ids)) > 0)
      throw AppError.conflict("dept.hasChildren");
    if (await countOf(trx.selectFrom("sysUser").where("deptId", "in", ids)) > 0)
      throw AppError.conflict("dept.hasUsers");
    await trx.deleteFrom("sysRoleDept").where("deptId", "in", ids).execute();
  }
});

// src/modules/workspace/workspace.service.ts
var pageOf2 = (q) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
async function listFavouriteViews(db2, userId, q) {
  const [list, count] = await Promise.all([
    findFavouriteViews(db2, userId, pageOf2(q)),
    countFavouriteViews(db2, userId)
  ]);
  return { list, count };
}
async function addFavouriteView(db2, userId, view, now) {
  const row = await insertFavouriteView(db2, { ...view, userId, createdAt: now });
  if (!row) throw AppError.conflict("workspace.viewExists");
  return row;
}
async function removeFavouriteView(db2, userId, id) {
  if (!await deleteFavouriteView(db2, userId, id))
    throw AppError.notFound("workspace.viewNotFound");
}
var isKind = (k) => MESSAGE_KINDS.includes(k);
async function pageMessages(db2, userId, q) {
  const [rows, count] = await Promise.all([
    findMessages(db2, userId, q.read, pageOf2(q)),
    countMessages(db2, userId, q.read)
  ]);
  const list = rows.map(({ readAt, kind, ...m }) => ({
    ...m,
    kind: isKind(kind) ? kind : "notice",
    read: readAt !== null
  }));
  return { list, count };
}
async function unreadCount(db2, userId) {
  return { count: await countMessages(db2, userId, false) };
}
async function readMessages(db2, userId, guids, now) {
  const changed = await markMessagesRead(db2, userId, guids, now);
  if (changed > 0) publishChange(db2, { topic: "unread", userId });
}
function watchUnread(db2, w) {
  let last = -1;
  let stopped = false;
  let running = false;
  let again = false;
  const check = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const state = await findUnreadState(
          db2,
          w.userId,
          w.tokenHash,
          Date.now() - w.idleMinutes * 6e4
        );
        if (stopped) return;
        if (!state.sessionAlive) {
          stop();
          w.onGone();
          return;
        }
        if (state.count !== last) {
          last = state.count;
          w.onCount(state.count);
        }
      } while (again && !stopped);
    } catch {
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), w.pollMs);
  const unlisten = onChange(db2, (change) => {
    if (change.topic === "unread" && change.userId === w.userId) void check();
  });
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    unlisten();
  };
  void check();
  return stop;
}

// src/modules/workspace/workspace.routes.ts
var POLL_MS = 5e3;
var HEARTBEAT_MS = 25e3;
var STREAMS_PER_USER = 5;
var SUPERSEDED_RETRY_MS = 10 * 6e4;
var sseEvent = (event, data) => `event: ${event}
data: ${JSON.stringify(data)}

`;
function registerWorkspaceRoutes(api, deps) {
  const { db: db2 } = deps;
  const ep = endpointDeps(deps);
  const w = API.workspace;
  registerEndpoint(
    api,
    ep,
    w.favouriteViewList,
    ({ user: user2, query }) => listFavouriteViews(db2, user2.id, query)
  );
  registerEndpoint(
    api,
    ep,
    w.favouriteViewAdd,
    ({ user: user2, body }) => addFavouriteView(db2, user2.id, body, Date.now())
  );
  registerEndpoint(api, ep, w.favouriteViewDelete, async ({ user: user2, body }) => {
    await removeFavouriteView(db2, user2.id, body.id);
    return null;
  });
  registerEndpoint(api, ep, w.messagePage, ({ user: user2, query }) => pageMessages(db2, user2.id, query));
  registerEndpoint(api, ep, w.messageUnread, ({ user: user2 }) => unreadCount(db2, user2.id));
  registerEndpoint(api, ep, w.messageRead, async ({ user: user2, body }) => {
    await readMessages(db2, user2.id, body.ids, Date.now());
    return null;
  });
  const open = /* @__PURE__ */ new Set();
  const streamsOf = /* @__PURE__ */ new Map();
  api.addHook("preClose", async () => {
    for (const res of open) res.end();
  });
  registerEndpoint(
    api,
    ep,
    w.messageStream,
    async ({ user: user2, req, reply }) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        // nginx buffers answers unless told not to
        "x-accel-buffering": "no"
      });
      open.add(res);
      const write = (chunk) => {
        if (!res.writableEnded && !res.destroyed) res.write(chunk);
      };
      const stop = watchUnread(db2, {
        userId: user2.id,
        tokenHash: user2.tokenHash,
        pollMs: POLL_MS,
        idleMinutes: deps.config.sessionIdleMinutes,
        onCount: (count) => write(sseEvent("unread", { count })),
        onGone: () => res.end()
      });
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      const cleanUp = () => {
        stop();
        clearInterval(heartbeat);
        open.delete(res);
        const rest = (streamsOf.get(user2.id) ?? []).filter((s) => s.res !== res);
        if (rest.length) streamsOf.set(user2.id, rest);
        else streamsOf.delete(user2.id);
      };
      res.on("close", cleanUp);
      if (req.raw.socket.destroyed) {
        cleanUp();
        return "";
      }
      const mine = [
        ...streamsOf.get(user2.id) ?? [],
        {
          res,
          end: () => {
            write(`retry: ${SUPERSEDED_RETRY_MS}

`);
            res.end();
            cleanUp();
          }
        }
      ];
      streamsOf.set(user2.id, mine);
      if (mine.length > STREAMS_PER_USER) mine[0]?.end();
      req.log.debug({ userId: user2.id }, "unread stream opened");
      return "";
    },
    { raw: true }
  );
}

// src/lib/workflow/state-machine.ts
async function recordTransition(db2, row) {
  await db2.insertInto("workflowHistory").values({
    docType: row.docType,
    docGuid: row.docGuid,
    action: row.action,
    fromState: row.from,
    toState: row.to,
    userId: row.user.id,
    userName: row.user.nickName,
    comment: (row.comment ?? "").slice(0, 500),
    createdAt: row.now
  }).execute();
}
async function historyOf(db2, docType, docGuid) {
  return db2.selectFrom("workflowHistory").select(["id", "action", "fromState", "toState", "userName", "comment", "createdAt"]).where("docType", "=", docType).where("docGuid", "=", docGuid).orderBy("id").execute();
}

// src/modules/workflow/approval.service.ts
var stepsOf = (r) => JSON.parse(r.nodes);
async function holdersOf(db2, roleKey) {
  const rows = await db2.selectFrom("sysUserRole as ur").innerJoin("sysRole as r", "r.id", "ur.roleId").innerJoin("sysUser as u", "u.id", "ur.userId").select("u.id").where("r.roleKey", "=", roleKey).where("r.status", "=", 1).where("u.status", "=", 1).execute();
  return rows.map((r) => r.id);
}
async function tell(db2, userIds2, request, link, now) {
  const to = [...new Set(userIds2)];
  if (to.length === 0) return [];
  await db2.insertInto("message").values(
    to.map((userId) => ({
      guid: newGuid(),
      userId,
      title: `\u5F85\u5BA1\u6838\uFF1A${request.title}`,
      content: `\u300C${request.title}\u300D\u7B49\u5F85\u60A8\u5BA1\u6838\u3002`,
      kind: "approval",
      link,
      readAt: null,
      createdAt: now
    }))
  ).execute();
  return to;
}
var announce = (db2, result) => {
  for (const userId of result.notified) publishChange(db2, { topic: "unread", userId });
};
var mayAct = (r, step, user2) => {
  if (hasAnyPermission(user2.permissions, [ALL_PERMISSIONS])) return true;
  if (r.assigneeId !== null) return r.assigneeId === user2.id;
  return step !== void 0 && user2.roles.includes(step.roleKey);
};
async function actOnApproval(db2, act, user2, now) {
  const r = await db2.selectFrom("approvalRequest").selectAll().where("guid", "=", act.guid).executeTakeFirst();
  if (!r) throw AppError.notFound("workflow.requestNotFound");
  if (r.status !== "pending")
    throw AppError.conflict("workflow.requestClosed", {
      status: { key: `workflow.status.${r.status}` }
    });
  const steps = stepsOf(r);
  const step = steps[r.step];
  const comment = (act.comment ?? "").trim();
  let change = {};
  let notifyIds = [];
  let to = step?.name ?? null;
  if (act.action === "withdraw") {
    if (r.submitterId !== user2.id) throw AppError.forbidden("workflow.notSubmitter");
    if (r.acted === 1) throw AppError.conflict("workflow.alreadyActed");
    change = { status: "withdrawn", currentRole: null };
    to = null;
  } else {
    if (r.submitterId === user2.id && !hasAnyPermission(user2.permissions, [ALL_PERMISSIONS]))
      throw AppError.forbidden("workflow.ownRequest");
    if (!mayAct(r, step, user2)) throw AppError.forbidden("workflow.notYourNode");
    if (act.action === "reject") {
      if (!comment) throw AppError.invalidField("comment", "workflow.rejectReasonRequired");
      change = { status: "rejected", currentRole: null, acted: 1 };
      to = null;
    } else if (act.action === "transfer") {
      const target = act.toUserId;
      const found2 = target === void 0 || target === user2.id ? void 0 : await db2.selectFrom("sysUser").select("id").where("id", "=", target).where("status", "=", 1).executeTakeFirst();
      if (!found2) throw AppError.invalidField("toUserId", "workflow.transferTargetInvalid");
      change = { assigneeId: found2.id, acted: 1 };
      notifyIds = [found2.id];
    } else {
      const next = steps[r.step + 1];
      change = next ? { step: r.step + 1, currentRole: next.roleKey, assigneeId: null, acted: 1 } : { status: "approved", currentRole: null, assigneeId: null, acted: 1 };
      to = next?.name ?? null;
      if (next) notifyIds = (await holdersOf(db2, next.roleKey)).filter((id) => id !== r.submitterId);
    }
  }
  const res = await db2.updateTable("approvalRequest").set({ ...change, updatedAt: now, version: r.version + 1 }).where("guid", "=", r.guid).where("version", "=", act.version).where("status", "=", "pending").executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw AppError.conflict();
  const request = { ...r, ...change, updatedAt: now, version: r.version + 1 };
  await recordTransition(db2, {
    docType: r.docType,
    docGuid: r.docGuid,
    action: `approval.${act.action}`,
    from: step?.name ?? null,
    to,
    user: user2,
    comment,
    now
  });
  const notified = await tell(db2, notifyIds, r, act.link, now);
  return { request, status: request.status, notified };
}
async function pendingFor(db2, user2) {
  return db2.selectFrom("approvalRequest").selectAll().where("status", "=", "pending").where(
    (eb) => eb.or([
      eb("assigneeId", "=", user2.id),
      // a node of one of the caller's roles, nobody named, not their own request
      ...user2.roles.length === 0 ? [] : [
        eb.and([
          eb("assigneeId", "is", null),
          eb("submitterId", "!=", user2.id),
          eb("currentRole", "in", user2.roles)
        ])
      ]
    ])
  ).orderBy("updatedAt", "desc").orderBy("guid").execute();
}

// src/modules/workflow/approval-chains.service.ts
async function listChains(db2) {
  const nodes = await db2.selectFrom("approvalNode").select(["docType", "name", "roleKey", "minAmount"]).orderBy("docType").orderBy("seq").execute();
  return APPROVAL_DOC_TYPES.map((docType) => ({
    docType,
    nodes: nodes.filter((n) => n.docType === docType).map((n) => ({
      name: n.name,
      roleKey: n.roleKey,
      minAmount: n.minAmount === null ? null : Number(n.minAmount)
    }))
  }));
}
async function saveChain(db2, chain2, now) {
  const keys = [...new Set(chain2.nodes.map((n) => n.roleKey))];
  const enabled = new Set(
    keys.length === 0 ? [] : (await db2.selectFrom("sysRole").select("roleKey").where("roleKey", "in", keys).where("status", "=", 1).execute()).map((r) => r.roleKey)
  );
  const unknown = chain2.nodes.findIndex((n) => !enabled.has(n.roleKey));
  if (unknown >= 0)
    throw AppError.invalidField(`nodes.${unknown}.roleKey`, "workflow.roleUnknown", {
      role: chain2.nodes[unknown]?.roleKey ?? ""
    });
  await db2.transaction().execute(async (trx) => {
    await trx.deleteFrom("approvalNode").where("docType", "=", chain2.docType).execute();
    if (chain2.nodes.length > 0)
      await trx.insertInto("approvalNode").values(
        chain2.nodes.map((n, i) => ({
          docType: chain2.docType,
          seq: i + 1,
          name: n.name,
          roleKey: n.roleKey,
          minAmount: n.minAmount,
          createdAt: now,
          updatedAt: now
        }))
      ).execute();
  });
  return chain2;
}

// src/modules/workflow/attachments.service.ts
var columns = ["guid", "fileName", "originalName", "size", "uploaderName", "createdAt"];
async function listAttachments(db2, docType, docGuid) {
  const rows = await db2.selectFrom("recordAttachment").select(columns).where("docType", "=", docType).where("docGuid", "=", docGuid).orderBy("createdAt", "desc").orderBy("guid").execute();
  return rows.map((r) => ({ ...r, size: Number(r.size), createdAt: Number(r.createdAt) }));
}
async function addAttachment(db2, body, user2, now) {
  const [sha256] = filesNamedIn([body.fileName]);
  const file = sha256 ? await findFile(db2, sha256) : void 0;
  if (!sha256 || !file) throw AppError.invalidField("fileName", "workflow.attachmentMissing");
  const row = {
    guid: newGuid(),
    docType: body.docType,
    docGuid: body.docGuid,
    fileName: body.fileName,
    originalName: body.originalName,
    size: file.data.length,
    uploadedBy: user2.id,
    uploaderName: user2.nickName,
    createdAt: now
  };
  await db2.transaction().execute(async (trx) => {
    await trx.insertInto("recordAttachment").values(row).execute();
    await insertFileRefs(trx, fileRef.attachment(row.guid), [sha256]);
  });
  const { guid, fileName, originalName, size, uploaderName, createdAt } = row;
  return { guid, fileName, originalName, size, uploaderName, createdAt };
}
async function findAttachment(db2, guid) {
  return db2.selectFrom("recordAttachment").select(["guid", "docType", "docGuid"]).where("guid", "=", guid).executeTakeFirst();
}
async function removeAttachment(db2, guid) {
  await db2.transaction().execute(async (trx) => {
    await trx.deleteFrom("recordAttachment").where("guid", "=", guid).execute();
    await deleteFileRefs(trx, [fileRef.attachment(guid)]);
  });
}

// src/modules/workflow/workflow-documents.ts
var documents = /* @__PURE__ */ new Map();
var registerWorkflowDocument = (doc) => {
  documents.set(doc.docType, doc);
};
var workflowDocumentOf = (docType) => documents.get(docType);
function documentFor(docType, permissions, need) {
  const doc = documents.get(docType);
  if (!doc) throw AppError.badRequest("workflow.unknownDocument");
  if (!hasAnyPermission(permissions, [doc[need]])) throw AppError.forbidden();
  return doc;
}
async function reachableDocument(db2, docType, docGuid, user2, need) {
  const doc = documentFor(docType, user2.permissions, need);
  if (doc.reachable && !await doc.reachable(db2, user2, docGuid)) throw AppError.notFound();
  return doc;
}

// src/modules/workflow/workflow.routes.ts
function registerWorkflowRoutes(api, deps) {
  const ep = endpointDeps(deps);
  const { db: db2 } = deps;
  registerEndpoint(api, ep, API.workflow.history, async ({ query, user: user2 }) => {
    await reachableDocument(db2, query.docType, query.docGuid, user2, "queryPermission");
    return historyOf(db2, query.docType, query.docGuid);
  });
  registerEndpoint(api, ep, API.workflow.attachments, async ({ query, user: user2 }) => {
    await reachableDocument(db2, query.docType, query.docGuid, user2, "queryPermission");
    return listAttachments(db2, query.docType, query.docGuid);
  });
  registerEndpoint(api, ep, API.workflow.attach, async ({ body, user: user2 }) => {
    await reachableDocument(db2, body.docType, body.docGuid, user2, "editPermission");
    return addAttachment(db2, body, user2, Date.now());
  });
  registerEndpoint(api, ep, API.workflow.detach, async ({ body, user: user2 }) => {
    const found2 = await findAttachment(db2, body.guid);
    if (!found2) throw AppError.notFound("workflow.attachmentNotFound");
    await reachableDocument(db2, found2.docType, found2.docGuid, user2, "editPermission");
    await removeAttachment(db2, body.guid);
    return null;
  });
  registerEndpoint(api, ep, API.workflow.chains, () => listChains(db2));
  registerEndpoint(api, ep, API.workflow.saveChain, ({ body }) => saveChain(db2, body, Date.now()));
  registerEndpoint(api, ep, API.workflow.mine, async ({ user: user2 }) => {
    const waiting = await pendingFor(db2, user2);
    const ids = [...new Set(waiting.map((r) => r.submitterId))];
    const names = new Map(
      ids.length === 0 ? [] : (await db2.selectFrom("sysUser").select(["id", "nickName"]).where("id", "in", ids).execute()).map((u) => [u.id, u.nickName])
    );
    return waiting.map((r) => ({
      guid: r.guid,
      docType: r.docType,
      docGuid: r.docGuid,
      title: r.title,
      amount: r.amount === null ? null : Number(r.amount),
      node: JSON.parse(r.nodes)[r.step]?.name ?? "",
      submitter: names.get(r.submitterId) ?? "",
      link: workflowDocumentOf(r.docType)?.linkOf(r.docGuid) ?? "",
      createdAt: Number(r.createdAt),
      updatedAt: Number(r.updatedAt),
      version: r.version
    }));
  });
  registerEndpoint(api, ep, API.workflow.act, async ({ body, user: user2 }) => {
    const found2 = await db2.selectFrom("approvalRequest").select(["docType", "docGuid"]).where("guid", "=", body.guid).executeTakeFirst();
    if (!found2) throw AppError.notFound("workflow.requestNotFound");
    const doc = workflowDocumentOf(found2.docType);
    if (!doc) throw AppError.badRequest("workflow.unknownDocument");
    const now = Date.now();
    const result = await db2.transaction().execute(async (trx) => {
      const done = await actOnApproval(trx, { ...body, link: doc.linkOf(found2.docGuid) }, user2, now);
      if (done.status !== "pending") await doc.onClosed?.(trx, done.request, done.status, user2, now);
      return done;
    });
    announce(db2, result);
    return { status: result.status, version: result.request.version };
  });
}

// src/modules/customers/customer.resource.ts
var P6 = PERMISSIONS.customer;
var CUSTOMER_DOC_TYPE = "customer";
var seesMobiles = (user2) => user2 !== void 0 && hasAnyPermission(user2.permissions, [P6.mobile]);
var NO_PROJECTS = { count: 0, contractTotal: 0, lastEventTime: null };
async function projectStatsOf(db2, guids) {
  const stats = /* @__PURE__ */ new Map();
  if (guids.length === 0) return stats;
  const rows = await db2.selectFrom("project").select((eb) => [
    "customerGuid",
    eb.fn.countAll().as("count"),
    eb.fn.sum("contractAmount").as("contractTotal"),
    // the latest opening among the projects that hold the venue (not leads, lost, cancelled)
    eb.fn.max(
      eb.case().when("status", "in", [...VENUE_OCCUPYING_STATUSES]).then(eb.ref("startTime")).end()
    ).as("lastEventTime")
  ]).$if(guids.length <= 1e3, (q) => q.where("customerGuid", "in", guids)).where("customerGuid", "is not", null).groupBy("customerGuid").execute();
  for (const r of rows)
    stats.set(r.customerGuid ?? "", {
      count: Number(r.count),
      contractTotal: Number(r.contractTotal ?? 0),
      lastEventTime: r.lastEventTime === null ? null : Number(r.lastEventTime)
    });
  return stats;
}
var customerScope = (scope) => inDataScope(scope, "customer.deptId", "customer.ownerId");
var primaryOf = (contacts) => contacts.find((c) => c.primary) ?? contacts[0];
var customers = defineResource({
  table: "customer",
  endpoints: API.customers.customer,
  scope: async (db2, user2) => customerScope(await dataScopeOf(db2, user2)),
  filters: {
    name: (eb, v) => containsIgnoringCase(eb.ref("name"), v),
    creditCode: (eb, v) => contains(eb.ref("creditCode"), v.toUpperCase()),
    type: (eb, v) => eb("type", "=", v),
    industry: (eb, v) => eb("industry", "=", v),
    region: (eb, v) => eb("region", "=", v),
    grade: (eb, v) => eb("grade", "=", v),
    ownerId: (eb, v) => eb("ownerId", "=", v),
    status: (eb, v) => eb("status", "=", v)
  },
  // the newest first (the pattern's tie-breaker on id)
  orderBy: (q) => q,
  lookup: async (db2, rows) => {
    const userIds2 = [...new Set(rows.flatMap((r) => r.ownerId === null ? [] : [r.ownerId]))];
    const [owners, depts2, stats] = await Promise.all([
      userIds2.length === 0 ? [] : db2.selectFrom("sysUser").select(["id", "nickName"]).$if(userIds2.length <= 1e3, (q) => q.where("id", "in", userIds2)).execute(),
      db2.selectFrom("sysDept").select(["id", "name"]).execute(),
      projectStatsOf(
        db2,
        rows.map((r) => r.guid)
      )
    ]);
    return {
      ownerNames: new Map(owners.map((o) => [o.id, o.nickName])),
      deptNames: new Map(depts2.map((d) => [d.id, d.name])),
      stats
    };
  },
  toItem: (r, { ownerNames, deptNames, stats }) => {
    const s = stats.get(r.guid) ?? NO_PROJECTS;
    return {
      guid: r.guid,
      name: r.name,
      creditCode: r.creditCode,
      type: r.type,
      industry: r.industry,
      region: r.region,
      grade: r.grade,
      source: r.source,
      ownerId: r.ownerId,
      ownerName: r.ownerId !== null && ownerNames.get(r.ownerId) || "",
      deptName: deptNames.get(r.deptId) ?? "",
      contactName: r.contactName,
      contactMobile: r.contactMobile,
      projectCount: s.count,
      blacklisted: r.blacklisted === 1,
      contacts: JSON.parse(r.contacts),
      creditNote: r.creditNote,
      invoiceTitle: r.invoiceTitle,
      invoiceTaxNo: r.invoiceTaxNo,
      invoiceBank: r.invoiceBank,
      invoiceAccount: r.invoiceAccount,
      invoiceAddressPhone: r.invoiceAddressPhone,
      contractTotal: s.contractTotal,
      lastEventTime: s.lastEventTime,
      ...recordFields(r)
    };
  },
  // the list's row: no contacts or invoicing data; the mobile masked unless the caller may see it
  toRow: ({
    contacts: _c,
    creditNote: _n,
    invoiceTitle: _t,
    invoiceTaxNo: _x,
    invoiceBank: _b,
    invoiceAccount: _a,
    invoiceAddressPhone: _p,
    contractTotal: _total,
    lastEventTime: _last,
    ...row
  }, user2) => seesMobiles(user2) ? row : { ...row, contactMobile: maskMobile(row.contactMobile) },
  sheet: [
    { key: "name", width: 36 },
    { key: "creditCode", width: 22 },
    { key: "type", width: 12 },
    { key: "industry", width: 14 },
    { key: "region", width: 10 },
    { key: "grade", width: 8 },
    { key: "source", width: 12 },
    { key: "ownerName", value: (r, _t, { ownerNames }) => ownerNames.get(r.ownerId ?? 0) ?? "" },
    { key: "contactName", width: 12 },
    {
      key: "contactMobile",
      value: (r, _t, _l, user2) => seesMobiles(user2) ? r.contactMobile : maskMobile(r.contactMobile)
    },
    { key: "projectCount", width: 10, value: (r, _t, { stats }) => stats.get(r.guid)?.count ?? 0 },
    { key: "invoiceTitle", width: 36 },
    { key: "invoiceTaxNo", width: 22 }
  ],
  toColumns: ({ contacts, blacklisted, ...fields }) => {
    const primary = primaryOf(contacts);
    return {
      ...fields,
      contacts: JSON.stringify(contacts),
      contactName: primary?.name ?? "",
      contactMobile: primary?.mobile ?? "",
      blacklisted: blacklisted ? 1 : 0
    };
  },
  beforeSave: async ({ trx, user: user2, fields, guid }) => {
    await checkCustomerUnique(trx, guid, fields);
    const ownerId = fields.ownerId ?? user2.id;
    const owner = await trx.selectFrom("sysUser").select(["id", "deptId", "status"]).where("id", "=", ownerId).executeTakeFirst();
    if (!owner || owner.status !== 1)
      throw AppError.invalidField("ownerId", "customer.ownerMissing");
    const scope = await dataScopeOf(trx, user2);
    if (!scope.all && owner.id !== user2.id && !(owner.deptId !== null && scope.deptIds.includes(owner.deptId)))
      throw AppError.invalidField("ownerId", "customer.ownerOutOfScope");
    return { ownerId, deptId: owner.deptId };
  },
  // a customer with projects stays (their history names it); its log and documents go with it
  beforeDelete: async (trx, guids) => {
    const used = await trx.selectFrom("project").innerJoin("customer", "customer.guid", "project.customerGuid").select(["customer.name"]).where("project.customerGuid", "in", guids).executeTakeFirst();
    if (used) throw AppError.conflict("customer.hasProjects", { name: used.name });
    await trx.deleteFrom("customerFollowUp").where("customerGuid", "in", guids).execute();
    await trx.deleteFrom("recordAttachment").where("docType", "=", CUSTOMER_DOC_TYPE).where("docGuid", "in", guids).execute();
  }
});
async function checkCustomerUnique(db2, guid, fields) {
  const holder = async (column, value) => db2.selectFrom("customer").select(["name", "creditCode"]).where("guid", "<>", guid).where(column, "=", value).executeTakeFirst();
  const byCode = await holder("creditCode", fields.creditCode);
  if (byCode)
    throw AppError.invalidField("creditCode", "customer.creditCodeTaken", { name: byCode.name });
  const byName = await holder("name", fields.name);
  if (byName)
    throw AppError.invalidField("name", "customer.nameTaken", {
      name: byName.name,
      creditCode: byName.creditCode
    });
}

// src/modules/customers/customers.service.ts
async function reachableCustomer(db2, guid, user2) {
  const row = await customers.find(db2, guid, user2);
  if (!row) throw AppError.notFound();
  return row;
}
async function ownerOptions(db2) {
  return db2.selectFrom("sysUser").leftJoin("sysDept", "sysDept.id", "sysUser.deptId").select([
    "sysUser.id",
    "sysUser.nickName",
    (eb) => eb.fn.coalesce("sysDept.name", eb.val("")).as("deptName")
  ]).where("sysUser.status", "=", 1).orderBy("sysDept.sort").orderBy("sysUser.id").execute();
}
async function customerProjects(db2, customerGuid, user2) {
  await reachableCustomer(db2, customerGuid, user2);
  const rows = await db2.selectFrom("project").select(["guid", "projectNumber", "title", "status", "startTime", "endTime", "contractAmount"]).where("customerGuid", "=", customerGuid).orderBy("startTime", (ob) => ob.desc().nullsLast()).orderBy("guid").limit(CUSTOMER_PROJECTS_MAX).execute();
  return rows.map((r) => ({
    ...r,
    startTime: r.startTime === null ? null : Number(r.startTime),
    endTime: r.endTime === null ? null : Number(r.endTime),
    contractAmount: r.contractAmount === null ? null : Number(r.contractAmount)
  }));
}
var toFollowUp = (r) => ({
  guid: r.guid,
  method: r.method,
  content: r.content,
  nextDate: r.nextDate,
  userName: r.userName,
  createdAt: Number(r.createdAt)
});
async function followUpsOf(db2, customerGuid, user2) {
  await reachableCustomer(db2, customerGuid, user2);
  const rows = await db2.selectFrom("customerFollowUp").selectAll().where("customerGuid", "=", customerGuid).orderBy("id", "desc").execute();
  return rows.map(toFollowUp);
}
async function addFollowUp(db2, input, user2, now) {
  await reachableCustomer(db2, input.customerGuid, user2);
  const row = {
    guid: newGuid(),
    customerGuid: input.customerGuid,
    method: input.method,
    content: input.content,
    nextDate: input.nextDate,
    userId: user2.id,
    userName: user2.nickName,
    createdAt: now
  };
  await db2.insertInto("customerFollowUp").values(row).execute();
  return toFollowUp(row);
}

// src/modules/customers/customers.routes.ts
function registerCustomerRoutes(api, deps) {
  const { db: db2 } = deps;
  const ep = endpointDeps(deps);
  registerResource(api, deps, customers);
  registerWorkflowDocument({
    docType: CUSTOMER_DOC_TYPE,
    queryPermission: PERMISSIONS.customer.query,
    editPermission: PERMISSIONS.customer.edit,
    linkOf: (guid) => `/customer/customerManage?guid=${guid}`,
    reachable: async (d, user2, guid) => Boolean(await customers.find(d, guid, user2))
  });
  registerEndpoint(api, ep, API.customers.ownerOptions, async () => ownerOptions(db2));
  registerEndpoint(
    api,
    ep,
    API.customers.projects,
    async ({ query, user: user2 }) => customerProjects(db2, query.customerGuid, user2)
  );
  registerEndpoint(
    api,
    ep,
    API.customers.followUps,
    async ({ query, user: user2 }) => followUpsOf(db2, query.customerGuid, user2)
  );
  registerEndpoint(
    api,
    ep,
    API.customers.addFollowUp,
    async ({ body, user: user2 }) => addFollowUp(db2, body, user2, Date.now())
  );
}

// src/routes.ts
var moduleDeps = (deps) => ({
  ...deps,
  endpoint: {
    authenticate: sessionAuthenticator(deps.db, deps.config.sessionIdleMinutes),
    recordWrite: operationRecorder(deps.db)
  }
});
async function registerApiRoutes(api, appDeps) {
  const deps = moduleDeps(appDeps);
  registerHealthRoutes(api, deps.db);
  registerIdentityRoutes(api, deps);
  registerAppInfoRoutes(api, deps);
  registerLogRoutes(api, deps);
  registerClientErrorRoutes(api, deps);
  registerFileRoutes(api, deps);
  registerWorkspaceRoutes(api, deps);
  registerWorkflowRoutes(api, deps);
  registerExhibitionRoutes(api, deps);
  registerDictionaryRoutes(api, deps);
  registerDashboardRoutes(api, deps);
  registerScheduleRoutes(api, deps);
  registerResource(api, deps, remarkTemplates);
  registerResource(api, deps, paymentPlans);
  registerResource(api, deps, contractTemplates);
  registerResource(api, deps, fileTemplates);
  registerResource(api, deps, scheduleTemplates);
  registerPriceRoutes(api, deps);
  registerUserRoutes(api, deps);
  registerResource(api, deps, depts);
  registerRoleRoutes(api, deps);
  registerMenuRoutes(api, deps);
  registerResource(api, deps, venueResources);
  registerSiteRoutes(api, deps);
  registerCustomerRoutes(api, deps);
  registerOpenApiRoute(api, deps);
}

// src/plugins/error-handler.ts
import { STATUS_CODES } from "node:http";
import fp2 from "fastify-plugin";
import { ZodError } from "zod";
var errorHandler = fp2(async (app2) => {
  app2.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      const status2 = err.code >= 400 && err.code < 600 ? err.code : 200;
      const msg = tr(req, err.messageKey, err.params);
      if (err.field !== void 0) {
        return reply.status(status2).send({
          code: err.code,
          msg: tr(req, "badRequest", { detail: `${err.field}: ${msg}` }),
          data: { fields: { [err.field]: msg } }
        });
      }
      return reply.status(status2).send({ code: err.code, msg, data: err.data });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({
        code: ResultCode.badRequest,
        msg: tr(req, "badRequest", { detail: describeZodError(req, err) }),
        data: { fields: zodFieldErrors(req, err) }
      });
    }
    if (isUniqueViolation(err)) {
      return reply.status(409).send({ code: 409, msg: tr(req, "conflict"), data: null });
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({ code: 429, msg: tr(req, "tooMany"), data: null });
    }
    if (status >= 400 && status < 500) {
      const msg = clientFault(req.lang, err, status, req.routeOptions.bodyLimit);
      return reply.status(status).send({ code: status, msg, data: null });
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ code: 500, msg: tr(req, "serverError"), data: null });
  });
});
function isUniqueViolation(err) {
  const code2 = err?.code;
  return code2 === "SQLITE_CONSTRAINT_UNIQUE" || code2 === "SQLITE_CONSTRAINT_PRIMARYKEY" || code2 === "23505";
}
var MB2 = 1024 * 1024;
var megabytes = (bytes) => String(Math.round(bytes / MB2 * 10) / 10);
var KEY_BY_CODE = {
  FST_ERR_CTP_INVALID_JSON_BODY: "http.invalidJson",
  // `content-type: application/json` with no body is no JSON either
  FST_ERR_CTP_EMPTY_JSON_BODY: "http.invalidJson",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "http.unsupportedType",
  FST_ERR_BAD_URL: "http.badUrl",
  FST_PARTS_LIMIT: "http.tooManyParts",
  FST_FILES_LIMIT: "http.tooManyParts",
  FST_FIELDS_LIMIT: "http.tooManyParts"
};
var KEY_BY_STATUS = {
  400: "http.malformed",
  404: "notFound",
  405: "http.methodNotAllowed",
  408: "http.timeout",
  414: "http.urlTooLong",
  415: "http.unsupportedType",
  431: "http.headersTooLarge"
};
function clientFault(lang, err, status, bodyLimit = 0) {
  const key = KEY_BY_CODE[err.code];
  if (key) return translate(lang, key);
  if (err.code === "FST_REQ_FILE_TOO_LARGE")
    return translate(lang, "tooLarge", { mb: megabytes(UPLOAD_MAX_BYTES) });
  if (status === 413) return translate(lang, "http.bodyTooLarge", { mb: megabytes(bodyLimit) });
  return translate(lang, KEY_BY_STATUS[status] ?? "http.rejected", { status });
}
function frameworkErrors(err, req, reply) {
  const status = typeof err.statusCode === "number" ? err.statusCode : 500;
  const lang = langOfHeaders(req.headers);
  if (status >= 400 && status < 500) {
    const msg = clientFault(lang, err, status);
    return reply.status(status).send({ code: status, msg, data: null });
  }
  req.log.error({ err }, "unhandled framework error");
  return reply.status(500).send({ code: 500, msg: translate(lang, "serverError"), data: null });
}
function clientErrorHandler(err, socket) {
  if (err.code === "ECONNRESET" || !socket.writable) return;
  const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = JSON.stringify({
    code: status,
    msg: translate("zh", KEY_BY_STATUS[status] ?? "http.malformed"),
    data: null
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r
content-type: application/json; charset=utf-8\r
content-length: ${Buffer.byteLength(body)}\r
connection: close\r
\r
` + body
  );
  setTimeout(() => socket.destroy(), 1e3).unref();
}

// src/plugins/security-headers.ts
import { createHash as createHash3 } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join as join2 } from "node:path";
import fp3 from "fastify-plugin";
import helmet from "helmet";
function inlineScriptHashes(webDist) {
  const index = webDist && join2(webDist, "index.html");
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, "utf8");
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash3("sha256").update(body ?? "").digest("base64")}'`
  );
}
var API_PREFIX = `${API_BASE}/`;
var FILES_PREFIX = `${API_BASE}${API.files.file.path.replace(":name", "")}`;
var API_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin"
};
var securityHeaders = fp3(
  async (app2, { webDist }) => {
    const apply = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(webDist)],
          scriptSrcAttr: ["'none'"],
          // antd writes its styles at run time (CSS-in-JS) and React sets style attributes
          styleSrc: ["'self'", "'unsafe-inline'"],
          // data: for antd's and the charts' inline images, blob: for previews of a chosen file
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"]
        }
      },
      // the same for browsers that know only the older header
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "same-origin" },
      // set below, per request
      strictTransportSecurity: false
    });
    app2.addHook("onRequest", (req, reply, next) => {
      if (req.protocol === "https") {
        reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
      }
      if (req.url.startsWith(API_PREFIX) && !req.url.startsWith(FILES_PREFIX)) {
        reply.headers(API_HEADERS);
        return next();
      }
      apply(req.raw, reply.raw, (err) => next(err));
    });
  },
  { name: "security-headers" }
);

// src/app.ts
async function buildApp(deps) {
  const app2 = Fastify({
    logger: deps.logger ? { level: "info" } : false,
    bodyLimit: 1024 * 1024,
    // a bad URL and a request Node's parser refuses (431 headers) are answered before any
    // hook runs: these answer the envelope too
    frameworkErrors,
    clientErrorHandler,
    // client IPs and the protocol come from X-Forwarded-* only behind a balancer we were told
    // of (TRUST_PROXY): otherwise any client could claim any address
    trustProxy: deps.config.trustProxy
  });
  await app2.register(cookie);
  await app2.register(requestContext);
  await app2.register(errorHandler);
  await app2.register(securityHeaders, { webDist: deps.config.webDist });
  await app2.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 }
  });
  await app2.register(formbody);
  await app2.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 }
  });
  await app2.register(rateLimit, {
    global: false,
    // counted in the database: instances sharing one PostgreSQL count a client together
    store: databaseRateLimitStore(deps.db),
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      code: 429,
      msg: tr(req, "tooMany"),
      data: { retryAfterMs: ctx.ttl }
    })
  });
  await app2.register(async (api) => registerApiRoutes(api, deps), { prefix: API_BASE });
  const stopListening = await listenForChanges(deps.db, app2.log);
  app2.addHook("onClose", stopListening);
  const dist = deps.config.webDist;
  const hasSpa = !!dist && existsSync2(join3(dist, "index.html"));
  if (hasSpa) {
    await app2.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true
    });
  }
  app2.setNotFoundHandler((req, reply) => {
    const isApi = req.url === API_BASE || req.url.startsWith(`${API_BASE}/`);
    if (hasSpa && !isApi && req.method === "GET") {
      return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ code: 404, msg: tr(req, "notFound"), data: null });
  });
  return app2;
}

// src/db/migrate.ts
import { Migrator as Migrator2 } from "kysely";
async function migrateToLatest(db2) {
  const migrator = new Migrator2({
    db: db2,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) }
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed`, { cause: error });
  }
}

// src/db/seed/seed.ts
import { PostgresAdapter as PostgresAdapter9, sql as sql11 } from "kysely";

// src/db/seed/data/dictionaries.ts
var options = (prefix, values) => values.map((value, i) => ({
  guid: `${prefix}-${String(i + 1).padStart(2, "0")}`,
  value,
  sort: i + 1
}));
var INDUSTRIES = options("ind", [
  "\u673A\u68B0\u5236\u9020",
  "\u7535\u5B50\u4FE1\u606F",
  "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6",
  "\u65B0\u80FD\u6E90",
  "\u533B\u7597\u5065\u5EB7",
  "\u98DF\u54C1\u996E\u6599",
  "\u8336\u53CA\u8336\u6587\u5316",
  "\u5BB6\u5C45\u5EFA\u6750",
  "\u7EBA\u7EC7\u670D\u88C5",
  "\u6587\u5316\u521B\u610F/\u52A8\u6F2B",
  "\u6559\u80B2\u57F9\u8BAD",
  "\u6D88\u8D39\u54C1",
  "\u519C\u4E1A",
  "\u7269\u6D41",
  "\u7EFC\u5408"
]);
var REGIONS = options("reg", [
  "\u534E\u5357",
  "\u534E\u4E1C",
  "\u534E\u5317",
  "\u534E\u4E2D",
  "\u897F\u5357",
  "\u897F\u5317",
  "\u4E1C\u5317",
  "\u6E2F\u6FB3\u53F0",
  "\u5883\u5916"
]);
var guidOf = (list, value) => {
  const found2 = list.find((o) => o.value === value);
  if (!found2) throw new Error(`no dictionary value ${value}`);
  return found2.guid;
};
var industryGuid = (value) => guidOf(INDUSTRIES, value);
var regionGuid = (value) => guidOf(REGIONS, value);
var DICT_TYPES = [
  { dictType: "industry", name: "\u884C\u4E1A", remark: "\u5C55\u4F1A\u7684\u6240\u5C5E\u884C\u4E1A" },
  { dictType: "region", name: "\u5730\u533A", remark: "\u5C55\u4F1A\u4E3B\u529E\u65B9\u6240\u5728\u5730\u533A" },
  { dictType: "remark_category", name: "\u5907\u6CE8\u5206\u7C7B", remark: "\u5907\u6CE8\u6A21\u677F\u7684\u5206\u7C7B" },
  {
    dictType: "site_type",
    name: "\u573A\u5730\u7C7B\u578B",
    remark: "\u573A\u5730\u7BA1\u7406\u7684\u573A\u5730\u7C7B\u578B",
    values: [
      ["\u5C55\u5385", "blue"],
      ["\u4F1A\u8BAE\u5BA4", "cyan"],
      ["\u591A\u529F\u80FD\u5385", "purple"],
      ["\u767B\u5F55\u5385", "geekblue"],
      ["\u5BA4\u5916\u573A\u5730", "green"],
      ["\u505C\u8F66\u573A", "default"]
    ]
  },
  {
    dictType: "resource_type",
    name: "\u8D44\u6E90\u7C7B\u578B",
    remark: "\u8D44\u6E90\u7BA1\u7406\u7684\u8D44\u6E90\u7C7B\u578B",
    values: [
      ["LED\u5C4F", "magenta"],
      ["\u5E7F\u544A\u4F4D", "orange"],
      ["\u505C\u8F66\u533A", "default"],
      ["\u8BBE\u5907", "cyan"]
    ]
  },
  {
    dictType: "period_type",
    name: "\u6863\u671F\u7C7B\u578B",
    remark: "\u4EF7\u683C\u4E0E\u6863\u671F\u7684\u65F6\u6BB5\u7C7B\u578B",
    values: [
      ["\u5E03\u5C55", "gold"],
      ["\u5C55\u671F", "green"],
      ["\u64A4\u5C55", "volcano"],
      ["\u4F1A\u8BAE", "blue"],
      ["\u6D3B\u52A8", "purple"]
    ]
  },
  {
    dictType: "price_unit",
    name: "\u8BA1\u4EF7\u5355\u4F4D",
    remark: "\u4EF7\u683C\u7BA1\u7406\u7684\u8BA1\u4EF7\u5355\u4F4D",
    values: [
      ["\u5143/\u33A1/\u5929", null],
      ["\u5143/\u5929", null],
      ["\u5143/\u573A\xB7\u534A\u5929", null],
      ["\u5143/\u5C0F\u65F6", null]
    ]
  },
  {
    dictType: "contract_type",
    name: "\u5408\u540C\u7C7B\u578B",
    remark: "\u5408\u540C\u6A21\u677F\u4E0E\u5408\u540C\u7684\u7C7B\u578B",
    values: [
      ["\u573A\u5730\u79DF\u8D41\u5408\u540C", "blue"],
      ["\u4F1A\u8BAE\u670D\u52A1\u5408\u540C", "cyan"],
      ["\u8865\u5145\u534F\u8BAE", "orange"],
      ["\u6846\u67B6\u534F\u8BAE", "purple"]
    ]
  },
  {
    dictType: "file_category",
    name: "\u6587\u4EF6\u5206\u7C7B",
    remark: "\u6587\u4EF6\u6A21\u677F\u4E0E\u9644\u4EF6\u7684\u5206\u7C7B",
    values: [
      ["\u5408\u540C\u9644\u4EF6", "blue"],
      ["\u8425\u4E1A\u6267\u7167", "green"],
      ["\u5C55\u4F4D\u56FE", "purple"],
      ["\u5B89\u5168\u65B9\u6848", "volcano"],
      ["\u62A5\u4EF7\u5355", "gold"],
      ["\u5176\u4ED6", "default"]
    ]
  }
];
var CUSTOMER_DICT_TYPES = [
  {
    dictType: "customer_type",
    name: "\u5BA2\u6237\u7C7B\u578B",
    remark: "\u5BA2\u6237\u7BA1\u7406\u7684\u5BA2\u6237\u7C7B\u578B",
    values: [
      ["\u4E3B\u529E\u5355\u4F4D", "blue"],
      ["\u627F\u529E\u5355\u4F4D", "cyan"],
      ["\u653F\u5E9C\u673A\u5173", "red"],
      ["\u884C\u4E1A\u534F\u4F1A", "purple"],
      ["\u4F01\u4E1A", "green"],
      ["\u6F14\u827A\u7ECF\u7EAA", "magenta"]
    ]
  },
  {
    dictType: "customer_source",
    name: "\u5BA2\u6237\u6765\u6E90",
    remark: "\u5BA2\u6237\u4ECE\u4F55\u800C\u6765",
    values: [
      ["\u8001\u5BA2\u6237", null],
      ["\u5C55\u4F1A\u63A8\u8350", null],
      ["\u5B98\u7F51\u54A8\u8BE2", null],
      ["\u884C\u4E1A\u534F\u4F1A", null],
      ["\u653F\u5E9C\u5F15\u8350", null],
      ["\u7535\u8BDD\u5F00\u53D1", null]
    ]
  },
  {
    dictType: "follow_method",
    name: "\u8DDF\u8FDB\u65B9\u5F0F",
    remark: "\u5BA2\u6237\u4E0E\u5546\u673A\u8DDF\u8FDB\u8BB0\u5F55\u7684\u65B9\u5F0F",
    values: [
      ["\u7535\u8BDD", null],
      ["\u62DC\u8BBF", null],
      ["\u5FAE\u4FE1", null],
      ["\u90AE\u4EF6", null],
      ["\u4F1A\u8BAE", null]
    ]
  }
];

// src/db/seed/data/customers.ts
var CUSTOMERS = {
  pengzhan: "\u6DF1\u5733\u5E02\u9E4F\u5C55\u56FD\u9645\u4F1A\u5C55\u6709\u9650\u516C\u53F8",
  mechSociety: "\u5E7F\u4E1C\u7701\u673A\u68B0\u5DE5\u7A0B\u5B66\u4F1A",
  huananGroup: "\u534E\u5357\u56FD\u9645\u5C55\u89C8\u96C6\u56E2\u6709\u9650\u516C\u53F8",
  huibo: "\u4E0A\u6D77\u6C47\u535A\u5C55\u89C8\u670D\u52A1\u6709\u9650\u516C\u53F8",
  ccpit: "\u4E2D\u56FD\u56FD\u9645\u8D38\u6613\u4FC3\u8FDB\u59D4\u5458\u4F1A\u661F\u6E2F\u5E02\u5206\u4F1A",
  commerceBureau: "\u661F\u6E2F\u5E02\u5546\u52A1\u5C40",
  xinghe: "\u661F\u6CB3\u52A8\u6F2B\u6587\u5316\u4F20\u64AD\u6709\u9650\u516C\u53F8",
  tengyuan: "\u817E\u8FDC\u79D1\u6280\u80A1\u4EFD\u6709\u9650\u516C\u53F8",
  talent: "\u5357\u65B9\u4EBA\u624D\u5E02\u573A\u670D\u52A1\u4E2D\u5FC3",
  teaAssociation: "\u7CA4\u6E2F\u6FB3\u8336\u6587\u5316\u4FC3\u8FDB\u4F1A"
};
var ORGANISERS = [
  CUSTOMERS.pengzhan,
  CUSTOMERS.huananGroup,
  CUSTOMERS.huibo,
  CUSTOMERS.ccpit,
  CUSTOMERS.mechSociety,
  CUSTOMERS.teaAssociation,
  "\u5E7F\u5DDE\u535A\u5B87\u5C55\u89C8\u6709\u9650\u516C\u53F8",
  "\u6DF1\u5733\u5E02\u534E\u9526\u56FD\u9645\u5C55\u89C8\u6709\u9650\u516C\u53F8",
  "\u5317\u4EAC\u4E2D\u5C55\u8054\u5408\u4F1A\u5C55\u670D\u52A1\u6709\u9650\u516C\u53F8",
  "\u6D59\u6C5F\u91D1\u8BDA\u4F1A\u5C55\u96C6\u56E2\u6709\u9650\u516C\u53F8"
];
var HOME_CONTRACTORS = [
  "\u661F\u6E2F\u56FD\u9645\u4F1A\u5C55\u670D\u52A1\u6709\u9650\u516C\u53F8",
  "\u6DF1\u5733\u5E02\u5320\u5FC3\u5C55\u89C8\u5DE5\u7A0B\u6709\u9650\u516C\u53F8",
  "\u5E7F\u5DDE\u534E\u827A\u5C55\u793A\u8BBE\u8BA1\u6709\u9650\u516C\u53F8",
  "\u6DF1\u5733\u5E02\u9F0E\u76DB\u5C55\u89C8\u5C55\u793A\u6709\u9650\u516C\u53F8",
  "\u4E1C\u839E\u5E02\u535A\u521B\u4F1A\u5C55\u5DE5\u7A0B\u6709\u9650\u516C\u53F8"
];

// src/db/seed/data/dates.ts
var DAY_MS3 = 864e5;
var startOfDay = (d) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
var dayOffset = (today, days) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + days).getTime();
var daysFrom = (today, ms) => Math.round((startOfDay(new Date(ms)) - startOfDay(today)) / DAY_MS3);
var yearOf = (ms) => new Date(ms).getFullYear();
var seasonOf = (ms) => {
  const m = new Date(ms).getMonth() + 1;
  if (m >= 3 && m <= 5) return "\u6625\u5B63";
  if (m >= 6 && m <= 8) return "\u590F\u5B63";
  if (m >= 9 && m <= 11) return "\u79CB\u5B63";
  return "\u51AC\u5B63";
};

// src/db/seed/data/occupancy.ts
var COMPOSITES = {
  \u591A\u529F\u80FD\u5385: ["\u591A\u529F\u80FD\u5385A", "\u591A\u529F\u80FD\u5385B", "\u591A\u529F\u80FD\u5385C"]
};
var siteTokens = (halls2) => halls2.split(",").map((s) => s.trim()).filter((s) => s.length > 0).flatMap((s) => COMPOSITES[s] ?? [s]);
var Occupancy = class {
  taken = /* @__PURE__ */ new Map();
  add(sites2, from, to) {
    for (const s of sites2) {
      const list = this.taken.get(s) ?? [];
      list.push([from, to]);
      this.taken.set(s, list);
    }
  }
  isFree(sites2, from, to) {
    return sites2.every((s) => (this.taken.get(s) ?? []).every(([a, b]) => b < from || a > to));
  }
};

// src/db/seed/data/projects.ts
var PROJECT_STATUS = {
  \u610F\u5411: 0,
  \u9884\u5B9A: 1,
  \u5F85\u7B7E\u7EA6: 2,
  \u5DF2\u7B7E\u7EA6: 3,
  \u8FDB\u884C\u4E2D: 4,
  \u5DF2\u5B8C\u6210: 5,
  \u5DF2\u7ED3\u7B97: 6,
  \u5DF2\u6D41\u5931: 7,
  \u5DF2\u53D6\u6D88: 8,
  \u5DF2\u91CA\u653E: 9
};
var PROJECT_STATUS_LABELS = Object.fromEntries(
  Object.entries(PROJECT_STATUS).map(([label2, value]) => [value, label2])
);
var BOOKED_STATUSES = [
  PROJECT_STATUS.\u9884\u5B9A,
  PROJECT_STATUS.\u5F85\u7B7E\u7EA6,
  PROJECT_STATUS.\u5DF2\u7B7E\u7EA6,
  PROJECT_STATUS.\u8FDB\u884C\u4E2D,
  PROJECT_STATUS.\u5DF2\u5B8C\u6210,
  PROJECT_STATUS.\u5DF2\u7ED3\u7B97
];
var SEED_WINDOW = { fromDay: -90, toDay: 180 };
var HALLS = ["1\u53F7\u9986", "2\u53F7\u9986", "3\u53F7\u9986", "4\u53F7\u9986", "5\u53F7\u9986", "6\u53F7\u9986", "7\u53F7\u9986", "8\u53F7\u9986", "9\u53F7\u9986"];
var ALL_HALLS = HALLS.join(",");
var CORE = [
  {
    guid: "prj-tea-expo",
    seq: 158,
    title: "\u7B2C\u5341\u56DB\u5C4A\u4E2D\u56FD\uFF08\u6DF1\u5733\uFF09\u56FD\u9645\u8336\u4EA7\u4E1A\u535A\u89C8\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u5DF2\u7B7E\u7EA6",
    industry: "\u8336\u53CA\u8336\u6587\u5316",
    region: "\u534E\u5357",
    customer: CUSTOMERS.teaAssociation,
    halls: "1\u53F7\u9986,2\u53F7\u9986,3\u53F7\u9986,4\u53F7\u9986",
    days: [5, 8, 11, 12],
    salesOwner: "zhangwei",
    remark: "\u5E03\u5C553\u5929\u3001\u5C55\u671F4\u5929\u3001\u64A4\u5C551\u5929\uFF1B\u4E3B\u573A\u670D\u52A1\u5546\uFF1A\u661F\u6E2F\u56FD\u9645\u4F1A\u5C55\u670D\u52A1\u6709\u9650\u516C\u53F8"
  },
  {
    guid: "prj-robot-expo",
    seq: 147,
    title: "\u7CA4\u6E2F\u6FB3\u5927\u6E7E\u533A\u5DE5\u4E1A\u81EA\u52A8\u5316\u53CA\u673A\u5668\u4EBA\u5C55\u89C8\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u8FDB\u884C\u4E2D",
    industry: "\u673A\u68B0\u5236\u9020",
    region: "\u534E\u5357",
    customer: CUSTOMERS.mechSociety,
    halls: "5\u53F7\u9986,6\u53F7\u9986,7\u53F7\u9986,8\u53F7\u9986",
    days: [-3, -1, 1, 2],
    salesOwner: "zhangwei"
  },
  {
    guid: "prj-furniture-expo",
    seq: 121,
    title: "\u7B2C\u4E8C\u5341\u4E00\u5C4A\u4E2D\u56FD\u56FD\u9645\u5BB6\u5177\u53CA\u5BB6\u5C45\u5EFA\u6750\u535A\u89C8\u4F1A\uFF08{season}\uFF09",
    yearPrefix: false,
    formFlag: "1",
    status: "\u5DF2\u7ED3\u7B97",
    industry: "\u5BB6\u5C45\u5EFA\u6750",
    region: "\u534E\u5357",
    customer: CUSTOMERS.huananGroup,
    halls: ALL_HALLS,
    days: [-40, -37, -34, -32],
    salesOwner: "zhangwei",
    remark: "\u7ED3\u7B97\u5355\u5DF2\u786E\u8BA4\uFF0C\u4F59\u989D\u4E3A0"
  },
  {
    guid: "prj-nev-expo",
    seq: 201,
    title: "\u4E2D\u56FD\u56FD\u9645\u65B0\u80FD\u6E90\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6\u535A\u89C8\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u9884\u5B9A",
    industry: "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6",
    region: "\u534E\u4E1C",
    customer: CUSTOMERS.huibo,
    halls: "1\u53F7\u9986,2\u53F7\u9986,3\u53F7\u9986,4\u53F7\u9986,\u4E1C\u5E7F\u573A",
    days: [150, 154, 157, 159],
    holdLevel: 1,
    salesOwner: "zhangwei",
    remark: "\u7B2C\u4E00\u610F\u5411\uFF1B\u540C\u6863\u671F\u53E6\u6709\u7B2C\u4E8C\u610F\u5411\u5BA2\u6237"
  },
  {
    guid: "prj-nev-expo-2",
    seq: 204,
    title: "\u4E2D\u56FD\uFF08\u534E\u5357\uFF09\u65B0\u80FD\u6E90\u6C7D\u8F66\u4EA7\u4E1A\u535A\u89C8\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u9884\u5B9A",
    industry: "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6",
    region: "\u534E\u5357",
    customer: CUSTOMERS.pengzhan,
    halls: "1\u53F7\u9986,2\u53F7\u9986,3\u53F7\u9986,4\u53F7\u9986,\u4E1C\u5E7F\u573A",
    days: [150, 154, 157, 159],
    holdLevel: 2,
    salesOwner: "zhangwei",
    remark: "\u672C\u6863\u671F\u4E3A\u7B2C\u4E8C\u610F\u5411\uFF0C\u7B2C\u4E00\u610F\u5411\u91CA\u653E\u540E\u987A\u5EF6"
  },
  {
    guid: "prj-medical-expo",
    seq: 189,
    title: "{season}\u56FD\u9645\u533B\u7597\u5668\u68B0\u53CA\u533B\u9662\u7528\u54C1\u535A\u89C8\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u5F85\u7B7E\u7EA6",
    industry: "\u533B\u7597\u5065\u5EB7",
    region: "\u534E\u4E1C",
    customer: CUSTOMERS.huananGroup,
    halls: "1\u53F7\u9986,2\u53F7\u9986,3\u53F7\u9986",
    days: [118, 121, 124, 125],
    salesOwner: "zhangwei",
    remark: "\u5408\u540C\u5BA1\u6838\u4E2D\uFF08\u8D22\u52A1\u5BA1\u6838\u8282\u70B9\uFF09"
  },
  {
    guid: "prj-anime-expo",
    seq: 166,
    title: "\u7B2C\u5341\u5C4A\u661F\u6E2F\u56FD\u9645\u52A8\u6F2B\u6E38\u620F\u5C55",
    yearPrefix: false,
    formFlag: "1",
    status: "\u5DF2\u7B7E\u7EA6",
    industry: "\u6587\u5316\u521B\u610F/\u52A8\u6F2B",
    region: "\u534E\u5357",
    customer: CUSTOMERS.xinghe,
    halls: "9\u53F7\u9986",
    days: [20, 22, 25, 26],
    salesOwner: "zhangwei",
    remark: "\u5927\u578B\u7FA4\u4F17\u6027\u6D3B\u52A8\uFF1B\u5927\u578B\u7FA4\u4F17\u6027\u6D3B\u52A8\u5B89\u5168\u8BB8\u53EF\u3001\u6D88\u9632\u62A5\u5907\u5C1A\u672A\u63D0\u4EA4"
  },
  {
    guid: "prj-digital-forum",
    seq: 172,
    title: "\u4E2D\u56FD\u6570\u5B57\u7ECF\u6D4E\u9AD8\u5CF0\u8BBA\u575B",
    yearPrefix: true,
    formFlag: "2",
    status: "\u5DF2\u7B7E\u7EA6",
    industry: "\u7535\u5B50\u4FE1\u606F",
    region: "\u534E\u5357",
    customer: CUSTOMERS.commerceBureau,
    halls: "\u56FD\u9645\u62A5\u544A\u5385,\u4F1A\u8BAE\u5BA4201,\u4F1A\u8BAE\u5BA4202,\u4F1A\u8BAE\u5BA4203,\u4F1A\u8BAE\u5BA4204,\u4F1A\u8BAE\u5BA4205,\u4F1A\u8BAE\u5BA4206",
    days: [32, 33, 34, 34],
    salesOwner: "zhangwei"
  },
  {
    guid: "prj-tengyuan-conf",
    seq: 175,
    title: "\u817E\u8FDC\u79D1\u6280{year}\u5E74\u5EA6\u5BA2\u6237\u5927\u4F1A\u66A8\u65B0\u54C1\u53D1\u5E03\u4F1A",
    yearPrefix: false,
    formFlag: "3",
    status: "\u5DF2\u7B7E\u7EA6",
    industry: "\u7535\u5B50\u4FE1\u606F",
    region: "\u534E\u5357",
    customer: CUSTOMERS.tengyuan,
    halls: "\u591A\u529F\u80FD\u5385A,\u591A\u529F\u80FD\u5385B",
    days: [45, 46, 46, 46],
    salesOwner: "zhangwei"
  },
  {
    guid: "prj-job-fair",
    seq: 183,
    // Named 春季 whatever the month: the post-Spring-Festival fair is called that.
    title: "\u6625\u5B63\u5927\u578B\u4EBA\u624D\u62DB\u8058\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u9884\u5B9A",
    industry: "\u7EFC\u5408",
    region: "\u534E\u5357",
    customer: CUSTOMERS.talent,
    halls: "5\u53F7\u9986",
    days: [90, 91, 92, 92],
    holdLevel: 1,
    salesOwner: "zhangwei"
  },
  {
    guid: "prj-ecommerce-expo",
    seq: 161,
    title: "\u8DE8\u5883\u7535\u5546\u9009\u54C1\u535A\u89C8\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u5DF2\u6D41\u5931",
    industry: "\u6D88\u8D39\u54C1",
    region: "\u534E\u5357",
    customer: CUSTOMERS.pengzhan,
    halls: "5\u53F7\u9986,6\u53F7\u9986",
    days: [60, 62, 64, 65],
    salesOwner: "zhangwei",
    remark: "\u6D41\u5931\u539F\u56E0\uFF1A\u5BA2\u6237\u9009\u62E9\u7ADE\u4E89\u573A\u9986\uFF08\u4EF7\u683C\u56E0\u7D20\uFF09"
  },
  {
    guid: "prj-pet-expo",
    seq: 163,
    title: "\u5BA0\u7269\u7528\u54C1\u53CA\u670D\u52A1\u5C55",
    yearPrefix: true,
    formFlag: "1",
    status: "\u5DF2\u53D6\u6D88",
    industry: "\u6D88\u8D39\u54C1",
    region: "\u534E\u5357",
    customer: CUSTOMERS.huananGroup,
    halls: "7\u53F7\u9986,8\u53F7\u9986",
    days: [75, 77, 79, 80],
    salesOwner: "zhangwei",
    remark: "\u5BA2\u6237\u539F\u56E0\u53D6\u6D88\uFF1B\u6309\u5408\u540C\u6CA1\u6536\u6863\u671F\u4FDD\u8BC1\u91D1\xA520,000\uFF082\u4E2A\u9986\uFF09"
  },
  {
    guid: "prj-optics-expo",
    seq: 210,
    title: "\u56FD\u9645\u5149\u7535\u535A\u89C8\u4F1A",
    yearPrefix: true,
    formFlag: "1",
    status: "\u610F\u5411",
    industry: "\u7535\u5B50\u4FE1\u606F",
    region: "\u534E\u5357",
    customer: CUSTOMERS.ccpit,
    halls: "1\u53F7\u9986,2\u53F7\u9986",
    days: [170, 173, 175, 176],
    salesOwner: "zhangwei"
  },
  {
    guid: "prj-coffee-expo",
    seq: 152,
    title: "\u5496\u5561\u4E0E\u65B0\u8336\u996E\u5C55",
    yearPrefix: true,
    formFlag: "1",
    status: "\u5DF2\u5B8C\u6210",
    industry: "\u98DF\u54C1\u996E\u6599",
    region: "\u534E\u5357",
    customer: CUSTOMERS.pengzhan,
    halls: "5\u53F7\u9986,6\u53F7\u9986",
    days: [-20, -18, -16, -15],
    salesOwner: "zhangwei"
  },
  {
    guid: "prj-education-expo",
    seq: 109,
    title: "\u6559\u80B2\u88C5\u5907\u5C55",
    yearPrefix: true,
    formFlag: "1",
    status: "\u5DF2\u7ED3\u7B97",
    industry: "\u6559\u80B2\u57F9\u8BAD",
    region: "\u534E\u4E2D",
    customer: CUSTOMERS.huibo,
    halls: "6\u53F7\u9986,7\u53F7\u9986,8\u53F7\u9986",
    days: [-70, -68, -66, -65],
    salesOwner: "zhangwei"
  }
];
var FILLERS = [
  {
    title: "\u534E\u5357\u6C7D\u8F66\u540E\u5E02\u573A\u4EA4\u6D41\u4F1A",
    formFlag: "2",
    industry: "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6",
    customer: CUSTOMERS.huibo,
    halls: "\u56FD\u9645\u62A5\u544A\u5385",
    shape: [1, 1, 0]
  },
  {
    title: "\u661F\u6E2F\u667A\u80FD\u5BB6\u5C45\u65B0\u54C1\u53D1\u5E03\u4F1A",
    formFlag: "3",
    industry: "\u5BB6\u5C45\u5EFA\u6750",
    customer: CUSTOMERS.tengyuan,
    halls: "\u591A\u529F\u80FD\u5385",
    shape: [1, 1, 0]
  },
  {
    title: "\u56FD\u9645\u7269\u6D41\u4E0E\u4F9B\u5E94\u94FE\u5CF0\u4F1A",
    formFlag: "2",
    industry: "\u7269\u6D41",
    customer: CUSTOMERS.ccpit,
    halls: "\u56FD\u9645\u62A5\u544A\u5385,\u4F1A\u8BAE\u5BA4201",
    shape: [1, 2, 0]
  },
  {
    title: "\u65B0\u80FD\u6E90\u50A8\u80FD\u4EA7\u4E1A\u5BF9\u63A5\u4F1A",
    formFlag: "2",
    industry: "\u65B0\u80FD\u6E90",
    customer: CUSTOMERS.mechSociety,
    halls: "\u4F1A\u8BAE\u5BA4205,\u4F1A\u8BAE\u5BA4206",
    shape: [0, 1, 0]
  },
  {
    title: "\u7EBA\u7EC7\u670D\u88C5\u91C7\u8D2D\u6D3D\u8C08\u4F1A",
    formFlag: "1",
    industry: "\u7EBA\u7EC7\u670D\u88C5",
    customer: CUSTOMERS.huananGroup,
    halls: "6\u53F7\u9986",
    shape: [2, 3, 1]
  },
  {
    title: "\u519C\u4E1A\u79D1\u6280\u6210\u679C\u5C55\u793A\u4F1A",
    formFlag: "1",
    industry: "\u519C\u4E1A",
    customer: CUSTOMERS.commerceBureau,
    halls: "8\u53F7\u9986",
    shape: [2, 3, 1]
  },
  {
    title: "\u661F\u6E2F\u9752\u5E74\u521B\u65B0\u521B\u4E1A\u5927\u4F1A",
    formFlag: "3",
    industry: "\u7EFC\u5408",
    customer: CUSTOMERS.commerceBureau,
    halls: "\u591A\u529F\u80FD\u5385A",
    shape: [1, 1, 0]
  },
  {
    title: "\u52A8\u6F2B\u5609\u5E74\u534E\u5468\u672B\u5E02\u96C6",
    formFlag: "3",
    industry: "\u6587\u5316\u521B\u610F/\u52A8\u6F2B",
    customer: CUSTOMERS.xinghe,
    halls: "\u897F\u5E7F\u573A",
    shape: [1, 2, 1]
  },
  {
    title: "\u9910\u996E\u8FDE\u9501\u52A0\u76DF\u5C55",
    formFlag: "1",
    industry: "\u98DF\u54C1\u996E\u6599",
    customer: CUSTOMERS.pengzhan,
    halls: "5\u53F7\u9986",
    shape: [2, 3, 1]
  },
  {
    title: "\u7F8E\u5986\u4E2A\u62A4\u65B0\u54C1\u53D1\u5E03\u4F1A",
    formFlag: "3",
    industry: "\u6D88\u8D39\u54C1",
    customer: CUSTOMERS.tengyuan,
    halls: "\u591A\u529F\u80FD\u5385B",
    shape: [1, 1, 0]
  },
  {
    title: "\u533B\u7597\u5668\u68B0\u884C\u4E1A\u5E74\u4F1A",
    formFlag: "2",
    industry: "\u533B\u7597\u5065\u5EB7",
    customer: CUSTOMERS.huananGroup,
    halls: "\u56FD\u9645\u62A5\u544A\u5385,\u4F1A\u8BAE\u5BA4202,\u4F1A\u8BAE\u5BA4203",
    shape: [1, 2, 0]
  },
  {
    title: "\u534A\u5BFC\u4F53\u6280\u672F\u7814\u8BA8\u4F1A",
    formFlag: "2",
    industry: "\u7535\u5B50\u4FE1\u606F",
    customer: CUSTOMERS.ccpit,
    halls: "\u4F1A\u8BAE\u5BA4201,\u4F1A\u8BAE\u5BA4202",
    shape: [0, 2, 0]
  },
  {
    title: "\u5A5A\u5E86\u535A\u89C8\u4F1A",
    formFlag: "1",
    industry: "\u6D88\u8D39\u54C1",
    customer: CUSTOMERS.pengzhan,
    halls: "7\u53F7\u9986",
    shape: [1, 2, 1]
  },
  {
    title: "\u65B0\u6625\u5E74\u8D27\u8D2D\u7269\u8282",
    formFlag: "1",
    industry: "\u98DF\u54C1\u996E\u6599",
    customer: CUSTOMERS.commerceBureau,
    halls: "8\u53F7\u9986,\u4E1C\u5E7F\u573A",
    shape: [2, 5, 1]
  },
  {
    title: "\u6C7D\u8F66\u6D88\u8D39\u8282",
    formFlag: "1",
    industry: "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6",
    customer: CUSTOMERS.huibo,
    halls: "9\u53F7\u9986,\u4E1C\u5E7F\u573A",
    shape: [2, 4, 1]
  },
  {
    title: "\u56FE\u4E66\u4EA4\u6613\u4F1A",
    formFlag: "1",
    industry: "\u6587\u5316\u521B\u610F/\u52A8\u6F2B",
    customer: CUSTOMERS.huananGroup,
    halls: "6\u53F7\u9986",
    shape: [2, 3, 1]
  },
  {
    title: "\u8DE8\u5883\u7535\u5546\u53D1\u5C55\u8BBA\u575B",
    formFlag: "2",
    industry: "\u7269\u6D41",
    customer: CUSTOMERS.commerceBureau,
    halls: "\u56FD\u9645\u62A5\u544A\u5385",
    shape: [1, 1, 0]
  },
  {
    title: "\u6E38\u620F\u5F00\u53D1\u8005\u5927\u4F1A",
    formFlag: "2",
    industry: "\u6587\u5316\u521B\u610F/\u52A8\u6F2B",
    customer: CUSTOMERS.xinghe,
    halls: "\u56FD\u9645\u62A5\u544A\u5385,\u4F1A\u8BAE\u5BA4203,\u4F1A\u8BAE\u5BA4204",
    shape: [1, 2, 0]
  },
  {
    title: "\u5BB6\u88C5\u8BBE\u8BA1\u5468",
    formFlag: "1",
    industry: "\u5BB6\u5C45\u5EFA\u6750",
    customer: CUSTOMERS.huananGroup,
    halls: "5\u53F7\u9986,6\u53F7\u9986",
    shape: [2, 4, 1]
  },
  {
    title: "\u8336\u827A\u5E08\u804C\u4E1A\u6280\u80FD\u5927\u8D5B",
    formFlag: "3",
    industry: "\u8336\u53CA\u8336\u6587\u5316",
    customer: CUSTOMERS.teaAssociation,
    halls: "\u591A\u529F\u80FD\u5385C",
    shape: [1, 2, 0]
  },
  {
    title: "\u5DE5\u4E1A\u4E92\u8054\u7F51\u5E94\u7528\u5927\u4F1A",
    formFlag: "2",
    industry: "\u673A\u68B0\u5236\u9020",
    customer: CUSTOMERS.mechSociety,
    halls: "\u56FD\u9645\u62A5\u544A\u5385,\u4F1A\u8BAE\u5BA4205",
    shape: [1, 2, 0]
  },
  {
    title: "\u6BCD\u5A74\u7AE5\u7528\u54C1\u5C55",
    formFlag: "1",
    industry: "\u6D88\u8D39\u54C1",
    customer: CUSTOMERS.pengzhan,
    halls: "7\u53F7\u9986,8\u53F7\u9986",
    shape: [2, 3, 1]
  },
  {
    title: "\u804C\u4E1A\u6559\u80B2\u4EA7\u6559\u878D\u5408\u5BF9\u63A5\u4F1A",
    formFlag: "2",
    industry: "\u6559\u80B2\u57F9\u8BAD",
    customer: CUSTOMERS.talent,
    halls: "\u4F1A\u8BAE\u5BA4201,\u4F1A\u8BAE\u5BA4202,\u4F1A\u8BAE\u5BA4203",
    shape: [0, 1, 0]
  },
  {
    title: "\u6237\u5916\u8FD0\u52A8\u88C5\u5907\u5C55",
    formFlag: "1",
    industry: "\u6D88\u8D39\u54C1",
    customer: CUSTOMERS.huibo,
    halls: "\u897F\u5E7F\u573A,6\u53F7\u9986",
    shape: [2, 3, 1]
  }
];
var countInWindow = (all, from) => all.filter((p2) => p2.booked && p2.days[0] <= from + 13 && p2.days[3] >= from).length;
var holidayClosure = (today) => {
  const t0 = dayOffset(today, 0);
  const dayOf2 = (y2, m, d) => Math.round((new Date(y2, m - 1, d).getTime() - t0) / 864e5);
  const y = today.getFullYear();
  for (const [name, month, from, to] of [
    ["\u56FD\u5E86", 10, 1, 7],
    ["\u52B3\u52A8\u8282", 5, 1, 5]
  ]) {
    for (const year of [y - 1, y, y + 1]) {
      const start = dayOf2(year, month, from) - 1;
      const end = dayOf2(year, month, to);
      if (start >= SEED_WINDOW.fromDay && end <= SEED_WINDOW.toDay) {
        return { title: `${year}\u5E74${name}\u5047\u671F\u5C01\u9986\u53CA\u8BBE\u65BD\u7EF4\u62A4`, days: [start, start, end, end] };
      }
    }
  }
  throw new Error("no holiday in the seed window");
};
var statusByDate = (days, i) => {
  if (days[3] < 0) return days[3] < -30 && i % 2 === 0 ? "\u5DF2\u7ED3\u7B97" : "\u5DF2\u5B8C\u6210";
  if (days[0] <= 0) return "\u8FDB\u884C\u4E2D";
  if (days[0] <= 60) return "\u5DF2\u7B7E\u7EA6";
  return i % 2 === 0 ? "\u5F85\u7B7E\u7EA6" : "\u9884\u5B9A";
};
var buildProjects = (today) => {
  const at = (d) => dayOffset(today, d);
  const numberYear = (loadIn) => Math.min(yearOf(at(loadIn)), today.getFullYear());
  const make = (d) => {
    const open = at(d.days[1]);
    const year = String(yearOf(open));
    const title = d.title.replaceAll("{season}", seasonOf(open)).replaceAll("{year}", year);
    return {
      guid: d.guid,
      projectNumber: `XM-${numberYear(d.days[0])}-${String(d.seq).padStart(4, "0")}`,
      title: d.yearPrefix ? `${year}${title}` : title,
      formFlag: d.formFlag,
      status: PROJECT_STATUS[d.status],
      industryGuid: d.industry === null ? null : industryGuid(d.industry),
      regionGuid: d.region === null ? null : regionGuid(d.region),
      customer: d.customer,
      halls: d.halls,
      loadInTime: at(d.days[0]),
      startTime: open,
      endTime: at(d.days[2]),
      loadOutTime: at(d.days[3]),
      holdLevel: d.holdLevel ?? null,
      salesOwner: d.salesOwner,
      remark: d.remark ?? ""
    };
  };
  const occupancy = new Occupancy();
  const book = (d) => {
    if (isBooked(d.status) && (d.holdLevel ?? 1) === 1) {
      occupancy.add(siteTokens(d.halls), d.days[0], d.days[3]);
    }
  };
  CORE.forEach(book);
  const closure = holidayClosure(today);
  const closedHalls = HALLS.filter((h) => occupancy.isFree([h], closure.days[0], closure.days[3]));
  if (closedHalls.length === 0) throw new Error("every hall is booked over the holiday");
  const defs = [
    ...CORE,
    {
      guid: "prj-holiday-closure",
      seq: 100,
      title: closure.title,
      yearPrefix: false,
      formFlag: "4",
      status: closure.days[3] < 0 ? "\u5DF2\u5B8C\u6210" : closure.days[0] <= 0 ? "\u8FDB\u884C\u4E2D" : "\u5DF2\u7B7E\u7EA6",
      industry: null,
      region: null,
      customer: "\u661F\u6E2F\u56FD\u9645\u4F1A\u5C55\u4E2D\u5FC3\uFF08\u5185\u90E8\uFF09",
      halls: closedHalls.join(","),
      days: closure.days,
      salesOwner: "liuyang",
      remark: "\u5C01\u9986/\u7EF4\u62A4\uFF1A\u573A\u9986\u5185\u90E8\u9884\u8BA2\uFF0C\u4E0D\u5BF9\u5916\u51FA\u79DF"
    }
  ];
  book(defs[defs.length - 1]);
  const placed = defs.map((d) => ({ days: d.days, booked: isBooked(d.status) }));
  const uses = /* @__PURE__ */ new Map();
  let cursor = 0;
  let added = 0;
  for (let from = SEED_WINDOW.fromDay; from <= SEED_WINDOW.toDay - 13; from++) {
    while (countInWindow(placed, from) < 2) {
      let best = null;
      for (let k = 0; k < FILLERS.length && best === null; k++) {
        const index = (cursor + k) % FILLERS.length;
        const filler2 = FILLERS[index];
        const [before, open, after] = filler2.shape;
        const span = before + open + after;
        const sites2 = siteTokens(filler2.halls);
        for (let l = from + 13; l >= from - span + 1; l--) {
          const days = [l, l + before, l + before + open - 1, l + span - 1];
          if (days[0] < SEED_WINDOW.fromDay || days[3] > SEED_WINDOW.toDay) continue;
          if (!occupancy.isFree(sites2, days[0], days[3])) continue;
          const trial = [...placed, { days, booked: true }];
          let worst = 0;
          for (let w = days[0] - 13; w <= days[3]; w++) {
            worst = Math.max(worst, countInWindow(trial, w));
          }
          if (best === null || worst < best.worst) best = { index, days, worst };
        }
      }
      if (best === null) throw new Error(`no room for a filler at day ${from}`);
      const filler = FILLERS[best.index];
      const round = uses.get(best.index) ?? 0;
      uses.set(best.index, round + 1);
      cursor = best.index + 1;
      const status = statusByDate(best.days, added);
      const def = {
        guid: `prj-extra-${String(added + 1).padStart(2, "0")}`,
        seq: 300 + added,
        title: round === 0 ? filler.title : `${filler.title}\uFF08\u7B2C${round + 1}\u671F\uFF09`,
        yearPrefix: true,
        formFlag: filler.formFlag,
        status,
        industry: filler.industry,
        region: "\u534E\u5357",
        customer: filler.customer,
        halls: filler.halls,
        days: best.days,
        ...status === "\u9884\u5B9A" ? { holdLevel: 1 } : {},
        salesOwner: "zhangwei"
      };
      defs.push(def);
      book(def);
      placed.push({ days: best.days, booked: true });
      added++;
    }
  }
  return defs.map(make);
};
var isBooked = (status) => BOOKED_STATUSES.includes(PROJECT_STATUS[status]);

// src/db/seed/data/random.ts
var mulberry32 = (seed) => {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
};
var createRng = (seed) => {
  const next = mulberry32(seed);
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(next() * items.length)];
  };
  return { next, int, pick, chance: (p2) => next() < p2 };
};

// src/db/seed/data/exhibitions.ts
var exhibitionStatusAt = (e, today) => {
  const t = startOfDay(today);
  if (t > e.loadOutTime) return 3;
  if (t >= e.loadInTime) return 2;
  if (t >= e.applyTimeStart) return 1;
  return 0;
};
var TIED = [
  {
    guid: "exh-tea-2026",
    projectGuid: "prj-tea-expo",
    abbr: "CHA",
    organiser: "\u6DF1\u5733\u5E02\u9E4F\u5C55\u56FD\u9645\u4F1A\u5C55\u6709\u9650\u516C\u53F8",
    homeContractor: "\u661F\u6E2F\u56FD\u9645\u4F1A\u5C55\u670D\u52A1\u6709\u9650\u516C\u53F8",
    onHome: true,
    apply: [75, 7]
  },
  {
    guid: "exh-robot-2026",
    projectGuid: "prj-robot-expo",
    abbr: "JQR",
    homeContractor: "\u6DF1\u5733\u5E02\u5320\u5FC3\u5C55\u89C8\u5DE5\u7A0B\u6709\u9650\u516C\u53F8",
    onHome: true,
    apply: [80, 10]
  },
  {
    guid: "exh-furniture-2026",
    projectGuid: "prj-furniture-expo",
    abbr: "JJ",
    homeContractor: "\u5E7F\u5DDE\u534E\u827A\u5C55\u793A\u8BBE\u8BA1\u6709\u9650\u516C\u53F8",
    onHome: false,
    apply: [90, 10]
  },
  {
    guid: "exh-nev-2027",
    projectGuid: "prj-nev-expo",
    abbr: "XNY",
    homeContractor: "\u661F\u6E2F\u56FD\u9645\u4F1A\u5C55\u670D\u52A1\u6709\u9650\u516C\u53F8",
    onHome: false,
    apply: [90, 10]
  },
  {
    guid: "exh-medical-2027",
    projectGuid: "prj-medical-expo",
    abbr: "YL",
    homeContractor: "\u6DF1\u5733\u5E02\u9F0E\u76DB\u5C55\u89C8\u5C55\u793A\u6709\u9650\u516C\u53F8",
    onHome: true,
    apply: [75, 7]
  },
  {
    guid: "exh-anime-2026",
    projectGuid: "prj-anime-expo",
    abbr: "DM",
    homeContractor: "\u661F\u6E2F\u56FD\u9645\u4F1A\u5C55\u670D\u52A1\u6709\u9650\u516C\u53F8",
    onHome: true,
    apply: [60, 7]
  },
  {
    guid: "exh-jobfair-2027",
    projectGuid: "prj-job-fair",
    abbr: "RC",
    homeContractor: "\u4E1C\u839E\u5E02\u535A\u521B\u4F1A\u5C55\u5DE5\u7A0B\u6709\u9650\u516C\u53F8",
    onHome: false,
    apply: [45, 5]
  },
  {
    guid: "exh-coffee-2026",
    projectGuid: "prj-coffee-expo",
    abbr: "KF",
    homeContractor: "\u6DF1\u5733\u5E02\u5320\u5FC3\u5C55\u89C8\u5DE5\u7A0B\u6709\u9650\u516C\u53F8",
    onHome: false,
    apply: [60, 7]
  },
  {
    guid: "exh-education-2026",
    projectGuid: "prj-education-expo",
    abbr: "JY",
    homeContractor: "\u5E7F\u5DDE\u534E\u827A\u5C55\u793A\u8BBE\u8BA1\u6709\u9650\u516C\u53F8",
    onHome: false,
    apply: [60, 7]
  }
];
var SHOWS = [
  ["\u56FD\u9645\u673A\u5E8A\u53CA\u91D1\u5C5E\u52A0\u5DE5\u5C55\u89C8\u4F1A", "\u673A\u68B0\u5236\u9020", "JC"],
  ["\u7535\u5B50\u5143\u5668\u4EF6\u53CA\u751F\u4EA7\u8BBE\u5907\u535A\u89C8\u4F1A", "\u7535\u5B50\u4FE1\u606F", "DZ"],
  ["\u667A\u80FD\u5236\u9020\u88C5\u5907\u535A\u89C8\u4F1A", "\u673A\u68B0\u5236\u9020", "ZZ"],
  ["\u6C7D\u8F66\u96F6\u90E8\u4EF6\u53CA\u552E\u540E\u670D\u52A1\u5C55\u89C8\u4F1A", "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6", "QP"],
  ["\u50A8\u80FD\u53CA\u5149\u4F0F\u4EA7\u4E1A\u535A\u89C8\u4F1A", "\u65B0\u80FD\u6E90", "CN"],
  ["\u56FD\u9645\u53E3\u8154\u5668\u6750\u5C55\u89C8\u4F1A", "\u533B\u7597\u5065\u5EB7", "KQ"],
  ["\u98DF\u54C1\u996E\u6599\u53CA\u9152\u5E97\u7528\u54C1\u5C55\u89C8\u4F1A", "\u98DF\u54C1\u996E\u6599", "SP"],
  ["\u56FD\u9645\u70D8\u7119\u5C55\u89C8\u4F1A", "\u98DF\u54C1\u996E\u6599", "HB"],
  ["\u8336\u5177\u53CA\u8336\u7A7A\u95F4\u8BBE\u8BA1\u5C55", "\u8336\u53CA\u8336\u6587\u5316", "CJ"],
  ["\u5B9A\u5236\u5BB6\u5C45\u535A\u89C8\u4F1A", "\u5BB6\u5C45\u5EFA\u6750", "DZJ"],
  ["\u7EBA\u7EC7\u9762\u6599\u53CA\u8F85\u6599\u535A\u89C8\u4F1A", "\u7EBA\u7EC7\u670D\u88C5", "FZ"],
  ["\u65F6\u5C1A\u670D\u88C5\u54C1\u724C\u5C55", "\u7EBA\u7EC7\u670D\u88C5", "SZ"],
  ["\u539F\u521B\u52A8\u6F2B\u4E0E\u6F6E\u73A9\u5C55", "\u6587\u5316\u521B\u610F/\u52A8\u6F2B", "CW"],
  ["\u667A\u6167\u6559\u80B2\u53CA\u6559\u80B2\u88C5\u5907\u5C55", "\u6559\u80B2\u57F9\u8BAD", "ZJ"],
  ["\u793C\u54C1\u53CA\u5BB6\u5C45\u7528\u54C1\u5C55\u89C8\u4F1A", "\u6D88\u8D39\u54C1", "LP"],
  ["\u73B0\u4EE3\u519C\u4E1A\u535A\u89C8\u4F1A", "\u519C\u4E1A", "NY"],
  ["\u7269\u6D41\u4E0E\u4F9B\u5E94\u94FE\u535A\u89C8\u4F1A", "\u7269\u6D41", "WL"],
  ["\u8FDB\u51FA\u53E3\u5546\u54C1\u4EA4\u6613\u4F1A", "\u7EFC\u5408", "JCK"],
  ["\u96C6\u6210\u7535\u8DEF\u4EA7\u4E1A\u535A\u89C8\u4F1A", "\u7535\u5B50\u4FE1\u606F", "JD"],
  ["\u663E\u793A\u6280\u672F\u53CA\u5E94\u7528\u5C55\u89C8\u4F1A", "\u7535\u5B50\u4FE1\u606F", "XS"],
  ["\u6C22\u80FD\u4E0E\u71C3\u6599\u7535\u6C60\u5C55\u89C8\u4F1A", "\u65B0\u80FD\u6E90", "QN"],
  ["\u5EB7\u590D\u53CA\u517B\u8001\u4EA7\u4E1A\u535A\u89C8\u4F1A", "\u533B\u7597\u5065\u5EB7", "KY"],
  ["\u667A\u80FD\u7F51\u8054\u6C7D\u8F66\u5C55\u89C8\u4F1A", "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6", "ZW"],
  ["\u9884\u5236\u83DC\u4EA7\u4E1A\u535A\u89C8\u4F1A", "\u98DF\u54C1\u996E\u6599", "YZC"],
  ["\u9676\u74F7\u536B\u6D74\u5C55\u89C8\u4F1A", "\u5BB6\u5C45\u5EFA\u6750", "TC"],
  ["\u76AE\u9769\u53CA\u978B\u4E1A\u5C55\u89C8\u4F1A", "\u7EBA\u7EC7\u670D\u88C5", "PG"],
  ["\u6587\u5316\u65C5\u6E38\u4EA7\u4E1A\u535A\u89C8\u4F1A", "\u6587\u5316\u521B\u610F/\u52A8\u6F2B", "WLC"],
  ["\u56FD\u9645\u7559\u5B66\u6559\u80B2\u5C55", "\u6559\u80B2\u57F9\u8BAD", "LX"],
  ["\u73E0\u5B9D\u9996\u9970\u5C55\u89C8\u4F1A", "\u6D88\u8D39\u54C1", "ZB"],
  ["\u82B1\u5349\u56ED\u827A\u5C55\u89C8\u4F1A", "\u519C\u4E1A", "HH"],
  ["\u51B7\u94FE\u7269\u6D41\u5C55\u89C8\u4F1A", "\u7269\u6D41", "LL"],
  ["\u54C1\u724C\u8FDE\u9501\u52A0\u76DF\u5C55", "\u7EFC\u5408", "PP"],
  ["\u6FC0\u5149\u4E0E\u5149\u7535\u5B50\u5C55\u89C8\u4F1A", "\u7535\u5B50\u4FE1\u606F", "JG"],
  ["\u9502\u7535\u6C60\u6280\u672F\u5C55\u89C8\u4F1A", "\u65B0\u80FD\u6E90", "LD"],
  ["\u533B\u836F\u539F\u6599\u53CA\u5236\u836F\u8BBE\u5907\u5C55\u89C8\u4F1A", "\u533B\u7597\u5065\u5EB7", "YY"],
  ["\u5305\u88C5\u5370\u5237\u5DE5\u4E1A\u5C55\u89C8\u4F1A", "\u673A\u68B0\u5236\u9020", "BZ"],
  ["\u5851\u6599\u6A61\u80F6\u5DE5\u4E1A\u5C55\u89C8\u4F1A", "\u673A\u68B0\u5236\u9020", "SL"],
  ["\u9152\u7C7B\u535A\u89C8\u4F1A", "\u98DF\u54C1\u996E\u6599", "JL"],
  ["\u7167\u660E\u5C55\u89C8\u4F1A", "\u7535\u5B50\u4FE1\u606F", "ZM"],
  ["\u7535\u5B50\u7ADE\u6280\u4EA7\u4E1A\u535A\u89C8\u4F1A", "\u6587\u5316\u521B\u610F/\u52A8\u6F2B", "DJS"],
  ["\u4F53\u80B2\u7528\u54C1\u535A\u89C8\u4F1A", "\u6D88\u8D39\u54C1", "TY"],
  ["\u6C34\u4EA7\u53CA\u6D77\u6D0B\u7ECF\u6D4E\u535A\u89C8\u4F1A", "\u519C\u4E1A", "SC"],
  ["\u6570\u5B57\u653F\u52A1\u4E0E\u667A\u6167\u57CE\u5E02\u5C55\u89C8\u4F1A", "\u7EFC\u5408", "ZC"]
];
var PREFIXES = ["\u4E2D\u56FD\uFF08\u6DF1\u5733\uFF09", "\u534E\u5357", "\u661F\u6E2F", "\u7CA4\u6E2F\u6FB3\u5927\u6E7E\u533A", "\u4E2D\u56FD", "\u4E9A\u6D32", "\u6DF1\u5733\u56FD\u9645"];
var REGION_WEIGHTS = [
  "\u534E\u5357",
  "\u534E\u5357",
  "\u534E\u5357",
  "\u534E\u5357",
  "\u534E\u4E1C",
  "\u534E\u4E1C",
  "\u534E\u5317",
  "\u534E\u4E2D",
  "\u897F\u5357",
  "\u6E2F\u6FB3\u53F0",
  "\u5883\u5916"
];
var DIGITS = ["", "\u4E00", "\u4E8C", "\u4E09", "\u56DB", "\u4E94", "\u516D", "\u4E03", "\u516B", "\u4E5D"];
var chineseNumber = (n) => {
  if (n < 10) return DIGITS[n] ?? "";
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? "" : DIGITS[tens]}\u5341${DIGITS[n % 10]}`;
};
var fromProject = (d, p2, today) => {
  const e = {
    guid: d.guid,
    title: p2.title,
    projectIdNumber: `ZH-${d.abbr}-${yearOf(p2.startTime)}`,
    projectGuid: p2.guid,
    industryGuid: p2.industryGuid,
    regionGuid: p2.regionGuid,
    organiser: d.organiser ?? p2.customer,
    homeContractor: d.homeContractor,
    halls: p2.halls,
    applyTimeStart: p2.loadInTime - d.apply[0] * DAY_MS3,
    applyTimeEnd: p2.loadInTime - d.apply[1] * DAY_MS3,
    loadInTime: p2.loadInTime,
    startTime: p2.startTime,
    endTime: p2.endTime,
    loadOutTime: p2.loadOutTime,
    onHome: d.onHome,
    remark: `\u5173\u8054\u573A\u9986\u9879\u76EE ${p2.projectNumber}`
  };
  return { ...e, status: exhibitionStatusAt(e, today) };
};
var buildExhibitions = (today, count = 48, seed = 20261121) => {
  const projects = new Map(buildProjects(today).map((p2) => [p2.guid, p2]));
  const tied = TIED.map((d) => {
    const p2 = projects.get(d.projectGuid);
    if (!p2) throw new Error(`no project ${d.projectGuid}`);
    return fromProject(d, p2, today);
  }).slice(0, count);
  const rng = createRng(seed);
  const order = [...SHOWS.keys()];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const occupancy = new Occupancy();
  for (const p2 of projects.values()) {
    if (!BOOKED_STATUSES.includes(p2.status) || (p2.holdLevel ?? 1) > 1) continue;
    occupancy.add(
      siteTokens(p2.halls),
      daysFrom(today, p2.loadInTime),
      daysFrom(today, p2.loadOutTime)
    );
  }
  const place = (loadIn, span, wanted) => {
    for (let shift = 0; shift <= 40; shift++) {
      const l = loadIn + (shift % 2 === 0 ? shift / 2 : -(shift + 1) / 2);
      if (l < SEED_WINDOW.fromDay || l + span - 1 > SEED_WINDOW.toDay) continue;
      for (let count2 = wanted; count2 >= 1; count2--) {
        const first = rng.int(1, 10 - count2);
        for (let k = 0; k < 10 - count2; k++) {
          const start = (first - 1 + k) % (10 - count2) + 1;
          const halls2 = Array.from({ length: count2 }, (_, j) => `${start + j}\u53F7\u9986`);
          if (occupancy.isFree(halls2, l, l + span - 1)) return { l, halls: halls2 };
        }
      }
    }
    throw new Error(`no free hall near day ${loadIn}`);
  };
  const generated = [];
  const n = count - tied.length;
  for (let i = 0; i < n; i++) {
    const [name, industry, abbr] = SHOWS[order[i % order.length]];
    const round = Math.floor(i / order.length);
    const build = rng.int(2, 3);
    const open = rng.int(3, 4);
    const tear = rng.int(1, 2);
    const planned = -88 + Math.floor(i * 252 / Math.max(n, 1)) + rng.int(0, 3);
    const { l: loadIn, halls: halls2 } = place(planned, build + open + tear, rng.int(1, 4));
    occupancy.add(halls2, loadIn, loadIn + build + open + tear - 1);
    const startDay = loadIn + build;
    const endDay = startDay + open - 1;
    const startTime = dayOffset(today, startDay);
    const year = yearOf(startTime);
    const e = {
      guid: `exh-${abbr.toLowerCase()}-${String(i + 1).padStart(3, "0")}`,
      title: `${year}\u7B2C${chineseNumber(rng.int(2, 28) + round)}\u5C4A${rng.pick(PREFIXES)}${name}${round > 0 ? `\uFF08${chineseNumber(round + 1)}\u671F\uFF09` : ""}`,
      projectIdNumber: `ZH-${abbr}-${year}${round > 0 ? `-${round + 1}` : ""}`,
      projectGuid: null,
      industryGuid: industryGuid(industry),
      regionGuid: regionGuid(rng.pick(REGION_WEIGHTS)),
      organiser: rng.pick(ORGANISERS),
      homeContractor: rng.pick(HOME_CONTRACTORS),
      halls: halls2.join(","),
      applyTimeStart: dayOffset(today, loadIn - rng.int(60, 100)),
      applyTimeEnd: dayOffset(today, loadIn - rng.int(5, 15)),
      loadInTime: dayOffset(today, loadIn),
      startTime,
      endTime: dayOffset(today, endDay),
      loadOutTime: dayOffset(today, endDay + tear),
      onHome: i % 15 === 7,
      remark: ""
    };
    generated.push({ ...e, status: exhibitionStatusAt(e, today) });
  }
  return [...tied, ...generated];
};

// src/db/seed/data/menus.ts
var ACTION_LABELS = {
  list: "\u5217\u8868\u67E5\u8BE2",
  query: "\u8BE6\u60C5\u67E5\u770B",
  add: "\u65B0\u589E",
  edit: "\u4FEE\u6539",
  remove: "\u5220\u9664",
  export: "\u5BFC\u51FA",
  import: "\u5BFC\u5165",
  home: "\u9996\u9875\u5C55\u793A",
  copy: "\u590D\u5236\u914D\u7F6E",
  unlock: "\u8D26\u6237\u89E3\u9501",
  upload: "\u4E0A\u4F20",
  download: "\u4E0B\u8F7D",
  audit: "\u5BA1\u6838",
  submit: "\u63D0\u4EA4\u5BA1\u6838",
  withdraw: "\u64A4\u56DE",
  sign: "\u7B7E\u8BA2\u5F52\u6863",
  evaluate: "\u670D\u52A1\u8BC4\u4EF7",
  handle: "\u534F\u8C03\u5904\u7406",
  ignore: "\u5FFD\u7565",
  follow: "\u8DDF\u8FDB",
  convert: "\u8F6C\u4E3A\u9879\u76EE",
  claim: "\u8BA4\u9886",
  issue: "\u5F00\u5177",
  void: "\u4F5C\u5E9F",
  confirm: "\u786E\u8BA4",
  pay: "\u786E\u8BA4\u9000\u6B3E",
  read: "\u6807\u8BB0\u5DF2\u8BFB",
  feedback: "\u53CD\u9988",
  close: "\u5173\u95ED",
  print: "\u6253\u5370",
  resetPwd: "\u91CD\u7F6E\u5BC6\u7801",
  disable: "\u505C\u7528",
  freeze: "\u51BB\u7ED3",
  voucher: "\u51ED\u8BC1\u5BA1\u6838",
  cancel: "\u53D6\u6D88\u8BA2\u5355",
  invoice: "\u5F00\u7968",
  refund: "\u9000\u6B3E",
  collect: "\u6536\u53D6\u62BC\u91D1",
  deduct: "\u8D85\u65F6\u6263\u6B3E",
  make: "\u5236\u8BC1",
  receive: "\u9886\u8BC1",
  reissue: "\u8865\u529E",
  sensitive: "\u67E5\u770B\u5B8C\u6574\u8BC1\u4EF6\u53F7",
  mobile: "\u67E5\u770B\u5B8C\u6574\u624B\u673A\u53F7"
};
var buttonId = (pageId, index) => {
  const base17 = Math.floor(pageId / 1e3) * 1e3;
  const slot = pageId - base17 - 100;
  if (slot < 0 || slot >= 70) throw new Error(`page id ${pageId} outside its range`);
  if (index >= 10) throw new Error(`page ${pageId} has more than 10 buttons`);
  return base17 + 300 + slot * 10 + index;
};
var page = (id, path, menuName, resource, options2 = {}) => {
  const own = Object.entries(resource ?? {}).map(([action, perms]) => ({
    menuName: ACTION_LABELS[action],
    perms
  }));
  const buttons = [...own, ...options2.extraButtons ?? []].map((b, i) => ({
    id: buttonId(id, i),
    menuName: b.menuName,
    path: "",
    menuType: "F",
    perms: b.perms,
    sort: i + 1
  }));
  return {
    id,
    menuName,
    path,
    menuType: "C",
    ...options2.hidden ? { hidden: true } : {},
    ...buttons.length > 0 ? { children: buttons } : {}
  };
};
var group = (id, path, menuName, icon, pages, options2 = {}) => ({
  id,
  menuName,
  path,
  menuType: "M",
  icon,
  ...options2.hidden ? { hidden: true } : {},
  children: pages.map((p2, i) => ({ ...p2, sort: i + 1 }))
});
var system = (code2, name, sort, groups) => ({ code: code2, name, sort, menus: groups.map((g, i) => ({ ...g, sort: i + 1 })) });
var P7 = PERMISSIONS;
var CLIENT_ERROR_BUTTON = { menuName: "\u524D\u7AEF\u9519\u8BEF\u67E5\u8BE2", perms: P7.clientError.list };
var logGroup = (base17) => group(base17 + 9, "/logManage", "\u65E5\u5FD7\u7BA1\u7406", "FileSearchOutlined", [
  page(base17 + 140, "/logManage/login", "\u767B\u5F55\u65E5\u5FD7", P7.loginLog),
  page(base17 + 141, "/logManage/operationLog", "\u64CD\u4F5C\u65E5\u5FD7", P7.operationLog, {
    extraButtons: [CLIENT_ERROR_BUTTON]
  })
]);
var VENUE = system("venue", "\u573A\u9986\u7BA1\u7406\u7CFB\u7EDF", 1, [
  group(1001, "/project", "\u9879\u76EE\u7BA1\u7406", "ProjectOutlined", [
    page(1100, "/project/projectInfo", "\u9879\u76EE\u4FE1\u606F", P7.project),
    page(1101, "/project/declarationFile", "\u7533\u62A5\u6587\u4EF6", P7.declarationFile),
    page(1102, "/project/discountManagement", "\u4F18\u60E0\u7BA1\u7406", P7.discount),
    page(1103, "/project/projectCancel", "\u9879\u76EE\u53D6\u6D88", P7.projectCancel),
    page(1104, "/project/fileTemplateDownload", "\u6587\u4EF6\u6A21\u677F\u4E0B\u8F7D", P7.templateDownload)
  ]),
  group(1002, "/contractManagement", "\u5408\u540C\u7BA1\u7406", "FileProtectOutlined", [
    page(1105, "/contractManagement/contractManagement", "\u5408\u540C\u7BA1\u7406", P7.contract),
    page(1106, "/contractManagement/contractAuditRecord", "\u5408\u540C\u5BA1\u6838\u8BB0\u5F55", P7.contractAudit),
    page(1107, "/contractManagement/contractPaymentPlan", "\u5408\u540C\u4ED8\u6B3E\u8BA1\u5212", P7.contractPaymentPlan),
    page(
      1108,
      "/contractManagement/contractPaymentStatistics",
      "\u5408\u540C\u6536\u6B3E\u7EDF\u8BA1",
      P7.paymentStatistics
    ),
    page(1109, "/contractManagement/serviceProviderContract", "\u670D\u52A1\u5546\u5408\u540C", P7.providerContract),
    page(
      1110,
      "/contractManagement/serviceProviderContractDetail",
      "\u670D\u52A1\u5546\u5408\u540C\u8BE6\u60C5",
      P7.providerSettlement
    )
  ]),
  group(1003, "/schedules", "\u6392\u671F\u7BA1\u7406", "CalendarOutlined", [
    page(1111, "/schedules/Date", "\u573A\u5730\u6392\u671F", P7.schedule),
    page(1112, "/schedules/projectCalendar", "\u9879\u76EE\u65E5\u5386", P7.projectCalendar),
    page(1113, "/schedules/dailyReservation", "\u6BCF\u65E5\u9884\u8BA2", P7.dailyReservation),
    page(1114, "/schedules/reservationConflict", "\u9884\u8BA2\u51B2\u7A81", P7.reservationConflict)
  ]),
  group(1004, "/customer", "\u5BA2\u6237\u7BA1\u7406", "TeamOutlined", [
    page(1115, "/customer/customerManage", "\u5BA2\u6237\u7BA1\u7406", P7.customer),
    page(1116, "/customer/salesOpportunity", "\u9500\u552E\u5546\u673A", P7.opportunity)
  ]),
  group(1005, "/financialManagement", "\u8D22\u52A1\u7BA1\u7406", "AccountBookOutlined", [
    page(1117, "/financialManagement/accountreceivable", "\u5E94\u6536\u8D26\u6B3E", P7.receivable),
    page(1118, "/financialManagement/incomeDetails", "\u6536\u5165\u660E\u7EC6", P7.income),
    page(1119, "/financialManagement/paymentRecords", "\u6536\u6B3E\u8BB0\u5F55", P7.receipt),
    page(1120, "/financialManagement/proformaInvoice", "\u5F62\u5F0F\u53D1\u7968", P7.proformaInvoice),
    page(1121, "/financialManagement/reconciliationSettlement", "\u5BF9\u8D26\u7ED3\u7B97", P7.settlement),
    page(1122, "/financialManagement/refundAudit", "\u9000\u6B3E\u5BA1\u6838", P7.refund)
  ]),
  group(1006, "/venueInformation", "\u573A\u9986\u4FE1\u606F", "BankOutlined", [
    page(1123, "/venueInformation/venueGuide", "\u573A\u9986\u6307\u5357", P7.venueGuide),
    page(1124, "/venueInformation/fileManage", "\u6587\u4EF6\u7BA1\u7406", P7.venueFile)
  ]),
  group(1007, "/taskManagement", "\u4EFB\u52A1\u7BA1\u7406", "CarryOutOutlined", [
    page(1125, "/taskManagement/workTips", "\u5DE5\u4F5C\u63D0\u793A", P7.workTip),
    page(1126, "/taskManagement/myTasks", "\u6211\u7684\u4EFB\u52A1", P7.task),
    page(1127, "/taskManagement/meetingExhibitionForecast", "\u4F1A\u5C55\u9884\u544A", P7.forecast),
    page(1128, "/taskManagement/taskStatistics", "\u4EFB\u52A1\u7EDF\u8BA1", P7.taskStatistics)
  ]),
  group(1008, "/reportManagement", "\u62A5\u8868\u7BA1\u7406", "BarChartOutlined", [
    page(1129, "/reportManagement/venueUtilization", "\u573A\u9986\u5229\u7528\u7387\u62A5\u8868", P7.venueUtilizationReport),
    page(1130, "/reportManagement/incomeAnalysis", "\u6536\u5165\u5206\u6790\u62A5\u8868", P7.incomeReport),
    page(1131, "/reportManagement/customerAnalysis", "\u5BA2\u6237\u5206\u6790\u62A5\u8868", P7.customerReport),
    page(1132, "/reportManagement/contractCollection", "\u5408\u540C\u56DE\u6B3E\u62A5\u8868", P7.collectionReport)
  ]),
  logGroup(1e3),
  group(1010, "/system", "\u7CFB\u7EDF\u7BA1\u7406", "SettingOutlined", [
    page(1150, "/system/user", "\u7528\u6237\u7BA1\u7406", P7.user),
    page(1151, "/system/role", "\u89D2\u8272\u7BA1\u7406", P7.role),
    page(1152, "/system/menu", "\u83DC\u5355\u7BA1\u7406", P7.menu),
    page(1153, "/system/dept", "\u90E8\u95E8\u7BA1\u7406", P7.dept),
    page(1154, "/system/data-manage", "\u6570\u636E\u5B57\u5178", P7.dict),
    page(1155, "/system/site", "\u573A\u5730\u7BA1\u7406", P7.site),
    page(1156, "/system/resourcesManagement", "\u8D44\u6E90\u7BA1\u7406", P7.resource),
    page(1157, "/system/module", "\u6A21\u5757\u7BA1\u7406", P7.module),
    page(1158, "/system/priceManagement", "\u4EF7\u683C\u7BA1\u7406", P7.price),
    page(1159, "/system/scheduleTemplate", "\u6392\u671F\u6A21\u677F", P7.scheduleTemplate),
    page(1160, "/system/remarkTemplate", "\u5907\u6CE8\u6A21\u677F", P7.remarkTemplate),
    page(1161, "/system/paymentPlan", "\u4ED8\u6B3E\u8BA1\u5212\u6A21\u677F", P7.paymentPlanTemplate),
    page(1162, "/system/fileTemplate", "\u6587\u4EF6\u6A21\u677F", P7.fileTemplate),
    page(1163, "/system/contractTemplate", "\u5408\u540C\u6A21\u677F", P7.contractTemplate)
  ])
]);
var SERVICE = system("service", "\u7EFC\u5408\u670D\u52A1\u5E73\u53F0", 2, [
  group(2001, "/home", "\u9996\u9875", "HomeOutlined", [
    page(2100, "/home/servicePlatformHome", "\u670D\u52A1\u5E73\u53F0\u9996\u9875", null)
  ]),
  group(2002, "/homeManagement", "\u5E73\u53F0\u7BA1\u7406", "ControlOutlined", [
    page(2101, "/homeManagement/registrationConfig", "\u62A5\u9986\u914D\u7F6E", P7.registrationConfig),
    page(2102, "/homeManagement/userAudit", "\u7528\u6237\u5BA1\u6838", P7.userAudit),
    page(2103, "/homeManagement/overtimeRuleCon", "\u52A0\u73ED\u89C4\u5219\u914D\u7F6E", P7.overtimeRule)
  ]),
  group(2003, "/exhibitionList", "\u5C55\u4F1A\u5217\u8868", "AppstoreOutlined", [
    page(2104, "/exhibitionList/exhibitionList", "\u5C55\u4F1A\u5217\u8868", P7.exhibition)
  ]),
  // Reached with ?guid= after choosing an exhibition, never from the menu (docs/product/routes.md
  // "Comprehensive service platform").
  group(
    2004,
    "/exhibitionInfo",
    "\u5C55\u4F1A\u4FE1\u606F",
    "InfoCircleOutlined",
    [page(2105, "/exhibitionInfo/exhibitionInfo", "\u5C55\u4F1A\u4FE1\u606F", null, { hidden: true })],
    { hidden: true }
  ),
  group(2005, "/exhibitionManagement", "\u5C55\u4F1A\u7BA1\u7406", "SettingOutlined", [
    page(2106, "/exhibitionManagement/exhibitionConfig", "\u5C55\u4F1A\u914D\u7F6E", P7.exhibitionConfig),
    page(2107, "/exhibitionManagement/serviceConfig", "\u670D\u52A1\u914D\u7F6E", P7.serviceItem),
    page(2108, "/exhibitionManagement/badgeConfig", "\u8BC1\u4EF6\u914D\u7F6E", P7.badgeConfig),
    page(2109, "/exhibitionManagement/overtimeConfig", "\u52A0\u73ED\u914D\u7F6E", P7.overtimeConfig),
    page(2110, "/exhibitionManagement/fileConfig", "\u6587\u4EF6\u914D\u7F6E", P7.exhibitionFile)
  ]),
  group(2006, "/registrationManagement", "\u62A5\u9986\u7BA1\u7406", "SolutionOutlined", [
    page(2111, "/registrationManagement/registrationConfirm", "\u62A5\u9986\u786E\u8BA4", P7.registration),
    page(2112, "/registrationManagement/serviceConfirm", "\u670D\u52A1\u786E\u8BA4", P7.serviceConfirm),
    page(2113, "/registrationManagement/serviceAudit", "\u670D\u52A1\u5BA1\u6838", P7.serviceAudit),
    page(2114, "/registrationManagement/overtimeAudit", "\u52A0\u73ED\u5BA1\u6838", P7.overtimeAudit)
  ]),
  group(2007, "/financialManage", "\u8D22\u52A1\u7BA1\u7406", "PayCircleOutlined", [
    page(2115, "/financialManage/transactionOrder", "\u4EA4\u6613\u8BA2\u5355", P7.transactionOrder),
    page(2116, "/financialManage/depositRefund", "\u62BC\u91D1\u9000\u8FD8", P7.depositRefund)
  ]),
  logGroup(2e3)
]);
var CREDENTIAL = system("credential", "\u8BC1\u4EF6\u7CFB\u7EDF", 3, [
  group(3001, "/certificateHome", "\u9996\u9875", "HomeOutlined", [
    page(3100, "/certificateHome/certificateHome", "\u8BC1\u4EF6\u9996\u9875", null)
  ]),
  group(3002, "/setting", "\u8BC1\u4EF6\u8BBE\u7F6E", "SettingOutlined", [
    page(3101, "/setting/certificateTypeManagement", "\u8BC1\u4EF6\u7C7B\u578B\u7BA1\u7406", P7.certType),
    page(3102, "/setting/targetManagement", "\u5BF9\u8C61\u7BA1\u7406", P7.certTarget),
    page(3103, "/setting/formConfig", "\u8868\u5355\u914D\u7F6E", P7.certForm),
    page(3104, "/setting/editForm", "\u7F16\u8F91\u8868\u5355", null, { hidden: true }),
    page(3105, "/setting/personBlackList", "\u4EBA\u5458\u9ED1\u540D\u5355", P7.personBlacklist),
    page(3106, "/setting/vehicleBlackList", "\u8F66\u8F86\u9ED1\u540D\u5355", P7.vehicleBlacklist)
  ]),
  group(3003, "/audit", "\u8BC1\u4EF6\u5BA1\u6838", "AuditOutlined", [
    page(3107, "/audit/personCertificateAudit", "\u4EBA\u5458\u8BC1\u4EF6\u5BA1\u6838", P7.personCertAudit),
    page(3108, "/audit/vehicleCertificateAudit", "\u8F66\u8F86\u8BC1\u4EF6\u5BA1\u6838", P7.vehicleCertAudit),
    page(3109, "/audit/vehicleDeposit", "\u8F66\u8F86\u62BC\u91D1", P7.vehicleDeposit)
  ]),
  group(3004, "/management", "\u5236\u8BC1\u9886\u8BC1", "IdcardOutlined", [
    page(3110, "/management/personMakingReceive", "\u4EBA\u5458\u5236\u8BC1\u9886\u8BC1", P7.personCertMake),
    page(3111, "/management/vehicleMakingReceive", "\u8F66\u8F86\u5236\u8BC1\u9886\u8BC1", P7.vehicleCertMake)
  ]),
  group(3005, "/certQuery", "\u8BC1\u4EF6\u67E5\u8BE2", "SearchOutlined", [
    page(3112, "/certQuery/personCertQuery", "\u4EBA\u5458\u8BC1\u4EF6\u67E5\u8BE2", P7.personCertQuery),
    page(3113, "/certQuery/vehicleCertQuery", "\u8F66\u8F86\u8BC1\u4EF6\u67E5\u8BE2", P7.vehicleCertQuery)
  ]),
  group(3006, "/verification", "\u901A\u884C\u6838\u9A8C", "SafetyCertificateOutlined", [
    page(3114, "/verification/personTravelRecord", "\u4EBA\u5458\u901A\u884C\u8BB0\u5F55", P7.personTravel),
    page(3115, "/verification/carTravelRecord", "\u8F66\u8F86\u901A\u884C\u8BB0\u5F55", P7.vehicleTravel)
  ])
]);
var SYSTEMS = [VENUE, SERVICE, CREDENTIAL];
var flattenMenus = (sys) => {
  const out = [];
  const walk = (nodes, parentId) => {
    for (const m of nodes) {
      out.push({
        id: m.id,
        parentId,
        systemCode: sys.code,
        menuName: m.menuName,
        path: m.path,
        menuType: m.menuType,
        icon: m.icon ?? null,
        perms: m.perms ?? null,
        hidden: m.hidden ?? false,
        sort: m.sort
      });
      walk(m.children ?? [], m.id);
    }
  };
  walk(sys.menus, 0);
  return out;
};
var ALL_MENUS = SYSTEMS.flatMap(flattenMenus);
var menuIdsByPaths = (paths, opts = {}) => {
  const ids = /* @__PURE__ */ new Set();
  const buttons = opts.buttons ?? [];
  const usedButtons = /* @__PURE__ */ new Set();
  for (const path of paths) {
    const pages = ALL_MENUS.filter(
      (m) => m.menuType === "C" && m.path === path && (opts.system === void 0 || m.systemCode === opts.system)
    );
    if (pages.length === 0) throw new Error(`no page ${path}`);
    if (pages.length > 1) throw new Error(`page ${path} is in several subsystems; pass system`);
    const pageMenu = pages[0];
    ids.add(pageMenu.parentId);
    ids.add(pageMenu.id);
    for (const b of ALL_MENUS) {
      if (b.parentId !== pageMenu.id || b.menuType !== "F" || b.perms === null) continue;
      const action = b.perms.split(":").at(-1) ?? "";
      const wanted = buttons === "all" ? ["all"] : buttons.filter((name) => name === action || name === b.perms);
      if (wanted.length > 0) ids.add(b.id);
      for (const name of wanted) usedButtons.add(name);
    }
  }
  if (buttons !== "all") {
    const unknown = buttons.filter((name) => !usedButtons.has(name));
    if (unknown.length > 0) throw new Error(`no button ${unknown.join(", ")} under ${paths}`);
  }
  return [...ids].sort((a, b) => a - b);
};

// src/db/seed/data/identity.ts
var dept = (code2, name, leader, phone, sort) => ({ code: code2, name, parentCode: sort === 0 ? null : "xgz", leader, phone, sort });
var DEPARTMENTS = [
  dept("xgz", "\u661F\u6E2F\u56FD\u9645\u4F1A\u5C55\u4E2D\u5FC3", "\u9648\u56FD\u680B", "0755-26880000", 0),
  dept("gm-office", "\u603B\u7ECF\u7406\u5BA4", "\u9648\u56FD\u680B", "0755-26880001", 1),
  dept("marketing", "\u5E02\u573A\u8425\u9500\u90E8", "\u5F20\u4F1F", "0755-26880101", 2),
  dept("operations", "\u8FD0\u8425\u7BA1\u7406\u90E8", "\u5218\u6D0B", "0755-26880201", 3),
  dept("finance", "\u8D22\u52A1\u90E8", "\u8D75\u654F", "0755-26880301", 4),
  dept("engineering", "\u5DE5\u7A0B\u90E8", "\u90D1\u5EFA\u534E", "0755-26880401", 5),
  dept("security", "\u5B89\u4FDD\u90E8", "\u9A6C\u632F\u4E1C", "0755-26880501", 6),
  dept("customer-service", "\u5BA2\u6237\u670D\u52A1\u90E8", "\u4F55\u96C5\u7434", "0755-26880601", 7),
  dept("general-office", "\u7EFC\u5408\u529E\u516C\u5BA4", "\u8BB8\u6587\u9759", "0755-26880701", 8),
  dept("it-center", "\u4FE1\u606F\u4E2D\u5FC3", "\u7F57\u5FD7\u52C7", "0755-26880801", 9),
  dept("legal", "\u6CD5\u52A1\u90E8", "\u5468\u5A77", "0755-26880901", 10),
  dept("cert-center", "\u8BC1\u4EF6\u4E2D\u5FC3", "\u5B59\u4E3D", "0755-26881001", 11),
  dept("home-service", "\u4E3B\u573A\u670D\u52A1\u90E8", "\u6797\u6D77\u6D9B", "0755-26881101", 12)
];
var grant = (...lists) => [...new Set(lists.flat())].sort((a, b) => a - b);
var READ = ["list", "query"];
var venue = (paths, buttons) => menuIdsByPaths(paths, { system: "venue", buttons });
var service = (paths, buttons) => menuIdsByPaths(paths, { system: "service", buttons });
var credential = (paths, buttons) => menuIdsByPaths(paths, { system: "credential", buttons });
var FINANCE_PAGES = [
  "/financialManagement/accountreceivable",
  "/financialManagement/incomeDetails",
  "/financialManagement/paymentRecords",
  "/financialManagement/proformaInvoice",
  "/financialManagement/reconciliationSettlement",
  "/financialManagement/refundAudit"
];
var SCHEDULE_PAGES = [
  "/schedules/Date",
  "/schedules/projectCalendar",
  "/schedules/dailyReservation",
  "/schedules/reservationConflict"
];
var REPORT_PAGES = [
  "/reportManagement/venueUtilization",
  "/reportManagement/incomeAnalysis",
  "/reportManagement/customerAnalysis",
  "/reportManagement/contractCollection"
];
var REGISTRATION_PAGES = [
  "/registrationManagement/registrationConfirm",
  "/registrationManagement/serviceConfirm",
  "/registrationManagement/serviceAudit",
  "/registrationManagement/overtimeAudit"
];
var EXHIBITION_HOME = ["/home/servicePlatformHome", "/exhibitionInfo/exhibitionInfo"];
var ROLES = [
  {
    key: "admin",
    name: "\u8D85\u7EA7\u7BA1\u7406\u5458",
    sort: 1,
    dataScope: 1,
    systems: ["venue", "service", "credential"],
    menuIds: "all"
  },
  {
    // Sells and books the venue: no deletes, no audits, no administration.
    key: "sales_manager",
    name: "\u9500\u552E\u7ECF\u7406",
    sort: 2,
    dataScope: 4,
    systems: ["venue"],
    menuIds: grant(
      venue(
        ["/project/projectInfo", "/project/discountManagement", "/project/projectCancel"],
        [...READ, "add", "edit", "export", "submit"]
      ),
      venue(["/project/declarationFile"], ["list", "upload"]),
      venue(["/project/fileTemplateDownload"], ["list", "download"]),
      venue(
        ["/contractManagement/contractManagement"],
        [...READ, "add", "edit", "submit", "withdraw", "export"]
      ),
      venue(["/contractManagement/contractPaymentPlan"], [...READ, "export"]),
      venue(["/contractManagement/contractPaymentStatistics"], ["list", "export"]),
      venue(SCHEDULE_PAGES, ["list", "add", "edit", "export"]),
      venue(
        ["/customer/customerManage", "/customer/salesOpportunity"],
        [...READ, "add", "edit", "export", "follow", "convert"]
      ),
      venue(["/venueInformation/venueGuide"], ["list"]),
      venue(["/venueInformation/fileManage"], ["list", "download"]),
      venue(["/taskManagement/workTips"], ["list", "read"]),
      venue(["/taskManagement/myTasks"], [...READ, "feedback"]),
      venue(["/taskManagement/meetingExhibitionForecast"], ["list", "export", "print"]),
      venue(["/reportManagement/customerAnalysis"], ["list", "export"])
    )
  },
  {
    // Books receipts, issues proforma invoices and drafts refunds; approves nothing.
    key: "finance_specialist",
    name: "\u8D22\u52A1\u4E13\u5458",
    sort: 3,
    dataScope: 3,
    systems: ["venue"],
    menuIds: grant(
      venue(["/project/projectInfo", "/contractManagement/contractManagement"], READ),
      venue(["/contractManagement/contractPaymentPlan"], [...READ, "add", "edit", "export"]),
      venue(["/contractManagement/contractPaymentStatistics"], ["list", "export"]),
      venue(FINANCE_PAGES, [...READ, "add", "edit", "export", "claim", "issue"]),
      venue(["/taskManagement/workTips"], ["list", "read"]),
      venue(["/taskManagement/myTasks"], [...READ, "feedback"]),
      venue(
        ["/reportManagement/incomeAnalysis", "/reportManagement/contractCollection"],
        ["list", "export"]
      )
    )
  },
  {
    // The finance node of every audit chain, plus prices and payment-plan templates.
    key: "finance_manager",
    name: "\u8D22\u52A1\u7ECF\u7406",
    sort: 4,
    dataScope: 1,
    systems: ["venue"],
    menuIds: grant(
      venue(["/project/projectInfo"], [...READ, "export"]),
      venue(["/project/discountManagement"], [...READ, "audit"]),
      venue(["/project/projectCancel"], [...READ, "audit", "export"]),
      venue(["/contractManagement/contractManagement"], [...READ, "audit", "export"]),
      venue(["/contractManagement/contractAuditRecord"], "all"),
      venue(
        [
          "/contractManagement/contractPaymentPlan",
          "/contractManagement/contractPaymentStatistics"
        ],
        "all"
      ),
      venue(["/contractManagement/serviceProviderContract"], [...READ, "audit", "export"]),
      venue(["/contractManagement/serviceProviderContractDetail"], ["list"]),
      venue(FINANCE_PAGES, "all"),
      venue(["/taskManagement/workTips"], ["list", "read"]),
      venue(["/taskManagement/myTasks"], [...READ, "add", "edit", "feedback", "close"]),
      venue(["/taskManagement/taskStatistics"], ["list", "export"]),
      venue(REPORT_PAGES, "all"),
      venue(["/system/priceManagement"], [...READ, "edit", "export"]),
      venue(["/system/paymentPlan"], [...READ, "add", "edit"])
    )
  },
  {
    // Runs the halls: scheduling, sites, tasks, and the service platform's exhibitions.
    key: "ops_supervisor",
    name: "\u8FD0\u8425\u4E3B\u7BA1",
    sort: 5,
    dataScope: 4,
    systems: ["venue", "service"],
    menuIds: grant(
      venue(["/project/projectInfo"], [...READ, "edit"]),
      venue(["/project/declarationFile"], ["list", "upload", "audit"]),
      venue(SCHEDULE_PAGES, "all"),
      venue(["/venueInformation/venueGuide", "/venueInformation/fileManage"], "all"),
      venue(
        [
          "/taskManagement/workTips",
          "/taskManagement/myTasks",
          "/taskManagement/meetingExhibitionForecast",
          "/taskManagement/taskStatistics"
        ],
        "all"
      ),
      venue(["/reportManagement/venueUtilization"], "all"),
      venue(["/system/site"], [...READ, "add", "edit", "disable"]),
      venue(
        ["/system/resourcesManagement", "/system/scheduleTemplate", "/system/remarkTemplate"],
        [...READ, "add", "edit"]
      ),
      service(EXHIBITION_HOME, []),
      service(
        [
          "/homeManagement/registrationConfig",
          "/homeManagement/userAudit",
          "/homeManagement/overtimeRuleCon"
        ],
        "all"
      ),
      service(["/exhibitionList/exhibitionList"], [...READ, "edit", "home", "copy"]),
      service(
        [
          "/exhibitionManagement/exhibitionConfig",
          "/exhibitionManagement/serviceConfig",
          "/exhibitionManagement/badgeConfig",
          "/exhibitionManagement/overtimeConfig",
          "/exhibitionManagement/fileConfig"
        ],
        "all"
      ),
      service(REGISTRATION_PAGES, "all"),
      service(["/financialManage/transactionOrder"], [...READ, "export"]),
      service(["/financialManage/depositRefund"], [...READ, "audit"])
    )
  },
  {
    // The legal node: audits contracts and cancellations, keeps the contract templates.
    key: "contract_auditor",
    name: "\u5408\u540C\u5BA1\u6838",
    sort: 6,
    dataScope: 1,
    systems: ["venue"],
    menuIds: grant(
      venue(["/project/projectInfo", "/customer/customerManage"], READ),
      venue(["/project/projectCancel"], [...READ, "audit"]),
      venue(["/contractManagement/contractManagement"], [...READ, "audit", "export"]),
      venue(["/contractManagement/contractAuditRecord"], "all"),
      venue(["/contractManagement/serviceProviderContract"], [...READ, "audit"]),
      venue(["/contractManagement/serviceProviderContractDetail"], ["list"]),
      venue(["/taskManagement/workTips"], ["list", "read"]),
      venue(["/system/contractTemplate"], [...READ, "add", "edit"])
    )
  },
  {
    // Reads nearly everything and gives the leader's approvals; edits nothing.
    key: "leader",
    name: "\u5206\u7BA1\u9886\u5BFC",
    sort: 7,
    dataScope: 1,
    systems: ["venue", "service"],
    menuIds: grant(
      venue(["/project/projectInfo"], [...READ, "export"]),
      venue(["/project/discountManagement", "/project/projectCancel"], [...READ, "audit"]),
      venue(["/contractManagement/contractManagement"], [...READ, "audit"]),
      venue(["/contractManagement/contractAuditRecord"], READ),
      venue(["/contractManagement/contractPaymentStatistics"], ["list", "export"]),
      venue(["/schedules/Date", "/schedules/projectCalendar"], ["list"]),
      venue(["/schedules/reservationConflict"], ["list", "handle"]),
      venue(["/customer/customerManage", "/customer/salesOpportunity"], READ),
      venue(["/financialManagement/accountreceivable"], READ),
      venue(["/financialManagement/refundAudit"], [...READ, "audit"]),
      venue(["/taskManagement/workTips"], ["list", "read"]),
      venue(["/taskManagement/meetingExhibitionForecast"], ["list", "print"]),
      venue(["/taskManagement/taskStatistics"], ["list"]),
      venue(REPORT_PAGES, "all"),
      // reads who signed in, but unlocking an account stays with the administrators
      venue(["/logManage/login"], ["list"]),
      service(EXHIBITION_HOME, []),
      service(["/exhibitionList/exhibitionList"], READ),
      service(["/financialManage/transactionOrder", "/financialManage/depositRefund"], READ)
    )
  },
  {
    // Audits person and vehicle applications and keeps the blacklists.
    key: "cert_auditor",
    name: "\u8BC1\u4EF6\u5BA1\u6838\u5458",
    sort: 8,
    dataScope: 3,
    systems: ["credential"],
    menuIds: grant(
      credential(["/certificateHome/certificateHome"], []),
      credential(
        ["/setting/personBlackList", "/setting/vehicleBlackList"],
        ["list", "add", "edit", "export"]
      ),
      credential(["/audit/personCertificateAudit", "/audit/vehicleCertificateAudit"], "all"),
      credential(["/audit/vehicleDeposit"], READ),
      credential(
        ["/certQuery/personCertQuery", "/certQuery/vehicleCertQuery"],
        [...READ, "sensitive", "export"]
      ),
      credential(["/verification/personTravelRecord", "/verification/carTravelRecord"], ["list"])
    )
  },
  {
    // Prints and hands out cards, and handles the truck deposits at the dock.
    key: "cert_maker",
    name: "\u5236\u8BC1\u5458",
    sort: 9,
    dataScope: 3,
    systems: ["credential"],
    menuIds: grant(
      credential(["/certificateHome/certificateHome"], []),
      credential(["/management/personMakingReceive", "/management/vehicleMakingReceive"], "all"),
      credential(["/certQuery/personCertQuery", "/certQuery/vehicleCertQuery"], READ),
      credential(["/audit/vehicleDeposit"], [...READ, "collect", "deduct", "refund"]),
      credential(["/verification/carTravelRecord"], ["list"])
    )
  },
  {
    // The 主场 service desk: reads exhibitions (no add/remove), follows registrations.
    key: "customer_service",
    name: "\u5BA2\u670D\u4E13\u5458",
    sort: 10,
    dataScope: 3,
    systems: ["service"],
    menuIds: grant(
      service(EXHIBITION_HOME, []),
      service(["/exhibitionList/exhibitionList"], READ),
      service(["/homeManagement/userAudit"], READ),
      service(REGISTRATION_PAGES, [...READ, "export", "confirm"]),
      service(["/financialManage/transactionOrder"], READ)
    )
  }
];
var user = (userName, nickName, deptCode, roleKeys, n) => ({
  userName,
  nickName,
  deptCode,
  roleKeys,
  mobile: `1380013800${n}`,
  email: `${userName}@xinggang-expo.example`
});
var USERS = [
  user("admin", "\u7CFB\u7EDF\u7BA1\u7406\u5458", "it-center", ["admin"], 0),
  user("zhangwei", "\u5F20\u4F1F", "marketing", ["sales_manager"], 1),
  user("wangfang", "\u738B\u82B3", "finance", ["finance_specialist"], 2),
  user("zhaomin", "\u8D75\u654F", "finance", ["finance_manager"], 3),
  user("liuyang", "\u5218\u6D0B", "operations", ["ops_supervisor"], 4),
  user("zhouting", "\u5468\u5A77", "legal", ["contract_auditor"], 5),
  user("huangjun", "\u9EC4\u4FCA", "gm-office", ["leader"], 6),
  user("sunli", "\u5B59\u4E3D", "cert-center", ["cert_auditor"], 7),
  user("wuqiang", "\u5434\u5F3A", "cert-center", ["cert_maker"], 8),
  user("lina", "\u674E\u5A1C", "home-service", ["customer_service"], 9)
];

// src/db/seed/data/sites.ts
var TEMPLATES = [
  {
    name: "\u6807\u51C6\u4E09\u6BB5",
    isDefault: true,
    parts: [
      ["08:00", "12:00", 48, "\u4E0A\u5348"],
      ["12:00", "18:00", 48, "\u4E0B\u5348"],
      ["18:00", "22:00", 48, "\u665A\u4E0A"]
    ]
  },
  { name: "\u5C55\u5385\u5168\u5929", isDefault: false, parts: [["08:00", "20:00", 96, "\u5168\u5929"]] },
  {
    name: "\u5E03\u5C55\u52A0\u73ED",
    isDefault: false,
    parts: [
      ["08:00", "18:00", 72, "\u5E03\u5C55"],
      ["18:00", "22:00", 48, "\u52A0\u73ED"]
    ]
  }
];
var group2 = (code2, name) => ({
  guid: `site-${code2}`,
  code: code2,
  name,
  type: "",
  area: null,
  group: null,
  template: null
});
var site = (code2, name, type, area, parent, template = "\u6807\u51C6\u4E09\u6BB5") => ({ guid: `site-${code2}`, code: code2, name, type, area, group: parent, template });
var hall = (n) => site(
  `h${n}`,
  `${n}\u53F7\u9986`,
  "\u5C55\u5385",
  n <= 4 ? 2e4 : n <= 8 ? 1e4 : 3e4,
  "g-hall",
  "\u5C55\u5385\u5168\u5929"
);
var room = (n) => site(`r${n}`, `\u4F1A\u8BAE\u5BA4${n}`, "\u4F1A\u8BAE\u5BA4", [60, 80, 120, 150, 200, 300][n % 6] ?? 80, "g-meeting");
var SITES = [
  group2("g-hall", "\u5C55\u5385\u533A"),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(hall),
  group2("g-lobby", "\u767B\u5F55\u5927\u5385"),
  site("lobby-s", "\u5357\u767B\u5F55\u5927\u5385", "\u767B\u5F55\u5385", 6e3, "g-lobby"),
  site("lobby-n", "\u5317\u767B\u5F55\u5927\u5385", "\u767B\u5F55\u5385", 4500, "g-lobby"),
  group2("g-meeting", "\u4F1A\u8BAE\u533A"),
  site("mph", "\u591A\u529F\u80FD\u5385", "\u591A\u529F\u80FD\u5385", 3200, "g-meeting"),
  site("mph-a", "\u591A\u529F\u80FD\u5385A", "\u591A\u529F\u80FD\u5385", 1100, "g-meeting"),
  site("mph-b", "\u591A\u529F\u80FD\u5385B", "\u591A\u529F\u80FD\u5385", 1100, "g-meeting"),
  site("mph-c", "\u591A\u529F\u80FD\u5385C", "\u591A\u529F\u80FD\u5385", 1e3, "g-meeting"),
  site("hall-intl", "\u56FD\u9645\u62A5\u544A\u5385", "\u4F1A\u8BAE\u5BA4", 1200, "g-meeting"),
  ...Array.from({ length: 12 }, (_, i) => room(201 + i)),
  group2("g-vip", "\u8D35\u5BBE\u5BA4"),
  ...[1, 2, 3].map((n) => site(`vip${n}`, `\u8D35\u5BBE\u5BA4VIP${n}`, "\u4F1A\u8BAE\u5BA4", 80, "g-vip")),
  group2("g-outdoor", "\u5BA4\u5916\u533A"),
  site("plaza-e", "\u4E1C\u5E7F\u573A", "\u5BA4\u5916\u573A\u5730", 2e4, "g-outdoor", "\u5C55\u5385\u5168\u5929"),
  site("plaza-w", "\u897F\u5E7F\u573A", "\u5BA4\u5916\u573A\u5730", 15e3, "g-outdoor", "\u5C55\u5385\u5168\u5929"),
  group2("g-parking", "\u505C\u8F66\u573A"),
  site("p1", "P1\u505C\u8F66\u573A", "\u505C\u8F66\u573A", 12e3, "g-parking", "\u5C55\u5385\u5168\u5929"),
  site("p2", "P2\u505C\u8F66\u573A", "\u505C\u8F66\u573A", 8e3, "g-parking", "\u5C55\u5385\u5168\u5929"),
  site("truck", "\u8D27\u8F66\u8F6E\u5019\u533A", "\u505C\u8F66\u573A", 6e3, "g-parking", "\u5C55\u5385\u5168\u5929")
];
var siteGuidByName = new Map(SITES.map((s) => [s.name, s.guid]));
var SITE_RELATIONS = ["mph-a", "mph-b", "mph-c"].flatMap(
  (part) => [["site-mph", `site-${part}`], [`site-${part}`, "site-mph"]]
);
var DISABLED_HALL = { name: "7\u53F7\u9986", days: 14, reason: "\u5730\u576A\u7EF4\u4FEE" };
var HOLIDAY_RED = "#f5222d";
var WORKDAY_GREY = "#8c8c8c";
var HOLIDAYS_2026 = [
  ["\u5143\u65E6", "01-01", "01-03", ["01-04"]],
  ["\u6625\u8282", "02-15", "02-23", ["02-14", "02-28"]],
  ["\u6E05\u660E\u8282", "04-04", "04-06", []],
  ["\u52B3\u52A8\u8282", "05-01", "05-05", ["05-09"]],
  ["\u7AEF\u5348\u8282", "06-19", "06-21", []],
  ["\u4E2D\u79CB\u8282", "09-25", "09-27", []],
  ["\u56FD\u5E86\u8282", "10-01", "10-07", ["09-20", "10-10"]]
];
var buildFestivals = () => HOLIDAYS_2026.flatMap(([text3, from, to, workdays]) => {
  const days = [];
  for (let d = Date.parse(`2026-${from}T00:00:00Z`); d <= Date.parse(`2026-${to}T00:00:00Z`); d += 864e5) {
    days.push({
      date: new Date(d).toISOString().slice(0, 10),
      kind: "holiday",
      text: text3,
      color: HOLIDAY_RED
    });
  }
  for (const w of workdays) {
    days.push({ date: `2026-${w}`, kind: "workday", text: "\u8C03\u4F11\u4E0A\u73ED", color: WORKDAY_GREY });
  }
  return days;
});

// src/db/seed/data/schedule.ts
var DAY_MS4 = 864e5;
var localDate = (ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
var addDays = (ms, n) => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n).getTime();
};
var dayDiff = (a, b) => Math.round((b - a) / DAY_MS4);
var bookingStatusOf = (projectStatus) => {
  if (projectStatus === PROJECT_STATUS.\u9884\u5B9A) return 0;
  if (projectStatus === PROJECT_STATUS.\u5F85\u7B7E\u7EA6) return 1;
  if (projectStatus === PROJECT_STATUS.\u5DF2\u53D6\u6D88) return 3;
  return BOOKED_STATUSES.includes(projectStatus) ? 2 : null;
};
var HOURS = {
  hall: [480, 1200],
  meeting: [480, 1320],
  closure: [0, 1440]
};
function blocksOf(p2) {
  const status = bookingStatusOf(p2.status);
  if (status === null) return [];
  const level = p2.holdLevel ?? 1;
  const phases = [];
  const main = p2.formFlag === "2" ? "meeting" : p2.formFlag === "3" ? "event" : p2.formFlag === "4" ? "closure" : "show";
  if (p2.startTime > p2.loadInTime) {
    phases.push({ from: p2.loadInTime, to: addDays(p2.startTime, -1), usage: "loadIn" });
  }
  if (main === "show") {
    phases.push({ from: p2.startTime, to: p2.endTime, usage: "show" });
    if (p2.loadOutTime > p2.endTime) {
      phases.push({ from: addDays(p2.endTime, 1), to: p2.loadOutTime, usage: "loadOut" });
    }
  } else {
    phases.push({ from: p2.startTime, to: p2.loadOutTime, usage: main });
  }
  const sites2 = p2.halls.split(",").map((s) => s.trim()).filter((s) => s.length > 0);
  return sites2.flatMap((name) => {
    const siteGuid = siteGuidByName.get(name);
    if (!siteGuid) throw new Error(`project ${p2.guid}: no site ${name}`);
    return phases.map((ph) => {
      const [fromMinute, toMinute] = ph.usage === "closure" ? HOURS.closure : ph.usage === "meeting" || ph.usage === "event" ? HOURS.meeting : HOURS.hall;
      return {
        mid: `${p2.guid}.${siteGuid.replace("site-", "")}.${ph.usage}`,
        projectGuid: p2.guid,
        siteGuid,
        bookedBy: p2.salesOwner,
        fromDate: localDate(ph.from),
        toDate: localDate(ph.to),
        fromMinute,
        toMinute,
        level,
        status,
        usage: ph.usage,
        remark: status === 0 && level > 1 ? "\u672C\u6863\u671F\u4E3A\u7B2C\u4E8C\u610F\u5411\uFF0C\u7B2C\u4E00\u610F\u5411\u91CA\u653E\u540E\u987A\u5EF6" : ""
      };
    });
  });
}
var buildMissions = (projects) => projects.flatMap(blocksOf);
function disabledPeriod(today, projects) {
  const t0 = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const taken = projects.filter((p2) => p2.halls.split(",").includes(DISABLED_HALL.name)).map((p2) => [dayDiff(t0, p2.loadInTime), dayDiff(t0, p2.loadOutTime)]);
  let start = 7;
  while (start < 160 && taken.some(([a, b]) => a <= start + DISABLED_HALL.days - 1 && b >= start))
    start++;
  return {
    from: localDate(addDays(t0, start)),
    to: localDate(addDays(t0, start + DISABLED_HALL.days - 1)),
    reason: DISABLED_HALL.reason
  };
}

// src/db/seed/data/versions.ts
var VERSIONS = [
  ["4.3.7", 6, "\u65B0\u589E\u9884\u8BA2\u51B2\u7A81\u5206\u7EA7\u63D0\u793A\uFF1B\u4F18\u5316\u5408\u540C\u5BA1\u6838\u6D41\u7A0B"],
  ["4.3.6", 27, "\u8BC1\u4EF6\u7CFB\u7EDF\u652F\u6301\u8F66\u8F86\u62BC\u91D1\u8D85\u65F6\u6263\u6B3E"],
  ["4.3.5", 49, "\u7EFC\u5408\u670D\u52A1\u5E73\u53F0\u65B0\u589E\u52A0\u73ED\u7533\u8BF7\u903E\u671F\u52A0\u6536\u89C4\u5219\uFF1B\u4FEE\u590D\u5C55\u4F1A\u5217\u8868\u6309\u62A5\u9986\u65F6\u95F4\u7B5B\u9009\u4E0D\u51C6\u786E\u7684\u95EE\u9898"],
  ["4.3.4", 76, "\u5408\u540C\u4ED8\u6B3E\u8BA1\u5212\u652F\u6301\u6309\u6A21\u677F\u751F\u6210\u5206\u671F\uFF1B\u6536\u6B3E\u8BB0\u5F55\u652F\u6301\u8BA4\u9886\u5230\u5408\u540C\u5206\u671F"],
  ["4.3.3", 104, "\u65B0\u589E\u4F1A\u5C55\u9884\u544A\u5468\u62A5\u6253\u5370\u89C6\u56FE\uFF1B\u5DE5\u4F5C\u63D0\u793A\u652F\u6301\u6863\u671F\u5230\u671F\u63D0\u9192"],
  ["4.3.2", 131, "\u8BC1\u4EF6\u7CFB\u7EDF\u65B0\u589E\u4EBA\u5458\u3001\u8F66\u8F86\u9ED1\u540D\u5355\u81EA\u52A8\u6838\u9A8C\uFF1B\u901A\u884C\u8BB0\u5F55\u652F\u6301\u6309\u95F8\u673A\u7B5B\u9009"],
  ["4.3.1", 165, "\u6392\u671F\u89C6\u56FE\u65B0\u589E\u5B63\u5EA6\u6A21\u5F0F\uFF1B\u4F18\u53164000\u4E2A\u573A\u5730\u7684\u6392\u671F\u52A0\u8F7D\u901F\u5EA6"],
  ["4.3.0", 203, "\u65B0\u589E\u7EFC\u5408\u670D\u52A1\u5E73\u53F0\uFF1A\u5C55\u4F1A\u5217\u8868\u3001\u62A5\u9986\u7BA1\u7406\u3001\u4EA4\u6613\u8BA2\u5355\u4E0E\u62BC\u91D1\u9000\u8FD8"],
  ["4.2.9", 248, "\u5F62\u5F0F\u53D1\u7968\u652F\u6301\u8F6C\u6B63\u5F0F\u53D1\u7968\u4E0E\u4F5C\u5E9F\uFF1B\u5BF9\u8D26\u7ED3\u7B97\u5355\u652F\u6301\u5BA2\u6237\u5728\u7EBF\u786E\u8BA4"],
  ["4.2.8", 296, "\u65B0\u589E\u98DE\u4E66\u626B\u7801\u767B\u5F55\u4E0E\u8D26\u53F7\u7ED1\u5B9A\uFF1B\u767B\u5F55\u65E5\u5FD7\u8BB0\u5F55\u767B\u5F55\u65B9\u5F0F"]
];
var buildVersions = (today) => VERSIONS.map(([versionCode, daysAgo, onlineContent]) => ({
  versionCode,
  // Releases go online at 22:00 local time, after the halls close.
  onlineTime: dayOffset(today, -daysAgo) + 22 * 36e5,
  onlineContent
}));

// src/db/seed/data/workspace.ts
var fav = (path) => {
  const page2 = ALL_MENUS.find(
    (m) => m.systemCode === "venue" && m.menuType === "C" && m.path === path
  );
  const group3 = ALL_MENUS.find((m) => m.id === page2?.parentId);
  if (!page2 || !group3) throw new Error(`no venue page ${path}`);
  return { modelName: group3.menuName, topicName: page2.menuName, frontSign: path };
};
var buildFavouriteViews = () => ({
  admin: [
    fav("/project/projectInfo"),
    fav("/schedules/Date"),
    fav("/contractManagement/contractManagement"),
    fav("/system/user"),
    fav("/system/role"),
    fav("/reportManagement/venueUtilization")
  ],
  zhangwei: [
    fav("/project/projectInfo"),
    fav("/schedules/Date"),
    fav("/customer/salesOpportunity"),
    fav("/contractManagement/contractManagement"),
    fav("/schedules/reservationConflict")
  ],
  wangfang: [
    fav("/financialManagement/paymentRecords"),
    fav("/financialManagement/accountreceivable"),
    fav("/financialManagement/proformaInvoice"),
    fav("/contractManagement/contractPaymentPlan")
  ],
  zhaomin: [
    fav("/financialManagement/refundAudit"),
    fav("/contractManagement/contractPaymentStatistics"),
    fav("/financialManagement/reconciliationSettlement"),
    fav("/reportManagement/incomeAnalysis")
  ],
  liuyang: [
    fav("/schedules/Date"),
    fav("/schedules/dailyReservation"),
    fav("/taskManagement/myTasks"),
    fav("/taskManagement/meetingExhibitionForecast")
  ],
  zhouting: [
    fav("/contractManagement/contractManagement"),
    fav("/contractManagement/contractAuditRecord"),
    fav("/system/contractTemplate")
  ],
  huangjun: [
    fav("/contractManagement/contractManagement"),
    fav("/schedules/reservationConflict"),
    fav("/reportManagement/venueUtilization")
  ]
});
var buildMessages = (today, seed = 7) => {
  const y = today.getFullYear();
  const projects = new Map(buildProjects(today).map((p2) => [p2.guid, p2.title]));
  const t = (guid) => projects.get(guid) ?? guid;
  const tea = t("prj-tea-expo");
  const anime = t("prj-anime-expo");
  const nev = t("prj-nev-expo");
  const medical = t("prj-medical-expo");
  const pet = t("prj-pet-expo");
  const robot = t("prj-robot-expo");
  const jobFair = t("prj-job-fair");
  const common = [
    [
      "notice",
      "4.3.7\u7248\u672C\u4E0A\u7EBF\u9884\u544A",
      "\u8FD1\u65E5\u4E0A\u7EBF\uFF1A\u65B0\u589E\u9884\u8BA2\u51B2\u7A81\u5206\u7EA7\u63D0\u793A\uFF1B\u4F18\u5316\u5408\u540C\u5BA1\u6838\u6D41\u7A0B\u3002\u4E0A\u7EBF\u5F53\u665A22:00\u8D77\u7CFB\u7EDF\u77ED\u6682\u4E0D\u53EF\u7528\u3002",
      null
    ],
    [
      "notice",
      `\u5173\u4E8E\u505A\u597D${tea}\u671F\u95F4\u5B89\u5168\u4FDD\u969C\u5DE5\u4F5C\u7684\u901A\u77E5`,
      "\u8BF7\u5404\u90E8\u95E8\u6309\u5B89\u4FDD\u65B9\u6848\u843D\u5B9E\u8FDB\u9986\u3001\u5F00\u5C55\u3001\u64A4\u9986\u5404\u9636\u6BB5\u7684\u503C\u5B88\u5B89\u6392\u3002",
      null
    ],
    ["notice", "\u7CFB\u7EDF\u7EF4\u62A4\u901A\u77E5", "\u672C\u5468\u516D22:00\u201324:00\u8FDB\u884C\u6570\u636E\u5E93\u7EF4\u62A4\uFF0C\u671F\u95F4\u7CFB\u7EDF\u53EF\u80FD\u77ED\u6682\u4E0D\u53EF\u7528\u3002", null]
  ];
  const pools = {
    zhangwei: [
      [
        "audit",
        `\u5408\u540CHT-${y}-0087\u5DF2\u901A\u8FC7\u8D22\u52A1\u5BA1\u6838`,
        `${tea}\u573A\u5730\u79DF\u8D41\u5408\u540C\u5DF2\u6D41\u8F6C\u81F3\u6CD5\u52A1\u5BA1\u6838\u8282\u70B9\u3002`,
        "/contractManagement/contractManagement"
      ],
      [
        "warning",
        "\u6863\u671F\u51B2\u7A81\u63D0\u9192",
        `${nev}\uFF1A1\u20134\u53F7\u9986\u53CA\u4E1C\u5E7F\u573A\u5B58\u5728\u7B2C\u4E00\u610F\u5411\u4E0E\u7B2C\u4E8C\u610F\u5411\u91CD\u53E0\uFF0C\u8BF7\u4E0E\u5BA2\u6237\u6C9F\u901A\u3002`,
        "/schedules/reservationConflict"
      ],
      [
        "task",
        "\u7533\u62A5\u6587\u4EF6\u5373\u5C06\u5230\u671F",
        `${anime}\uFF1A\u5927\u578B\u7FA4\u4F17\u6027\u6D3B\u52A8\u5B89\u5168\u8BB8\u53EF\u9700\u5728\u5F00\u5C55\u524D20\u5929\u63D0\u4EA4\uFF0C\u5F53\u524D\u672A\u4E0A\u4F20\u3002`,
        "/project/declarationFile"
      ],
      [
        "warning",
        "\u9884\u8BA2\u5373\u5C06\u91CA\u653E",
        `${jobFair}\uFF1A5\u53F7\u9986\u9884\u5B9A\u5C06\u4E8E3\u5929\u540E\u5230\u671F\u91CA\u653E\uFF0C\u8BF7\u786E\u8BA4\u662F\u5426\u7EED\u671F\u3002`,
        "/schedules/Date"
      ],
      [
        "task",
        "\u5546\u673A\u8DDF\u8FDB\u63D0\u9192",
        "\u5546\u673A\u300C\u661F\u6E2F\u667A\u80FD\u5BB6\u5C45\u65B0\u54C1\u53D1\u5E03\u4F1A\u300D\u5DF27\u5929\u672A\u8DDF\u8FDB\u3002",
        "/customer/salesOpportunity"
      ],
      [
        "warning",
        "\u5206\u671F\u6B3E\u5373\u5C06\u5230\u671F",
        `\u5408\u540CHT-${y}-0087 \u7B2C2\u671F\u8FDB\u5EA6\u6B3E\xA51,200,000\u5C06\u4E8E7\u5929\u540E\u5230\u671F\u3002`,
        "/contractManagement/contractPaymentPlan"
      ],
      [
        "audit",
        `\u4F18\u60E0\u7533\u8BF7YH-${y}-0012\u5DF2\u9A73\u56DE`,
        "\u9A73\u56DE\u610F\u89C1\uFF1A\u6298\u6263\u4F4E\u4E8E\u4EF7\u683C\u5E95\u7EBF\uFF0C\u8BF7\u8865\u5145\u5BA2\u6237\u5386\u53F2\u5408\u4F5C\u8BF4\u660E\u540E\u91CD\u65B0\u63D0\u4EA4\u3002",
        "/project/discountManagement"
      ],
      [
        "task",
        "\u4F1A\u8BAE\u5E03\u7F6E\u9700\u6C42\u5F85\u786E\u8BA4",
        `${t("prj-digital-forum")}\uFF1A\u56FD\u9645\u62A5\u544A\u5385\u821E\u53F0\u4E0E\u540C\u4F20\u8BBE\u5907\u9700\u6C42\u5F85\u5BA2\u6237\u786E\u8BA4\u3002`,
        "/taskManagement/myTasks"
      ]
    ],
    wangfang: [
      [
        "warning",
        "\u5206\u671F\u6B3E\u5373\u5C06\u5230\u671F",
        `\u5408\u540CHT-${y}-0087 \u7B2C2\u671F\u8FDB\u5EA6\u6B3E\xA51,200,000\u5C06\u4E8E7\u5929\u540E\u5230\u671F\u3002`,
        "/contractManagement/contractPaymentPlan"
      ],
      [
        "warning",
        "\u5206\u671F\u6B3E\u5DF2\u903E\u671F",
        `\u5408\u540CHT-${y}-0064 \u5C3E\u6B3E\xA5180,000\u5DF2\u903E\u671F12\u5929\u3002`,
        "/financialManagement/accountreceivable"
      ],
      [
        "task",
        "\u6536\u6B3E\u5F85\u8BA4\u9886",
        `\u6536\u6B3E\u8BB0\u5F55SK-${y}-0311\uFF08\xA5300,000\uFF0C\u661F\u6E2F\u5E02\u5546\u52A1\u5C40\uFF09\u5F85\u8BA4\u9886\u5230\u5408\u540C\u5206\u671F\u3002`,
        "/financialManagement/paymentRecords"
      ],
      [
        "task",
        "\u5F62\u5F0F\u53D1\u7968\u5DF2\u786E\u8BA4",
        `\u5F62\u5F0F\u53D1\u7968PI-${y}-0042\u5BA2\u6237\u5DF2\u786E\u8BA4\uFF0C\u8BF7\u8F6C\u5F00\u6B63\u5F0F\u53D1\u7968\u3002`,
        "/financialManagement/proformaInvoice"
      ],
      [
        "task",
        "\u5BF9\u8D26\u7ED3\u7B97\u5355\u5F85\u786E\u8BA4",
        `\u5BF9\u8D26\u7ED3\u7B97\u5355JS-${y}-0019\u5DF2\u53D1\u9001\u5BA2\u6237\uFF0C\u7B49\u5F85\u786E\u8BA4\u3002`,
        "/financialManagement/reconciliationSettlement"
      ],
      [
        "audit",
        "\u9000\u6B3E\u7533\u8BF7\u5DF2\u901A\u8FC7",
        `\u9000\u6B3E\u7533\u8BF7TK-${y}-0008\u5DF2\u5BA1\u6279\u901A\u8FC7\uFF0C\u8BF7\u529E\u7406\u9000\u6B3E\u5E76\u767B\u8BB0\u94F6\u884C\u6D41\u6C34\u53F7\u3002`,
        "/financialManagement/refundAudit"
      ],
      [
        "notice",
        "\u6536\u5165\u660E\u7EC6\u5DF2\u751F\u6210",
        "\u4E0A\u6708\u6536\u5165\u660E\u7EC6\u5DF2\u6309\u786E\u8BA4\u6708\u4EFD\u751F\u6210\uFF0C\u8BF7\u6838\u5BF9\u3002",
        "/financialManagement/incomeDetails"
      ]
    ],
    zhaomin: [
      [
        "audit",
        `\u5408\u540CHT-${y}-0093\u5F85\u60A8\u5BA1\u6838`,
        `${medical}\u573A\u5730\u79DF\u8D41\u5408\u540C\u5DF2\u5230\u8D22\u52A1\u5BA1\u6838\u8282\u70B9\u3002`,
        "/contractManagement/contractManagement"
      ],
      [
        "audit",
        `\u9000\u6B3E\u7533\u8BF7TK-${y}-0011\u5F85\u60A8\u5BA1\u6838`,
        `${pet}\u53D6\u6D88\u9000\u6B3E\xA585,000\uFF0C\u5DF2\u6263\u9664\u8FDD\u7EA6\u91D1\u3002`,
        "/financialManagement/refundAudit"
      ],
      [
        "audit",
        "\u4F18\u60E0\u7533\u8BF7\u5F85\u60A8\u5BA1\u6838",
        `${medical}\uFF1A\u573A\u79DF\u6298\u6263\u4F4E\u4E8E\u5E95\u4EF7\uFF0C\u9700\u8D22\u52A1\u5BA1\u6838\u3002`,
        "/project/discountManagement"
      ],
      [
        "audit",
        "\u9879\u76EE\u53D6\u6D88\u5F85\u60A8\u5BA1\u6838",
        `${pet}\uFF1A\u5BA2\u6237\u539F\u56E0\u53D6\u6D88\uFF0C\u6309\u5408\u540C\u6CA1\u6536\u6863\u671F\u4FDD\u8BC1\u91D1\u3002`,
        "/project/projectCancel"
      ],
      [
        "warning",
        "2\u7B14\u5206\u671F\u6B3E\u5DF2\u903E\u671F",
        "\u5408\u8BA1\xA5420,000\uFF0C\u5DF2\u8D85\u8FC730\u5929\u76841\u7B14\u3002",
        "/contractManagement/contractPaymentStatistics"
      ],
      [
        "notice",
        "\u5408\u540C\u56DE\u6B3E\u62A5\u8868\u5DF2\u66F4\u65B0",
        "\u672C\u6708\u5408\u540C\u56DE\u6B3E\u738786.4%\u3002",
        "/reportManagement/contractCollection"
      ]
    ],
    liuyang: [
      [
        "warning",
        "\u6863\u671F\u51B2\u7A81\u63D0\u9192",
        "\u591A\u529F\u80FD\u5385\u4E0E\u591A\u529F\u80FD\u5385A\u5B58\u5728\u5173\u8054\u573A\u5730\u91CD\u53E0\uFF0C\u8BF7\u534F\u8C03\u3002",
        "/schedules/reservationConflict"
      ],
      [
        "task",
        "\u8FDB\u9986\u524D\u5B89\u5168\u68C0\u67E5",
        `${tea}\uFF1A\u8FDB\u9986\u524D\u6D88\u9632\u901A\u9053\u4E0E\u7535\u7BB1\u5B89\u5168\u68C0\u67E5\u4EFB\u52A1\u5DF2\u6307\u6D3E\u7ED9\u60A8\u3002`,
        "/taskManagement/myTasks"
      ],
      ["notice", "\u573A\u5730\u505C\u7528", "7\u53F7\u9986\u5730\u576A\u7EF4\u4FEE\uFF0C\u505C\u7528\u4E24\u5468\u3002", "/system/site"],
      [
        "task",
        "\u4F1A\u5C55\u9884\u544A",
        "\u672A\u67657\u5929\u67093\u573A\u6D3B\u52A8\u8FDB\u9986\uFF0C\u8BF7\u5B89\u6392\u4FDD\u6D01\u3001\u5B89\u4FDD\u4E0E\u5DE5\u7A0B\u503C\u73ED\u3002",
        "/taskManagement/meetingExhibitionForecast"
      ],
      [
        "task",
        "\u7533\u62A5\u6587\u4EF6\u5F85\u5BA1\u6838",
        `${tea}\uFF1A\u5B89\u5168\u5DE5\u4F5C\u65B9\u6848\u53CA\u5E94\u6025\u9884\u6848\u5DF2\u63D0\u4EA4\u3002`,
        "/project/declarationFile"
      ],
      ["warning", "\u52A0\u73ED\u7533\u8BF7\u5F85\u5BA1\u6838", `${robot}\uFF1A\u4ECA\u665A18\u201321\u70B9\u52A0\u73ED\u7533\u8BF712\u5355\u5F85\u5BA1\u6838\u3002`, null],
      ["notice", "\u6BCF\u65E5\u9884\u8BA2\u65E5\u62A5", "\u4ECA\u65E5\u9884\u8BA2\u65E5\u62A5\u5DF2\u751F\u6210\u3002", "/schedules/dailyReservation"]
    ],
    zhouting: [
      [
        "audit",
        `\u5408\u540CHT-${y}-0087\u5F85\u60A8\u5BA1\u6838`,
        `${tea}\u573A\u5730\u79DF\u8D41\u5408\u540C\uFF0C\u91D1\u989D\xA53,860,000\uFF0C\u5DF2\u5230\u6CD5\u52A1\u5BA1\u6838\u8282\u70B9\u3002`,
        "/contractManagement/contractManagement"
      ],
      [
        "audit",
        `\u670D\u52A1\u5546\u5408\u540CFW-${y}-0021\u5F85\u60A8\u5BA1\u6838`,
        "\u4FDD\u6D01\u5916\u5305\u670D\u52A1\u5408\u540C\uFF08\u652F\u51FA\u7C7B\uFF09\uFF0C\u671F\u9650\u4E00\u5E74\u3002",
        "/contractManagement/serviceProviderContract"
      ],
      ["audit", "\u9879\u76EE\u53D6\u6D88\u5F85\u6CD5\u52A1\u5BA1\u6838", `${pet}\uFF1A\u8BF7\u5BA1\u6838\u8FDD\u7EA6\u91D1\u6761\u6B3E\u7684\u9002\u7528\u3002`, "/project/projectCancel"],
      [
        "notice",
        "\u5408\u540C\u6A21\u677F\u5DF2\u66F4\u65B0",
        `\u300A\u573A\u5730\u79DF\u8D41\u5408\u540C\uFF08${y}\u7248\uFF09\u300B\u5DF2\u66F4\u65B0\u8FDD\u7EA6\u6761\u6B3E\u3002`,
        "/system/contractTemplate"
      ],
      [
        "task",
        `\u5408\u540CHT-${y}-0079\u5DF2\u91CD\u65B0\u63D0\u4EA4`,
        "\u9A73\u56DE\u540E\u5DF2\u4FEE\u6539\u4ED8\u6B3E\u6761\u6B3E\u5E76\u91CD\u65B0\u63D0\u4EA4\u3002",
        "/contractManagement/contractAuditRecord"
      ]
    ],
    huangjun: [
      [
        "audit",
        `\u5408\u540CHT-${y}-0087\u5F85\u60A8\u5BA1\u6279`,
        `${tea}\u573A\u5730\u79DF\u8D41\u5408\u540C\u5DF2\u5230\u5206\u7BA1\u9886\u5BFC\u8282\u70B9\u3002`,
        "/contractManagement/contractManagement"
      ],
      [
        "audit",
        "\u4F18\u60E0\u7533\u8BF7\u5F85\u60A8\u5BA1\u6279",
        `${medical}\uFF1A\u573A\u79DF\u51CF\u514D\xA5180,000\uFF0C\u4F4E\u4E8E\u5E95\u4EF7\u3002`,
        "/project/discountManagement"
      ],
      ["audit", "\u9000\u6B3E\u7533\u8BF7\u5F85\u60A8\u5BA1\u6279", `${pet}\u53D6\u6D88\u9000\u6B3E\xA585,000\u3002`, "/financialManagement/refundAudit"],
      [
        "warning",
        "\u6863\u671F\u51B2\u7A81\u63D0\u9192",
        `${nev}\uFF1A\u4E24\u5BB6\u5BA2\u6237\u4E89\u62A2\u540C\u4E00\u6863\u671F\u3002`,
        "/schedules/reservationConflict"
      ],
      [
        "notice",
        "\u573A\u9986\u5229\u7528\u7387\u62A5\u8868\u5DF2\u751F\u6210",
        "\u4E0A\u6708\u5C55\u5385\u5229\u7528\u738771.2%\uFF0C\u540C\u6BD4\u4E0A\u53475.3\u4E2A\u767E\u5206\u70B9\u3002",
        "/reportManagement/venueUtilization"
      ],
      [
        "notice",
        "\u4F1A\u5C55\u9884\u544A\u5468\u62A5",
        "\u4E0B\u5468\u8FDB\u99862\u573A\u3001\u5F00\u5C553\u573A\u3001\u64A4\u99861\u573A\u3002",
        "/taskManagement/meetingExhibitionForecast"
      ]
    ],
    sunli: [
      ["audit", "\u4EBA\u5458\u8BC1\u4EF6\u5F85\u5BA1\u6838", `${tea}\uFF1A\u65B0\u589E86\u6761\u4EBA\u5458\u8BC1\u4EF6\u7533\u8BF7\u3002`, null],
      ["warning", "\u9ED1\u540D\u5355\u547D\u4E2D", "3\u6761\u4EBA\u5458\u8BC1\u4EF6\u7533\u8BF7\u547D\u4E2D\u9ED1\u540D\u5355\uFF0C\u9700\u4EBA\u5DE5\u5BA1\u6838\u3002", null],
      ["audit", "\u8F66\u8F86\u8BC1\u4EF6\u5F85\u5BA1\u6838", "\u5E03\u64A4\u5C55\u8D27\u8F66\u8BC1\u7533\u8BF712\u6761\u5F85\u5BA1\u6838\u3002", null],
      ["notice", "\u8BC1\u4EF6\u7C7B\u578B\u5DF2\u66F4\u65B0", "\u65BD\u5DE5\u8BC1\u6709\u6548\u671F\u8C03\u6574\u4E3A\u5E03\u5C55\u671F+\u64A4\u5C55\u671F\u3002", null],
      ["task", "\u8BC1\u4EF6\u91CD\u65B0\u5BA1\u6838", "2\u6761\u5DF2\u9A73\u56DE\u7684\u7533\u8BF7\u4FEE\u6539\u540E\u91CD\u65B0\u63D0\u4EA4\u3002", null]
    ],
    wuqiang: [
      ["task", "\u5236\u8BC1\u6279\u6B21\u5F85\u6253\u5370", `\u5236\u8BC1\u6279\u6B21ZZ-${y}1121-03\u5F85\u6253\u5370\uFF08120\u5F20\uFF09\u3002`, null],
      ["warning", "\u8F66\u8F86\u62BC\u91D1\u8D85\u65F6", "\u7CA4B\xB77K3M2 \u88C5\u5378\u533A\u505C\u7559132\u5206\u949F\uFF0C\u8D85\u65F642\u5206\u949F\uFF0C\u5F85\u6263\u6B3E\u3002", null],
      ["task", "\u5E03\u5C55\u8BC1\u5F85\u9886\u53D6", `${tea}\uFF1A186\u5F20\u5E03\u5C55\u8BC1\u5DF2\u5236\u8BC1\uFF0C\u5F85\u9886\u53D6\u3002`, null],
      ["notice", "\u5851\u5C01\u673A\u7EF4\u62A4", "\u5236\u8BC1\u5BA4\u5851\u5C01\u673A\u672C\u5468\u4E94\u4E0A\u5348\u7EF4\u62A4\u3002", null],
      ["warning", "\u5E9F\u8BC1\u767B\u8BB0", "\u6628\u65E5\u5E9F\u8BC15\u5F20\uFF0C\u8BF7\u767B\u8BB0\u539F\u56E0\u3002", null]
    ],
    lina: [
      ["audit", "\u7528\u6237\u5BA1\u6838", "\u6DF1\u5733\u5E02\u5320\u5FC3\u5C55\u89C8\u5DE5\u7A0B\u6709\u9650\u516C\u53F8\u63D0\u4EA4\u642D\u5EFA\u5546\u8D44\u8D28\uFF0C\u5F85\u5BA1\u6838\u3002", null],
      ["task", "\u62A5\u9986\u5355\u5F85\u786E\u8BA4", `${tea}\uFF1A\u5C55\u4F4D1H-A012\u7279\u88C5\u62A5\u9986\u56FE\u7EB8\u5DF2\u4E0A\u4F20\u3002`, null],
      ["task", "\u52A0\u73ED\u7533\u8BF7", "\u4ECA\u665A18\u201321\u70B9\u52A0\u73ED\u7533\u8BF78\u5355\u3002", null],
      ["warning", "\u62BC\u91D1\u9000\u8FD8\u5F85\u5904\u7406", "12\u7B14\u65BD\u5DE5\u62BC\u91D1\u5F85\u9000\u8FD8\uFF0C\u5176\u4E2D2\u7B14\u9700\u6263\u9664\u6E05\u573A\u8D39\u7528\u3002", null],
      ["task", "\u670D\u52A1\u8BA2\u5355\u5F85\u786E\u8BA4", "\u7535\u7BB1380V/32A\u8BA2\u53556\u5355\u5F85\u786E\u8BA4\u3002", null]
    ]
  };
  const now = today.getTime();
  const rng = createRng(seed);
  const place = (userName, drafts) => drafts.map(([kind, title, content, link], i) => {
    const createdAt = now - Math.floor((i + 0.5) * 29 * DAY_MS3 / drafts.length) - rng.int(0, 3) * 36e5;
    const read = i >= 3 && rng.chance(0.75);
    return {
      guid: `msg-${userName}-${String(i + 1).padStart(2, "0")}`,
      title,
      content,
      kind,
      link,
      read,
      readAt: read ? Math.min(now, createdAt + rng.int(1, 20) * 36e5) : null,
      createdAt
    };
  });
  const out = {};
  for (const [userName, pool] of Object.entries(pools)) {
    out[userName] = place(userName, interleave(pool, common));
  }
  const adminPool = Object.values(pools).flat().filter((d) => d[3] !== null);
  out.admin = place(
    "admin",
    interleave(adminPool.filter((_, i) => i % 2 === 0).slice(0, 17), common)
  );
  return out;
};
var interleave = (pool, common) => {
  const out = [...pool];
  common.forEach((c, i) => out.splice(Math.min(out.length, 2 + i * 3), 0, c));
  return out;
};

// src/db/seed/data/resources.ts
var RESOURCES = [
  {
    name: "LED\u5927\u5C4F \u4E1C\u5E7F\u573A P4",
    type: "LED\u5C4F",
    unit: "\u5757\xB7\u5929",
    quantity: 1,
    price: 18e3,
    siteGuid: "site-plaza-e",
    remark: "12m\xD76m\uFF0C\u6237\u5916P4\u5168\u5F69"
  },
  {
    name: "LED\u5927\u5C4F \u897F\u5E7F\u573A P6",
    type: "LED\u5C4F",
    unit: "\u5757\xB7\u5929",
    quantity: 1,
    price: 12e3,
    siteGuid: "site-plaza-w",
    remark: "10m\xD75m\uFF0C\u6237\u5916P6"
  },
  {
    name: "LED\u5C4F \u5357\u767B\u5F55\u5927\u5385 P2.5",
    type: "LED\u5C4F",
    unit: "\u5757\xB7\u5929",
    quantity: 2,
    price: 6500,
    siteGuid: "site-lobby-s",
    remark: "\u5BA4\u5185P2.5\uFF0C6m\xD73.5m"
  },
  {
    name: "LED\u5C4F \u591A\u529F\u80FD\u5385\u4E3B\u821E\u53F0",
    type: "LED\u5C4F",
    unit: "\u5757\xB7\u573A",
    quantity: 1,
    price: 8800,
    siteGuid: "site-mph",
    remark: "\u821E\u53F0\u80CC\u666F\u5C4F 16m\xD75m"
  },
  {
    name: "\u5E7F\u544A\u4F4D 1\u53F7\u9986\u5165\u53E3 \u706F\u7BB1",
    type: "\u5E7F\u544A\u4F4D",
    unit: "\u4E2A\xB7\u5929",
    quantity: 6,
    price: 800,
    siteGuid: "site-h1",
    remark: "\u53CC\u9762\u706F\u7BB1 2m\xD73m"
  },
  {
    name: "\u5E7F\u544A\u4F4D \u5357\u767B\u5F55\u5927\u5385 \u540A\u65D7",
    type: "\u5E7F\u544A\u4F4D",
    unit: "\u9762\xB7\u5929",
    quantity: 40,
    price: 150,
    siteGuid: "site-lobby-s",
    remark: ""
  },
  {
    name: "\u5E7F\u544A\u4F4D \u4E1C\u5E7F\u573A \u62F1\u95E8",
    type: "\u5E7F\u544A\u4F4D",
    unit: "\u5EA7\xB7\u5929",
    quantity: 2,
    price: 3e3,
    siteGuid: "site-plaza-e",
    remark: "\u5145\u6C14\u62F1\u95E8\uFF0C\u542B\u5B89\u88C5"
  },
  {
    name: "\u5E7F\u544A\u4F4D \u8FDE\u5ECA \u6841\u67B6\u55B7\u7ED8",
    type: "\u5E7F\u544A\u4F4D",
    unit: "\u33A1\xB7\u5929",
    quantity: 300,
    price: 35.5,
    siteGuid: null,
    remark: "1-4\u53F7\u9986\u8FDE\u5ECA"
  },
  {
    name: "\u5730\u4E0B\u505C\u8F66\u573A B1 \u533A",
    type: "\u505C\u8F66\u533A",
    unit: "\u8F66\u4F4D\xB7\u5929",
    quantity: 420,
    price: 60,
    siteGuid: "site-p1",
    remark: "\u5C0F\u578B\u8F66"
  },
  {
    name: "P2\u505C\u8F66\u573A \u8D35\u5BBE\u8F66\u4F4D",
    type: "\u505C\u8F66\u533A",
    unit: "\u8F66\u4F4D\xB7\u5929",
    quantity: 30,
    price: 120,
    siteGuid: "site-p2",
    remark: ""
  },
  {
    name: "\u8D27\u8F66\u8F6E\u5019\u533A \u5E03\u5C55\u8F66\u4F4D",
    type: "\u505C\u8F66\u533A",
    unit: "\u8F66\u4F4D\xB7\u6B21",
    quantity: 80,
    price: 200,
    siteGuid: "site-truck",
    remark: "\u5E03\u64A4\u5C55\u671F\u95F4\u51ED\u8BC1\u5165\u573A"
  },
  {
    name: "\u540C\u58F0\u4F20\u8BD1\u8BBE\u5907",
    type: "\u8BBE\u5907",
    unit: "\u5957\xB7\u5929",
    quantity: 4,
    price: 4500,
    siteGuid: "site-hall-intl",
    remark: "\u542B4\u901A\u9053\u8BD1\u5458\u95F4"
  },
  {
    name: "\u65E0\u7EBF\u5BFC\u89C8\u8033\u673A",
    type: "\u8BBE\u5907",
    unit: "\u53F0\xB7\u5929",
    quantity: 300,
    price: 15,
    siteGuid: null,
    remark: ""
  },
  {
    name: "\u6295\u5F71\u4EEA 10000\u6D41\u660E",
    type: "\u8BBE\u5907",
    unit: "\u53F0\xB7\u573A",
    quantity: 6,
    price: 1200,
    siteGuid: null,
    remark: ""
  },
  {
    name: "\u4F1A\u8BAE\u6269\u58F0\u7CFB\u7EDF",
    type: "\u8BBE\u5907",
    unit: "\u5957\xB7\u573A",
    quantity: 3,
    price: 2800,
    siteGuid: "site-mph",
    remark: ""
  },
  {
    name: "\u7535\u52A8\u53C9\u8F66",
    type: "\u8BBE\u5907",
    unit: "\u53F0\xB7\u5C0F\u65F6",
    quantity: 12,
    price: 180,
    siteGuid: null,
    remark: "\u5E03\u64A4\u5C55\u4E13\u7528\uFF0C\u542B\u53F8\u673A"
  }
];

// src/db/seed/data/sites-facts.ts
var hall2 = (height, floorLoad) => ({
  height,
  floorLoad,
  capacityTheatre: null,
  capacityClassroom: null
});
var room2 = (theatre, classroom, height = 3.6) => ({
  height,
  floorLoad: 0.5,
  capacityTheatre: theatre,
  capacityClassroom: classroom
});
var meetingRoom = (area) => room2(Math.round(area * 0.9), Math.round(area * 0.5));
var siteFactsOf = (code2, area) => {
  if (/^h[1-4]$/.test(code2)) return hall2(17, 5);
  if (/^h[5-8]$/.test(code2)) return hall2(12, 3);
  if (code2 === "h9") return hall2(20, 8);
  if (code2 === "mph") return room2(3e3, 1600, 10);
  if (/^mph-[abc]$/.test(code2)) return room2(1e3, 520, 10);
  if (code2 === "hall-intl") return room2(1e3, 600, 8);
  if (/^r\d+$/.test(code2) && area !== null) return meetingRoom(area);
  if (/^vip\d$/.test(code2)) return room2(40, 24);
  if (code2.startsWith("lobby")) return hall2(9, 1);
  if (code2.startsWith("plaza")) return { ...hall2(0, 10), height: null };
  return null;
};

// src/db/seed/data/templates.ts
var REMARK_CATEGORIES = [
  { label: "\u6863\u671F", color: "blue" },
  { label: "\u5408\u540C", color: "green" },
  { label: "\u8D22\u52A1", color: "orange" }
];
var REMARK_TEMPLATES = [
  { name: "\u7B2C\u4E8C\u610F\u5411\u987A\u5EF6", category: "\u6863\u671F", content: "\u672C\u6863\u671F\u4E3A\u7B2C\u4E8C\u610F\u5411\uFF0C\u7B2C\u4E00\u610F\u5411\u91CA\u653E\u540E\u987A\u5EF6" },
  { name: "\u7B2C\u4E09\u610F\u5411\u987A\u5EF6", category: "\u6863\u671F", content: "\u672C\u6863\u671F\u4E3A\u7B2C\u4E09\u610F\u5411\uFF0C\u524D\u5E8F\u610F\u5411\u5747\u91CA\u653E\u540E\u987A\u5EF6" },
  { name: "\u5F85\u7B7E\u7EA6\u9501\u5B9A", category: "\u6863\u671F", content: "\u5408\u540C\u5BA1\u6838\u4E2D\uFF0C\u6863\u671F\u9501\u5B9A\u81F3\u5408\u540C\u7B7E\u8BA2\uFF0C\u903E\u671F\u81EA\u52A8\u91CA\u653E" },
  { name: "\u4FDD\u7559\u671F\u4E03\u5929", category: "\u6863\u671F", content: "\u9884\u5B9A\u4FDD\u7559 7 \u5929\uFF0C\u8BF7\u4E8E\u5230\u671F\u524D\u786E\u8BA4\uFF0C\u903E\u671F\u4E0D\u518D\u4FDD\u7559" },
  {
    name: "\u52A0\u73ED\u8D39\u53E6\u8BA1",
    category: "\u5408\u540C",
    content: "\u5E03\u5C55\u3001\u64A4\u5C55\u671F\u95F4 18:00 \u4EE5\u540E\u7684\u52A0\u73ED\u8D39\u7528\u6309\u573A\u9986\u6536\u8D39\u6807\u51C6\u53E6\u884C\u8BA1\u7B97"
  },
  {
    name: "\u62BC\u91D1\u9000\u8FD8",
    category: "\u8D22\u52A1",
    content: "\u5C65\u7EA6\u4FDD\u8BC1\u91D1\u4E8E\u64A4\u9986\u9A8C\u6536\u65E0\u635F\u574F\u540E 15 \u4E2A\u5DE5\u4F5C\u65E5\u5185\u65E0\u606F\u9000\u8FD8"
  },
  {
    name: "\u5927\u578B\u6D3B\u52A8\u62A5\u5907",
    category: "\u5408\u540C",
    content: "\u5355\u573A\u4EBA\u6570\u8D85\u8FC7 1000 \u4EBA\u7684\u6D3B\u52A8\uFF0C\u987B\u4E8E\u5F00\u5E55\u524D 20 \u65E5\u5B8C\u6210\u516C\u5B89\u62A5\u5907"
  }
];

// src/db/seed/data/plan-and-contract-templates.ts
var PAYMENT_PLANS = [
  {
    name: "\u6807\u51C6\u4E09\u671F\u4ED8\u6B3E",
    instalments: [
      { type: "\u9996\u4ED8\u6B3E", ratio: 30, anchor: "\u7B7E\u7EA6\u540E", offsetDays: 7 },
      { type: "\u8FDB\u5EA6\u6B3E", ratio: 60, anchor: "\u8FDB\u9986\u524D", offsetDays: 30 },
      { type: "\u5C3E\u6B3E", ratio: 10, anchor: "\u64A4\u9986\u540E", offsetDays: 15 }
    ],
    remark: "\u7B7E\u7EA6\u540E7\u65E5\u518530%\uFF0C\u8FDB\u9986\u524D30\u65E560%\uFF0C\u64A4\u9986\u540E15\u65E510%"
  },
  {
    name: "\u4F1A\u8BAE\u4E00\u6B21\u4ED8\u6E05",
    instalments: [{ type: "\u9996\u4ED8\u6B3E", ratio: 100, anchor: "\u8FDB\u9986\u524D", offsetDays: 7 }],
    remark: "\u4E2D\u5C0F\u578B\u4F1A\u8BAE"
  },
  {
    name: "\u5B9A\u91D1\u52A0\u5C3E\u6B3E",
    instalments: [
      { type: "\u5B9A\u91D1", ratio: 20, anchor: "\u7B7E\u7EA6\u540E", offsetDays: 3 },
      { type: "\u5C3E\u6B3E", ratio: 80, anchor: "\u8FDB\u9986\u524D", offsetDays: 15 }
    ],
    remark: ""
  }
];
var p = (text3) => `<p>${text3}</p>`;
var CONTRACT_TEMPLATES = [
  {
    name: "\u5C55\u89C8\u573A\u5730\u79DF\u8D41\u5408\u540C",
    contractType: "\u573A\u5730\u79DF\u8D41\u5408\u540C",
    content: [
      "<p><strong>\u5C55\u89C8\u573A\u5730\u79DF\u8D41\u5408\u540C</strong></p>",
      p("\u7532\u65B9\uFF08\u51FA\u79DF\u65B9\uFF09\uFF1A\u672C\u573A\u9986\u8FD0\u8425\u7BA1\u7406\u6709\u9650\u516C\u53F8"),
      p("\u4E59\u65B9\uFF08\u627F\u79DF\u65B9\uFF09\uFF1A{\u5BA2\u6237\u540D\u79F0}"),
      p("\u7B2C\u4E00\u6761 \u4E59\u65B9\u79DF\u7528\u7532\u65B9\u573A\u5730\u4E3E\u529E\u201C{\u9879\u76EE\u540D\u79F0}\u201D\uFF0C\u79DF\u7528\u573A\u5730\u53CA\u6863\u671F\u5982\u4E0B\uFF1A"),
      p("{\u573A\u5730\u660E\u7EC6}"),
      p("\u7B2C\u4E8C\u6761 \u5408\u540C\u603B\u91D1\u989D\u4E3A\u4EBA\u6C11\u5E01{\u5408\u540C\u91D1\u989D\u5927\u5199}\uFF0C\u6309\u4ED8\u6B3E\u8BA1\u5212\u5206\u671F\u652F\u4ED8\u3002"),
      p("\u7B2C\u4E09\u6761 \u5E03\u5C55\u3001\u64A4\u5C55\u671F\u95F4 18:00 \u4EE5\u540E\u7684\u52A0\u73ED\u8D39\u7528\u6309\u573A\u9986\u6536\u8D39\u6807\u51C6\u53E6\u884C\u8BA1\u7B97\u3002"),
      p("\u7B2C\u56DB\u6761 \u5355\u573A\u4EBA\u6570\u8D85\u8FC7 1000 \u4EBA\u7684\u6D3B\u52A8\uFF0C\u4E59\u65B9\u987B\u4E8E\u5F00\u5E55\u524D 20 \u65E5\u5B8C\u6210\u516C\u5B89\u62A5\u5907\u3002")
    ].join("")
  },
  {
    name: "\u4F1A\u8BAE\u573A\u5730\u670D\u52A1\u5408\u540C",
    contractType: "\u4F1A\u8BAE\u670D\u52A1\u5408\u540C",
    content: [
      "<p><strong>\u4F1A\u8BAE\u573A\u5730\u670D\u52A1\u5408\u540C</strong></p>",
      p("\u59D4\u6258\u65B9\uFF1A{\u5BA2\u6237\u540D\u79F0}"),
      p("\u4F1A\u8BAE\u540D\u79F0\uFF1A{\u9879\u76EE\u540D\u79F0}"),
      p("\u4F1A\u8BAE\u573A\u5730\uFF1A{\u573A\u5730\u660E\u7EC6}"),
      p("\u670D\u52A1\u8D39\u7528\u5408\u8BA1\uFF1A\u4EBA\u6C11\u5E01{\u5408\u540C\u91D1\u989D\u5927\u5199}\u3002")
    ].join("")
  },
  {
    name: "\u6863\u671F\u53D8\u66F4\u8865\u5145\u534F\u8BAE",
    contractType: "\u8865\u5145\u534F\u8BAE",
    content: [
      p("\u7ECF\u53CC\u65B9\u534F\u5546\uFF0C\u5C31\u201C{\u9879\u76EE\u540D\u79F0}\u201D\u7684\u573A\u5730\u6863\u671F\u53D8\u66F4\u5982\u4E0B\uFF1A"),
      p("{\u573A\u5730\u660E\u7EC6}"),
      p("\u53D8\u66F4\u540E\u5408\u540C\u91D1\u989D\u4E3A\u4EBA\u6C11\u5E01{\u5408\u540C\u91D1\u989D\u5927\u5199}\uFF0C\u5176\u4ED6\u6761\u6B3E\u4E0D\u53D8\u3002")
    ].join("")
  }
];

// src/db/seed/data/prices.ts
var halls = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [
  {
    siteGuid: `site-h${n}`,
    periodType: "\u5C55\u671F",
    unit: "\u5143/\u33A1/\u5929",
    standardPrice: 12,
    floorPrice: 10,
    holidayFactor: 1.2,
    remark: ""
  },
  {
    siteGuid: `site-h${n}`,
    periodType: "\u5E03\u5C55",
    unit: "\u5143/\u33A1/\u5929",
    standardPrice: 6,
    floorPrice: 5,
    holidayFactor: 1,
    remark: "\u64A4\u5C55\u540C\u4EF7"
  },
  {
    siteGuid: `site-h${n}`,
    periodType: "\u64A4\u5C55",
    unit: "\u5143/\u33A1/\u5929",
    standardPrice: 6,
    floorPrice: 5,
    holidayFactor: 1,
    remark: ""
  }
]);
var plazas = ["site-plaza-e", "site-plaza-w"].map((siteGuid) => ({
  siteGuid,
  periodType: "\u6D3B\u52A8",
  unit: "\u5143/\u33A1/\u5929",
  standardPrice: 5,
  floorPrice: 4,
  holidayFactor: 1.5,
  remark: "\u5BA4\u5916\u573A\u5730"
}));
var rooms = Array.from({ length: 12 }, (_, i) => ({
  siteGuid: `site-r${201 + i}`,
  periodType: "\u4F1A\u8BAE",
  unit: "\u5143/\u573A\xB7\u534A\u5929",
  // 1,500–5,000 by size: the larger rooms cost more
  standardPrice: [1500, 2e3, 2800, 3500, 4200, 5e3][(201 + i) % 6] ?? 1500,
  floorPrice: [1200, 1600, 2200, 2800, 3400, 4e3][(201 + i) % 6] ?? 1200,
  holidayFactor: 1,
  remark: ""
}));
var PRICES = [
  ...halls,
  {
    siteGuid: "site-mph",
    periodType: "\u4F1A\u8BAE",
    unit: "\u5143/\u5929",
    standardPrice: 38e3,
    floorPrice: 32e3,
    holidayFactor: 1.2,
    remark: "\u542BA\u3001B\u3001C\u4E09\u5385"
  },
  {
    siteGuid: "site-hall-intl",
    periodType: "\u4F1A\u8BAE",
    unit: "\u5143/\u573A\xB7\u534A\u5929",
    standardPrice: 18e3,
    floorPrice: 15e3,
    holidayFactor: 1.2,
    remark: ""
  },
  ...rooms,
  ...[1, 2, 3].map((n) => ({
    siteGuid: `site-vip${n}`,
    periodType: "\u4F1A\u8BAE",
    unit: "\u5143/\u573A\xB7\u534A\u5929",
    standardPrice: 1e3,
    floorPrice: 800,
    holidayFactor: 1,
    remark: "\u8D35\u5BBE\u63A5\u5F85"
  })),
  ...plazas
];

// src/db/seed/data/approval-chains.ts
var chain = (docType, nodes) => nodes.map(([name, roleKey], i) => ({ docType, seq: i + 1, name, roleKey, minAmount: null }));
var APPROVAL_CHAINS = [
  // a discount below the floor price
  ...chain("discount", [["\u5206\u7BA1\u9886\u5BFC", "leader"]]),
  // huangjun
  ...chain("project_cancel", [
    ["\u8D22\u52A1\u7ECF\u7406", "finance_manager"],
    // zhaomin
    ["\u5206\u7BA1\u9886\u5BFC", "leader"]
    // huangjun
  ]),
  ...chain("contract", [
    ["\u8D22\u52A1\u5BA1\u6838", "finance_manager"],
    // zhaomin
    ["\u6CD5\u52A1\u5BA1\u6838", "contract_auditor"],
    // zhouting
    ["\u5206\u7BA1\u9886\u5BFC", "leader"]
    // huangjun
  ]),
  ...chain("refund", [
    ["\u8D22\u52A1\u7ECF\u7406", "finance_manager"],
    // zhaomin
    ["\u5206\u7BA1\u9886\u5BFC", "leader"]
    // huangjun
  ])
];

// src/db/seed/admin-steps.ts
var seeded = (sort, at) => ({
  guid: newGuid(),
  status: 1,
  sort,
  createdAt: at,
  updatedAt: at
});
var NO_OWNER = { deptId: null, createdBy: null };
var dictValues = (dictType, values, now) => values.map(([label2, color], i) => ({
  dictType,
  label: label2,
  value: label2,
  color,
  ...seeded(i + 1, now)
}));
var ADMIN_STEPS = [
  {
    name: "dict-remark-category",
    run: async (trx, { now }) => {
      const categories = REMARK_CATEGORIES.map((c) => [c.label, c.color]);
      await trx.insertInto("sysDictData").values(dictValues("remark_category", categories, now)).execute();
    }
  },
  {
    // 数据管理: a type for every dictionary (also those whose values came first) and the
    // values of the new ones
    name: "dict-types",
    run: async (trx, { now }) => {
      const present = await trx.selectFrom("sysDictData").select("dictType").distinct().execute();
      const known = new Set(DICT_TYPES.map((d) => d.dictType));
      const types = [
        ...DICT_TYPES,
        ...present.filter((p2) => !known.has(p2.dictType)).map((p2) => ({ dictType: p2.dictType, name: p2.dictType, remark: "" }))
      ];
      await trx.insertInto("sysDictType").values(
        types.map((d, i) => ({
          dictType: d.dictType,
          name: d.name,
          remark: d.remark,
          ...seeded(i + 1, now),
          ...NO_OWNER
        }))
      ).execute();
      const values = DICT_TYPES.flatMap((d) => dictValues(d.dictType, d.values ?? [], now));
      await trx.insertInto("sysDictData").values(values).execute();
    }
  },
  {
    // 场地管理: height, floor load and seats of the seeded sites
    name: "site-facts",
    run: async (trx) => {
      const sites2 = await trx.selectFrom("site").select(["guid", "code", "area"]).execute();
      for (const s of sites2) {
        const facts = siteFactsOf(s.code, s.area === null ? null : Number(s.area));
        if (facts) await trx.updateTable("site").set(facts).where("guid", "=", s.guid).execute();
      }
    }
  },
  {
    name: "venue-resources",
    run: async (trx, { now }) => {
      await trx.insertInto("venueResource").values(RESOURCES.map((r, i) => ({ ...r, ...seeded(i + 1, now), ...NO_OWNER }))).execute();
    }
  },
  {
    name: "remark-templates",
    run: async (trx, { now }) => {
      await trx.insertInto("remarkTemplate").values(
        REMARK_TEMPLATES.map((r, i) => ({
          ...r,
          remark: "",
          ...seeded(i + 1, now),
          ...NO_OWNER
        }))
      ).execute();
    }
  },
  {
    name: "site-prices",
    run: async (trx, { now, today }) => {
      const year = today.getFullYear();
      await trx.insertInto("sitePrice").values(
        PRICES.map((p2, i) => ({
          ...p2,
          taxRate: 6,
          validFrom: `${year}-01-01`,
          validTo: `${year}-12-31`,
          ...seeded(0, now + i),
          ...NO_OWNER
        }))
      ).execute();
    }
  },
  {
    name: "payment-plan-templates",
    run: async (trx, { now }) => {
      await trx.insertInto("paymentPlanTemplate").values(
        PAYMENT_PLANS.map((t, i) => ({
          name: t.name,
          instalments: JSON.stringify(t.instalments),
          remark: t.remark,
          ...seeded(i + 1, now),
          ...NO_OWNER
        }))
      ).execute();
    }
  },
  {
    name: "contract-templates",
    run: async (trx, { now }) => {
      await trx.insertInto("contractTemplate").values(
        CONTRACT_TEMPLATES.map((t, i) => ({
          ...t,
          remark: "",
          ...seeded(i + 1, now),
          ...NO_OWNER
        }))
      ).execute();
    }
  },
  {
    // department mailboxes, and one account already bound to Feishu (个人中心's 解绑)
    name: "dept-emails-and-feishu-binding",
    run: async (trx) => {
      for (const d of DEPARTMENTS) {
        await trx.updateTable("sysDept").set({ email: `${d.code}@xinggang-expo.example` }).where("code", "=", d.code).execute();
      }
      await trx.updateTable("sysUser").set({ feishuOpenId: "ou_demo_liuyang" }).where("userName", "=", "liuyang").execute();
    }
  },
  {
    // 前端错误查询 under each 操作日志 page, for databases whose menus were seeded before it
    // (a fresh database has it from the menus step)
    name: "menu-client-error-button",
    run: async (trx) => {
      const pages = ALL_MENUS.filter((m) => m.path === "/logManage/operationLog");
      for (const page2 of pages) {
        const button = ALL_MENUS.find(
          (m) => m.parentId === page2.id && m.perms === CLIENT_ERROR_BUTTON.perms
        );
        if (!button) continue;
        const present = await trx.selectFrom("sysMenu").select("id").where("id", "=", button.id).executeTakeFirst();
        if (!present)
          await trx.insertInto("sysMenu").values({ ...button, hidden: 0, status: 1 }).execute();
      }
    }
  },
  {
    name: "approval-chains",
    run: async (trx, { now }) => {
      await trx.insertInto("approvalNode").values(APPROVAL_CHAINS.map((n) => ({ ...n, createdAt: now, updatedAt: now }))).execute();
    }
  }
];

// src/db/seed/data/customer-records.ts
var code = (first17) => first17 + creditCodeCheckChar(first17);
var contact = (name, title, mobile, email, primary = false) => ({ name, title, mobile, email, primary });
var SEED_CUSTOMERS = [
  {
    guid: "cus-pengzhan",
    name: CUSTOMERS.pengzhan,
    creditCode: code("91440300MA5DQ8K2X"),
    type: "\u4E3B\u529E\u5355\u4F4D",
    industry: "\u7EFC\u5408",
    region: "\u534E\u5357",
    grade: "A",
    source: "\u8001\u5BA2\u6237",
    owner: "zhangwei",
    contacts: [
      contact("\u738B\u5EFA\u56FD", "\u603B\u7ECF\u7406", "13823182671", "wangjg@pengzhan-expo.example", true),
      contact("\u9648\u4E3D", "\u9879\u76EE\u7ECF\u7406", "13590217734", "chenli@pengzhan-expo.example")
    ],
    invoiceBank: "\u62DB\u5546\u94F6\u884C\u6DF1\u5733\u798F\u7530\u652F\u884C",
    invoiceAccount: "755912345610801",
    invoiceAddressPhone: "\u6DF1\u5733\u5E02\u798F\u7530\u533A\u798F\u534E\u4E09\u8DEF88\u53F7 0755-83216688"
  },
  {
    guid: "cus-mech-society",
    name: CUSTOMERS.mechSociety,
    creditCode: code("51440000MJ0000312"),
    type: "\u884C\u4E1A\u534F\u4F1A",
    industry: "\u673A\u68B0\u5236\u9020",
    region: "\u534E\u5357",
    grade: "A",
    source: "\u884C\u4E1A\u534F\u4F1A",
    owner: "zhangwei",
    contacts: [contact("\u674E\u660E", "\u79D8\u4E66\u957F", "13902281156", "liming@gdmes.example", true)],
    invoiceBank: "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C\u5E7F\u5DDE\u5929\u6CB3\u652F\u884C",
    invoiceAccount: "3602001109200123456",
    invoiceAddressPhone: "\u5E7F\u5DDE\u5E02\u5929\u6CB3\u533A\u5929\u6CB3\u8DEF101\u53F7 020-87651234"
  },
  {
    guid: "cus-huanan-group",
    name: CUSTOMERS.huananGroup,
    creditCode: code("91440101MA59K3L7P"),
    type: "\u4E3B\u529E\u5355\u4F4D",
    industry: "\u7EFC\u5408",
    region: "\u534E\u5357",
    grade: "A",
    source: "\u8001\u5BA2\u6237",
    owner: "zhangwei",
    contacts: [
      contact("\u5218\u5FD7\u5F3A", "\u526F\u603B\u88C1", "13711459902", "liuzq@hngroup.example", true),
      contact("\u9EC4\u654F", "\u5C55\u52A1\u4E3B\u7BA1", "13826061188", "huangmin@hngroup.example")
    ],
    invoiceBank: "\u4E2D\u56FD\u94F6\u884C\u5E7F\u5DDE\u6D77\u73E0\u652F\u884C",
    invoiceAccount: "6912 5874 1230 0098",
    invoiceAddressPhone: "\u5E7F\u5DDE\u5E02\u6D77\u73E0\u533A\u9605\u6C5F\u4E2D\u8DEF380\u53F7 020-89123456"
  },
  {
    guid: "cus-huibo",
    name: CUSTOMERS.huibo,
    creditCode: code("91310115MA1K4B2C6"),
    type: "\u627F\u529E\u5355\u4F4D",
    industry: "\u6C7D\u8F66\u53CA\u96F6\u90E8\u4EF6",
    region: "\u534E\u4E1C",
    grade: "B",
    source: "\u5C55\u4F1A\u63A8\u8350",
    owner: "zhangwei",
    contacts: [contact("\u5468\u6D9B", "\u9879\u76EE\u603B\u76D1", "13917726645", "zhoutao@huibo.example", true)],
    invoiceBank: "\u4E0A\u6D77\u6D66\u4E1C\u53D1\u5C55\u94F6\u884C\u5F20\u6C5F\u652F\u884C",
    invoiceAccount: "98160078801200001234",
    invoiceAddressPhone: "\u4E0A\u6D77\u5E02\u6D66\u4E1C\u65B0\u533A\u9F99\u9633\u8DEF2345\u53F7 021-68881234"
  },
  {
    guid: "cus-ccpit",
    name: CUSTOMERS.ccpit,
    creditCode: code("11440300007518236"),
    type: "\u653F\u5E9C\u673A\u5173",
    industry: "\u7EFC\u5408",
    region: "\u534E\u5357",
    grade: "A",
    source: "\u653F\u5E9C\u5F15\u8350",
    owner: "huangjun",
    contacts: [contact("\u90D1\u534E", "\u4F1A\u5C55\u5904\u5904\u957F", "13600083321", "zhenghua@ccpit-xg.example", true)],
    invoiceBank: "\u4E2D\u56FD\u5EFA\u8BBE\u94F6\u884C\u661F\u6E2F\u5206\u884C",
    invoiceAccount: "44201500100052501234",
    invoiceAddressPhone: "\u661F\u6E2F\u5E02\u4E2D\u5FC3\u533A\u5E02\u6C11\u5927\u90531\u53F7 0755-88120001"
  },
  {
    guid: "cus-commerce-bureau",
    name: CUSTOMERS.commerceBureau,
    creditCode: code("11440300MB2C91003"),
    type: "\u653F\u5E9C\u673A\u5173",
    industry: "\u7EFC\u5408",
    region: "\u534E\u5357",
    grade: "A",
    source: "\u653F\u5E9C\u5F15\u8350",
    owner: "huangjun",
    contacts: [
      contact("\u5B59\u4F1F", "\u4F1A\u5C55\u529E\u4E3B\u4EFB", "13530019876", "sunwei@commerce-xg.example", true),
      contact("\u6797\u82B3", "\u79D1\u5458", "13798221045", "linfang@commerce-xg.example")
    ],
    invoiceBank: "\u4E2D\u56FD\u519C\u4E1A\u94F6\u884C\u661F\u6E2F\u5E02\u5206\u884C",
    invoiceAccount: "41000500040012345",
    invoiceAddressPhone: "\u661F\u6E2F\u5E02\u4E2D\u5FC3\u533A\u5E02\u6C11\u5927\u90532\u53F7 0755-88120200"
  },
  {
    guid: "cus-xinghe",
    name: CUSTOMERS.xinghe,
    creditCode: code("91440300MA5G2R8N1"),
    type: "\u4E3B\u529E\u5355\u4F4D",
    industry: "\u6587\u5316\u521B\u610F/\u52A8\u6F2B",
    region: "\u534E\u5357",
    grade: "B",
    source: "\u5B98\u7F51\u54A8\u8BE2",
    owner: "zhangwei",
    contacts: [contact("\u8D75\u5C0F\u96E8", "\u6D3B\u52A8\u7B56\u5212", "13428870012", "zhaoxy@xinghe-acg.example", true)],
    creditNote: "\u4E0A\u5C4A\u5C55\u4F1A\u5C3E\u6B3E\u903E\u671F45\u5929\u7ED3\u6E05\uFF0C\u672C\u5C4A\u8981\u6C42\u63D0\u9AD8\u5B9A\u91D1\u6BD4\u4F8B",
    invoiceBank: "\u5E73\u5B89\u94F6\u884C\u6DF1\u5733\u5357\u5C71\u652F\u884C",
    invoiceAccount: "15000098765432",
    invoiceAddressPhone: "\u6DF1\u5733\u5E02\u5357\u5C71\u533A\u79D1\u6280\u56ED\u5357\u533A18\u680B 0755-86001234"
  },
  {
    guid: "cus-tengyuan",
    name: CUSTOMERS.tengyuan,
    creditCode: code("91440300192235611"),
    type: "\u4F01\u4E1A",
    industry: "\u7535\u5B50\u4FE1\u606F",
    region: "\u534E\u5357",
    grade: "B",
    source: "\u7535\u8BDD\u5F00\u53D1",
    owner: "zhangwei",
    contacts: [contact("\u5434\u5A77", "\u884C\u653F\u603B\u76D1", "13691102233", "wuting@tengyuan.example", true)],
    invoiceBank: "\u4E2D\u56FD\u94F6\u884C\u6DF1\u5733\u79D1\u6280\u56ED\u652F\u884C",
    invoiceAccount: "7654 3210 9876 5432",
    invoiceAddressPhone: "\u6DF1\u5733\u5E02\u5357\u5C71\u533A\u9AD8\u65B0\u5357\u4E00\u90539\u53F7 0755-26551234"
  },
  {
    guid: "cus-talent",
    name: CUSTOMERS.talent,
    creditCode: code("12440300455861234"),
    type: "\u4F01\u4E1A",
    industry: "\u6559\u80B2\u57F9\u8BAD",
    region: "\u534E\u5357",
    grade: "C",
    source: "\u8001\u5BA2\u6237",
    owner: "liuyang",
    contacts: [contact("\u4F55\u519B", "\u62DB\u8058\u4F1A\u4E3B\u7BA1", "13510045566", "hejun@southtalent.example", true)],
    invoiceBank: "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C\u661F\u6E2F\u4EBA\u6C11\u8DEF\u652F\u884C",
    invoiceAccount: "4000021109200456789",
    invoiceAddressPhone: "\u661F\u6E2F\u5E02\u4EBA\u6C11\u8DEF66\u53F7 0755-82345678"
  },
  {
    guid: "cus-tea-association",
    name: CUSTOMERS.teaAssociation,
    creditCode: code("51440000MJL172043"),
    type: "\u884C\u4E1A\u534F\u4F1A",
    industry: "\u8336\u53CA\u8336\u6587\u5316",
    region: "\u6E2F\u6FB3\u53F0",
    grade: "A",
    source: "\u884C\u4E1A\u534F\u4F1A",
    owner: "zhangwei",
    contacts: [
      contact("\u6881\u56FD\u534E", "\u4F1A\u957F", "13802267718", "lianggh@gbatea.example", true),
      contact("\u9648\u9759", "\u5C55\u4F1A\u79D8\u4E66\u5904", "13725539981", "chenjing@gbatea.example")
    ],
    invoiceBank: "\u4E2D\u56FD\u94F6\u884C\u6DF1\u5733\u7F57\u6E56\u652F\u884C",
    invoiceAccount: "7482 0011 2233 4455",
    invoiceAddressPhone: "\u6DF1\u5733\u5E02\u7F57\u6E56\u533A\u6DF1\u5357\u4E1C\u8DEF5002\u53F7 0755-25881234"
  }
];
var customerGuidOf = (name) => SEED_CUSTOMERS.find((c) => c.name === name)?.guid;
var SEED_FOLLOW_UPS = [
  {
    customer: "cus-pengzhan",
    day: -20,
    method: "\u62DC\u8BBF",
    content: "\u62DC\u8BBF\u738B\u603B\uFF0C\u6C9F\u901A\u660E\u5E74\u6625\u5B63\u9910\u996E\u8FDE\u9501\u52A0\u76DF\u5C55\u6863\u671F\uFF0C\u610F\u54115\u53F7\u9986",
    nextDay: -5
  },
  {
    customer: "cus-pengzhan",
    day: -3,
    method: "\u7535\u8BDD",
    content: "\u786E\u8BA4\u5A5A\u5E86\u535A\u89C8\u4F1A\u5E03\u5C55\u65F6\u95F4\uFF0C\u5BA2\u6237\u8981\u6C42\u63D0\u524D\u534A\u5929\u8FDB\u9986",
    nextDay: 7
  },
  {
    customer: "cus-xinghe",
    day: -12,
    method: "\u5FAE\u4FE1",
    content: "\u50AC\u7F34\u4E0A\u5C4A\u5C3E\u6B3E\uFF1B\u5BA2\u6237\u627F\u8BFA\u6708\u5E95\u524D\u4ED8\u6E05\uFF0C\u672C\u5C4A\u7533\u62A5\u6587\u4EF6\u4ECD\u7F3A\u6D88\u9632\u62A5\u5907",
    nextDay: -2
  },
  {
    customer: "cus-tea-association",
    day: -8,
    method: "\u4F1A\u8BAE",
    content: "\u8336\u535A\u4F1A\u7B79\u5907\u534F\u8C03\u4F1A\uFF1A\u786E\u8BA41-4\u53F7\u9986\u5C55\u4F4D\u56FE\u4E0E\u5B89\u4FDD\u65B9\u6848",
    nextDay: 2
  },
  {
    customer: "cus-huibo",
    day: -30,
    method: "\u90AE\u4EF6",
    content: "\u53D1\u9001\u6C7D\u8F66\u6D88\u8D39\u8282\u573A\u5730\u62A5\u4EF7\u5355\uFF089\u53F7\u9986+\u4E1C\u5E7F\u573A\uFF09",
    nextDay: null
  }
];

// src/db/seed/sales-steps.ts
async function addNewMenus(trx) {
  const present = new Set((await trx.selectFrom("sysMenu").select("id").execute()).map((m) => m.id));
  const added = ALL_MENUS.filter((m) => !present.has(m.id));
  if (added.length === 0) return;
  await trx.insertInto("sysMenu").values(added.map((m) => ({ ...m, hidden: m.hidden ? 1 : 0, status: 1 }))).execute();
  const addedIds = new Set(added.map((m) => m.id));
  const roles2 = await trx.selectFrom("sysRole").select(["id", "roleKey"]).execute();
  for (const role of roles2) {
    const seed = ROLES.find((r) => r.key === role.roleKey);
    if (!seed) continue;
    const granted = seed.menuIds === "all" ? added.filter((m) => seed.systems.includes(m.systemCode)).map((m) => m.id) : seed.menuIds.filter((id) => addedIds.has(id));
    if (granted.length)
      await trx.insertInto("sysRoleMenu").values(granted.map((menuId) => ({ roleId: role.id, menuId }))).execute();
  }
}
var dateTextOf = (ms) => {
  const d = new Date(ms);
  const two = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};
var CONTRACTED = [
  PROJECT_STATUS.\u5DF2\u7B7E\u7EA6,
  PROJECT_STATUS.\u8FDB\u884C\u4E2D,
  PROJECT_STATUS.\u5DF2\u5B8C\u6210,
  PROJECT_STATUS.\u5DF2\u7ED3\u7B97
];
var contractAmountOf = (halls2, startTime, endTime) => {
  const days = Math.max(1, Math.round((endTime - startTime) / 864e5) + 1);
  return halls2.split(",").length * days * 8e4 * 100;
};
var SALES_STEPS = [
  { name: "menus-sales-buttons", run: addNewMenus },
  {
    name: "dict-customer",
    run: async (trx, { now }) => {
      const present = new Set(
        (await trx.selectFrom("sysDictType").select("dictType").execute()).map((d) => d.dictType)
      );
      const types = CUSTOMER_DICT_TYPES.filter((d) => !present.has(d.dictType));
      if (types.length === 0) return;
      const last = await trx.selectFrom("sysDictType").select((eb) => eb.fn.max("sort").as("sort")).executeTakeFirst();
      const from = Number(last?.sort ?? 0);
      await trx.insertInto("sysDictType").values(
        types.map((d, i) => ({
          dictType: d.dictType,
          name: d.name,
          remark: d.remark,
          ...seeded(from + i + 1, now),
          ...NO_OWNER
        }))
      ).execute();
      await trx.insertInto("sysDictData").values(types.flatMap((d) => dictValues(d.dictType, d.values ?? [], now))).execute();
    }
  },
  {
    name: "customers",
    run: async (trx, { today, now }) => {
      const users2 = await trx.selectFrom("sysUser").select(["id", "userName", "deptId"]).execute();
      const byName = new Map(users2.map((u) => [u.userName, u]));
      const admin = byName.get("admin");
      await trx.insertInto("customer").values(
        SEED_CUSTOMERS.map((c, i) => {
          const owner = byName.get(c.owner);
          const primary = c.contacts.find((x) => x.primary) ?? c.contacts[0];
          return {
            guid: c.guid,
            name: c.name,
            creditCode: c.creditCode,
            type: c.type,
            industry: c.industry,
            region: c.region,
            grade: c.grade,
            source: c.source,
            ownerId: owner?.id ?? null,
            contacts: JSON.stringify(c.contacts),
            contactName: primary?.name ?? "",
            contactMobile: primary?.mobile ?? "",
            blacklisted: c.blacklisted ? 1 : 0,
            creditNote: c.creditNote ?? "",
            invoiceTitle: c.name,
            invoiceTaxNo: c.creditCode,
            invoiceBank: c.invoiceBank,
            invoiceAccount: c.invoiceAccount,
            invoiceAddressPhone: c.invoiceAddressPhone,
            status: 1,
            sort: i + 1,
            remark: "",
            deptId: owner?.deptId ?? null,
            createdBy: admin?.id ?? null,
            // the first ones a while ago, so the list's newest-first order reads naturally
            createdAt: now - (SEED_CUSTOMERS.length - i) * 864e5,
            updatedAt: now - (SEED_CUSTOMERS.length - i) * 864e5
          };
        })
      ).execute();
      const projects = await trx.selectFrom("project").select(["guid", "customer", "status", "halls", "startTime", "endTime"]).execute();
      for (const p2 of projects) {
        const customerGuid = customerGuidOf(p2.customer);
        const signed = CONTRACTED.includes(p2.status) && p2.startTime !== null && p2.endTime !== null;
        if (!customerGuid && !signed) continue;
        await trx.updateTable("project").set({
          customerGuid: customerGuid ?? null,
          contractAmount: signed ? contractAmountOf(p2.halls, Number(p2.startTime), Number(p2.endTime)) : null
        }).where("guid", "=", p2.guid).execute();
      }
      const zhangwei = byName.get("zhangwei");
      await trx.insertInto("customerFollowUp").values(
        SEED_FOLLOW_UPS.map((f, i) => ({
          guid: `fu-seed-${i + 1}`,
          customerGuid: f.customer,
          method: f.method,
          content: f.content,
          nextDate: f.nextDay === null ? null : dateTextOf(dayOffset(today, f.nextDay)),
          userId: zhangwei?.id ?? admin?.id ?? 1,
          userName: "\u5F20\u4F1F",
          createdAt: now + f.day * 864e5
        }))
      ).execute();
    }
  }
];

// src/db/seed/seed.ts
var DEMO_PASSWORD = "Demo@2026";
var MAX_PARAMS = 32766;
var rowsPerInsert = (columns2) => Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / columns2)));
function* chunks(rows, size) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
async function runStep(db2, step, run2) {
  return db2.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto("seedRun").values({ step, ranAt: Date.now() }).onConflict((oc) => oc.column("step").doNothing()).returning("step").executeTakeFirst();
    if (!claimed) return false;
    await run2(trx);
    return true;
  });
}
var idsBy = async (rows, key) => new Map((await rows).map((r) => [r[key], r.id]));
var userIds = (trx) => idsBy(trx.selectFrom("sysUser").select(["id", "userName"]).execute(), "userName");
var exhibitionRow = (e, now, createdBy) => ({
  ...e,
  onHome: e.onHome ? 1 : 0,
  deptId: null,
  createdBy,
  createdAt: now,
  updatedAt: now
});
async function insertExhibitions(trx, rows, now) {
  const admin = (await userIds(trx)).get("admin") ?? null;
  const values = rows.map((e) => exhibitionRow(e, now, admin));
  for (const part of chunks(values, rowsPerInsert(22))) {
    await trx.insertInto("exhibition").values(part).execute();
  }
}
var STEPS = [
  {
    name: "systems",
    run: async (trx) => {
      const rows = SYSTEMS.map((s) => ({ code: s.code, name: s.name, sort: s.sort }));
      await trx.insertInto("sysSystem").values(rows).execute();
    }
  },
  {
    name: "menus",
    run: async (trx) => {
      const rows = ALL_MENUS.map((m) => ({ ...m, hidden: m.hidden ? 1 : 0, status: 1 }));
      for (const part of chunks(rows, rowsPerInsert(11))) {
        await trx.insertInto("sysMenu").values(part).execute();
      }
    }
  },
  {
    name: "departments",
    run: async (trx, { now }) => {
      const placed = /* @__PURE__ */ new Map();
      let pending = [...DEPARTMENTS];
      while (pending.length > 0) {
        const ready = pending.filter((d) => d.parentCode === null || placed.has(d.parentCode));
        if (ready.length === 0) throw new Error("department tree has a cycle or a missing parent");
        for (const d of ready) {
          const parent = d.parentCode === null ? void 0 : placed.get(d.parentCode);
          const ancestors = parent ? `${parent.ancestors}${parent.id}/` : "/";
          const { id } = await trx.insertInto("sysDept").values({
            guid: newGuid(),
            code: d.code,
            parentId: parent?.id ?? 0,
            ancestors,
            name: d.name,
            leader: d.leader,
            phone: d.phone,
            sort: d.sort,
            status: 1,
            createdAt: now,
            updatedAt: now
          }).returning("id").executeTakeFirstOrThrow();
          placed.set(d.code, { id, ancestors });
        }
        pending = pending.filter((d) => !placed.has(d.code));
      }
    }
  },
  {
    name: "roles",
    run: async (trx, { now }) => {
      for (const r of ROLES) {
        const { id } = await trx.insertInto("sysRole").values({
          guid: newGuid(),
          roleKey: r.key,
          roleName: r.name,
          sort: r.sort,
          status: 1,
          dataScope: r.dataScope,
          createdAt: now,
          updatedAt: now
        }).returning("id").executeTakeFirstOrThrow();
        const systems = r.systems.map((systemCode) => ({ roleId: id, systemCode }));
        await trx.insertInto("sysRoleSystem").values(systems).execute();
        const menuIds = r.menuIds === "all" ? ALL_MENUS.filter((m) => r.systems.includes(m.systemCode)).map((m) => m.id) : r.menuIds;
        for (const part of chunks(menuIds, rowsPerInsert(2))) {
          await trx.insertInto("sysRoleMenu").values(part.map((menuId) => ({ roleId: id, menuId }))).execute();
        }
      }
    }
  },
  {
    name: "users",
    run: async (trx, { now, passwordHash }) => {
      const depts2 = await idsBy(trx.selectFrom("sysDept").select(["id", "code"]).execute(), "code");
      const roles2 = await idsBy(
        trx.selectFrom("sysRole").select(["id", "roleKey"]).execute(),
        "roleKey"
      );
      const hash2 = await passwordHash();
      for (const u of USERS) {
        const { id } = await trx.insertInto("sysUser").values({
          guid: newGuid(),
          userName: u.userName,
          nickName: u.nickName,
          deptId: u.deptCode === null ? null : depts2.get(u.deptCode) ?? null,
          mobile: u.mobile,
          email: u.email,
          passwordHash: hash2,
          status: 1,
          createdAt: now,
          updatedAt: now
        }).returning("id").executeTakeFirstOrThrow();
        const roleIds = u.roleKeys.map((key) => {
          const roleId = roles2.get(key);
          if (roleId === void 0) throw new Error(`user ${u.userName}: no role ${key}`);
          return { userId: id, roleId };
        });
        if (roleIds.length > 0) await trx.insertInto("sysUserRole").values(roleIds).execute();
      }
    }
  },
  {
    name: "dictionaries",
    run: async (trx, { now }) => {
      const rows = [
        ...INDUSTRIES.map((o) => ({ ...o, dictType: "industry" })),
        ...REGIONS.map((o) => ({ ...o, dictType: "region" }))
      ].map((o) => ({
        guid: o.guid,
        dictType: o.dictType,
        label: o.value,
        value: o.guid,
        sort: o.sort,
        status: 1,
        createdAt: now,
        updatedAt: now
      }));
      await trx.insertInto("sysDictData").values(rows).execute();
    }
  },
  {
    name: "projects",
    run: async (trx, { today, now }) => {
      const users2 = await trx.selectFrom("sysUser").select(["id", "userName", "deptId"]).execute();
      const byName = new Map(users2.map((u) => [u.userName, u]));
      const rows = buildProjects(today).map((p2) => {
        const owner = byName.get(p2.salesOwner);
        return {
          guid: p2.guid,
          projectNumber: p2.projectNumber,
          title: p2.title,
          formFlag: p2.formFlag,
          status: p2.status,
          industryGuid: p2.industryGuid,
          regionGuid: p2.regionGuid,
          customer: p2.customer,
          halls: p2.halls,
          loadInTime: p2.loadInTime,
          startTime: p2.startTime,
          endTime: p2.endTime,
          loadOutTime: p2.loadOutTime,
          deptId: owner?.deptId ?? null,
          createdBy: owner?.id ?? null,
          createdAt: now,
          updatedAt: now
        };
      });
      for (const part of chunks(rows, rowsPerInsert(18))) {
        await trx.insertInto("project").values(part).execute();
      }
    }
  },
  {
    name: "exhibitions",
    run: (trx, { today, now }) => insertExhibitions(trx, buildExhibitions(today), now)
  },
  {
    name: "versions",
    run: async (trx, { today }) => {
      await trx.insertInto("sysVersion").values(buildVersions(today)).execute();
    }
  },
  {
    name: "config",
    run: async (trx) => {
      await trx.insertInto("sysConfig").values({ configKey: BACKGROUND_IMAGE_KEY, configValue: DEFAULT_BACKGROUND_IMAGE }).onConflict((oc) => oc.column("configKey").doNothing()).execute();
    }
  },
  {
    name: "favourite-views",
    run: async (trx, { now }) => {
      const ids = await userIds(trx);
      const rows = Object.entries(buildFavouriteViews()).flatMap(([userName, views]) => {
        const userId = ids.get(userName);
        return userId === void 0 ? [] : views.map((v, i) => ({ ...v, userId, createdAt: now - i * 6e4 }));
      });
      if (rows.length > 0) await trx.insertInto("favouriteView").values(rows).execute();
    }
  },
  {
    name: "messages",
    run: async (trx, { today }) => {
      const ids = await userIds(trx);
      const rows = Object.entries(buildMessages(today)).flatMap(([userName, messages]) => {
        const userId = ids.get(userName);
        if (userId === void 0) return [];
        return messages.map((m) => ({
          guid: m.guid,
          userId,
          title: m.title,
          content: m.content,
          kind: m.kind,
          link: m.link,
          readAt: m.readAt,
          createdAt: m.createdAt
        }));
      });
      for (const part of chunks(rows, rowsPerInsert(8))) {
        await trx.insertInto("message").values(part).execute();
      }
    }
  },
  {
    name: "schedule-templates",
    run: async (trx, { now }) => {
      for (const [i, t] of TEMPLATES.entries()) {
        const { id } = await trx.insertInto("scheduleTemplate").values({
          name: t.name,
          isDefault: t.isDefault ? 1 : 0,
          sort: i + 1,
          createdAt: now,
          updatedAt: now
        }).returning("id").executeTakeFirstOrThrow();
        await trx.insertInto("scheduleDayPart").values(
          t.parts.map(([from, to, width, text3], sort) => ({
            templateId: id,
            startMinute: minutesOf2(from),
            endMinute: minutesOf2(to),
            width,
            text: text3,
            sort
          }))
        ).execute();
      }
    }
  },
  {
    name: "sites",
    run: async (trx, { today, now }) => {
      const templates = await idsBy(
        trx.selectFrom("scheduleTemplate").select(["id", "name"]).execute(),
        "name"
      );
      const closed = disabledPeriod(today, buildProjects(today));
      const groups = /* @__PURE__ */ new Map();
      for (const [i, s] of SITES.entries()) {
        const off = s.name === DISABLED_HALL.name;
        const { id } = await trx.insertInto("site").values({
          guid: s.guid,
          parentId: s.group === null ? 0 : groups.get(s.group) ?? 0,
          code: s.code,
          name: s.name,
          type: s.type,
          area: s.area,
          sort: i + 1,
          bookable: s.group === null ? 0 : 1,
          disabled: off ? 1 : 0,
          disableFrom: off ? closed.from : null,
          disableTo: off ? closed.to : null,
          disableReason: off ? closed.reason : null,
          templateId: s.template === null ? null : templates.get(s.template) ?? null,
          createdAt: now,
          updatedAt: now
        }).returning("id").executeTakeFirstOrThrow();
        if (s.group === null) groups.set(s.code, id);
      }
      await trx.insertInto("siteRelation").values(SITE_RELATIONS.map(([siteGuid, relatedGuid]) => ({ siteGuid, relatedGuid }))).execute();
    }
  },
  {
    name: "festivals",
    run: async (trx) => {
      await trx.insertInto("festival").values(buildFestivals()).execute();
    }
  },
  {
    name: "missions",
    run: async (trx, { today, now }) => {
      const ids = await userIds(trx);
      const admin = ids.get("admin") ?? 1;
      const rows = buildMissions(buildProjects(today)).map(({ bookedBy, ...m }) => ({
        ...m,
        userId: ids.get(bookedBy) ?? admin,
        startKey: keyOf(m.fromDate, m.fromMinute),
        endKey: keyOf(m.toDate, m.toMinute),
        copyId: null,
        createdAt: now,
        updatedAt: now
      }));
      for (const part of chunks(rows, rowsPerInsert(18))) {
        await trx.insertInto("scheduleMission").values(part).execute();
      }
    }
  }
];
async function seedDemoData(db2, opts) {
  const done = new Set((await db2.selectFrom("seedRun").select("step").execute()).map((r) => r.step));
  let hash2;
  const ctx = {
    today: opts.today,
    now: opts.today.getTime(),
    // the demo password as sign-in sends it (sha256 hex), then argon2id, once
    passwordHash: () => hash2 ??= hashPassword(sha256Hex(DEMO_PASSWORD))
  };
  for (const step of [...STEPS, ...ADMIN_STEPS, ...SALES_STEPS]) {
    if (done.has(step.name)) continue;
    await runStep(db2, step.name, (trx) => step.run(trx, ctx));
  }
  return { userNames: USERS.map((u) => u.userName) };
}

// src/server.ts
var config = loadConfig();
var db = createDbFromConfig(config.databaseUrl, config.dataDir);
await migrateToLatest(db);
var seeded2 = config.seedDemo ? await seedDemoData(db, { today: /* @__PURE__ */ new Date() }) : null;
var app = await buildApp({ db, config, logger: process.env.LOG_REQUESTS === "1" });
await app.listen({ port: config.port, host: config.host });
var where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite ${config.dataDir}/venue.db`;
console.info(`
  \u667A\u6167\u573A\u9986\u8FD0\u8425\u7BA1\u7406\u5E73\u53F0  http://localhost:${config.port}
  database: ${where}`);
if (seeded2) {
  console.info(`  demo accounts (password ${DEMO_PASSWORD}): ${seeded2.userNames.join(", ")}
`);
}
var SHUTDOWN_GRACE_MS = 1e4;
var closing = false;
var shutDown = async (signal) => {
  if (closing) return;
  closing = true;
  console.info(`  ${signal}: closing`);
  const force = setTimeout(() => {
    console.error(`  requests still in flight after ${SHUTDOWN_GRACE_MS} ms: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on("SIGINT", () => void shutDown("SIGINT"));
process.on("SIGTERM", () => void shutDown("SIGTERM"));
//# sourceMappingURL=server.js.map
