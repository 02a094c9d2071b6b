import { type KeyboardEvent, useState } from "react";
import { Input, TextField } from "react-aria-components";
import { Button } from "../Button";
import { FieldErrorText, FieldLabel } from "../Field";
import { toLinkHref } from "./linkHref";
import { linkField, linkForm, linkInput, linkRow } from "./RichTextEditor.css";
import type { RichTextEditorStrings } from "./richTextStrings";

export type LinkFormProps = {
  id: string;
  strings: RichTextEditorStrings;
  /** The address of the link under the cursor, to edit it; empty for a new link. */
  initialHref: string;
  /** True when the cursor is in a link, which may then be removed. */
  canRemove: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/**
 * Asks for a link's address. Deliberately not a <form>: the editor often sits inside the
 * consumer's own form, and forms must not nest. Enter applies, Escape cancels.
 */
export function LinkForm({
  id,
  strings,
  initialHref,
  canRemove,
  onApply,
  onRemove,
  onCancel,
}: LinkFormProps) {
  const [typed, setTyped] = useState(initialHref);
  const [isRefused, setIsRefused] = useState(false);

  const apply = () => {
    const href = toLinkHref(typed);
    if (href === null) {
      setIsRefused(true);
      return;
    }
    onApply(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div id={id} className={linkForm}>
      <TextField
        className={linkField}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setIsRefused(false);
        }}
        isInvalid={isRefused}
        // Opened on purpose from the toolbar: the address is what the person wants to type next.
        autoFocus
      >
        <FieldLabel>{strings.linkUrl}</FieldLabel>
        <div className={linkRow}>
          <Input className={linkInput} type="url" inputMode="url" onKeyDown={onKeyDown} />
          <Button size="sm" onPress={apply}>
            {strings.apply}
          </Button>
          {canRemove ? (
            <Button size="sm" variant="outline" tone="neutral" onPress={onRemove}>
              {strings.removeLink}
            </Button>
          ) : null}
        </div>
        <FieldErrorText>{strings.invalidLink}</FieldErrorText>
      </TextField>
    </div>
  );
}
