import { z } from "zod";
import { emailAddress, oneOf, optionalName, password, requiredName, timeZone } from "./fields";
import { reasonIssue } from "./reasons";

export const roles = ["SUPERADMIN", "ADMIN", "ORGANIZER"] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles);

/** Roles an admin may give to someone in the app; SUPERADMIN is the platform's own. */
export const assignableRoles = ["ADMIN", "ORGANIZER"] as const;
export type AssignableRole = (typeof assignableRoles)[number];
export const assignableRoleSchema = z.enum(assignableRoles);

/** A user's membership of the current account. */
export const userStatuses = ["ACTIVE", "INVITED", "INACTIVE"] as const;
export type UserStatus = (typeof userStatuses)[number];
export const userStatusSchema = z.enum(userStatuses);

/** Statuses an admin may set by hand (INVITED is set by the invitation itself). */
export const settableUserStatuses = ["ACTIVE", "INACTIVE"] as const;

/** Locales the API accepts for a user, an order or an attendee. */
export const userLocales = [
  "en",
  "de",
  "fr",
  "it",
  "nl",
  "hu",
  "es",
  "pt",
  "pt-br",
  "zh-cn",
  "se",
  "zh-hk",
  "vi",
  "tr",
  "pl",
] as const;
export type UserLocale = (typeof userLocales)[number];
export const userLocaleSchema = z.enum(userLocales);

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  timezone: z.string(),
  locale: z.string(),
  is_email_verified: z.boolean(),
  has_pending_email_change: z.boolean().optional(),
  pending_email: z.string().nullable().optional(),
  marketing_opted_in_at: z.string().nullable().optional(),
  account_id: z.number().optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  is_account_owner: z.boolean().optional(),
  last_login_at: z.string().nullable().optional(),
  is_impersonating: z.boolean().optional(),
  impersonator_id: z.number().nullable().optional(),
  enforce_email_confirmation_during_registration: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

const passwordFields = ["current_password", "password", "password_confirmation"] as const;

/**
 * `PUT users/me`: either a profile change (names, email, time zone, locale) or a password change
 * (current password, new password and its confirmation), never half of each.
 */
export const updateCurrentUserSchema = z
  .object({
    first_name: requiredName("First name", 100).optional(),
    last_name: optionalName("Last name", 100),
    email: emailAddress().optional(),
    timezone: timeZone().optional(),
    locale: userLocaleSchema.optional(),
    current_password: password("Current password").optional(),
    password: password().optional(),
    password_confirmation: z.string().optional(),
    marketing_opt_in: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    const changingPassword = passwordFields.some((field) => body[field] !== undefined);
    const required = changingPassword
      ? (["current_password", "password", "password_confirmation"] as const)
      : (["first_name", "email", "timezone", "locale"] as const);
    const labels: Record<string, string> = {
      current_password: "Current password",
      password: "Password",
      password_confirmation: "Password confirmation",
      first_name: "First name",
      email: "Email",
      timezone: "Time zone",
      locale: "Locale",
    };
    for (const field of required) {
      if (body[field] === undefined)
        context.addIssue({
          code: "custom",
          path: [field],
          ...reasonIssue({ code: "required", label: labels[field] ?? field }),
        });
    }
    if (changingPassword && body.password !== undefined && body.password !== body.password_confirmation) {
      context.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        ...reasonIssue({ code: "passwords_mismatch" }),
      });
    }
  });
export type UpdateCurrentUserBody = z.input<typeof updateCurrentUserSchema>;

/** `POST users`: invite someone to the account. */
export const inviteUserSchema = z.object({
  first_name: requiredName("First name", 100),
  last_name: optionalName("Last name", 100),
  email: emailAddress(),
  role: oneOf(assignableRoles, "Role"),
});
export type InviteUserBody = z.input<typeof inviteUserSchema>;

/** `PUT users/{id}`. */
export const updateUserSchema = z.object({
  first_name: requiredName("First name", 100).optional(),
  last_name: optionalName("Last name", 100),
  // INVITED too: an edit form sends back the status it loaded; it may not move anyone to it.
  status: oneOf([...settableUserStatuses, "INVITED"], "Status").optional(),
  role: oneOf(assignableRoles, "Role").optional(),
});
export type UpdateUserBody = z.input<typeof updateUserSchema>;

/** `POST users/{id}/confirm-email-with-code`: the six-digit code from the confirmation email. */
export const confirmEmailWithCodeSchema = z.object({
  code: z
    .string({ error: "Code is required." })
    .trim()
    .regex(/^\d{6}$/, "Code must be the 6 digits from the email."),
});
export type ConfirmEmailWithCodeBody = z.input<typeof confirmEmailWithCodeSchema>;
