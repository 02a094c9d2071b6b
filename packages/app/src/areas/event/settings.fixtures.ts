import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

/** Event 7's settings screen over a fake API whose `PATCH events/7/settings` answers what was sent over `saved`. */
export function openSettings(saved: Record<string, unknown>) {
  const api = fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": { status: 200, body: { data: eventAnswer({ settings: saved }) } },
    "PATCH events/7/settings": ({ body }) => ({
      status: 200,
      body: { data: { ...saved, ...(body as object) } },
    }),
  });
  return { api, rendered: renderApp("/manage/event/7/settings", { api }) };
}
