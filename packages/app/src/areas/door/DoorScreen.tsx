import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type DoorAttendee, type DoorList, type SupportedLocale, supportedLocales } from "@varco/domain";
import { visuallyHidden, WifiIcon, WifiOffIcon } from "@varco/ui";
import {
  type FormEvent,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { localeNames } from "../../i18n/localeNames";
import { CameraScanner } from "./CameraScanner";
import * as css from "./door.css";
import type { DoorKeeper, DoorState } from "./doorKeeper";
import { doorCount, duplicatedAdmissions, searchAttendees } from "./doorSearch";
import { personOf, useDoorTime, VerdictAnnouncement, VerdictPanel } from "./VerdictPanel";

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
      <Search state={state} list={list} onCheckIn={(publicId) => scan(publicId)} />
      <Duplicates state={state} list={list} />
      <Settings state={state} keeper={keeper} />
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

/** A search of the device's copy, for people without their ticket at hand: works offline. */
function Search({
  state,
  list,
  onCheckIn,
}: {
  state: DoorState | null;
  list: DoorList | null;
  onCheckIn: (publicId: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const found = state ? searchAttendees(state.attendees.values(), deferred) : [];
  const foundCount = found.length;
  const searching = deferred.trim().length >= 2;
  return (
    <section className={css.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={css.heading}>
        {t`Find someone`}
      </h2>
      <label htmlFor={id}>{t`Name, email or order number`}</label>
      <input
        id={id}
        type="search"
        className={css.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      {searching && (
        <p className={css.muted} role="status">
          {foundCount === 0 ? (
            t`No one on this device's copy of the list matches.`
          ) : (
            <Plural value={foundCount} one="# person found" other="# people found" />
          )}
        </p>
      )}
      {searching && found.length > 0 && (
        <ul className={css.people}>
          {found.map((attendee) => (
            <Person key={attendee.public_id} attendee={attendee} list={list} onCheckIn={onCheckIn} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Person({
  attendee,
  list,
  onCheckIn,
}: {
  attendee: DoorAttendee;
  list: DoorList | null;
  onCheckIn: (publicId: string) => void;
}) {
  const { t } = useLingui();
  const time = useDoorTime(list?.event.timezone);
  const name = personOf(attendee);
  const product = list?.products.find((each) => each.id === attendee.product_id)?.title ?? "";
  const at = attendee.check_in ? time(attendee.check_in.checked_in_at) : "";
  const standing =
    attendee.status === "CANCELLED" || attendee.order_status === "CANCELLED"
      ? t`Cancelled`
      : attendee.check_in
        ? t`Checked in at ${at}`
        : attendee.status === "AWAITING_PAYMENT" || attendee.order_status === "AWAITING_OFFLINE_PAYMENT"
          ? t`Awaiting payment`
          : null;
  return (
    <li className={css.person}>
      <div>
        <strong>{name}</strong>
        <div className={css.muted}>
          {[attendee.email, `${attendee.public_id} · ${attendee.order_public_id}`, product, standing]
            .filter(Boolean)
            .join(" · ")}
        </div>
      </div>
      <button
        type="button"
        className={css.button}
        aria-label={t`Check in ${name}`}
        onClick={() => onCheckIn(attendee.public_id)}
      >
        {t`Check in`}
      </button>
    </li>
  );
}

/** Tickets admitted offline by two devices: the earlier admission stands, the later is a duplicate. */
function Duplicates({ state, list }: { state: DoorState | null; list: DoorList | null }) {
  const { t } = useLingui();
  const time = useDoorTime(list?.event.timezone);
  const twice = state ? duplicatedAdmissions(state.attendees.values()) : [];
  if (twice.length === 0) return null;
  const unnamed = t`a device without a name`;
  return (
    <section className={css.section} aria-label={t`Scanned twice offline`}>
      <h2 className={css.heading}>{t`Scanned twice offline`}</h2>
      <ul className={css.people}>
        {twice.map((attendee) => {
          const name = personOf(attendee);
          const first = attendee.check_in;
          const at = first ? time(first.checked_in_at) : "";
          const device = first?.device_name ?? unnamed;
          return (
            <li key={attendee.public_id} className={css.person}>
              <div>
                <strong>{name}</strong>
                <div className={css.muted}>{t`Admitted at ${at} by ${device}.`}</div>
                {attendee.duplicates.map((again) => {
                  const when = time(again.checked_in_at);
                  const other = again.device_name ?? unnamed;
                  return (
                    <div key={`${again.checked_in_at}-${other}`} className={css.muted}>
                      {t`Also scanned offline at ${when} by ${other}: not counted.`}
                    </div>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** This device's name (kept on it, shown with its check-ins) and the interface's language. */
function Settings({ state, keeper }: { state: DoorState | null; keeper: DoorKeeper | null }) {
  const { t } = useLingui();
  const { locale, chooseLocale } = useLocaleControls();
  const nameId = useId();
  const languageId = useId();
  const [saved, setSaved] = useState(false);
  const name = state?.device?.name ?? "";
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("device");
    void keeper?.nameDevice(typeof value === "string" ? value : "").then(() => setSaved(true));
  };
  return (
    <details>
      <summary>{t`This device`}</summary>
      <div className={css.section}>
        <form className={css.field} onSubmit={save}>
          <label htmlFor={nameId}>{t`Device name (shown with its check-ins)`}</label>
          <div className={css.row}>
            <input
              key={name}
              id={nameId}
              name="device"
              className={css.input}
              defaultValue={name}
              maxLength={60}
              autoComplete="off"
              onChange={() => setSaved(false)}
            />
            <button type="submit" className={css.button}>
              {t`Save`}
            </button>
          </div>
          <p className={css.muted} role="status">
            {saved ? t`Saved on this device.` : ""}
          </p>
        </form>
        <div className={css.field}>
          <label htmlFor={languageId}>{t`Language`}</label>
          <select
            id={languageId}
            className={css.input}
            value={locale}
            onChange={(event) => chooseLocale(event.target.value as SupportedLocale)}
          >
            {supportedLocales.map((each) => (
              <option key={each} value={each}>
                {localeNames[each]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </details>
  );
}
