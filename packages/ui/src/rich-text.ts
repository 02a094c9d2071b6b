export { Spinner as RichTextEditor } from "./components/Spinner";
