import type { z } from "zod";
import { type HomepageDesignSettings, homepageContrastProblems } from "../rules/homepageDesign";
import { updateEventSettingsSchema } from "./event";
import { updateOrganizerSettingsSchema } from "./organizer";
import { reasonIssue } from "./reasons";

/**
 * A refusal on each field whose text would read below WCAG AA (`homepageContrastProblems`), for
 * a body that carries the whole design, as the homepage designers send it. The server checks the
 * settings a body leaves after merging instead: a body alone may carry part of a design.
 */
function readableDesign(body: HomepageDesignSettings, context: z.RefinementCtx) {
  for (const { field, ...reason } of homepageContrastProblems(body)) {
    context.addIssue({ code: "custom", path: field.split("."), ...reasonIssue(reason) });
  }
}

/** The event homepage designer's `PATCH events/{id}/settings`: its text must read. */
export const eventHomepageDesignSchema = updateEventSettingsSchema.superRefine(readableDesign);

/** The organiser homepage designer's `PATCH organizers/{id}/settings`: its text must read. */
export const organizerHomepageDesignSchema = updateOrganizerSettingsSchema.superRefine(readableDesign);
