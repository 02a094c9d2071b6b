import { runCli } from "./varco";

// `npm run varco -- <command>`: Varco's administration from a shell (see `varco.ts`).
process.exitCode = await runCli(process.argv.slice(2), {
  output: {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  },
});
