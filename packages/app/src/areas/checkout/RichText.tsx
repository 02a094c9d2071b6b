import { Box } from "@varco/ui";

/** An organiser's formatted text from the event's settings (cleaned by the server on the way in). */
export function OrganiserText({ html }: { html: string }) {
  return (
    <Box
      breakWords
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text the server sanitised (only safe tags survive)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
