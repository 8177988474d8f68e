import { Popover, Tooltip } from 'antd';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { usePopupFocus } from './use-popup-focus';
import { usePopupTooltip } from './use-popup-tooltip';

type Props = {
  /** The button's name: its tooltip, and what a screen reader says. */
  label: string;
  /** The popover's title; the button's name unless given. */
  title?: ReactNode;
  content: ReactNode;
  /** The button, given the ref focus comes back to when the popover closes. */
  trigger: (ref: RefObject<HTMLButtonElement | null>) => ReactElement;
};

/**
 * A button that opens a popover below it and names itself in a tooltip (shown only while the
 * popover is closed, and Escape closes it: usePopupTooltip); focus goes into the popover when it
 * opens and back to the button when it closes (usePopupFocus).
 */
export function PopoverButton({ label, title = label, content, trigger }: Props) {
  const { popupOpen, onPopupOpenChange, tooltipOpen } = usePopupTooltip();
  const { panel, trigger: ref } = usePopupFocus(popupOpen);
  return (
    <Popover
      content={<div ref={panel}>{content}</div>}
      title={title}
      trigger="click"
      placement="bottomRight"
      open={popupOpen}
      onOpenChange={onPopupOpenChange}
    >
      <Tooltip title={label} open={tooltipOpen}>
        {trigger(ref)}
      </Tooltip>
    </Popover>
  );
}
