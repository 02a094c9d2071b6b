import { createGlobalTheme } from "@vanilla-extract/css";
import { createBrandTheme } from "./createBrandTheme";
import { vars } from "./vars.css";

// The default brand as static CSS, so anything rendered outside a ThemeProvider still has every token.
createGlobalTheme(":root", vars, createBrandTheme());
