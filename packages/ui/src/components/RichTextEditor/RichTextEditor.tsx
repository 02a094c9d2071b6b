import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type CSSProperties, type Ref, useEffect, useId, useMemo, useRef, useState } from "react";
import { useFocusWithin, useHover } from "react-aria";
import { FieldErrorContext, LabelContext, Provider, TextContext } from "react-aria-components";
import { cx } from "../../classNames";
import { type FieldChromeProps, FieldDescription, FieldErrorText, FieldLabel, field } from "../Field";
import { FormattingToolbar } from "./FormattingToolbar";
import { LinkForm } from "./LinkForm";
import { isAllowedLinkHref } from "./linkHref";
import { box, documentArea, placeholder as placeholderClass, prose } from "./RichTextEditor.css";
import { type RichTextEditorStrings, useRichTextStrings } from "./richTextStrings";

export type RichTextEditorProps = FieldChromeProps & {
  /** The document as HTML (controlled). An empty document is "". */
  value?: string;
  /** The initial document as HTML (uncontrolled). */
  defaultValue?: string;
  /** Called with the document as HTML after every change; "" when the document is empty. */
  onChange?: (html: string) => void;
  /** Shown while the document is empty. */
  placeholder?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Names the editor when there is no visible `label`. */
  "aria-label"?: string;
  /** Overrides for the editor's own words (toolbar names, link form). */
  strings?: Partial<RichTextEditorStrings>;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
};

/** What the editor allows: the toolbar's formats and nothing the toolbar cannot undo. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph forced after a final list or heading: it would end up in the HTML.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      // Checked on every way in: the link form, autolinking, pasted and initial HTML.
      isAllowedUri: (url) => isAllowedLinkHref(url),
    },
  }),
];

const validity = (isInvalid: boolean) => ({
  isInvalid,
  validationErrors: [],
  validationDetails: {} as ValidityState,
});

/**
 * A small rich text field (bold, italic, links, lists, H2/H3) that reads and writes HTML. Tiptap
 * does the editing; the toolbar is a react-aria Toolbar of toggle buttons. Links accept only
 * http, https and mailto addresses. Lives in `@varco/ui/rich-text` so that pages without an
 * editor never download Tiptap.
 */
export function RichTextEditor({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  placeholder,
  isDisabled = false,
  isInvalid = false,
  "aria-label": ariaLabel,
  strings: stringOverrides,
  className,
  style,
  ref,
}: RichTextEditorProps) {
  const strings = useRichTextStrings(stringOverrides);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const linkFormId = `${id}-link`;

  // The editor keeps its first options' callbacks; read the latest onChange through a ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The HTML last sent out, so a controlled value echoing it back does not reset the cursor.
  const emitted = useRef<string | undefined>(undefined);

  const attributes = useMemo(() => {
    const describedBy = [description ? descriptionId : "", isInvalid && errorMessage ? errorId : ""]
      .filter(Boolean)
      .join(" ");
    const entries: [string, string | undefined][] = [
      ["role", "textbox"],
      ["aria-multiline", "true"],
      ["aria-labelledby", label ? labelId : undefined],
      ["aria-label", label ? undefined : ariaLabel],
      ["aria-describedby", describedBy || undefined],
      ["aria-invalid", isInvalid ? "true" : undefined],
      ["aria-disabled", isDisabled ? "true" : undefined],
      ["aria-placeholder", placeholder],
      ["class", prose],
    ];
    return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
  }, [
    label,
    ariaLabel,
    description,
    errorMessage,
    isInvalid,
    isDisabled,
    placeholder,
    labelId,
    descriptionId,
    errorId,
  ]);
  const editorProps = useMemo(() => ({ attributes }), [attributes]);

  const editor = useEditor({
    extensions,
    content: value ?? defaultValue ?? "",
    editable: !isDisabled,
    // Created after mount, so the component also renders on a server.
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    editor?.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  useEffect(() => {
    if (!editor || value === undefined || value === emitted.current) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The snapshot's editor stays null until the first transaction, so read the hook's own.
  const isEmpty = useEditorState({ editor, selector: () => editor?.isEmpty ?? true });
  const [linkForm, setLinkForm] = useState<{ href: string; canRemove: boolean } | null>(null);

  const { hoverProps, isHovered } = useHover({ isDisabled });
  const [isFocused, setIsFocused] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setIsFocused });

  const openLinkForm = () => {
    if (!editor) return;
    const href = editor.getAttributes("link").href;
    setLinkForm({ href: typeof href === "string" ? href : "", canRemove: editor.isActive("link") });
  };

  const applyLink = (href: string) => {
    if (!editor) return;
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the link text, and typing on after it
      // must not extend the link.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .unsetMark("link")
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    setLinkForm(null);
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
    setLinkForm(null);
  };

  const closeLinkForm = () => {
    setLinkForm(null);
    editor?.commands.focus();
  };

  const rootClass = cx(field, className);
  return (
    <Provider
      values={[
        [LabelContext, { id: labelId, elementType: "span", onClick: () => editor?.commands.focus() }],
        [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
        [FieldErrorContext, validity(isInvalid)],
      ]}
    >
      <div
        ref={ref}
        className={rootClass}
        style={style}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
      >
        <FieldLabel>{label}</FieldLabel>
        <div
          {...hoverProps}
          className={box}
          data-hovered={isHovered || undefined}
          data-focused={isFocused || undefined}
          data-invalid={isInvalid || undefined}
          data-disabled={isDisabled || undefined}
        >
          <FormattingToolbar
            editor={editor}
            strings={strings}
            isDisabled={isDisabled}
            isLinkFormOpen={linkForm !== null}
            linkFormId={linkFormId}
            onLinkPress={() => (linkForm ? closeLinkForm() : openLinkForm())}
          />
          {linkForm && !isDisabled ? (
            <LinkForm
              id={linkFormId}
              strings={strings}
              initialHref={linkForm.href}
              canRemove={linkForm.canRemove}
              onApply={applyLink}
              onRemove={removeLink}
              onCancel={closeLinkForm}
            />
          ) : null}
          <div {...focusWithinProps} className={documentArea}>
            {placeholder && isEmpty ? (
              <div className={placeholderClass} aria-hidden>
                {placeholder}
              </div>
            ) : null}
            <EditorContent editor={editor} />
          </div>
        </div>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </div>
    </Provider>
  );
}
