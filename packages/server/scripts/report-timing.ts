/**
 * How long each report, the event stats and a report's CSV take on ORDERS orders (default
 * 10,000) on PGlite: the median of 5 runs each, in ms, after one warm-up run. Exits 1 when any
 * median reaches LIMIT_MS (default 300).
 *
 *   npm run bench:reports -w @varco/server
 *   ORDERS=50000 npm run bench:reports -w @varco/server
 */
import { median, seedSales } from "./salesSeed";

const orderCount = Number(process.env.ORDERS ?? 10_000);
const limitMs = Number(process.env.LIMIT_MS ?? 300);
const runs = 5;

async function main(): Promise<void> {
  const started = performance.now();
  const seeded = await seedSales(orderCount);
  console.info(`seeded ${orderCount} orders in ${Math.round(performance.now() - started)} ms`);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  const range = `start_date=${monthAgo}&end_date=${today}`;
  const event = `/api/events/${seeded.eventId}`;
  const organizer = `/api/organizers/${seeded.organizerId}`;
  const reads = [
    `${event}/stats`,
    `${event}/reports/product_sales?${range}`,
    `${event}/reports/daily_sales_report?${range}`,
    `${event}/reports/promo_codes_report?${range}`,
    `${event}/reports/daily_sales_report/export?${range}`,
    `${organizer}/stats`,
    `${organizer}/reports/revenue_summary?${range}`,
    `${organizer}/reports/events_performance?${range}`,
    `${organizer}/reports/tax_summary?${range}`,
  ];
  let right = true;
  try {
    for (const path of reads) {
      const times: number[] = [];
      for (let run = 0; run <= runs; run++) {
        const start = performance.now();
        const response = await seeded.request(path, { headers: { authorization: `Bearer ${seeded.token}` } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        if (run > 0) times.push(performance.now() - start);
      }
      const ms = median(times);
      const ok = ms < limitMs;
      right &&= ok;
      console.info(`${ok ? "ok  " : "SLOW"} ${ms.toFixed(1).padStart(7)} ms  ${path.replace(/\?.*/, "")}`);
    }
  } finally {
    await seeded.stop();
  }
  if (!right) {
    console.error(`a report took ${limitMs} ms or more (median of ${runs})`);
    process.exitCode = 1;
  }
}

await main();
