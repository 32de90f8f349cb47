import { Badge, Tooltip } from 'antd'
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'

export const RAIL_BUTTON_CLASS = 'left-rail__button'
export const RAIL_CAPTION_CLASS = 'left-rail__caption'

type RailButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>
  icon: ReactNode
  /** The accessible name, also the tooltip unless `tooltip` is false (a popover is open). */
  label: string
  /** A count shown on the icon (unread messages). */
  count?: number
  showTooltip?: boolean
}

/**
 * One icon entry of the left rail, with its tooltip on the right. Extra props and the
 * ref reach the button, so a Popover can wrap it.
 */
export const RailButton = ({
  icon,
  label,
  count,
  showTooltip = true,
  className,
  ...rest
}: RailButtonProps) => (
  <Tooltip title={label} placement="right" open={showTooltip ? undefined : false}>
    <button
      type="button"
      aria-label={label}
      className={className ? `${RAIL_BUTTON_CLASS} ${className}` : RAIL_BUTTON_CLASS}
      {...rest}
    >
      {count === undefined ? (
        icon
      ) : (
        // the count is in the name already; hidden so the name is the only text read
        <span aria-hidden="true">
          <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
            {icon}
          </Badge>
        </span>
      )}
    </button>
  </Tooltip>
)
