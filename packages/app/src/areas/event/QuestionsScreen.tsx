import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type ExportFormat,
  exportFileName,
  isApiError,
  type Product,
  type Question,
  type QuestionBody,
  type SortQuestionsBody,
} from "@varco/domain";
import {
  useDeleteQuestion,
  useExportQuestionAnswers,
  useProductCategories,
  useQuestions,
  useSortQuestions,
  useUpdateQuestion,
} from "@varco/domain/swr";
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  HelpCircleIcon,
  Inline,
  PlusIcon,
  SortableList,
  Stack,
  Text,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { failureMessage } from "../../forms/fieldErrors";
import { useToastedWrite } from "../../forms/toastedWrite";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { ListHeading } from "../../shell/EditableTable";
import { DeleteConfirm, EditorModal } from "../../shell/ListDialogs";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { type EditableList, useEditableList } from "../../shell/useEditableList";
import { ExportMenu } from "./ExportMenu";
import { useEventArea } from "./eventArea";
import { QuestionDialog } from "./QuestionDialog";
import { useQuestionTypeNames } from "./questionWords";
import { useSavedOrder } from "./useSavedOrder";

/** The sort body for these questions in this order: every one once, numbered from 0. */
export function sortBodyOf(questions: readonly Question[]): SortQuestionsBody {
  return questions.map((question, order) => ({ id: question.id, order }));
}

/** The body that saves a question as it is, hidden from buyers. */
export function hiddenBodyOf(question: Question): QuestionBody {
  return {
    title: question.title,
    description: question.description,
    type: question.type,
    belongs_to: question.belongs_to,
    ...(question.belongs_to === "PRODUCT" ? { product_ids: question.product_ids ?? [] } : {}),
    ...(question.options?.length ? { options: question.options } : {}),
    required: question.required,
    is_hidden: true,
  };
}

/** The statuses a server answers a refused deletion with (422 with its reason; 400 or 409 with a message). */
const refusedStatuses = [400, 409, 422];

/**
 * `/manage/event/:eventId/questions`: what the checkout asks, once per order or for each ticket,
 * in the order buyers see it (by drag or keyboard), and the dialogs that add, change and delete it.
 */
export function QuestionsScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  const title = t`Questions`;
  usePageTitle(`${title} · ${event.title}`);
  const questions = useQuestions(event.id);
  const categories = useProductCategories(event.id);
  const products = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const list = useEditableList<Question>();
  const answers = useAnswersDownload(event);

  return (
    <Stack gap="lg" padding="lg">
      <ListHeading
        title={title}
        addLabel={t`Add a question`}
        onAdd={list.add}
        intro={t`The checkout asks these questions, in this order: some once per order, others for each ticket. Drag a question, or focus its handle and press Enter, the arrow keys, then Enter, to change the order.`}
      />
      <Inline gap="sm">
        <ExportMenu label={t`Export the answers`} onExport={answers.download} isPending={answers.isPending} />
      </Inline>
      <QueryView
        query={questions}
        loadingLabel={t`Loading the questions`}
        failure={t`The questions could not be loaded.`}
        rowHeight={120}
      >
        {(loaded) => <QuestionLists event={event} questions={loaded} products={products} list={list} />}
      </QueryView>

      <EditorModal editing={list.editing} onClose={list.closeEditor}>
        {(existing) => (
          <QuestionDialog
            eventId={event.id}
            products={products}
            existing={existing}
            onDone={list.closeEditor}
          />
        )}
      </EditorModal>
    </Stack>
  );
}

/**
 * Every answer buyers gave, one row each, in the format chosen: the server starts the file as a job
 * and answers with a link that downloads it (no session needed), which the browser opens in place.
 */
function useAnswersDownload(event: Event) {
  const { i18n } = useLingui();
  const exporter = useExportQuestionAnswers();
  const download = async (format: ExportFormat) => {
    try {
      const job = await exporter.trigger(event.id, undefined, format);
      if (!job.download_url) return;
      // The link is an attachment: the browser downloads it and this screen stays.
      const link = document.createElement("a");
      link.href = job.download_url;
      link.download = exportFileName(event.slug, "answers", new Date(), event.timezone, format);
      link.click();
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };
  return { download: (format: ExportFormat) => void download(format), isPending: exporter.isMutating };
}

interface QuestionListsProps {
  event: Event;
  questions: Question[];
  products: Product[];
  /** The screen's dialogs, from `useEditableList`. */
  list: EditableList<Question>;
}

function QuestionLists({ event, questions: saved, products, list }: QuestionListsProps) {
  const { t, i18n } = useLingui();
  const sort = useSortQuestions();
  const remove = useDeleteQuestion();
  const update = useUpdateQuestion();
  const write = useToastedWrite();
  const [hiding, setHiding] = useState<{ question: Question; reason: string } | null>(null);
  const answered = t`People have answered this question: hide it instead of deleting it.`;
  const changed = t`The order could not be saved: the questions changed in the meantime. Here they are as they are now.`;
  const { items: questions, save } = useSavedOrder(
    saved,
    (next) => sort.trigger(event.id, sortBodyOf(next)),
    {
      409: changed,
      422: changed,
    },
  );
  const perOrder = questions.filter((question) => question.belongs_to === "ORDER");
  const perTicket = questions.filter((question) => question.belongs_to === "PRODUCT");
  const hidingName = hiding?.question.title ?? "";

  // People answered it: the server says why it stays; offer to hide it instead (a question
  // already hidden only hears why).
  const refusal = (error: unknown, question: Question) => {
    const refused = isApiError(error) && refusedStatuses.includes(error.status);
    const reason = refused && error.status === 422 ? failureMessage(error, i18n) : answered;
    if (refused && !question.is_hidden) {
      setHiding({ question, reason });
      return null;
    }
    return refused ? reason : failureMessage(error, i18n);
  };

  if (questions.length === 0)
    return (
      <EmptyState
        icon={<HelpCircleIcon size={28} />}
        title={t`No questions yet`}
        description={t`Ask buyers what you need to know: a dietary need, a T-shirt size, an address. Once per order, or for each ticket.`}
        action={
          <Button iconStart={<PlusIcon size={16} />} onPress={list.add}>
            {t`Add a question`}
          </Button>
        }
      />
    );

  // The order questions come first, then those per ticket: the checkout asks them in that order.
  return (
    <Stack gap="lg">
      <QuestionGroup
        title={t`Asked once per order`}
        questions={perOrder}
        products={products}
        empty={t`No questions asked once per order.`}
        isSaving={sort.isMutating}
        onReorder={(next) => void save([...next, ...perTicket])}
        rowActions={list.rowActions}
      />
      <QuestionGroup
        title={t`Asked for each ticket`}
        questions={perTicket}
        products={products}
        empty={t`No questions asked for each ticket.`}
        isSaving={sort.isMutating}
        onReorder={(next) => void save([...perOrder, ...next])}
        rowActions={list.rowActions}
      />

      <DeleteConfirm
        item={list.deleting}
        onClose={list.closeDeletion}
        nameOf={(question) => question.title}
        title={t`Delete this question?`}
        message={(name) =>
          t`${{ name }} will be deleted. A question people have answered cannot be deleted: hide it instead.`
        }
        remove={(question) => remove.trigger(event.id, question.id)}
        failure={refusal}
      />

      <ConfirmDialog
        isOpen={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={t`Hide this question instead?`}
        message={`${hiding?.reason ?? ""} ${t`A hidden question is no longer asked; the answers already given stay with their orders.`}`}
        confirmLabel={t`Hide it`}
        cancelLabel={t`Cancel`}
        onConfirm={
          hiding
            ? write(
                () => update.trigger(event.id, hiding.question.id, hiddenBodyOf(hiding.question)),
                t`${{ name: hidingName }} is hidden from buyers.`,
              )
            : undefined
        }
      />
    </Stack>
  );
}

interface QuestionGroupProps {
  title: string;
  questions: Question[];
  products: Product[];
  empty: string;
  /** A new order is on its way to the server: no other move until it is saved. */
  isSaving: boolean;
  onReorder: (next: Question[]) => void;
  /** A question's Edit and Delete buttons. */
  rowActions: (question: Question) => { onEdit: () => void; onDelete: () => void };
}

function QuestionGroup({
  title,
  questions,
  products,
  empty,
  isSaving,
  onReorder,
  rowActions,
}: QuestionGroupProps) {
  const { t } = useLingui();
  const typeNames = useQuestionTypeNames();
  const titles = new Map(products.map((product) => [product.id, product.title]));
  return (
    <Card title={title} titleLevel={2}>
      <SortableList
        aria-label={title}
        items={questions}
        textValueOf={(question) => question.title}
        onReorder={onReorder}
        isDisabled={isSaving}
        renderEmptyState={() => <Text tone="muted">{empty}</Text>}
      >
        {(question) => {
          const name = question.title;
          const names = (question.product_ids ?? []).map((id) => titles.get(id) ?? `#${id}`).join(", ");
          return (
            <Inline gap="md" align="center" justify="between" wrap>
              <Stack gap="xs">
                <Inline gap="sm" align="center" wrap>
                  <Text weight="medium">{name}</Text>
                  <Badge tone="secondary">{typeNames[question.type]}</Badge>
                  {question.required ? <Badge tone="info">{t`Required`}</Badge> : null}
                  {question.is_hidden ? <Badge tone="neutral">{t`Hidden`}</Badge> : null}
                </Inline>
                {question.belongs_to === "PRODUCT" && names ? (
                  <Text size="sm" tone="muted">
                    {t`For: ${names}`}
                  </Text>
                ) : null}
                {question.options?.length ? (
                  <Text size="sm" tone="muted">
                    {question.options.join(" · ")}
                  </Text>
                ) : null}
              </Stack>
              <EditAndDelete name={name} {...rowActions(question)} />
            </Inline>
          );
        }}
      </SortableList>
    </Card>
  );
}

export { QuestionsScreen as Component };
