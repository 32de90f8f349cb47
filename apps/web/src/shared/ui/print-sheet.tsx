import { CloseOutlined, PrinterOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import './print-sheet.css'

/** A label and its value, in a sheet's heading or its fields. */
export interface PrintItem {
  label: string
  value: ReactNode
  /** Cells it spans in a PrintFields row (1 unless told). */
  span?: number
}

export interface PrintSheetProps {
  /** The issuing party in the band at the top of every page: its name and detail lines. */
  issuer: { name: string; lines: readonly string[] }
  /** The document's title (形式发票) and a second line under it. */
  title: string
  subtitle?: string
  /** Beside the title: its number and dates. */
  meta?: readonly PrintItem[]
  /** Across the sheet when it is no document yet, or no longer one (草稿, 已作废). */
  stamp?: string
  /** The page's title while the sheet is open: the browser's PDF takes it as its name. */
  documentTitle: string
  onClose: () => void
  children: ReactNode
}

/**
 * An A4 document over the whole app, with 打印 (the browser's print, PDF included) and 返回:
 * printed, only the sheet shows, the issuer's band repeated on each page, table rows kept
 * whole, tables' headers repeated (print-sheet.css). Escape closes it.
 *
 * @example
 * <PrintSheet issuer={{ name: '星港国际会展中心', lines: [address] }} title="形式发票"
 *   documentTitle="PI-2026-0042" onClose={close}>
 *   <PrintTable columns={…} rows={…} />
 * </PrintSheet>
 */
export const PrintSheet = ({
  issuer,
  title,
  subtitle,
  meta = [],
  stamp,
  documentTitle,
  onClose,
  children,
}: PrintSheetProps) => {
  const { t } = useTranslation()
  const printButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const before = document.title
    document.title = documentTitle
    document.body.classList.add('print-sheet-open')
    printButton.current?.focus()
    return () => {
      document.title = before
      document.body.classList.remove('print-sheet-open')
    }
  }, [documentTitle])
  useEffect(() => {
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', escape)
    return () => document.removeEventListener('keydown', escape)
  }, [onClose])
  return createPortal(
    <div
      className="print-sheet-portal"
      role="dialog"
      aria-modal="true"
      aria-label={t('printSheet.region')}
      data-testid="print-sheet"
    >
      <div className="print-sheet-toolbar">
        <Button
          ref={printButton}
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          {t('printSheet.print')}
        </Button>
        <Button icon={<CloseOutlined aria-hidden />} onClick={onClose}>
          {t('printSheet.close')}
        </Button>
      </div>
      <article className="print-sheet-paper">
        {stamp && (
          <div className="print-sheet-stamp" aria-hidden>
            {stamp}
          </div>
        )}
        <table className="print-sheet-frame" role="presentation">
          <thead>
            <tr>
              <td>
                <div className="print-sheet-band">
                  <div className="print-sheet-issuer">{issuer.name}</div>
                  <div className="print-sheet-issuer-lines">
                    {issuer.lines.map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </div>
                </div>
              </td>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <div className="print-sheet-heading">
                  <div>
                    <h1 className="print-sheet-title">{title}</h1>
                    {subtitle && <div className="print-sheet-subtitle">{subtitle}</div>}
                  </div>
                  {meta.length > 0 && (
                    <table className="print-sheet-meta">
                      <tbody>
                        {meta.map((m) => (
                          <tr key={m.label}>
                            <th scope="row">{m.label}</th>
                            <td>{m.value}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </div>
                {stamp && <p className="print-sheet-subtitle">{stamp}</p>}
                {children}
              </td>
            </tr>
          </tbody>
        </table>
      </article>
    </div>,
    document.body,
  )
}

/** A titled part of a sheet. */
export const PrintSection = ({ caption, children }: { caption?: string; children: ReactNode }) => (
  <section className="print-section">
    {caption && <h2 className="print-section-caption">{caption}</h2>}
    {children}
  </section>
)

/** Label–value pairs, `columns` pairs a row, in ruled cells (parties, totals). */
export const PrintFields = ({
  items,
  columns = 1,
  caption,
}: {
  items: readonly PrintItem[]
  columns?: number
  caption?: string
}) => {
  const rows: PrintItem[][] = []
  let row: PrintItem[] = []
  let used = 0
  for (const item of items) {
    const span = Math.min(item.span ?? 1, columns)
    if (used + span > columns) {
      rows.push(row)
      row = []
      used = 0
    }
    row.push(item)
    used += span
  }
  if (row.length) rows.push(row)
  return (
    <table className="print-fields">
      {caption && <caption className="print-section-caption">{caption}</caption>}
      <tbody>
        {rows.map((r) => (
          <tr key={r.map((i) => i.label).join('|')}>
            {r.map((i) => (
              <Cells key={i.label} item={i} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
const Cells = ({ item }: { item: PrintItem }) => (
  <>
    <th scope="row">{item.label}</th>
    <td colSpan={item.span ? item.span * 2 - 1 : undefined}>{item.value}</td>
  </>
)

/** A column of a PrintTable: its header, its cell, right-aligned numbers. */
export interface PrintColumn<Row> {
  key: string
  title: string
  render: (row: Row) => ReactNode
  align?: 'num' | 'center'
  /** Its share of the width, e.g. '12%'. */
  width?: string
}

/** A ruled table whose header repeats on each printed page and whose rows are not split. */
export const PrintTable = <Row,>({
  columns,
  rows,
  rowKey,
  caption,
}: {
  columns: readonly PrintColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  caption?: string
}) => (
  <table className="print-table">
    {caption && <caption className="print-section-caption">{caption}</caption>}
    <thead>
      <tr>
        {columns.map((c) => (
          <th
            key={c.key}
            scope="col"
            style={c.width ? { width: c.width } : undefined}
            className={
              c.align === 'num' ? 'print-num' : c.align === 'center' ? 'print-center' : undefined
            }
          >
            {c.title}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((c) => (
            <td
              key={c.key}
              className={
                c.align === 'num' ? 'print-num' : c.align === 'center' ? 'print-center' : undefined
              }
            >
              {c.render(row)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
)

/** A party of a document (seller, buyer, 甲方, 乙方): its name, tax number, address, bank. */
export interface PrintPartyData {
  name: string
  taxNo: string
  addressPhone: string
  bank: string
  account: string
}

/** A party as a captioned block of its fields ('—' for what it keeps none of). */
export const PrintParty = ({ caption, party }: { caption: string; party: PrintPartyData }) => {
  const { t } = useTranslation()
  const w = (key: keyof PrintPartyData) => t(`printSheet.party.${key}`)
  return (
    <PrintFields
      caption={caption}
      items={(['name', 'taxNo', 'addressPhone', 'bank', 'account'] as const).map((k) => ({
        label: w(k),
        value: party[k] || '—',
      }))}
    />
  )
}

/** The signature and stamp boxes closing a document, each with its date line (日期：  年  月  日). */
export const PrintSignatures = ({
  parties,
  dateLine,
}: {
  parties: readonly string[]
  dateLine: string
}) => (
  <div className="print-signatures">
    {parties.map((p) => (
      <div key={p}>
        <div>{p}</div>
        <div className="print-sign-date">{dateLine}</div>
      </div>
    ))}
  </div>
)
