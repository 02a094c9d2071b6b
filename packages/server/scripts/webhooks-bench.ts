/**
 * Latency of outgoing webhooks: from a sale's commit to the receiver's first attempt at each of
 * its events (its `order.created` and its attendee's `attendee.created`), over SALES box-office
 * sales (default 500: 1,000 events) made over HTTP at RATE a second (default 10), on PGlite and
 * on PostgreSQL (DATABASES, as the other benches). The API and the
 * delivery (the dispatch and runners the server starts) run in this process; the receiver is a
 * local HTTP server. A sale's commit is taken as the moment its answer arrives (the transaction
 * commits before the answer is written), so the figures are a little under the truth, never over.
 * Aim: p50 under 1 s. Not part of `npm test`.
 *
 *   npm run bench:webhooks -w @varco/server
 *   SALES=300 RATE=50 DATABASES=pglite npm run bench:webhooks -w @varco/server
 */

import { loadConfig } from "../src/config";
import { startWebhookDelivery } from "../src/modules/webhooks/delivery";
import { addressPolicyOf } from "../src/modules/webhooks/service";
import { startReceiver } from "../src/modules/webhooks/testReceiver";
import { eventWithSeats, onEachDatabase, percentile, type Running } from "./benchApi";

const sales = Number(process.env.SALES ?? 500);
const rate = Number(process.env.RATE ?? 10);
// The local receiver is on 127.0.0.1 over http: allowed here as a deployment may allow it.
process.env.WEBHOOKS_ALLOW_HTTP = "true";
process.env.WEBHOOKS_ALLOW_PRIVATE = "true";

async function measure(label: string, api: Running): Promise<boolean> {
  const receiver = await startReceiver();
  const config = loadConfig({ ...process.env, APP_URL: "http://127.0.0.1" });
  const delivery = startWebhookDelivery(api.db, {
    policy: addressPolicyOf(config),
    source: "Varco",
    appUrl: config.APP_URL,
    firstRetrySeconds: 30,
    leaseSeconds: 60,
  });
  try {
    const { eventId, productId, priceId, token } = await eventWithSeats(api, null);
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const hook = await fetch(`${api.origin}/api/events/${eventId}/webhooks`, {
      method: "POST",
      headers,
      body: JSON.stringify({ url: receiver.url, event_types: ["order.created", "attendee.created"] }),
    });
    if (hook.status !== 200) throw new Error(`webhook: ${hook.status} ${await hook.text()}`);

    const committedAt = new Map<number, number>();
    const started = Date.now();
    for (let sale = 0; sale < sales; sale++) {
      const due = started + (sale * 1000) / rate;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const response = await fetch(`${api.origin}/api/events/${eventId}/attendees`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          product_id: productId,
          product_price_id: priceId,
          email: `buyer${sale}@example.test`,
          first_name: "Bench",
          last_name: `Buyer ${sale}`,
          amount_paid: 25,
          send_confirmation_email: false,
          locale: "it",
        }),
      });
      const answeredAt = Date.now();
      if (response.status >= 300) throw new Error(`sale: ${response.status} ${await response.text()}`);
      const { data } = (await response.json()) as { data: { order_id: number } };
      committedAt.set(data.order_id, answeredAt);
    }
    // Each event's first attempt (by webhook-id), told back to its sale's order.
    const firstAttempt = new Map<string, { orderId: number; at: number }>();
    const deadline = Date.now() + 300_000;
    while (firstAttempt.size < sales * 2 && Date.now() < deadline) {
      for (const request of receiver.received) {
        const id = request.headers["webhook-id"] as string;
        if (firstAttempt.has(id)) continue;
        const body = JSON.parse(request.body) as {
          event_type: string;
          payload: { id: number; order_id?: number };
        };
        const orderId = body.event_type === "order.created" ? body.payload.id : (body.payload.order_id ?? 0);
        firstAttempt.set(id, { orderId, at: request.at });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = [...firstAttempt.values()]
      .map(({ orderId, at }) => at - (committedAt.get(orderId) ?? Number.NaN))
      .filter((latency) => !Number.isNaN(latency))
      .sort((a, b) => a - b);
    const ids = receiver.received.map((request) => request.headers["webhook-id"] as string);
    const inOrder = ids.every(
      (id, index) => index === 0 || Number(id.slice(4)) >= Number((ids[index - 1] as string).slice(4)),
    );
    console.info(
      `${label.padEnd(11)} ${sales} sales at ${rate}/s: ${latencies.length} events received, ` +
        `${receiver.received.length} deliveries in all, in order: ${inOrder}; commit → first attempt ` +
        `p50 ${percentile(latencies, 50)} ms, p90 ${percentile(latencies, 90)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`,
    );
    return latencies.length === sales * 2 && inOrder && percentile(latencies, 50) < 1000;
  } finally {
    await delivery.stop();
    await receiver.close();
  }
}

await onEachDatabase("webhooks", measure);
