import type { Question } from "@varco/domain";
import type { Executor } from "../../db/connect";
import type { AuthContext } from "../../http/appEnv";
import { buyerEvent } from "../promoCodes/buyerEvent";
import { loadQuestions, publicQuestionResource } from "./questionResource";

/**
 * `GET public/events/{e}/questions`: what the checkout asks, hidden questions left out, in order,
 * each with the products it is asked for. A LIVE event, or its own account's preview; 404 otherwise.
 */
export async function publicQuestions(
  db: Executor,
  eventId: number,
  viewer: AuthContext | undefined,
): Promise<Question[]> {
  const event = await buyerEvent(db, eventId, viewer);
  return (await loadQuestions(db, event.id, { visibleOnly: true })).map(publicQuestionResource);
}
