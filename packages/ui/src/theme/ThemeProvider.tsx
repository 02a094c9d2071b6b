import "@fontsource/varela-round/400.css";
import { assignInlineVars } from "@vanilla-extract/dynamic";
import { type ComponentPropsWithoutRef, type ReactNode, useCallback, useMemo, useState } from "react";
import { UNSAFE_PortalProvider } from "react-aria";
import { I18nProvider } from "react-aria-components";
import { cx } from "../classNames";
import { type BrandInput, createBrandTheme } from "./createBrandTheme";
import { screenColumn, themeRoot } from "./theme.css";
import type { ColorMode } from "./tokens";
import { vars } from "./vars.css";

/**
 * Primary and secondary brand colours (hex; missing or invalid values use the default brand), and
 * optionally a page's own background, surface and text colours (see `BrandInput`).
 */
export type Brand = Omit<BrandInput, "mode">;

export type ThemeProviderProps = Omit<ComponentPropsWithoutRef<"div">, "children"> & {
  brand?: Brand;
  mode?: ColorMode;
  /** BCP 47 locale for react-aria's own strings, dates and numbers (e.g. "it", "zh-CN"). */
  locale?: string;
  /**
   * The root is the page's frame: at least as tall as the screen, its children in a column. Give
   * the main part `<Box grow>` so that what follows it (a footer) stays at the bottom.
   */
  fillsScreen?: boolean;
  children?: ReactNode;
};

/** The inline variables of each brand seen, kept: a server draws every page with the same brand. */
const brandStyles = new Map<string, Record<string, string>>();
const mostBrandsKept = 32;

/** A brand's CSS variables, worked out once per brand (the colour maths is most of a page's drawing). */
function brandStyle(key: string, brand: Brand, mode: ColorMode) {
  let style = brandStyles.get(key);
  if (!style) {
    style = assignInlineVars(vars, createBrandTheme({ ...brand, mode }));
    if (brandStyles.size >= mostBrandsKept) brandStyles.clear();
    brandStyles.set(key, style);
  }
  return style;
}

/**
 * Applies a brand at run time as inline CSS variables on its root element. Only the variable
 * values change when the brand does, so nothing below the root re-renders. Overlays (modals,
 * popovers, toasts) are portalled into the root so they carry the same variables.
 */
export function ThemeProvider({
  brand,
  mode = "light",
  locale,
  fillsScreen = false,
  className,
  style,
  children,
  ...rest
}: ThemeProviderProps) {
  // The root in state, not a ref: overlays open on the first render need a container, and setting
  // it re-renders only the portal context's consumers (children are the same element).
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const key = [
    brand?.primary,
    brand?.secondary,
    brand?.background,
    brand?.surface,
    brand?.text,
    brand?.onSecondary,
    mode,
  ]
    .map((value) => value ?? "")
    .join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the brand's values
  const themeStyle = useMemo(() => brandStyle(key, brand ?? {}, mode), [key]);
  const getContainer = useCallback(() => root, [root]);
  const content = (
    <UNSAFE_PortalProvider getContainer={getContainer}>
      {locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children}
    </UNSAFE_PortalProvider>
  );
  return (
    <div
      {...rest}
      ref={setRoot}
      data-color-mode={mode}
      className={cx(themeRoot, fillsScreen && screenColumn, className)}
      style={{ ...themeStyle, ...style }}
    >
      {content}
    </div>
  );
}
