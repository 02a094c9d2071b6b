import { setupI18n } from "@lingui/core";
import { createApiClient, type PageRender, scriptSafeJson } from "@varco/domain";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { importPagesCatalog, loadCatalog } from "../i18n/catalogs";
import { bcp47Of } from "../i18n/localeChoice";
import { headHtml } from "./head";
import { isDrawnPage, loadPage } from "./loaders";
import { PageShell } from "./PageShell";
import { localeCookie, pageLocale } from "./pageLocale";
import { type PageName, pageModules, pageSources } from "./pageModules";
import { type PageState, pageStateElementId } from "./pageState";

/**
 * The server's side of the pages it draws (public and sign-in pages), built by `vite build --ssr`
 * into dist/server/entry-server.js. The server imports that file at start, as it reads
 * index.html, and calls `render` for each page address: it never imports the app's sources.
 */

/** The page at `url` (path and query), drawn; null when the server does not draw that address. */
export const render: PageRender = async (url, context) => {
  const address = new URL(url, context.appUrl);
  const { locale, picked } = pageLocale(address, context.cookie, context.runtimeConfig.defaultLocale);
  if (!isDrawnPage(address.pathname)) return null;
  const client = createApiClient({ baseUrl: "/api", fetch: context.fetch });
  const catalog = await loadCatalog(locale, importPagesCatalog);
  const i18n = setupI18n();
  i18n.loadAndActivate(catalog);
  const loaded = await loadPage({
    url: address,
    client,
    locale,
    appUrl: context.appUrl,
    defaultImageUrl: context.runtimeConfig.defaultImageUrl,
    referrer: context.referrer ?? "",
    i18n,
  });
  if (!loaded) return null;
  const headers: Record<string, string> = picked
    ? { "set-cookie": localeCookie(locale, context.appUrl.startsWith("https:")) }
    : {};
  const lang = bcp47Of(catalog.locale);
  if ("redirect" in loaded) {
    return { status: 301, head: "", html: "", lang, location: loaded.redirect, headers, modules: [] };
  }

  const drawn = loaded;
  const { Page } = (await pageModules[drawn.page]()) as {
    Page: (props: typeof drawn.props) => React.ReactNode;
  };
  const html = renderToString(
    <StrictMode>
      <PageShell config={context.runtimeConfig} i18n={i18n}>
        <Page {...drawn.props} />
      </PageShell>
    </StrictMode>,
  );
  const state: PageState<PageName> = {
    page: loaded.page,
    props: loaded.props,
    locale: catalog.locale,
    picked,
  };
  const head = `${headHtml(loaded.head, context.runtimeConfig.appName)}<script id="${pageStateElementId}" type="application/json">${scriptSafeJson(state)}</script>\n`;
  return {
    status: loaded.status,
    head,
    html,
    lang,
    headers,
    modules: [pageSources[loaded.page], `src/locales/${catalog.locale}/pages.po`],
  };
};
