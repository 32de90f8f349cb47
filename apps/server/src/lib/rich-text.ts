import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@app/contracts'
import sanitizeHtml from 'sanitize-html'

/** A new-tab link keeps its other rel words but always says noopener noreferrer. */
const relForNewTab = (rel = '') =>
  [...new Set([...rel.split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])].join(' ')

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: true,
  transformTags: {
    // a link opens in a new tab or in place: a page it opens must not reach back to ours
    a: (tagName, attribs) => {
      const { target, ...others } = attribs
      if (target?.toLowerCase() !== '_blank') return { tagName, attribs: others }
      return { tagName, attribs: { ...attribs, target: '_blank', rel: relForNewTab(attribs.rel) } }
    },
  },
}

/**
 * Stored rich text as it may be shown to other users: only the elements, attributes and URL
 * schemes of the one allow-list (@app/contracts RICH_TEXT_TAGS …) survive; the browser
 * cleans with the same list.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT)

/** The text of rich text, whitespace collapsed (e.g. to tell an empty editor). */
export const richTextToPlain = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
