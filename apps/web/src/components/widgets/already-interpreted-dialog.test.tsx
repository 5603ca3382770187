import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlreadyInterpretedDialog } from './already-interpreted-dialog';

afterEach(cleanup);

describe('AlreadyInterpretedDialog', () => {
  it("names the points, and answers Cancel and 'Edit my prior choice'", () => {
    const onCancel = vi.fn();
    const onEdit = vi.fn();
    render(
      <AlreadyInterpretedDialog
        show
        onCancel={onCancel}
        onEdit={onEdit}
        points={{ first: 10, penalty: 2 }}
      />,
    );
    // The title is spelled as the spec spells it (content §2 'Interpretation gate').
    const dialog = screen.getByRole('dialog', { name: 'You already intrerpreted.' });
    expect(within(dialog).getByText(/bonus reputation/).textContent).toBe(
      'You were given 10 bonus reputation points when you first interpreted this. Each change subtracts 2 points.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit my prior choice' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('promises no points where none move', () => {
    render(<AlreadyInterpretedDialog show onCancel={vi.fn()} onEdit={vi.fn()} points={null} />);
    const dialog = screen.getByRole('dialog', { name: 'You already intrerpreted.' });
    expect(dialog.textContent).not.toContain('points');
    expect(dialog.textContent).toContain('Your earlier choice stays until you submit a new one.');
  });
});
