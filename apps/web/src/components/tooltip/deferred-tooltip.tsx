import { cloneElement, lazy, Suspense, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';

/** Whether MUI's Tooltip (and Popper.js under it) has loaded; later tooltips then render it at once. */
let loaded = false;
const Tooltip = lazy(() =>
  import('@mui/material/Tooltip').then((m) => {
    loaded = true;
    return m;
  }),
);

interface TriggerProps {
  title?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A MUI Tooltip for what the first screens show (app bar, campaign states): its code (~12 kB gzip with Popper.js) loads
 * when the pointer or focus first reaches the child, and the tooltip then opens as MUI's would (issue
 * #11: the app shell carries no tooltip code). The child must accept pointer and focus handlers and
 * have its own accessible name. `describeChild`: the title describes the child (as MUI's prop: the
 * child carries it as its `title` until the tooltip opens).
 */
export function DeferredTooltip({
  title,
  describeChild = false,
  children,
}: {
  title: string;
  describeChild?: boolean;
  children: ReactElement<TriggerProps>;
}) {
  const [wanted, setWanted] = useState(loaded);
  const [open, setOpen] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  const trigger = cloneElement(children, {
    onPointerEnter: show,
    onPointerLeave: hide,
    onFocus: show,
    onBlur: hide,
    ...(describeChild ? { title } : {}),
  });
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Tooltip title={title} describeChild={describeChild} open={open} onOpen={() => setOpen(true)} onClose={hide}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
