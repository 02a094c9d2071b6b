import { createContext, type ReactNode, useContext, useEffect } from "react";
import type { RuntimeConfig } from "../runtimeConfig";

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children?: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (config === null) throw new Error("useRuntimeConfig: render inside <RuntimeConfigProvider>.");
  return config;
}

/** Inside it, a page is a preview on another screen: it leaves the tab's title and head alone. */
const PreviewContext = createContext(false);

/** A public page drawn as a preview (a designer's): its title, description and indexing are not the tab's. */
export function PagePreview({ children }: { children?: ReactNode }) {
  return <PreviewContext.Provider value>{children}</PreviewContext.Provider>;
}

/** Whether the page is drawn as a preview inside another screen (see `PagePreview`). */
export function usePagePreview(): boolean {
  return useContext(PreviewContext);
}

/** The page title as "<page> · <app name>", or the app name alone. */
export function documentTitle(appName: string, page?: string): string {
  return page ? `${page} · ${appName}` : appName;
}

/** Sets the tab's title for as long as the screen is shown; the app name alone when given none. */
export function usePageTitle(page?: string): void {
  const { appName } = useRuntimeConfig();
  const preview = useContext(PreviewContext);
  useEffect(() => {
    if (!preview) document.title = documentTitle(appName, page);
  }, [appName, page, preview]);
}

/** Sets the page's meta description (search results, link previews) while the screen is shown. */
export function usePageDescription(description: string): void {
  const preview = useContext(PreviewContext);
  useEffect(() => {
    if (preview) return;
    const meta = metaDescription(document);
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description, preview]);
}

/**
 * Asks search engines not to list the page while the screen is shown, when its owner said so
 * (`allowed` false); the tag goes again when the screen does.
 */
export function usePageIndexing(allowed: boolean): void {
  const preview = useContext(PreviewContext);
  useEffect(() => {
    if (allowed || preview) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, [allowed, preview]);
}

function metaDescription(doc: Document): HTMLMetaElement {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "description";
    doc.head.append(meta);
  }
  return meta;
}

/** What the runtime configuration says about the page itself: its title and its favicon. */
export function applyDocumentBranding(doc: Document, config: RuntimeConfig): void {
  doc.title = config.appName;
  if (!config.faviconUrl) return;
  const icons = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  if (icons.length === 0) {
    const link = doc.createElement("link");
    link.rel = "icon";
    doc.head.append(link);
    icons.push(link);
  }
  for (const link of icons) {
    // The reseller's icon may be of any image type: the default's "image/svg+xml" must not stay.
    link.removeAttribute("type");
    link.href = config.faviconUrl;
  }
}
