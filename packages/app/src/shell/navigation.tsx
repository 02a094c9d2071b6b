import { createContext, useContext } from "react";

/** Opens another address of ours in place of this one. */
export type Go = (to: string) => void;

const GoContext = createContext<Go | null>(null);

/** Where the app runs, its router moves between addresses (RootLayout provides it). */
export const GoProvider = GoContext.Provider;

const loadInstead: Go = (to) => window.location.replace(to);

/**
 * How a screen moves on after a step (signed up, password changed): through the app's router where
 * the app runs; on a page the server drew, which has no router, by loading the next page.
 */
export function useGo(): Go {
  return useContext(GoContext) ?? loadInstead;
}
