import { Box, Inline, TextField } from "@varco/ui";
import type { FormFields } from "./useSchemaForm";

/**
 * A person's first and last name side by side (stacked on narrow screens): registering, accepting
 * an invitation, the profile. The first name is required, the last one is not.
 */
export function NameFields({ form }: { form: FormFields<"first_name" | "last_name"> }) {
  return (
    <Inline gap="md" collapseBelow="sm" align="start">
      <Box grow>
        <TextField {...form.field("first_name")} autoComplete="given-name" isRequired />
      </Box>
      <Box grow>
        <TextField {...form.field("last_name")} autoComplete="family-name" />
      </Box>
    </Inline>
  );
}
