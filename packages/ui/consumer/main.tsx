// A consumer app's page: it imports the built package through its exports map, exactly as an app
// installing @varco/ui from the registry would (no vanilla-extract plugin needed), one component
// entry point at a time, as react-aria-components is used.
import "@varco/ui/style.css";
import { Button } from "@varco/ui/Button";
import { ThemeProvider } from "@varco/ui/theme";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <ThemeProvider brand={{ primary: "#0E7C86" }}>
      <Button>Buy</Button>
    </ThemeProvider>
  </StrictMode>,
);
