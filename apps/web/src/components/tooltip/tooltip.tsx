import {
  cloneElement,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { lazyPart } from '@/lib/lazy-part';

// MUI's Tooltip brings its Popper and @popperjs/core (about 10 kB gzip): the popup is loaded when first
// shown, so the first screen does not carry it (docs/web-performance.md).
const Popup = lazyPart(() => import('./tooltip-popup').then((m) => m.TooltipPopup));

/** Handlers of the wrapped element that the tooltip chains with its own. */
type ChildProps = Partial<Record<'onMouseOver' | 'onMouseLeave' | 'onFocus' | 'onBlur', (event: SyntheticEvent) => void>> & {
  ref?: unknown;
};

export interface TooltipProps {
  /** The text (or content) shown; nothing is shown for an empty title. */
  title: ReactNode;
  /** One element that can hold a ref and takes mouse and focus handlers (a button, a chip, a span). */
  children: ReactElement;
  /** The title describes the child (`aria-describedby`, the `title` attribute while closed) instead of naming it (`aria-label`). */
  describeChild?: boolean;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  arrow?: boolean;
}

/** MUI Tooltip's default delay before showing on hover, ms. */
const ENTER_DELAY_MS = 100;

/**
 * A tooltip like MUI's (same look, placement, delays, naming and description of the child), whose popup code
 * loads on first show. The child is never re-mounted: it gets the accessible name (`aria-label`, string titles)
 * or description (`title` attribute while closed, `aria-describedby` while open, with `describeChild`) at once;
 * the popup is a separate, lazily loaded part anchored to it. Shows on hover (after 100 ms) and on keyboard
 * focus; hides on leaving, blur and Escape.
 */
export function Tooltip({ title, children, describeChild = false, placement = 'bottom', arrow = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const child = children as ReactElement<ChildProps & Record<string, unknown>>;
  const own = child.props;
  const hasTitle = Boolean(title) || title === 0;
  const shown = open && hasTitle;
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);
  const chain = (name: keyof ChildProps, then: (event: SyntheticEvent) => void) => (event: SyntheticEvent) => {
    (own[name] as ((e: SyntheticEvent) => void) | undefined)?.(event);
    then(event);
  };
  const show = () => {
    Popup.preload();
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const titleIsString = typeof title === 'string';
  const naming = describeChild
    ? { title: !shown && titleIsString ? title : undefined, 'aria-describedby': shown ? id : undefined }
    : { 'aria-label': titleIsString ? title : undefined, 'aria-labelledby': shown && !titleIsString ? id : undefined };
  const ownRef = own.ref;
  // Stable, so that React does not detach and re-attach it (and set the anchor again) on every render.
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setAnchor(node);
      if (typeof ownRef === 'function') (ownRef as (n: HTMLElement | null) => void)(node);
      else if (ownRef && typeof ownRef === 'object') (ownRef as { current: HTMLElement | null }).current = node;
    },
    [ownRef],
  );
  const element = cloneElement(child, {
    ...naming,
    ...own,
    ref,
    onMouseOver: chain('onMouseOver', () => {
      if (open) return;
      Popup.preload();
      clearTimeout(timer.current);
      timer.current = setTimeout(show, ENTER_DELAY_MS);
    }),
    onMouseLeave: chain('onMouseLeave', hide),
    onFocus: chain('onFocus', (event) => {
      if ((event.target as Element).matches?.(':focus-visible')) show();
    }),
    onBlur: chain('onBlur', hide),
  });
  return (
    <>
      {element}
      {shown && anchor ? (
        <Suspense fallback={null}>
          <Popup.Component id={id} title={title} anchor={anchor} placement={placement} arrow={arrow} />
        </Suspense>
      ) : null}
    </>
  );
}
