import { useLingui } from "@lingui/react/macro";
import { Button, Inline, PencilIcon, XIcon } from "@varco/ui";
import type { ReactNode } from "react";

export interface EditAndDeleteProps {
  /** What the buttons act on, in their accessible names ("Edit IVA", "Delete IVA"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Other actions before Edit (e.g. "Add a product"). */
  children?: ReactNode;
}

/** The Edit and Delete buttons of one row or card of a list an organiser manages. */
export function EditAndDelete({ name, onEdit, onDelete, children }: EditAndDeleteProps) {
  const { t } = useLingui();
  return (
    <Inline gap="xs" wrap>
      {children}
      <Button
        size="sm"
        variant="outline"
        iconStart={<PencilIcon size={14} />}
        aria-label={t`Edit ${name}`}
        onPress={onEdit}
      >
        {t`Edit`}
      </Button>
      <Button
        size="sm"
        variant="subtle"
        tone="danger"
        iconStart={<XIcon size={14} />}
        aria-label={t`Delete ${name}`}
        onPress={onDelete}
      >
        {t`Delete`}
      </Button>
    </Inline>
  );
}
