import type { Messages } from "@lingui/core";
import { keepReasonsCatalog } from "./catalogs";

/**
 * A locale's words of the server's refusals (forms/serverReasons.ts), a catalog of their own: a
 * page loads it when a form first has something to refuse (see forms/reasonWords.ts). Its loader
 * (a chunk per locale) stays out of what every drawn page loads first; once asked for, the pages'
 * catalogs bring these words with every later locale too.
 */
export async function importReasonsCatalog(locale: string): Promise<Messages> {
  keepReasonsCatalog(importReasonsCatalog);
  const { messages } = (await import(`../locales/${locale}/reasons.po`)) as { messages: Messages };
  return messages;
}
