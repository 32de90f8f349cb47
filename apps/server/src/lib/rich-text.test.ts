import {
  type ParsedElement,
  RICH_TEXT_KEPT,
  XSS_PAYLOADS,
  unsafeMarkup,
} from '@app/contracts/testing'
import {
  type DefaultTreeAdapterTypes as Tree,
  defaultTreeAdapter,
  html as HTML,
  parseFragment,
  serialize,
} from 'parse5'
import { describe, expect, it } from 'vitest'
import { richTextToPlain, sanitizeRichText } from '#server/lib/rich-text.ts'

const PREFIX: Partial<Record<HTML.NS, string>> = {
  [HTML.NS.SVG]: 'svg:',
  [HTML.NS.MATHML]: 'math:',
}

/**
 * The elements a browser builds from `markup` set as a div's innerHTML (as the booking
 * drawer shows a remark): parse5 parses as the HTML standard says, unlike sanitize-html's own
 * parser, so a quirk the two disagree on shows.
 */
function elementsOf(markup: string): ParsedElement[] {
  const found: ParsedElement[] = []
  const visit = (parent: Tree.ParentNode) => {
    for (const node of parent.childNodes) {
      if (!defaultTreeAdapter.isElementNode(node)) continue
      found.push({
        tag: `${PREFIX[node.namespaceURI] ?? ''}${node.tagName}`,
        attributes: node.attrs.map((a) => ({
          name: a.prefix ? `${a.prefix}:${a.name}` : a.name,
          value: a.value,
        })),
      })
      if (node.tagName === 'template') visit((node as Tree.Template).content)
      visit(node)
    }
  }
  visit(parseFragment(defaultTreeAdapter.createElement('div', HTML.NS.HTML, []), markup, {}))
  return found
}

/** The HTML as a browser would serialise it again: `<br />` and `<br>` are the same. */
const normalised = (markup: string) =>
  serialize(parseFragment(defaultTreeAdapter.createElement('div', HTML.NS.HTML, []), markup, {}))

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of $name', ({ html }) => {
    const out = sanitizeRichText(html)
    expect(unsafeMarkup(elementsOf(out)), out).toEqual([])
    // what is stored is cleaned again on the next save: it must come back the same
    expect(sanitizeRichText(out)).toBe(out)
  })

  it.each(RICH_TEXT_KEPT)("keeps the editor's $name", ({ html }) => {
    expect(normalised(sanitizeRichText(html))).toBe(normalised(html))
  })

  it('drops style, class and data: URLs, keeping the element and its text', () => {
    expect(
      sanitizeRichText(
        '<p style="background:url(javascript:alert(1))" class="x">甲</p>' +
          '<p><a href="data:text/html;base64,PHNjcmlwdD4=">乙</a><img src="data:image/png;base64,AA==" alt="章"></p>',
      ),
    ).toBe('<p>甲</p><p><a>乙</a><img alt="章" /></p>')
  })

  it('makes a new-tab link say noopener noreferrer, and drops any other target', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_BLANK">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeRichText('<a href="/xgz/files/a.pdf" target="_top" rel="nofollow">x</a>')).toBe(
      '<a href="/xgz/files/a.pdf" rel="nofollow">x</a>',
    )
  })

  it('loads images over http(s) or from our own paths only', () => {
    expect(
      sanitizeRichText('<img src="mailto:a@example.com"><img src="//cdn.example.com/a.png">'),
    ).toBe('<img /><img src="//cdn.example.com/a.png" />')
  })
})

describe('richTextToPlain', () => {
  it('is the text without markup, scripts or runs of whitespace', () => {
    expect(
      richTextToPlain('<p>甲方：<strong>{客户名称}</strong></p>\n<script>x()</script><p> </p>'),
    ).toBe('甲方：{客户名称}')
    expect(richTextToPlain('<script>alert(1)</script><p> </p>')).toBe('')
  })
})
