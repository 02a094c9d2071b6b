import { X } from "lucide-react";
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Button,
  type DialogRenderProps,
  Heading,
} from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import {
  body as bodyClass,
  closeButton,
  description as descriptionClass,
  dialog,
  footer as footerClass,
  header,
  headingGroup,
  title as titleClass,
} from "./Modal.css";

type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export type DialogProps = Omit<AriaDialogProps, "children"> & {
  /** The dialog's title; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A short line under the title; it describes the dialog for assistive technology. */
  description?: ReactNode;
  /** The body. It scrolls when taller than the screen. A function receives `{ close }`. */
  children?: DialogContent;
  /** The actions row at the bottom (buttons). A function receives `{ close }`. */
  footer?: DialogContent;
  /** Shows the close button in the corner. */
  showCloseButton?: boolean;
  /** Accessible name of the close button; defaults to the `close` string of the current locale. */
  closeLabel?: string;
};

const renderContent = (content: DialogContent, renderProps: DialogRenderProps) =>
  typeof content === "function" ? content(renderProps) : content;

/**
 * The content of a Modal or a Drawer: title, optional description, a body that scrolls on its
 * own, a footer for actions and a close button. Focus is trapped and restored by the overlay.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  showCloseButton = true,
  closeLabel,
  className,
  "aria-describedby": describedBy,
  ...rest
}: DialogProps) {
  const strings = useUiStrings();
  const descriptionId = useId();
  const describedByIds = [description ? descriptionId : undefined, describedBy].filter(Boolean).join(" ");
  return (
    <AriaDialog {...rest} aria-describedby={describedByIds || undefined} className={cx(dialog, className)}>
      {(renderProps) => (
        <>
          <div className={header}>
            <div className={headingGroup}>
              <Heading slot="title" level={2} className={titleClass}>
                {title}
              </Heading>
              {description ? (
                <p id={descriptionId} className={descriptionClass}>
                  {description}
                </p>
              ) : null}
            </div>
            {showCloseButton ? (
              <Button
                className={closeButton}
                aria-label={closeLabel ?? strings.close}
                onPress={renderProps.close}
              >
                <X size={18} aria-hidden />
              </Button>
            ) : null}
          </div>
          {children !== undefined && children !== null ? (
            <DialogBody>{renderContent(children, renderProps)}</DialogBody>
          ) : null}
          {footer ? <div className={footerClass}>{renderContent(footer, renderProps)}</div> : null}
        </>
      )}
    </AriaDialog>
  );
}

/**
 * The scrolling part of a dialog. When its content overflows it joins the tab order, so keyboard
 * users can scroll it even when it holds nothing focusable.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(viewport, content);
  return (
    <div ref={viewport} className={bodyClass} tabIndex={isScrollable ? 0 : undefined}>
      <div ref={content}>{children}</div>
    </div>
  );
}

/** Whether `viewport` is shorter than `content`; re-measured when either changes size. */
function useIsScrollable(viewport: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const [isScrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    // jsdom has no ResizeObserver; there is no layout to follow there anyway.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [viewport, content]);
  return isScrollable;
}
