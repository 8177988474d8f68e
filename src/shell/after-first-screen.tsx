import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { useFirstScreenDrawn } from './first-screen';

type Clickable = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

type Props = {
  children: Clickable;
  /** What the child becomes once the first screen is drawn: in a tooltip, a popup's trigger. */
  wrap: (child: Clickable) => ReactElement;
  /** A click on the bare child (before it is wrapped): it is wrapped at once, and this opens the popup. */
  onEarlyClick?: () => void;
};

/**
 * A button on a reload's first screen without its tooltip or popup until that screen's content is
 * drawn. Each of antd's tooltips and popups mounts a trigger that updates itself in a layout
 * effect: a score of them on the first screen is a second render of the frame before its first
 * paint. Nobody hovers a button in the frames before it gets its tooltip; a click that quick
 * still opens its popup (`onEarlyClick`).
 */
export function AfterFirstScreen({ children, wrap, onEarlyClick }: Props) {
  const drawn = useFirstScreenDrawn();
  const [clicked, setClicked] = useState(false);
  if (drawn || clicked) return wrap(children);
  if (!onEarlyClick) return children;
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      setClicked(true);
      onEarlyClick();
    },
  });
}
