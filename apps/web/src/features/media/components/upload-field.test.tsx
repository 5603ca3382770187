import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MEDIA_MESSAGES } from '@thoughtful/shared';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { stubXhr } from '../../../testing/fake-xhr';
import { AlertProvider } from '../../../components/alerts/alert-provider';
import { AlertsRegion } from '../../../components/alerts/alerts-region';
import { UploadField } from './upload-field';

let xhr: ReturnType<typeof stubXhr>;
const changes = vi.fn<(url: string) => void>();
const lastValue = () => changes.mock.lastCall?.[0];

function Harness({ kind }: { kind: 'image' | 'pdf' }) {
  const [value, setValue] = useState('');
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AlertProvider>
        <AlertsRegion />
        <UploadField
          id="f"
          label="Your PDF"
          kind={kind}
          value={value}
          onChange={(url) => {
            changes(url);
            setValue(url);
          }}
        />
      </AlertProvider>
    </QueryClientProvider>
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Your PDF'), { target: { files: [file] } });
}

/** TanStack starts the mutation a tick later. */
async function sent() {
  await waitFor(() => expect(xhr.count()).toBe(1));
}

const pdf = (size = 8) =>
  new File([new Uint8Array(size)], 'paper.pdf', { type: 'application/pdf' });

beforeEach(() => {
  xhr = stubXhr();
  changes.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UploadField', () => {
  it('shows the progress while the file is sent, then the uploaded file, and hands up its address', async () => {
    render(<Harness kind="pdf" />);
    choose(pdf());
    await sent();
    expect(screen.getByText('Uploading paper.pdf…')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress of paper.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    act(() => xhr.last().progress(40, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.textContent).toBe('40%');

    await act(async () => xhr.last().respond(201, { url: '/media/k.pdf' }));
    expect(screen.getByText('Uploaded paper.pdf')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress of paper.pdf' }).textContent,
    ).toBe('100%');
    expect(lastValue()).toBe('/media/k.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Remove paper.pdf' }));
    expect(lastValue()).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file of the wrong type before sending anything', () => {
    render(<Harness kind="pdf" />);
    choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText(MEDIA_MESSAGES.NOT_A_PDF)).toBeTruthy();
    expect(xhr.count()).toBe(0);
    expect(screen.getByLabelText('Your PDF').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an image of 10 MB or more before sending anything', () => {
    render(<Harness kind="image" />);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10_000_000 });
    choose(big);
    expect(screen.getByText(MEDIA_MESSAGES.TOO_LARGE)).toBeTruthy();
    expect(xhr.count()).toBe(0);
  });

  it("shows 'Failed to load image' and the server's reason when the upload fails", async () => {
    render(<Harness kind="pdf" />);
    choose(pdf());
    await sent();
    await act(async () => xhr.last().respond(415, { errors: [{ msg: 'Not a PDF file' }] }));
    expect(screen.getByText(MEDIA_MESSAGES.UPLOAD_FAILED)).toBeTruthy();
    expect(await screen.findByText('Failed to load image: Not a PDF file')).toBeTruthy();
    expect(lastValue()).toBe('');
  });

  it('cancels a running upload', async () => {
    render(<Harness kind="pdf" />);
    choose(pdf());
    await sent();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    });
    expect(xhr.last().aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(MEDIA_MESSAGES.UPLOAD_FAILED)).toBeNull();
  });
});
