import "@varco/ui/root-theme";
import { setupI18n } from "@lingui/core";
import { createApiClient } from "@varco/domain";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./App";
import { withAddressSession } from "./areas/checkout/addressSession";
import { redirectToLogin } from "./auth/returnPath";
import { loadServerReasons } from "./forms/reasonWords";
import { importCatalog, loadCatalog } from "./i18n/catalogs";
import { chooseLocale, readStoredLocale } from "./i18n/localeChoice";
import { createAppRouter } from "./router";
import { readRuntimeConfig } from "./runtimeConfig";
import { applyDocumentBranding } from "./shell/RuntimeConfigContext";

// Read once: the server injected it into index.html; nothing is baked into the build, so one build
// serves every deployment.
const config = readRuntimeConfig(document);
applyDocumentBranding(document, config);

// The router starts fetching the first screen's code while the catalog loads below.
const router = createAppRouter();

const client = createApiClient({
  baseUrl: config.apiUrlClient,
  // A card payment tab the widget opened names its checkout session in the address: its calls do too.
  fetch: withAddressSession((input, init) => globalThis.fetch(input, init), window.location.search),
  onAuthError: () => {
    const { pathname, search, hash } = router.state.location;
    redirectToLogin(`${pathname}${search}${hash}`, (to) => void router.navigate(to));
  },
});

// Before anyone is known: this device's earlier choice, else the browser's language if we speak it,
// else the deployment's.
const i18n = setupI18n();
const catalog = await loadCatalog(
  chooseLocale({
    storedLocale: readStoredLocale(),
    browserLanguages: navigator.languages ?? [navigator.language],
    defaultLocale: config.defaultLocale,
  }),
  importCatalog,
);
i18n.loadAndActivate(catalog);
// The server's refusals' words are their own chunk (the drawn pages load them on a first refusal);
// the app's screens say them in toasts too, so they load at once, after the first screen's code.
void loadServerReasons(i18n);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");
createRoot(container).render(
  <StrictMode>
    <AppProviders config={config} client={client} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
