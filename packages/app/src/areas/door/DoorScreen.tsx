import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { visuallyHidden, WifiIcon, WifiOffIcon } from "@varco/ui";
import {
  type ComponentType,
  type FormEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { CameraScanner } from "./CameraScanner";
import * as css from "./door.css";
import type { DoorKeeper, DoorState } from "./doorKeeper";
import { doorCount } from "./doorSearch";
import { personOf, useDoorTime, VerdictAnnouncement, VerdictPanel } from "./VerdictPanel";

type DoorToolsProps = typeof import("./DoorTools").default extends ComponentType<infer Props> ? Props : never;

/**
 * The search, the duplicates and the device's settings: loaded once the scanner runs in the
 * browser (neither drawn by the server nor part of the first load).
 */
function useDoorTools(): ComponentType<DoorToolsProps> | null {
  const [tools, setTools] = useState<ComponentType<DoorToolsProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./DoorTools").then(({ default: loaded }) => {
      if (live) setTools(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return tools;
}

/** The list as the server drew the page, before the device's copy is read. */
export interface DrawnList {
  name: string;
  eventTitle: string;
  checkedIn: number;
  expected: number;
}

export interface DoorScreenProps {
  drawn: DrawnList;
  /** The device's keeper, once the page runs in the browser (null while drawn on the server). */
  keeper: DoorKeeper | null;
}

const noKeeper = () => () => {};

/**
 * /check-in/{shortId}: the scanner at the door. The camera (or a barcode scanner, or the keyboard)
 * reads a code, the verdict fills the screen in colour, words and an icon and is announced; the
 * list's counter, the connection and the queue are always in sight; a search finds people who
 * have no ticket at hand.
 */
export function DoorScreen({ drawn, keeper }: DoorScreenProps) {
  const { t } = useLingui();
  const state = useSyncExternalStore<DoorState | null>(
    keeper?.subscribe ?? noKeeper,
    () => keeper?.getState() ?? null,
    () => null,
  );
  const codeField = useRef<HTMLInputElement>(null);
  const DoorTools = useDoorTools();
  const list = state?.list ?? null;
  const count = (state && doorCount(state)) ?? { checkedIn: drawn.checkedIn, expected: drawn.expected };
  const checkedIn = count.checkedIn;
  const expected = count.expected;
  const verdict = state?.verdict ?? null;
  const undonePerson = state?.undone ? personOf(state.undone.attendee) : null;

  const scan = (text: string, action?: "check-in-and-mark-order-as-paid") => {
    if (text.trim()) void keeper?.scan(text, action);
  };
  const next = () => {
    keeper?.dismiss();
    codeField.current?.focus();
  };
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") keeper?.dismiss();
    };
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, [keeper]);

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = codeField.current;
    if (!field) return;
    scan(field.value);
    field.value = "";
  };

  return (
    <main className={css.screen}>
      <header className={css.header}>
        <div>
          <p className={css.eventTitle}>{list?.event.title ?? drawn.eventTitle}</p>
          <h1 className={css.listName}>{list?.name ?? drawn.name}</h1>
        </div>
        <p className={css.counter}>
          <Trans>
            <strong>{checkedIn}</strong> of {expected} checked in
          </Trans>
        </p>
      </header>
      <Connection state={state} />
      {state?.phase === "gone" && (
        <p className={css.notice} role="alert">
          {t`This link no longer works: the list was deleted or its link was renewed. Ask the organiser for the new link.`}
        </p>
      )}
      {state?.closed && <p className={css.notice}>{t`This check-in list is not open now.`}</p>}
      {state?.phase === "ready" && !list && (
        <p className={css.notice}>
          {t`This device has no copy of the list yet: connect to the network once to download it.`}
        </p>
      )}
      <CameraScanner onCode={scan} />
      <div className={visuallyHidden} role="status" aria-live="assertive" aria-atomic="true">
        {verdict ? (
          <VerdictAnnouncement key={verdict.id} verdict={verdict} list={list} />
        ) : state?.undone ? (
          <p>{t`Admission undone.`}</p>
        ) : null}
      </div>
      {verdict && (
        <VerdictPanel
          verdict={verdict}
          list={list}
          canUndo={verdict.outcome === "admitted" && state?.lastAdmission?.scanId === verdict.id}
          onMarkPaid={() => scan(verdict.code, "check-in-and-mark-order-as-paid")}
          onUndo={() => void keeper?.undoLast()}
          onNext={next}
        />
      )}
      {!verdict && state?.undone && (
        <p className={css.notice}>
          {undonePerson ? t`Admission undone: ${undonePerson}.` : t`Admission undone.`}
        </p>
      )}
      <CodeForm fieldRef={codeField} onSubmit={submitCode} />
      {DoorTools && <DoorTools state={state} keeper={keeper} onCheckIn={(publicId) => scan(publicId)} />}
    </main>
  );
}

/** Online or not, what waits to be sent, when the copy was last brought up to date. */
function Connection({ state }: { state: DoorState | null }) {
  const { t } = useLingui();
  const time = useDoorTime(state?.list?.event.timezone);
  if (!state) return <p className={css.status}>{t`Opening the list…`}</p>;
  const queued = state.queue.length;
  const synced = state.syncedAt ? time(state.syncedAt) : null;
  const duplicates = state.newDuplicates;
  return (
    <div className={css.status}>
      <span className={state.online ? css.connection.online : css.connection.offline}>
        {state.online ? <WifiIcon aria-hidden size={18} /> : <WifiOffIcon aria-hidden size={18} />}
      </span>
      <span>
        {/* Announced when it changes; the time and the queue, which change often, are not. */}
        <span role="status">{state.online ? t`Online` : t`Offline`}</span>
        {synced ? ` · ${t`updated at ${synced}`}` : ""}
        {queued > 0 && (
          <>
            {" · "}
            <Plural value={queued} one="# check-in to send" other="# check-ins to send" />
          </>
        )}
        <span role="status">
          {duplicates > 0 && (
            <>
              {" · "}
              <Plural
                value={duplicates}
                one="# ticket scanned offline on two devices (see below)"
                other="# tickets scanned offline on two devices (see below)"
              />
            </>
          )}
        </span>
      </span>
    </div>
  );
}

/** A code typed, or sent by a barcode scanner acting as a keyboard, then Enter. */
function CodeForm({
  fieldRef,
  onSubmit,
}: {
  fieldRef: React.RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <form className={css.field} onSubmit={onSubmit}>
      <label htmlFor={id}>{t`Ticket code`}</label>
      <div className={css.row}>
        <input
          ref={fieldRef}
          id={id}
          className={css.input}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        <button type="submit" className={`${css.button} ${css.primary}`}>
          {t`Check`}
        </button>
      </div>
    </form>
  );
}
