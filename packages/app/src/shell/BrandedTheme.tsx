import { ThemeProvider } from "@varco/ui";
import type { ReactNode } from "react";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { useRuntimeConfig } from "./RuntimeConfigContext";

/** The reseller's colours, and react-aria's own words and formats in the interface's locale. */
export function BrandedTheme({ children }: { children?: ReactNode }) {
  const { primaryColor, secondaryColor } = useRuntimeConfig();
  const { bcp47 } = useLocaleControls();
  return (
    <ThemeProvider brand={{ primary: primaryColor, secondary: secondaryColor }} locale={bcp47} fillsScreen>
      {children}
    </ThemeProvider>
  );
}
