import { z } from "zod";
import { addressSchema, billingAddressInputSchema } from "./address";
import { flag, oneOf, optionalText, requiredText, rowId, wholeNumber } from "./fields";
import { reasonIssue } from "./reasons";

/** What a checkout question asks for; ADDRESS answers are postal addresses. */
export const questionTypes = [
  "ADDRESS",
  "SINGLE_LINE_TEXT",
  "MULTI_LINE_TEXT",
  "CHECKBOX",
  "RADIO",
  "DROPDOWN",
  "DATE",
] as const;
export type QuestionType = (typeof questionTypes)[number];
export const questionTypeSchema = z.enum(questionTypes);

/** Questions whose answer is picked from `options`. */
export const choiceQuestionTypes = [
  "CHECKBOX",
  "RADIO",
  "DROPDOWN",
] as const satisfies readonly QuestionType[];

/** A question is asked once per order, or once per unit of the products it names. */
export const questionBelongsTo = ["PRODUCT", "ORDER"] as const;
export type QuestionBelongsTo = (typeof questionBelongsTo)[number];
export const questionBelongsToSchema = z.enum(questionBelongsTo);

/** Free-text answers are at most this long. */
export const maxTextAnswerLength = 255;

export const questionSchema = z.object({
  id: z.number(),
  type: questionTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  options: z.array(z.string()).nullable(),
  required: z.boolean(),
  event_id: z.number(),
  belongs_to: questionBelongsToSchema,
  is_hidden: z.boolean().optional(),
  order: z.number().optional(),
  product_ids: z.array(z.number()).optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** Text, a list of chosen options, or an address, depending on the question's type. */
export const answerValueSchema = z.union([z.string(), z.array(z.string()), addressSchema]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const questionAnswerSchema = z.object({
  question_answer_id: z.number(),
  question_id: z.number(),
  product_id: z.number().nullable().optional(),
  product_title: z.string().nullable().optional(),
  title: z.string(),
  question_required: z.boolean(),
  question_description: z.string().nullable(),
  question_type: questionTypeSchema,
  question_options: z.array(z.string()).nullable(),
  answer: answerValueSchema,
  text_answer: z.string(),
  order_id: z.number(),
  event_id: z.number(),
  belongs_to: questionBelongsToSchema,
  attendee_id: z.number().nullable().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  attendee_public_id: z.string().nullable().optional(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** `POST` and `PUT events/{eventId}/questions[/{id}]`. */
export const questionBodySchema = z
  .object({
    title: requiredText("Question", 255),
    description: optionalText("Description", 10_000),
    type: oneOf(questionTypes, "Type"),
    belongs_to: oneOf(questionBelongsTo, "Applies to"),
    product_ids: z.array(rowId("Product")).optional(),
    options: z.array(requiredText("Option", 255)).optional(),
    required: flag("Required"),
    is_hidden: flag("Hidden"),
  })
  .superRefine((body, context) => {
    if (body.belongs_to === "PRODUCT" && !body.product_ids?.length) {
      context.addIssue({
        code: "custom",
        path: ["product_ids"],
        ...reasonIssue({ code: "question_products_required" }),
      });
    }
    if ((choiceQuestionTypes as readonly string[]).includes(body.type) && !body.options?.length) {
      context.addIssue({
        code: "custom",
        path: ["options"],
        ...reasonIssue({ code: "question_options_required" }),
      });
    }
  });
export type QuestionBody = z.input<typeof questionBodySchema>;

/** `POST events/{eventId}/questions/sort`: a top-level array. */
export const sortQuestionsSchema = z.array(
  z.object({ id: rowId("Question"), order: wholeNumber("Order", { min: 0 }) }),
);
export type SortQuestionsBody = z.input<typeof sortQuestionsSchema>;

/** An answer as a body carries it: text, a list of options, or an address. */
export const answerInputSchema = z.union([
  z.string().max(maxTextAnswerLength, `An answer must be at most ${maxTextAnswerLength} characters.`),
  z.array(z.string().max(maxTextAnswerLength)),
  billingAddressInputSchema,
]);

/** `PUT events/{eventId}/questions/{questionId}/answers/{answerId}`. */
export const editQuestionAnswerSchema = z.object({ answer: answerInputSchema });
export type EditQuestionAnswerBody = z.input<typeof editQuestionAnswerSchema>;

/** `GET|POST events/{eventId}/questions/answers/export`: an asynchronous spreadsheet job. */
export const exportJobStatuses = ["IN_PROGRESS", "FINISHED", "NOT_FOUND", "FAILED"] as const;
export const exportJobSchema = z.object({
  message: z.string(),
  status: z.enum(exportJobStatuses),
  job_uuid: z.string(),
  download_url: z.string().nullable().optional(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
