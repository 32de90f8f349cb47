import DOMPurify from 'dompurify'

/** The editor's HTML as it may be stored and shown again: scripts, handlers and unknown URLs go. */
export const sanitizeRichText = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })

/** An empty editor says `<p></p>`: treat it as no text at all. */
export const isBlankRichText = (html: string): boolean =>
  html.replace(/<p>\s*<\/p>/g, '').trim() === ''
