import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TIP_DIALOG_TEXT, TIP_PAGES } from './widgets-text';
import { TipDialog } from './tip-dialog';

function Harness() {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <TipDialog show={show} onHide={() => setShow(false)} />
    </>
  );
}

function button(name: string) {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: TIP_DIALOG_TEXT.title });
}

afterEach(cleanup);

describe('TipDialog', () => {
  it('is closed until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages forward and back through the four pages with an n of 4 counter', () => {
    render(<Harness />);
    open();

    expect(screen.getByRole('heading', { name: TIP_PAGES[0].title })).toBeTruthy();
    expect(screen.getByText('1 of 4')).toBeTruthy();
    expect(button('Back').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);

    for (const [index, page] of TIP_PAGES.entries()) {
      if (index === 0) continue;
      fireEvent.click(button('Next'));
      expect(screen.getByRole('heading', { name: page.title })).toBeTruthy();
      expect(screen.getByText(`${index + 1} of 4`)).toBeTruthy();
      expect(button('Back').disabled).toBe(false);
    }
    expect(button('Next').disabled).toBe(true);

    fireEvent.click(button('Back'));
    expect(screen.getByText('3 of 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: TIP_PAGES[2].title })).toBeTruthy();
    expect(button('Next').disabled).toBe(false);
  });

  it('closes with Close and opens again on page 1', async () => {
    render(<Harness />);
    open();
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(screen.getByText('3 of 4')).toBeTruthy();

    fireEvent.click(button('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    open();
    expect(screen.getByText('1 of 4')).toBeTruthy();
  });
});
