import type { PublicEvent, WidgetOptions, WidgetResizeMessage } from "@varco/domain";
import { contrastRatio, MIN_TEXT_CONTRAST, ThemeProvider, vars } from "@varco/ui";
import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { PlatformFooter } from "../../shell/PlatformFooter";

/**
 * The handshake with the loader on the embedding page: the frame says it is ready (to any page: the
 * message carries nothing), the loader answers hello from the page's origin, and from then on the
 * frame sends its size to that origin alone.
 */
const readyType = "varco:ready";
const helloType = "varco:hello";

/** A colour's custom property, from its `var(--…)` reference in the theme contract. */
const propertyOf = (reference: string) => reference.slice(4, -1);

/**
 * The look of a widget: the embedding page's colours where it gave some, else the event's own.
 * The design system derives every shade and keeps text readable on the brand colours; a text
 * colour of the page's own is used only where it reads at AA on the background it asked for.
 */
function widgetLook(options: WidgetOptions, event: PublicEvent, padding: number) {
  const settings = event.settings;
  const background = options.backgroundColor ?? null;
  // A dark background takes the light text of the dark mode.
  const mode =
    background && contrastRatio(background, "#ffffff") > contrastRatio(background, "#000000")
      ? "dark"
      : "light";
  const style: Record<string, string> = { padding: `${padding}px` };
  if (background) {
    style.background = background;
    style[propertyOf(vars.color.surface.base)] = background;
    const text = options.primaryTextColor;
    if (text && contrastRatio(text, background) >= MIN_TEXT_CONTRAST)
      style[propertyOf(vars.color.text.default)] = text;
  }
  return {
    brand: {
      primary:
        options.primaryColor ?? settings?.homepage_theme_settings?.accent ?? settings?.homepage_primary_color,
      secondary: options.secondaryColor ?? settings?.homepage_secondary_color,
    },
    mode: background ? mode : (settings?.homepage_theme_settings?.mode ?? "light"),
    style: style as CSSProperties,
  } as const;
}

/**
 * The frame of the widget's pages (`/widget/…`), inside another site's page: the event's look or
 * the page's options, no header, the compact powered-by line. It tells the page that embeds it
 * (through the loader, `/widget.js`) how tall its content is, so the frame never scrolls inside.
 */
export function WidgetFrame({
  options,
  event,
  pathname,
  children,
}: {
  options: WidgetOptions;
  event: PublicEvent;
  pathname: string;
  children?: ReactNode;
}) {
  const { bcp47 } = useLocaleControls();
  const root = useRef<HTMLDivElement>(null);
  useSizeReport(root);
  const look = widgetLook(options, event, options.padding ?? 16);
  return (
    <div ref={root}>
      <ThemeProvider brand={look.brand} mode={look.mode} locale={bcp47} style={look.style}>
        {/* Named: the page around the frame has a main part of its own. */}
        <main aria-label={event.title}>{children}</main>
        <PlatformFooter pathname={pathname} />
      </ThemeProvider>
    </div>
  );
}

/**
 * Posts the content's height and the page's title to the embedding page whenever they change
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
        type: "resize",
        height,
        iframeId,
        title: document.title,
      };
      window.parent.postMessage(message, parentOrigin);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || (event.data as { type?: unknown })?.type !== helloType) return;
      parentOrigin = event.origin;
      report();
    };
    window.addEventListener("message", onMessage);
    window.parent.postMessage({ type: readyType, iframeId }, "*");
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => {
      window.removeEventListener("message", onMessage);
      observer.disconnect();
    };
  }, [root]);
}
