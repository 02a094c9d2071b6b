import { setupI18n } from "@lingui/core";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadCatalog, pagesCatalogOf } from "../i18n/catalogs";
import { storeLocale } from "../i18n/localeChoice";
import { readRuntimeConfig } from "../runtimeConfig";
import { languageParameter } from "../shell/languageParameter";
import { PageShell } from "./PageShell";
import { pageCatalogGroups, pageModules } from "./pageModules";
import { type PageState, pageStateElementId } from "./pageState";

// A page the server drew: the browser takes it over with the same page, props and language, so
// the markup matches and nothing is drawn twice. Its links load the next page from the server.
// The server wrote the title, favicon and configuration into the page already.
const config = readRuntimeConfig(document);
const stateElement = document.getElementById(pageStateElementId);
const container = document.getElementById("root");
if (!stateElement || !container) throw new Error("page.html has no page state or #root element.");
const state = JSON.parse(stateElement.textContent ?? "{}") as PageState;

if (state.picked) {
  // Kept on this device too, for the app; the address need not say it any more.
  storeLocale(state.locale);
  const url = new URL(window.location.href);
  url.searchParams.delete(languageParameter);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

const i18n = setupI18n();
const group = pageCatalogGroups[state.page];
const [catalog, { Page }] = await Promise.all([
  loadCatalog(state.locale, pagesCatalogOf(group)),
  pageModules[state.page](),
]);
i18n.loadAndActivate(catalog);
const PageOfState = Page as (props: PageState["props"]) => React.ReactNode;
hydrateRoot(
  container,
  <StrictMode>
    <PageShell config={config} i18n={i18n} group={group}>
      <PageOfState {...state.props} />
    </PageShell>
  </StrictMode>,
);
