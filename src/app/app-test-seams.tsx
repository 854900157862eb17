import { useMemo, type ReactNode } from 'react';
import type { QueryRuntime } from '@/sign-in/query/query-client-source';
import {
  CatalogueDialogProvider,
  useCatalogueDialog,
  type OpenCatalogueDialog,
} from '@/sign-in/contracts/catalogue-dialogs';
import {
  VerificationProvider,
  useVerification,
  type VerificationServices,
} from '@/sign-in/contracts/verification';
import type { LoadScript } from '@/flows/verification/captcha/script-loader';

/**
 * Where a component test reaches into the app (test/harness; docs/architecture.md, "Tests").
 * `App` reads them only under Vitest; the browser entry and the prerenderer pass none.
 */
export interface AppTestSeams {
  /** The query runtime around a test's own client (one per render); the app loads one otherwise. */
  readonly queryRuntime?: QueryRuntime;
  /** What the router shows instead of the app's routes (a piece of a screen). */
  readonly content?: ReactNode;
  /** How the verification host loads provider scripts (the sandbox stand-ins, run in jsdom). */
  readonly loadScript?: LoadScript;
  /** The verification services flows get, given the host's (a test fakes or watches them). */
  readonly verification?: (host: VerificationServices) => VerificationServices;
  /** The opener `useCatalogueDialog()` gives flows, given the app's (the wrapper's stays). */
  readonly catalogueDialog?: (app: OpenCatalogueDialog) => OpenCatalogueDialog;
}

/** Puts a test's verification services and catalogue dialog opener in front of the app's. */
export function TestSeamServices({
  seams,
  children,
}: {
  seams: AppTestSeams;
  children: ReactNode;
}) {
  const host = useVerification();
  const app = useCatalogueDialog();
  const services = useMemo(() => seams.verification?.(host) ?? host, [seams, host]);
  const open = useMemo(() => seams.catalogueDialog?.(app) ?? app, [seams, app]);
  return (
    <VerificationProvider services={services}>
      <CatalogueDialogProvider open={open}>{children}</CatalogueDialogProvider>
    </VerificationProvider>
  );
}
