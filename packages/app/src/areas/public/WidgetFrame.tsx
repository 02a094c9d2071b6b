import type { WidgetOptions, WidgetResizeMessage } from "@varco/domain";
import { widgetMessageTypes } from "@varco/domain";
import { ThemeProvider } from "@varco/ui";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { PlatformFooter } from "../../shell/PlatformFooter";
import type { WidgetLook } from "./widgetLook";

/**
 * The frame of the widget's pages (`/widget/…`), inside another site's page: the event's look or
 * the page's options, no header, the compact powered-by line. It tells the page that embeds it
 * (through the loader, `/widget.js`) how tall its content is, so the frame never scrolls inside.
 */
export function WidgetFrame({
  options,
  look,
  label,
  pathname,
  children,
}: {
  options: WidgetOptions;
  /** Its colours, worked out by the server (`widgetLookOf`). */
  look: WidgetLook;
  /** What its main part is called (the event's title). */
  label: string;
  pathname: string;
  children?: ReactNode;
}) {
  const { bcp47 } = useLocaleControls();
  const root = useRef<HTMLDivElement>(null);
  useSizeReport(root);
  return (
    <div ref={root}>
      <ThemeProvider
        brand={look.brand}
        mode={look.mode}
        locale={bcp47}
        style={{ padding: options.padding ?? 16 }}
      >
        {/* Named: the page around the frame has a main part of its own. */}
        <main aria-label={label}>{children}</main>
        <PlatformFooter pathname={pathname} />
      </ThemeProvider>
    </div>
  );
}

/**
 * The handshake with the loader is `widgetMessageTypes`'. Posts the content's height and the page's title to the embedding page whenever they change
 * (the loader sizes the frame unless asked not to, and names it for screen readers), once that
 * page's loader said hello: only to the origin that said it (the page), and only when it came from the frame's
 * own parent. The loader in turn accepts sizes only from this app's origin.
 */
function useSizeReport(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element || window.parent === window) return;
    const iframeId = new URLSearchParams(window.location.search).get("iframeId") ?? "";
    let parentOrigin: string | null = null;
    const report = () => {
      if (!parentOrigin) return;
      const height = Math.ceil(element.getBoundingClientRect().height);
      const message: WidgetResizeMessage & { title: string } = {
        type: widgetMessageTypes.resize,
        height,
        iframeId,
        title: document.title,
      };
      window.parent.postMessage(message, parentOrigin);
    };
    const onMessage = (event: MessageEvent) => {
      if (
        event.source !== window.parent ||
        (event.data as { type?: unknown })?.type !== widgetMessageTypes.hello
      )
        return;
      parentOrigin = event.origin;
      report();
    };
    window.addEventListener("message", onMessage);
    window.parent.postMessage({ type: widgetMessageTypes.ready, iframeId }, "*");
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => {
      window.removeEventListener("message", onMessage);
      observer.disconnect();
    };
  }, [root]);
}
