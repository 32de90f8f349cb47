import {
  type ParsedElement,
  RICH_TEXT_KEPT,
  XSS_PAYLOADS,
  unsafeMarkup,
} from '@app/contracts/testing'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '#web/shared/ui/rich-text-editor/sanitize-html.ts'

const PREFIX: Record<string, string> = {
  'http://www.w3.org/2000/svg': 'svg:',
  'http://www.w3.org/1998/Math/MathML': 'math:',
}

/** The elements the browser builds from `markup` as a div's innerHTML (the booking drawer's way). */
function elementsOf(markup: string): ParsedElement[] {
  const div = document.createElement('div')
  div.innerHTML = markup
  return [...div.querySelectorAll('*')].map((el) => ({
    tag: `${PREFIX[el.namespaceURI ?? ''] ?? ''}${el.localName}`,
    attributes: [...el.attributes].map((a) => ({ name: a.name, value: a.value })),
  }))
}

// the same table as the server's sanitiser is tested with (apps/server/src/lib/rich-text.test.ts)
describe('sanitizeRichText (browser)', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of $name', ({ html }) => {
    const out = sanitizeRichText(html)
    expect(unsafeMarkup(elementsOf(out)), out).toEqual([])
    expect(sanitizeRichText(out)).toBe(out)
  })

  it.each(RICH_TEXT_KEPT)("keeps the editor's $name", ({ html }) => {
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('drops style and data: URLs, keeping the element and its text', () => {
    expect(
      sanitizeRichText(
        '<p style="background:url(javascript:alert(1))">甲</p>' +
          '<p><a href="data:text/html;base64,PHNjcmlwdD4=">乙</a><img src="data:image/png;base64,AA==" alt="章"></p>',
      ),
    ).toBe('<p>甲</p><p><a>乙</a><img alt="章"></p>')
  })

  it('makes a new-tab link say noopener noreferrer, and drops any other target', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_BLANK">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeRichText('<a href="/xgz/files/a.pdf" target="_top" rel="nofollow">x</a>')).toBe(
      '<a href="/xgz/files/a.pdf" rel="nofollow">x</a>',
    )
  })

  it('holds each tag to its own attributes', () => {
    expect(
      sanitizeRichText('<p href="/x" src="/y" title="t">x</p><img src="mailto:a@b.c" alt="">'),
    ).toBe('<p>x</p><img alt="">')
  })
})
