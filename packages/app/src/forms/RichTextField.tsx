import { useLingui } from "@lingui/react/macro";
import { Skeleton, Stack } from "@varco/ui";
import { lazy, Suspense } from "react";
import type { TextBinding } from "./useSchemaForm";

/** The rich-text editor: Tiptap arrives in its own chunk the first time a form shows one. */
const RichTextEditor = lazy(() =>
  import("@varco/ui/rich-text").then((module) => ({ default: module.RichTextEditor })),
);

/** A form's rich-text field (an event's description), bound like `form.field(name)`. */
export function RichTextField({ field }: { field: TextBinding }) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t`Loading the editor`}>
          <Skeleton shape="rect" height={160} />
        </Stack>
      }
    >
      <RichTextEditor
        label={field.label ?? ""}
        value={field.value}
        onChange={field.onChange}
        isInvalid={field.isInvalid}
        errorMessage={field.errorMessage}
      />
    </Suspense>
  );
}
