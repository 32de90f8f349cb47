/*
 * The one allow-list of stored rich text (contract templates, booking remarks): the server's
 * sanitize-html and the browser's DOMPurify are both configured from it, so what is saved is
 * what is shown. Anything not named here goes: elements (their text stays), attributes,
 * `style`, `class`, event handlers, and URLs of any other scheme (data:, javascript:, vbscript:).
 */

/**
 * What the editor writes (tiptap's starter kit: paragraphs, line breaks, bold, italic,
 * underline, strike, inline code, quotes, lists, links; plus images), the `b` and `i` a pasted
 * or older text carries, and headings, which printed contract templates use.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
] as const

export type RichTextTag = (typeof RICH_TEXT_TAGS)[number]

/** The attributes each tag keeps; a tag not named here keeps none. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  // the editor's links say target="_blank" rel="noopener noreferrer nofollow"
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start', 'type'],
}

/** The schemes a link may use; a URL without a scheme (`/xgz/files/…`, `#top`) is allowed too. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const

/** The schemes an image may load from: uploads are served under /xgz, so a relative URL. */
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const

/**
 * Matches a URL (with whitespace and control characters already removed) that has one of
 * `schemes` or no scheme at all; `java&#x09;script:` is `javascript:` once so compacted.
 */
export const richTextUrlPattern = (schemes: readonly string[]): RegExp =>
  new RegExp(`^(?:(?:${schemes.join('|')}):|(?![a-z][a-z0-9+.-]*:))`, 'i')
