import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { importCatalog, loadCatalog } from "../i18n/catalogs";
import { defaultRuntimeConfig } from "../runtimeConfig";
import { fakeApi, renderApp } from "../test/renderApp";
import { PlatformFooter } from "./PlatformFooter";
import { RuntimeConfigProvider } from "./RuntimeConfigContext";

async function renderFooter(pathname: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate(await loadCatalog("it", importCatalog));
  return render(
    <I18nProvider i18n={i18n}>
      <RuntimeConfigProvider config={defaultRuntimeConfig}>
        <PlatformFooter pathname={pathname} />
      </RuntimeConfigProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the powered-by footer", () => {
  it("credits the provider in Italian, linking to its site", async () => {
    await renderApp("/no/such/page", { api: fakeApi({}), locale: "it" });
    const footer = await screen.findByRole("contentinfo");
    expect(footer).toHaveTextContent("Organizza viaggi ed eventi con");
    expect(footer).toHaveTextContent("Varco");
  });

  it("is hidden when the deployment is licensed", async () => {
    await renderApp("/no/such/page", { api: fakeApi({}), config: { licensed: true } });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(/Organise trips and events with/u)).not.toBeInTheDocument();
  });

  it("takes its compact widget form on a path containing /widget", async () => {
    const widget = await renderFooter("/widget/7");
    expect(screen.getByRole("contentinfo")).toHaveAttribute("data-variant", "widget");
    widget.unmount();
    await renderFooter("/event/7/concerto");
    expect(screen.getByRole("contentinfo")).toHaveAttribute("data-variant", "page");
  });
});
