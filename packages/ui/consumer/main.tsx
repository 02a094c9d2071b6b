// A consumer app: it imports the built package through its exports map, exactly as an app
// installing @varco/ui from the registry would (no vanilla-extract plugin needed).
import { Button, ThemeProvider } from "@varco/ui";
import "@varco/ui/style.css";
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
