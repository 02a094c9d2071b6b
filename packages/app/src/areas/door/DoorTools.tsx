import { Plural, useLingui } from "@lingui/react/macro";
import { type DoorAttendee, type DoorList, type SupportedLocale, supportedLocales } from "@varco/domain";
import { type FormEvent, useDeferredValue, useId, useState } from "react";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { localeNames } from "../../i18n/localeNames";
import * as css from "./door.css";
import type { DoorKeeper, DoorState } from "./doorKeeper";
import { duplicatedAdmissions, searchAttendees } from "./doorSearch";
import { personOf, useDoorTime } from "./VerdictPanel";

/**
 * What the door needs after its first scan, loaded once the scanner runs (it is not in the page's
 * first load): the search of the device's copy, the tickets scanned twice offline, and this
 * device's name and language.
 */
export default function DoorTools({
  state,
  keeper,
  onCheckIn,
}: {
  state: DoorState | null;
  keeper: DoorKeeper | null;
  onCheckIn: (publicId: string) => void;
}) {
  const list = state?.list ?? null;
  return (
    <>
      <Search state={state} list={list} onCheckIn={onCheckIn} />
      <Duplicates state={state} list={list} />
      <Settings state={state} keeper={keeper} />
    </>
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
