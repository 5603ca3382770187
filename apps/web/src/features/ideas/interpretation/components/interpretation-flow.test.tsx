import type { AddIdeaScalePayload } from '@thoughtful/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterpretationFlow } from './interpretation-flow';

afterEach(cleanup);

function place(name: string, value: number) {
  const input = screen.getByRole('slider', { name });
  fireEvent.change(input, { target: { value: String(value) } });
  fireEvent.pointerUp(input);
}

function choose(group: string, name: string) {
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name }));
}

describe('InterpretationFlow options', () => {
  it("asks an activity's intent prompt and interconnect rating, and sends them", () => {
    const onSubmit = vi.fn<(body: AddIdeaScalePayload) => void>();
    render(
      <InterpretationFlow
        heading="Interpret this inTell"
        options={{
          interconnect: true,
          interconnectLink: { id: 'l1', isReversed: true },
          intentWords: 'I found the way the selection was explained to be...',
          activityType: 102,
        }}
        onSubmit={onSubmit}
      />,
    );
    // No values asked, no pause offered: the options say neither.
    place('How does this inTell make you feel?', 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Which values does it touch?' })).toBeNull();
    place('I found the way the selection was explained to be...', 0.5);
    place('How sound is its content?', 0.5);
    const bearing = 'How does this inTell bear on the guiding question?';
    expect(
      within(screen.getByRole('group', { name: bearing }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('.form-check')?.textContent),
    ).toEqual([
      'Totally damaged',
      'Mostly damaged',
      'Somewhat damaged',
      'Neither damaged nor supported',
      'Somewhat supported',
      'Mostly supported',
      'Totally supported',
    ]);
    // Its confidence comes once a level is chosen, and is needed before Submit.
    expect(screen.queryByRole('group', { name: 'How sure are you?' })).toBeNull();
    choose(bearing, 'Mostly supported');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Almost there' })).getByRole('listitem')
        .textContent,
    ).toBe('Please make a selection.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    choose('How sure are you?', 'I know');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      activityType: 102,
      myEmotion: 1,
      values: null,
      authorIntent: 0.5,
      sound: 0.5,
      addLinkIdeaIdeaScale: {
        id: 'l1',
        level: 0.66,
        confidence: 1,
        isSimilar: false,
        isComplex: false,
        isReversed: true,
      },
    });
  });

  it('hands the interconnect rating beside the body when no link is named (activities)', () => {
    const onSubmit = vi.fn();
    render(
      <InterpretationFlow
        heading="Interpret this inTell"
        options={{ interconnect: true, activityType: 102 }}
        onSubmit={onSubmit}
      />,
    );
    place('How does this inTell make you feel?', -0.2);
    place('I found the way the author presented this information to be...', 0.6);
    place('How sound is its content?', 0.4);
    choose('How does this inTell bear on the guiding question?', 'Somewhat damaged');
    choose('How sure are you?', 'I guess');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('addLinkIdeaIdeaScale');
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ level: -0.33, confidence: 0.1 });
  });

  it('offers Cancel when editing, and waits while a submission is on its way', () => {
    const onCancel = vi.fn();
    render(
      <InterpretationFlow
        heading="Edit your interpretation"
        options={{}}
        onSubmit={vi.fn()}
        onCancel={onCancel}
        submitting
      />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
  });
});
