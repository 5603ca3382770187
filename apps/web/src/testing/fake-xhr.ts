import { vi } from 'vitest';

type Listener = (event: ProgressEvent) => void;

/**
 * A stand-in for XMLHttpRequest that records what is sent and lets the test drive the upload:
 * `progress(loaded, total)`, then `respond(status, body)`, `fail()` (network error) or the
 * client's own `abort()`.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();

  upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.emit('abort');
  }

  /** The form fields sent, as name → value (a File for the file). */
  formFields(): Map<string, FormDataEntryValue> {
    const fields = new Map<string, FormDataEntryValue>();
    if (this.body instanceof FormData) {
      for (const [name, value] of this.body.entries()) fields.set(name, value);
    }
    return fields;
  }

  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.emit('load');
  }

  fail() {
    this.emit('error');
  }

  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({} as ProgressEvent);
  }
}

/** Replaces XMLHttpRequest for one test; `vi.unstubAllGlobals()` puts it back. */
export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    last(): FakeXhr {
      const xhr = FakeXhr.instances[FakeXhr.instances.length - 1];
      if (!xhr) throw new Error('No XMLHttpRequest was made');
      return xhr;
    },
    count: () => FakeXhr.instances.length,
  };
}
