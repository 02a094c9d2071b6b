import type { SupportedLocale } from "@varco/domain";
import type { PageName, PageProps } from "./pageModules";

/** The id of the `<script type="application/json">` that hands a server-drawn page to the browser. */
export const pageStateElementId = "varco-page";

/** What the browser needs to take over a page the server drew: the same page, props and language. */
export interface PageState<Name extends PageName = PageName> {
  page: Name;
  props: PageProps[Name];
  locale: SupportedLocale;
  /** The visitor picked this language with the page's address: kept on the device too. */
  picked: boolean;
}
