import { useLingui } from "@lingui/react/macro";
import { choiceQuestionTypes, type QuestionType } from "@varco/domain";

/** Whether a question of this type offers options to choose from (checkboxes, radio buttons, a dropdown). */
export function offersOptions(type: QuestionType): boolean {
  return (choiceQuestionTypes as readonly QuestionType[]).includes(type);
}

/** The names of the question types, in the current locale. */
export function useQuestionTypeNames(): Record<QuestionType, string> {
  const { t } = useLingui();
  return {
    SINGLE_LINE_TEXT: t`Short text`,
    MULTI_LINE_TEXT: t`Long text`,
    CHECKBOX: t`Checkboxes (several choices)`,
    RADIO: t`Radio buttons (one choice)`,
    DROPDOWN: t`Dropdown (one choice)`,
    DATE: t`Date`,
    ADDRESS: t`Postal address`,
  };
}
