import { z } from "zod";
import { accountSchema } from "./account";
import { currencyCode, emailAddress, optionalName, password, requiredName, rowId, timeZone } from "./fields";
import { reasonIssue } from "./reasons";
import { userLocaleSchema, userSchema } from "./user";

const passwordsMatch = {
  check: (body: { password: string; password_confirmation: string }) =>
    body.password === body.password_confirmation,
  issue: { path: ["password_confirmation"], ...reasonIssue({ code: "passwords_mismatch" }) },
};

/** `POST auth/login`; `account_id` picks one account when the user belongs to several. */
export const loginSchema = z.object({
  email: emailAddress(),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(255),
  account_id: rowId("Account").optional(),
});
export type LoginBody = z.input<typeof loginSchema>;

/** Login and refresh answer unwrapped; `token` is null until a multi-account user picks one. */
export const loginResponseSchema = z.object({
  token: z.string().nullable(),
  token_type: z.literal("bearer"),
  expires_in: z.number(),
  user: userSchema,
  accounts: z.array(accountSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST auth/register`. */
export const registerSchema = z
  .object({
    first_name: requiredName("First name", 100),
    last_name: optionalName("Last name", 100),
    email: emailAddress("Email", 100),
    password: password(),
    password_confirmation: z.string({ error: "Password confirmation is required." }),
    timezone: timeZone().optional(),
    currency_code: currencyCode().optional(),
    locale: userLocaleSchema.optional(),
    invite_token: z.string().optional(),
    marketing_opt_in: z.boolean().optional(),
  })
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type RegisterBody = z.input<typeof registerSchema>;

/** `POST auth/forgot-password`. */
export const forgotPasswordSchema = z.object({ email: emailAddress() });
export type ForgotPasswordBody = z.input<typeof forgotPasswordSchema>;

/** `POST auth/reset-password/{token}`. */
export const resetPasswordSchema = z
  .object({
    password: password(),
    password_confirmation: z.string({ error: "Password confirmation is required." }),
  })
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;

/** `POST auth/invitation/{token}`. */
export const acceptInvitationSchema = z
  .object({
    first_name: requiredName("First name", 100),
    last_name: optionalName("Last name", 100),
    password: password(),
    password_confirmation: z.string({ error: "Password confirmation is required." }),
    timezone: timeZone(),
  })
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type AcceptInvitationBody = z.input<typeof acceptInvitationSchema>;
