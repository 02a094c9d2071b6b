export { isAllowedLinkHref, type LinkProtocol, linkProtocols } from "./linkHref";
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";
export { type RichTextEditorStrings, richTextStringKeys } from "./richTextStrings";
