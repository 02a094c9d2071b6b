import { checkInListsApi, createTransport } from "@varco/domain";
import { ThemeProvider } from "@varco/ui";
import { useEffect, useState } from "react";
import { DoorScreen, type DrawnList } from "../areas/door/DoorScreen";
import { DoorKeeper } from "../areas/door/doorKeeper";
import { indexedDoorStore } from "../areas/door/doorStore";
import { keepDoorFiles, keepDoorOffline } from "../areas/door/doorWorker";
import { qrReader } from "../areas/door/qrReader";
import { useRuntimeConfig } from "../shell/RuntimeConfigContext";

export interface DoorPageProps {
  shortId: string;
  list: DrawnList;
  /** The event's colours (its homepage's), else the deployment's. */
  brand: { primary: string | null; secondary: string | null };
}

/** A call to the server that has not answered in this time has failed: the door decides alone. */
const doorCallMs = 8000;

/**
 * /check-in/{checkInListShortId}: the scanner at the door, drawn by the server (the list's name and
 * counter, the event's colours, dark) and run in the browser on the device's copy of the list.
 */
export function Page({ shortId, list, brand }: DoorPageProps) {
  const { apiUrlClient } = useRuntimeConfig();
  const [keeper, setKeeper] = useState<DoorKeeper | null>(null);
  useEffect(() => {
    const transport = createTransport({
      baseUrl: apiUrlClient,
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(doorCallMs) }),
    });
    const made = new DoorKeeper({
      shortId,
      api: checkInListsApi(transport),
      store: indexedDoorStore(),
      onLine: () => navigator.onLine,
    });
    setKeeper(made);
    const stop = made.start();
    keepDoorOffline();
    // Once the copy is there, what a scan may still need offline is fetched now (the Ed25519
    // library where the browser has no Ed25519, the QR decoder where it has no BarcodeDetector)
    // and named to the worker with the rest.
    const prepared = made.subscribe(() => {
      if (!made.getState().syncedAt) return;
      prepared();
      void Promise.all([made.prepareOffline(), qrReader()]).then(keepDoorFiles);
    });
    return () => {
      prepared();
      stop();
    };
  }, [shortId, apiUrlClient]);
  return (
    <ThemeProvider brand={brand} mode="dark" fillsScreen>
      <DoorScreen drawn={list} keeper={keeper} />
    </ThemeProvider>
  );
}
