import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

type HttpBackend = BackendModule<HttpBackendOptions>;

/**
 * i18next-http-backend, imported on the first string file it is asked for. A prerendered page
 * carries its language's strings inline, so most visits never change language and need no
 * backend at all; this keeps it (about 2 KiB gz) out of every page's first load.
 */
export class OnDemandHttpBackend implements HttpBackend {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private initArgs: [Services, HttpBackendOptions] | undefined;
  private backend: Promise<HttpBackend> | undefined;

  init(services: Services, backendOptions: HttpBackendOptions, _i18nextOptions: InitOptions): void {
    this.initArgs = [services, backendOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.load().then(
      (backend) => backend.read(language, namespace, callback),
      // i18next retries a failed read and falls back to the loaded language meanwhile.
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }

  private load(): Promise<HttpBackend> {
    this.backend ??= import('i18next-http-backend').then(({ default: Backend }) => {
      const backend = new Backend();
      if (this.initArgs) backend.init(this.initArgs[0], this.initArgs[1]);
      return backend;
    });
    return this.backend;
  }
}
