import {
  type HTMLAttributes,
  type PointerEvent,
  type Ref,
  type UIEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useObjectRef } from "react-aria";
import { cx } from "../../classNames";
import { content, scrollArea, scrollAreaOrientation } from "./ScrollArea.css";
import { SCROLL_AREA_HIDE_DELAY, type ScrollAreaOrientation } from "./scrollAreaVariants";

type Naming =
  /** Names the area; announced when it scrolls and becomes a focusable region. */
  { "aria-label": string; "aria-labelledby"?: string } | { "aria-label"?: string; "aria-labelledby": string };

export type ScrollAreaProps = Omit<HTMLAttributes<HTMLDivElement>, "aria-label" | "aria-labelledby"> &
  Naming & {
    orientation?: ScrollAreaOrientation;
    /** Milliseconds the scrollbars stay after scrolling stops or the pointer leaves. */
    hideDelay?: number;
    ref?: Ref<HTMLDivElement>;
  };

function overflows(element: HTMLElement, orientation: ScrollAreaOrientation) {
  const x = element.scrollWidth > element.clientWidth;
  const y = element.scrollHeight > element.clientHeight;
  return orientation === "vertical" ? y : orientation === "horizontal" ? x : x || y;
}

/**
 * A scroll container with thin scrollbars that show while scrolling or hovering and fade
 * `hideDelay` ms after. When its content overflows it becomes a named, focusable region so
 * keyboard users can scroll it with the arrow keys.
 */
export function ScrollArea({
  orientation = "vertical",
  hideDelay = SCROLL_AREA_HIDE_DELAY,
  className,
  children,
  ref,
  onScroll,
  onPointerEnter,
  onPointerLeave,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...rest
}: ScrollAreaProps) {
  const areaRef = useObjectRef<HTMLDivElement>(ref ?? null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  const [visible, setVisible] = useState(false);
  const hovered = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const measure = useCallback(() => {
    if (areaRef.current) setScrollable(overflows(areaRef.current, orientation));
  }, [areaRef, orientation]);

  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    if (areaRef.current) observer.observe(areaRef.current);
    if (contentRef.current) observer.observe(contentRef.current);
    return () => observer.disconnect();
  }, [measure, areaRef]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const hideLater = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      // A pointer resting on the area keeps the scrollbars: they are how a mouse user scrolls it.
      if (!hovered.current) setVisible(false);
    }, hideDelay);
  };

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    setVisible(true);
    hideLater();
    onScroll?.(event);
  };

  const handlePointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse") {
      hovered.current = true;
      clearTimeout(hideTimer.current);
      setVisible(true);
    }
    onPointerEnter?.(event);
  };

  const handlePointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (hovered.current) {
      hovered.current = false;
      hideLater();
    }
    onPointerLeave?.(event);
  };

  // Only a scrolling area is a landmark-like region worth a tab stop; otherwise it is a plain box.
  const regionProps = scrollable
    ? { role: "region", tabIndex: 0, "aria-label": ariaLabel, "aria-labelledby": ariaLabelledBy }
    : {};

  return (
    <div
      {...rest}
      {...regionProps}
      ref={areaRef}
      data-orientation={orientation}
      data-scrollable={scrollable || undefined}
      data-scrollbars={visible ? "visible" : "hidden"}
      className={cx(scrollArea, scrollAreaOrientation[orientation], className)}
      onScroll={handleScroll}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
    >
      <div ref={contentRef} className={content[orientation]}>
        {children}
      </div>
    </div>
  );
}
