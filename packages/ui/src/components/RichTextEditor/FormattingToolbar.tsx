import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Bold, Heading2, Heading3, Italic, Link, List, ListOrdered, Pilcrow } from "lucide-react";
import type { ReactNode } from "react";
import { Separator, ToggleButton, Toolbar } from "react-aria-components";
import { format } from "../../i18n/strings";
import { toolButton, toolbar, toolbarDivider, toolIcon } from "./RichTextEditor.css";
import type { RichTextEditorStrings } from "./richTextStrings";

/** What the toolbar shows as pressed (and may press) where the cursor is. */
function useFormattingState(editor: Editor | null) {
  return useEditorState({
    editor,
    // Reads the hook's own `editor`: the snapshot's stays null until the first transaction.
    selector: () => {
      const current = editor;
      if (!current) return null;
      const inList = current.isActive("bulletList") || current.isActive("orderedList");
      return {
        bold: current.isActive("bold"),
        italic: current.isActive("italic"),
        link: current.isActive("link"),
        bulletList: current.isActive("bulletList"),
        orderedList: current.isActive("orderedList"),
        heading2: current.isActive("heading", { level: 2 }),
        heading3: current.isActive("heading", { level: 3 }),
        paragraph: current.isActive("paragraph") && !inList,
      };
    },
  });
}

type ToolProps = {
  label: string;
  icon: ReactNode;
  isSelected: boolean;
  isDisabled: boolean;
  onPress: () => void;
  extra?: { "aria-expanded"?: boolean; "aria-controls"?: string };
};

function Tool({ label, icon, isSelected, isDisabled, onPress, extra }: ToolProps) {
  return (
    <ToggleButton
      {...extra}
      aria-label={label}
      className={toolButton}
      isSelected={isSelected}
      isDisabled={isDisabled}
      // The document, not the button, decides what is pressed: the press only runs the command.
      onChange={onPress}
    >
      <span className={toolIcon} aria-hidden>
        {icon}
      </span>
    </ToggleButton>
  );
}

export type FormattingToolbarProps = {
  editor: Editor | null;
  strings: RichTextEditorStrings;
  isDisabled: boolean;
  isLinkFormOpen: boolean;
  linkFormId: string;
  onLinkPress: () => void;
};

/** Bold, italic, link, lists and block types; arrow keys move between the tools (RAC Toolbar). */
export function FormattingToolbar({
  editor,
  strings,
  isDisabled,
  isLinkFormOpen,
  linkFormId,
  onLinkPress,
}: FormattingToolbarProps) {
  const state = useFormattingState(editor);
  const off = isDisabled || !editor || !state;
  // Each command returns focus to the document so typing continues where it was.
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  const size = 16;
  return (
    <Toolbar aria-label={strings.formatting} className={toolbar}>
      <Tool
        label={strings.bold}
        icon={<Bold size={size} />}
        isSelected={state?.bold ?? false}
        isDisabled={off}
        onPress={run((chain) => chain.toggleBold())}
      />
      <Tool
        label={strings.italic}
        icon={<Italic size={size} />}
        isSelected={state?.italic ?? false}
        isDisabled={off}
        onPress={run((chain) => chain.toggleItalic())}
      />
      <Tool
        label={strings.link}
        icon={<Link size={size} />}
        isSelected={state?.link ?? false}
        isDisabled={off}
        onPress={onLinkPress}
        extra={{ "aria-expanded": isLinkFormOpen, "aria-controls": isLinkFormOpen ? linkFormId : undefined }}
      />
      <Separator className={toolbarDivider} />
      <Tool
        label={strings.bulletList}
        icon={<List size={size} />}
        isSelected={state?.bulletList ?? false}
        isDisabled={off}
        onPress={run((chain) => chain.toggleBulletList())}
      />
      <Tool
        label={strings.orderedList}
        icon={<ListOrdered size={size} />}
        isSelected={state?.orderedList ?? false}
        isDisabled={off}
        onPress={run((chain) => chain.toggleOrderedList())}
      />
      <Separator className={toolbarDivider} />
      {([2, 3] as const).map((level) => (
        <Tool
          key={level}
          label={format(strings.heading, { level })}
          icon={level === 2 ? <Heading2 size={size} /> : <Heading3 size={size} />}
          isSelected={(level === 2 ? state?.heading2 : state?.heading3) ?? false}
          isDisabled={off}
          onPress={run((chain) => chain.toggleHeading({ level }))}
        />
      ))}
      <Tool
        label={strings.paragraph}
        icon={<Pilcrow size={size} />}
        isSelected={state?.paragraph ?? false}
        isDisabled={off}
        // Back to a plain paragraph from a heading or a list item.
        onPress={run((chain) => chain.clearNodes().setParagraph())}
      />
    </Toolbar>
  );
}
