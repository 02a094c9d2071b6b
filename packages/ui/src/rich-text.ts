// @varco/ui/rich-text: a separate entry point so that pages without an editor never download
// Tiptap. Its styles ship in the one style sheet, @varco/ui/style.css.
export * from "./components/RichTextEditor";
