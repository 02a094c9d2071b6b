import type { I18n } from "@lingui/core";
import { importPagesCatalog } from "../../i18n/catalogs";

/**
 * The join dialog with its words, for the waitlist button: this small module is what the event
 * page and the widget name in their own code; the dialog's many chunks are named here, loaded on
 * the first press only. The words are the checkout's (locales/…/pages-checkout.po), added to the
 * page's language; offline, the dialog still opens in the words the page has.
 */
export async function openWaitlist(i18n: I18n) {
  const locale = i18n.locale;
  const [{ JoinWaitlistDialog }, messages] = await Promise.all([
    import("./JoinWaitlistDialog"),
    importPagesCatalog(locale, "checkout").catch(() => undefined),
  ]);
  if (messages && i18n.locale === locale) i18n.load(locale, messages);
  return JoinWaitlistDialog;
}
