// @varco/ui/root-theme: the default brand's tokens on :root, for whatever a page renders outside a
// ThemeProvider (which sets every token on its own root). An entry of its own, imported for its
// styles alone: a page drawn entirely inside a ThemeProvider (as an embedded widget is) saves
// their kilobyte.
import "./theme/rootTheme.css";
