/**
 * How much memory the attendees and orders exports take, as spreadsheets (XLSX) and as CSV:
 * ATTENDEES attendees (default 10,000, one order each, with answers) on PGlite, each export read
 * to its end while the process's resident memory is sampled at every chunk; prints the rows (of a
 * CSV), the bytes and the RSS growth over what it was before the export (and the JavaScript
 * heap's, which shows what the export itself holds: PGlite's memory, grown by the seeding, hides
 * it in the RSS). Exits 1 when a growth reaches LIMIT_MB (default 50). PGlite runs in this
 * process, so its own memory counts too.
 *
 *   npm run bench:export -w @varco/server
 *   ATTENDEES=50000 npm run bench:export -w @varco/server
 */
import { seedSales } from "./salesSeed";

const attendeeCount = Number(process.env.ATTENDEES ?? 10_000);
const limitMb = Number(process.env.LIMIT_MB ?? 50);
const mb = (bytes: number) => bytes / 1024 / 1024;

async function main(): Promise<void> {
  const seeded = await seedSales(attendeeCount);
  let right = true;
  try {
    for (const [kind, format] of [
      ["attendees", "xlsx"],
      ["orders", "xlsx"],
      ["attendees", "csv"],
      ["orders", "csv"],
    ] as const) {
      // Once to warm up (code loaded, queries planned), then measured.
      for (const measured of [false, true]) {
        globalThis.gc?.();
        const before = process.memoryUsage.rss();
        const heapOf = () => {
          const usage = process.memoryUsage();
          return usage.heapUsed + usage.arrayBuffers;
        };
        const heapBefore = heapOf();
        let peak = before;
        let heapPeak = heapBefore;
        let bytes = 0;
        let lines = 0;
        const response = await seeded.request(
          `/api/events/${seeded.eventId}/${kind}/export?format=${format}`,
          {
            method: "POST",
            headers: { authorization: `Bearer ${seeded.token}` },
          },
        );
        if (response.status !== 200 || !response.body) throw new Error(`${kind}: ${response.status}`);
        for await (const chunk of response.body) {
          bytes += chunk.byteLength;
          for (const byte of chunk) if (byte === 10) lines++;
          peak = Math.max(peak, process.memoryUsage.rss());
          heapPeak = Math.max(heapPeak, heapOf());
        }
        if (!measured) continue;
        const growth = mb(peak - before);
        const ok = growth < limitMb;
        right &&= ok;
        console.info(
          `${ok ? "ok  " : "TOO MUCH"} ${kind}: ${format === "csv" ? `${lines - 1} rows, ` : ""}${mb(bytes).toFixed(1)} MB of ${format.toUpperCase()}, RSS ${mb(before).toFixed(0)} → ${mb(peak).toFixed(0)} MB (+${growth.toFixed(1)} MB); JavaScript heap +${mb(heapPeak - heapBefore).toFixed(1)} MB at most`,
        );
      }
    }
  } finally {
    await seeded.stop();
  }
  if (!right) {
    console.error(`an export grew the process by ${limitMb} MB or more`);
    process.exitCode = 1;
  }
}

await main();
