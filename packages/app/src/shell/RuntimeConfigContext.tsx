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

/** The page title as "<page> · <app name>", or the app name alone. */
export function documentTitle(appName: string, page?: string): string {
  return page ? `${page} · ${appName}` : appName;
}

/** Sets the tab's title for as long as the screen is shown; the app name alone when given none. */
export function usePageTitle(page?: string): void {
  const { appName } = useRuntimeConfig();
  useEffect(() => {
    document.title = documentTitle(appName, page);
  }, [appName, page]);
}

/** Sets the page's meta description (search results, link previews) while the screen is shown. */
export function usePageDescription(description: string): void {
  useEffect(() => {
    const meta = metaDescription(document);
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}

/**
 * Asks search engines not to list the page while the screen is shown, when its owner said so
 * (`allowed` false); the tag goes again when the screen does.
 */
export function usePageIndexing(allowed: boolean): void {
  useEffect(() => {
    if (allowed) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, [allowed]);
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
