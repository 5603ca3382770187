import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app';
import { createQueryClient } from '../../../app/query-client';
import { AlertsRegion } from '../../../components/alerts/alerts-region';
import { REPORT_TEXT } from '../report-text';
import { ReportDialog } from './report-dialog';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** `stayOpen` ignores the dialog's requests to close, to watch what happens inside it after. */
function Harness({ stayOpen = false }: { stayOpen?: boolean }) {
  const [show, setShow] = useState(true);
  return (
    <AppProviders queryClient={createQueryClient()}>
      <AlertsRegion />
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <ReportDialog show={show} onHide={() => setShow(stayOpen)} />
    </AppProviders>
  );
}

function dialog() {
  return screen.getByRole('dialog', { name: REPORT_TEXT.title });
}

function field() {
  return within(dialog()).getByLabelText(REPORT_TEXT.messageLabel);
}

function type(value: string) {
  fireEvent.change(field(), { target: { value } });
}

function submitButton() {
  return within(dialog()).queryByRole<HTMLButtonElement>('button', {
    name: new RegExp(`^(${REPORT_TEXT.submit}|${REPORT_TEXT.sending})$`),
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ReportDialog', () => {
  it('offers Submit only for a message longer than 2 characters, and explains why not', () => {
    render(<Harness />);
    expect(submitButton()).toBeNull();
    expect(screen.queryByText(REPORT_TEXT.invalidMessage)).toBeNull();

    type('ab');
    expect(submitButton()).toBeNull();
    expect(screen.getByText(REPORT_TEXT.invalidMessage)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');

    type('   ab   ');
    expect(submitButton()).toBeNull();

    type('abc');
    expect(submitButton()).not.toBeNull();
    expect(screen.queryByText(REPORT_TEXT.invalidMessage)).toBeNull();
  });

  it('sends the trimmed message, shows a success alert, closes, and allows another after 500 ms', async () => {
    fetchMock.mockImplementation(() => jsonResponse(201, { msg: 'Report received' }));
    render(<Harness />);

    type('  The back button is hard to find.  ');
    fireEvent.click(submitButton()!);

    const alert = await screen.findByText(REPORT_TEXT.success);
    expect(alert.closest('.alert-success')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/report');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      message: 'The back button is hard to find.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((field() as HTMLTextAreaElement).value).toBe('');
    type('A second idea');
    await waitFor(() => expect(submitButton()?.textContent).toBe(REPORT_TEXT.submit), {
      timeout: 2_000,
    });
    expect(submitButton()?.disabled).toBe(false);
  });

  it('keeps Submit disabled for 500 ms after an answer, then allows another report', async () => {
    fetchMock.mockImplementation(() => jsonResponse(201, { msg: 'Report received' }));
    render(<Harness stayOpen />);

    type('First report');
    fireEvent.click(submitButton()!);
    await screen.findByText(REPORT_TEXT.success);
    const answeredAt = Date.now();
    expect((field() as HTMLTextAreaElement).value).toBe('');

    type('Second report');
    expect(submitButton()?.disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(submitButton()?.disabled).toBe(true);

    await waitFor(() => expect(submitButton()?.disabled).toBe(false), { timeout: 2_000 });
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(450);
    expect(submitButton()?.textContent).toBe(REPORT_TEXT.submit);
  });

  it('sends once however often Submit is pressed while the report is on its way', async () => {
    // Made before the request, so answering never races the request being sent.
    let answer: (value: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(() => pending);
    render(<Harness />);

    type('Please add a dark theme.');
    fireEvent.click(submitButton()!);
    await waitFor(() => expect(submitButton()?.disabled).toBe(true));
    expect(submitButton()?.textContent).toBe(REPORT_TEXT.sending);
    fireEvent.submit(field().closest('form')!);

    answer(new Response(JSON.stringify({ msg: 'ok' }), { status: 201 }));
    await screen.findByText(REPORT_TEXT.success);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows each server error as a danger alert and keeps the draft', async () => {
    fetchMock.mockImplementation(() =>
      jsonResponse(500, { errors: [{ msg: 'Server error. Please try again later.' }] }),
    );
    render(<Harness />);

    type('Something broke');
    fireEvent.click(submitButton()!);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed To Create Report On Server: Server error. Please try again later.',
    );
    expect(alert.className).toContain('alert-danger');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((field() as HTMLTextAreaElement).value).toBe('Something broke');
  });
});
