import type { AddIdeaScalePayload } from '@thoughtful/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterpretationFlow } from './interpretation-flow';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    ).toBe('‘How sure are you?’: Please make a selection.');
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

const FEEL = 'How does this inTell make you feel?';
const INTENT = 'I found the way the author presented this information to be...';
const SOUND = 'How sound is its content?';
const OWN_WORDS = 'In your own words, what is the author saying?';
const valueText = (name: string) =>
  screen.getByRole('slider', { name }).getAttribute('aria-valuetext');

/** The notice of a change that cleared answers, or null. */
function clearedNotice() {
  return screen.queryAllByRole('status').find((region) => region.textContent !== '') ?? null;
}

describe('InterpretationFlow on a phone', () => {
  it('offers Undo for a change that cleared answered questions, until the next change', async () => {
    render(<InterpretationFlow heading="Interpret this inTell" options={{}} onSubmit={vi.fn()} />);
    // Every question has its live region from the start, empty, so a notice in it is announced.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(clearedNotice()).toBeNull();
    place(FEEL, 0.4);
    place(INTENT, 0.8);
    place(SOUND, 0.6);
    expect(clearedNotice()).toBeNull();

    // A stray tap on the first scale: the spec's rule clears the rest, and the notice says so.
    place(FEEL, -0.9);
    expect(screen.queryByRole('slider', { name: SOUND })).toBeNull();
    expect(valueText(INTENT)).toBe('Not answered');
    const notice = clearedNotice();
    expect(notice?.getAttribute('aria-live')).toBe('polite');
    expect(notice?.textContent).toBe('Later answers were cleared.Undo');
    // It sits under the question that was changed.
    expect(notice?.closest('[data-step]')?.getAttribute('data-step')).toBe('emotion');

    fireEvent.click(within(notice!).getByRole('button', { name: 'Undo' }));
    expect(valueText(FEEL)).toBe('Somewhat positive (0.4)');
    expect(valueText(INTENT)).toBe('Very balanced (0.8)');
    expect(valueText(SOUND)).toBe('Somewhat sound (0.6)');
    expect(clearedNotice()).toBeNull();
    // The button is gone: the restored question has focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('slider', { name: FEEL })),
    );

    // The offer goes at the next change of another question.
    place(FEEL, -0.9);
    expect(clearedNotice()).not.toBeNull();
    place(INTENT, 0.3);
    expect(clearedNotice()).toBeNull();
  });

  it('keeps the own words typed before Skip, until Confirm skip', () => {
    const onSubmit = vi.fn();
    render(
      <InterpretationFlow
        heading="Interpret this inTell"
        options={{ confirmUnderstanding: true }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: OWN_WORDS }), {
      target: { value: 'Cities need shade' },
    });
    const skip = screen.getByRole('checkbox', { name: 'Skip this interpretation' });
    fireEvent.click(skip);
    expect(screen.queryByRole('textbox', { name: OWN_WORDS })).toBeNull();
    // Cancelling the skip: the text is as typed.
    fireEvent.click(skip);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: OWN_WORDS }).value).toBe(
      'Cities need shade',
    );
    // Confirmed, the skip sends none of it.
    fireEvent.click(skip);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm skip' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('understanding');
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ myEmotion: null, sound: null });
  });

  it('asks to tap or drag on a touch screen, to click elsewhere', () => {
    const { unmount } = render(
      <InterpretationFlow heading="Interpret this inTell" options={{}} onSubmit={vi.fn()} />,
    );
    expect(screen.getByText('CLICK ON THE SCALE BELOW')).toBeTruthy();
    unmount();

    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media === '(pointer: coarse)',
      media,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    render(<InterpretationFlow heading="Interpret this inTell" options={{}} onSubmit={vi.fn()} />);
    expect(screen.getByText('TAP OR DRAG ON THE SCALE BELOW')).toBeTruthy();
    expect(screen.queryByText('CLICK ON THE SCALE BELOW')).toBeNull();
  });
});
