import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_GUIDANCE_MESSAGES, SUBMIT_GUIDANCE_TEXT } from './widgets-text';
import { SubmitGuidanceDialog } from './submit-guidance-dialog';

afterEach(cleanup);

describe('SubmitGuidanceDialog', () => {
  it('lists only the requested messages, in the given order', () => {
    render(
      <SubmitGuidanceDialog
        show
        onHide={() => undefined}
        messages={['validUrl', 'fillText', 'validUrl']}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: SUBMIT_GUIDANCE_TEXT.title });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([SUBMIT_GUIDANCE_MESSAGES.validUrl, SUBMIT_GUIDANCE_MESSAGES.fillText]);
  });

  it('has the wording of the spec for every message', () => {
    expect(Object.values(SUBMIT_GUIDANCE_MESSAGES)).toEqual([
      'Please fill in the text field.',
      // Beyond the spec's list: the title, named as the field that is marked.
      'Please give your inTell a title (60 characters or less).',
      'Please submit a valid URL. If the problem persists, check your network connection.',
      'Please select a waveMaker.',
      'Please select a position on the slider.',
      'Please select the required check box(es).',
      'Please make a selection.',
      'Please select a community topic.',
      'Please select one of the values.',
      'Please confirm that the inTell meets the minimum standards (good intentions).',
    ]);
  });

  it('calls onHide from its button', () => {
    const onHide = vi.fn();
    render(<SubmitGuidanceDialog show onHide={onHide} messages={['makeSelection']} />);
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_GUIDANCE_TEXT.close }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while hidden', () => {
    render(<SubmitGuidanceDialog show={false} onHide={() => undefined} messages={['fillText']} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
