import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  isApiError,
  type Product,
  type Question,
  type QuestionBody,
  type SortQuestionsBody,
} from "@varco/domain";
import {
  useDeleteQuestion,
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
  Heading,
  HelpCircleIcon,
  Inline,
  Modal,
  PlusIcon,
  SortableList,
  Stack,
  Text,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { failureMessage } from "../../forms/fieldErrors";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEventArea } from "./eventArea";
import { QuestionDialog } from "./QuestionDialog";
import { useQuestionTypeNames } from "./questionWords";

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
  const [editing, setEditing] = useState<Question | "new" | null>(null);

  return (
    <Stack gap="lg" padding="lg">
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={1}>{title}</Heading>
        <Button iconStart={<PlusIcon size={16} />} onPress={() => setEditing("new")}>
          {t`Add a question`}
        </Button>
      </Inline>
      <Text as="p" tone="muted">
        {t`The checkout asks these questions, in this order: some once per order, others for each ticket. Drag a question, or focus its handle and press Enter, the arrow keys, then Enter, to change the order.`}
      </Text>
      <QueryView
        query={questions}
        loadingLabel={t`Loading the questions`}
        failure={t`The questions could not be loaded.`}
        rowHeight={120}
      >
        {(loaded) => (
          <QuestionLists
            event={event}
            questions={loaded}
            products={products}
            onAdd={() => setEditing("new")}
            onEdit={setEditing}
          />
        )}
      </QueryView>

      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        isDismissable={false}
      >
        {editing === null ? null : (
          <QuestionDialog
            key={editing === "new" ? "new" : editing.id}
            eventId={event.id}
            products={products}
            existing={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

interface QuestionListsProps {
  event: Event;
  questions: Question[];
  products: Product[];
  onAdd: () => void;
  onEdit: (question: Question) => void;
}

function QuestionLists({ event, questions: saved, products, onAdd, onEdit }: QuestionListsProps) {
  const { t, i18n } = useLingui();
  const sort = useSortQuestions();
  const remove = useDeleteQuestion();
  const update = useUpdateQuestion();
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [hiding, setHiding] = useState<{ question: Question; reason: string } | null>(null);
  const answered = t`People have answered this question: hide it instead of deleting it.`;
  // The order just chosen, shown until the server's answer replaces the list it was made from.
  const [moved, setMoved] = useState<{ from: Question[]; to: Question[] } | null>(null);
  const questions = moved?.from === saved ? moved.to : saved;
  const perOrder = questions.filter((question) => question.belongs_to === "ORDER");
  const perTicket = questions.filter((question) => question.belongs_to === "PRODUCT");
  const deletingTitle = deleting?.title ?? "";

  // The order questions come first, then those per ticket: the checkout asks them in that order.
  const save = async (next: Question[]) => {
    setMoved({ from: saved, to: next });
    try {
      await sort.trigger(event.id, sortBodyOf(next));
      toasts.show({ tone: "success", message: t`The new order was saved.` });
    } catch (error) {
      setMoved(null);
      const changed = t`The order could not be saved: the questions changed in the meantime. Here they are as they are now.`;
      toasts.show({
        tone: "danger",
        message: failureMessage(error, i18n, { statuses: { 409: changed, 422: changed } }),
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const question = deleting;
    const name = question.title;
    try {
      await remove.trigger(event.id, question.id);
      toasts.show({ tone: "success", message: t`${name} was deleted.` });
    } catch (error) {
      // People answered it: the server says why it stays; offer to hide it instead (a question
      // already hidden only hears why).
      const refused = isApiError(error) && refusedStatuses.includes(error.status);
      const reason = refused && error.status === 422 ? failureMessage(error, i18n) : answered;
      if (refused && !question.is_hidden) {
        setHiding({ question, reason });
        return;
      }
      toasts.show({ tone: "danger", message: refused ? reason : failureMessage(error, i18n) });
      throw error;
    }
  };

  const confirmHide = async () => {
    if (!hiding) return;
    const name = hiding.question.title;
    try {
      await update.trigger(event.id, hiding.question.id, hiddenBodyOf(hiding.question));
      toasts.show({ tone: "success", message: t`${name} is hidden from buyers.` });
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
      throw error;
    }
  };

  if (questions.length === 0)
    return (
      <EmptyState
        icon={<HelpCircleIcon size={28} />}
        title={t`No questions yet`}
        description={t`Ask buyers what you need to know: a dietary need, a T-shirt size, an address. Once per order, or for each ticket.`}
        action={
          <Button iconStart={<PlusIcon size={16} />} onPress={onAdd}>
            {t`Add a question`}
          </Button>
        }
      />
    );

  return (
    <Stack gap="lg">
      <QuestionGroup
        title={t`Asked once per order`}
        questions={perOrder}
        products={products}
        empty={t`No questions asked once per order.`}
        isSaving={sort.isMutating}
        onReorder={(next) => void save([...next, ...perTicket])}
        onEdit={onEdit}
        onDelete={setDeleting}
      />
      <QuestionGroup
        title={t`Asked for each ticket`}
        questions={perTicket}
        products={products}
        empty={t`No questions asked for each ticket.`}
        isSaving={sort.isMutating}
        onReorder={(next) => void save([...perOrder, ...next])}
        onEdit={onEdit}
        onDelete={setDeleting}
      />

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`Delete this question?`}
        message={t`${{ name: deletingTitle }} will be deleted. A question people have answered cannot be deleted: hide it instead.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={confirmDelete}
      />

      <ConfirmDialog
        isOpen={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={t`Hide this question instead?`}
        message={`${hiding?.reason ?? ""} ${t`A hidden question is no longer asked; the answers already given stay with their orders.`}`}
        confirmLabel={t`Hide it`}
        cancelLabel={t`Cancel`}
        onConfirm={confirmHide}
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
  onEdit: (question: Question) => void;
  onDelete: (question: Question) => void;
}

function QuestionGroup({
  title,
  questions,
  products,
  empty,
  isSaving,
  onReorder,
  onEdit,
  onDelete,
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
              <EditAndDelete
                name={name}
                onEdit={() => onEdit(question)}
                onDelete={() => onDelete(question)}
              />
            </Inline>
          );
        }}
      </SortableList>
    </Card>
  );
}

export { QuestionsScreen as Component };
