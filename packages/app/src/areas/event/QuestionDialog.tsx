import { useLingui } from "@lingui/react/macro";
import {
  type Product,
  type Question,
  type QuestionBelongsTo,
  type QuestionBody,
  type QuestionType,
  questionBodySchema,
  questionTypes,
} from "@varco/domain";
import { useCreateQuestion, useUpdateQuestion } from "@varco/domain/swr";
import {
  Box,
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  IconButton,
  Inline,
  PlusIcon,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  XIcon,
} from "@varco/ui";
import { useId, useRef } from "react";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { ProductCheckboxes } from "./ProductCheckboxes";
import { offersOptions, useQuestionTypeNames } from "./questionWords";

/** One option on the form; `key` keeps its row (and the focus in it) while options move. */
interface OptionValues {
  key: string;
  text: string;
}

/** More options than a question would offer; their refusals are named up to here. */
const maxOptionsLabelled = 100;

interface QuestionDialogProps {
  eventId: number;
  /** The event's products, which a question asked per ticket names. */
  products: Product[];
  existing: Question | null;
  onDone: () => void;
}

/**
 * Creates a question or changes one: what it asks, how it is answered (every type, with its
 * options in order for the choice types), whether it is asked once per order or for each ticket of
 * the products chosen, and whether it must be answered or is hidden from buyers.
 */
export function QuestionDialog({ eventId, products, existing, onDone }: QuestionDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const typeNames = useQuestionTypeNames();
  const nextKey = useRef(0);
  const newOption = (text = ""): OptionValues => {
    nextKey.current += 1;
    return { key: `option-${nextKey.current}`, text };
  };
  // Tickets are what attendees hold; a product the question already names stays offered.
  const chosen = new Set(existing?.product_ids ?? []);
  const offered = products.filter((product) => product.product_type !== "GENERAL" || chosen.has(product.id));
  const optionLabels: Record<string, string> = {};
  for (let index = 0; index < maxOptionsLabelled; index += 1) {
    const number = index + 1;
    optionLabels[`options.${index}`] = t`Option ${number}`;
  }

  const form = useSchemaForm({
    schema: questionBodySchema,
    initial: () => ({
      title: existing?.title ?? "",
      description: existing?.description ?? "",
      type: existing?.type ?? ("SINGLE_LINE_TEXT" as QuestionType),
      // A radio group's value is a string; the schema checks it is one of the two.
      belongs_to: (existing?.belongs_to ?? "ORDER") as string,
      product_ids: (existing?.product_ids ?? []).map(String),
      options:
        existing?.options && existing.options.length > 0
          ? existing.options.map((text) => newOption(text))
          : [newOption(), newOption()],
      required: existing?.required ?? false,
      is_hidden: existing?.is_hidden ?? false,
    }),
    labels: {
      title: t`Question`,
      description: t`Description`,
      type: t`Type of answer`,
      belongs_to: t`Asked`,
      product_ids: t`Tickets`,
      options: t`Options`,
      required: t`An answer is required`,
      is_hidden: t`Hidden from buyers`,
      ...optionLabels,
    },
    toBody: (values) => {
      // Rows left empty are dropped rather than refused; an option typed is kept as typed.
      const options = values.options.map((option) => option.text.trim()).filter(Boolean);
      return {
        title: values.title.trim(),
        description: values.description.trim() || null,
        type: values.type,
        belongs_to: values.belongs_to as QuestionBelongsTo,
        ...(values.belongs_to === "PRODUCT" ? { product_ids: values.product_ids.map(Number) } : {}),
        ...(offersOptions(values.type) ? { options } : {}),
        required: values.required,
        is_hidden: values.is_hidden,
      };
    },
    submit: (body: QuestionBody) =>
      existing ? update.trigger(eventId, existing.id, body) : create.trigger(eventId, body),
    saved: ({ title }) => (existing ? t`${{ name: title }} was saved.` : t`${{ name: title }} was added.`),
    onSaved: onDone,
  });
  const { values } = form;
  const options = values.options;

  const setOptions = (next: OptionValues[]) => form.set("options", next);
  const changeOption = (key: string, text: string) => {
    const index = options.findIndex((option) => option.key === key);
    setOptions(options.map((option) => (option.key === key ? { ...option, text } : option)));
    form.forget(`options.${index}`);
  };
  const moveOption = (index: number, by: -1 | 1) => {
    const next = [...options];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setOptions(next);
  };
  const existingTitle = existing?.title ?? "";
  const optionsRefusal = form.refusal("options");

  return (
    <FormDialog
      title={existing ? t`Edit ${{ name: existingTitle }}` : t`Add a question`}
      form={form}
      formId={formId}
    >
      <TextField {...form.field("title")} isRequired autoFocus />
      <TextArea
        {...form.field("description")}
        description={t`Shown below the question, to help buyers answer.`}
      />
      <Select
        {...form.choice("type")}
        items={questionTypes.map((type) => ({ id: type, label: typeNames[type] }))}
        isRequired
      />
      {offersOptions(values.type) ? (
        <Stack
          role="group"
          aria-labelledby={`${formId}-options`}
          aria-describedby={optionsRefusal.isInvalid ? `${formId}-options-refusal` : undefined}
          gap="sm"
        >
          <Text id={`${formId}-options`} weight="medium">
            {t`Options`}
          </Text>
          {optionsRefusal.isInvalid ? (
            <Text id={`${formId}-options-refusal`} tone="danger" size="sm">
              {optionsRefusal.errorMessage}
            </Text>
          ) : null}
          {options.map((option, index) => {
            const number = index + 1;
            return (
              <Inline key={option.key} gap="xs" align="end" wrap={false}>
                <Box grow>
                  <TextField
                    label={t`Option ${number}`}
                    value={option.text}
                    onChange={(text) => changeOption(option.key, text)}
                    {...form.refusal(`options.${index}`)}
                  />
                </Box>
                <IconButton
                  aria-label={t`Move option ${number} up`}
                  variant="subtle"
                  size="sm"
                  isDisabled={index === 0}
                  onPress={() => moveOption(index, -1)}
                >
                  <ChevronUpIcon size={16} />
                </IconButton>
                <IconButton
                  aria-label={t`Move option ${number} down`}
                  variant="subtle"
                  size="sm"
                  isDisabled={index === options.length - 1}
                  onPress={() => moveOption(index, 1)}
                >
                  <ChevronDownIcon size={16} />
                </IconButton>
                <IconButton
                  aria-label={t`Remove option ${number}`}
                  variant="subtle"
                  tone="danger"
                  size="sm"
                  isDisabled={options.length <= 1}
                  onPress={() => setOptions(options.filter((each) => each.key !== option.key))}
                >
                  <XIcon size={16} />
                </IconButton>
              </Inline>
            );
          })}
          <Inline>
            <Button
              variant="outline"
              size="sm"
              iconStart={<PlusIcon size={14} />}
              onPress={() => {
                setOptions([...options, newOption()]);
                form.forget("options");
              }}
            >
              {t`Add an option`}
            </Button>
          </Inline>
        </Stack>
      ) : null}
      <RadioGroup {...form.field("belongs_to")} isRequired>
        <Radio value="ORDER">{t`Once per order`}</Radio>
        <Radio value="PRODUCT">{t`For each ticket of the products chosen`}</Radio>
      </RadioGroup>
      {values.belongs_to === "PRODUCT" ? (
        <ProductCheckboxes
          {...form.field("product_ids")}
          isRequired
          description={offered.length === 0 ? t`The event has no tickets yet.` : undefined}
          products={offered}
        />
      ) : null}
      <Switch {...form.toggle("required")} />
      <Switch {...form.toggle("is_hidden")} />
    </FormDialog>
  );
}
