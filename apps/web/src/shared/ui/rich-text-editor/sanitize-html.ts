import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  richTextUrlPattern,
} from '@app/contracts'
import DOMPurify from 'dompurify'

// DOMPurify compacts a URL this way before testing it (java&#x09;script: is javascript:)
// eslint-disable-next-line no-control-regex
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g
const IMAGE_URL = richTextUrlPattern(RICH_TEXT_IMAGE_SCHEMES)
const attributesOf = (tag: string): readonly string[] =>
  RICH_TEXT_ATTRIBUTES[tag as keyof typeof RICH_TEXT_ATTRIBUTES] ?? []

// an instance of our own: its hooks must not change DOMPurify for anyone else
const purifier = DOMPurify(window)
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase()
  // ALLOWED_ATTR is one list for all tags: hold each tag to its own
  if (!attributesOf(tag).includes(data.attrName)) data.keepAttr = false
  // DOMPurify lets an img load data: URLs whatever the URI pattern says
  else if (tag === 'img' && data.attrName === 'src')
    data.keepAttr = IMAGE_URL.test(data.attrValue.replace(URL_WHITESPACE, ''))
})
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A' || !node.hasAttribute('target')) return
  // a page opened in a new tab must not reach back to ours; any other target goes
  if (node.getAttribute('target')?.toLowerCase() !== '_blank') {
    node.removeAttribute('target')
    return
  }
  node.setAttribute('target', '_blank')
  const rel = (node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean)
  node.setAttribute('rel', [...new Set([...rel, 'noopener', 'noreferrer'])].join(' '))
})

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: richTextUrlPattern(RICH_TEXT_LINK_SCHEMES),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

/**
 * Rich text as it may be shown: the one allow-list of @app/contracts (RICH_TEXT_TAGS …), the
 * same the server stores it by. Scripts, handlers, `style` and other URL schemes go.
 */
export const sanitizeRichText = (html: string): string => purifier.sanitize(html, CONFIG)

/** An empty editor says `<p></p>`: treat it as no text at all. */
export const isBlankRichText = (html: string): boolean =>
  html.replace(/<p>\s*<\/p>/g, '').trim() === ''
