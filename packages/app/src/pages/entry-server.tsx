import { setupI18n } from "@lingui/core";
import {
  type AddressStatus,
  createApiClient,
  type PageRender,
  scriptSafeJson,
  widgetOptionsOf,
} from "@varco/domain";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { importServerPagesCatalog, loadCatalog } from "../i18n/catalogs";
import { bcp47Of } from "../i18n/localeChoice";
import { appAddressOf } from "./appAddress";
import { headHtml } from "./head";
import { isDrawnPage, type LoadContext, loadPage, resultPage } from "./loaders";
import { PageShell } from "./PageShell";
import { localeCookie, pageLocale } from "./pageLocale";
import { type PageName, pageCatalogGroups, pageModules, pageSources } from "./pageModules";
import { type PageState, pageStateElementId } from "./pageState";

/**
 * The server's side of the pages it draws (public and sign-in pages), built by `vite build --ssr`
 * into dist/server/entry-server.js. The server imports that file at start, as it reads
 * index.html, and calls `render` for each page address: it never imports the app's sources.
 */

/**
 * The status of an address the server does not draw (the app's own screens, index.html): 404 for
 * one the app shows as not found within a signed-in area, else 200.
 */
export const addressStatus: AddressStatus = (pathname) =>
  appAddressOf(pathname) === "unknownInArea" ? 404 : 200;

/**
 * The page at `url` (path and query), drawn; null when the server does not draw that address. An
 * address the app has no screen for is drawn as the not-found page, with 404.
 */
export const render: PageRender = async (url, context) => {
  const address = new URL(url, context.appUrl);
  const chosen = pageLocale(
    address,
    context.cookie,
    context.runtimeConfig.defaultLocale,
    context.acceptLanguage,
  );
  // A widget speaks the language its embedding page asked for (`Locale=`), else the visitor's.
  const widgetLocale = address.pathname.startsWith("/widget/")
    ? widgetOptionsOf(address.searchParams).locale
    : undefined;
  const { locale, picked } = widgetLocale ? { locale: widgetLocale, picked: false } : chosen;
  const drawable = isDrawnPage(address.pathname);
  if (!drawable && appAddressOf(address.pathname) !== "unknown") return null;
  const client = createApiClient({ baseUrl: "/api", fetch: context.fetch });
  // The words every drawn page shares and the head's (the loader's titles); the page's own group
  // of words joins them once the loader named the page.
  const shared = await loadCatalog(locale, (wanted) => importServerPagesCatalog(wanted));
  const i18n = setupI18n();
  i18n.loadAndActivate(shared);
  const loadContext: LoadContext = {
    url: address,
    client,
    locale,
    appUrl: context.appUrl,
    defaultImageUrl: context.runtimeConfig.defaultImageUrl,
    faviconUrl: context.runtimeConfig.faviconUrl,
    referrer: context.referrer ?? "",
    i18n,
    cardPayments: Boolean(context.runtimeConfig.cardPaymentPublishableKey),
  };
  const loaded = drawable ? await loadPage(loadContext) : resultPage(404, loadContext);
  if (!loaded) return null;
  const headers: Record<string, string> = picked
    ? { "set-cookie": localeCookie(locale, context.appUrl.startsWith("https:")) }
    : {};
  if ("redirect" in loaded) {
    const lang = bcp47Of(shared.locale);
    return { status: 301, head: "", html: "", lang, location: loaded.redirect, headers, modules: [] };
  }

  const group = pageCatalogGroups[loaded.page];
  const catalog = group
    ? await loadCatalog(locale, (wanted) => importServerPagesCatalog(wanted, group))
    : shared;
  if (group) i18n.loadAndActivate(catalog);
  const lang = bcp47Of(catalog.locale);
  const drawn = loaded;
  const { Page } = (await pageModules[drawn.page]()) as {
    Page: (props: typeof drawn.props) => React.ReactNode;
  };
  const html = renderToString(
    <StrictMode>
      <PageShell config={context.runtimeConfig} i18n={i18n} group={group}>
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
    modules: [
      pageSources[loaded.page],
      `src/locales/${catalog.locale}/pages.po`,
      ...(group ? [`src/locales/${catalog.locale}/pages-${group}.po`] : []),
    ],
  };
};
