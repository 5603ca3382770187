import { SCALE_TEXT_MAX_LENGTH } from '@thoughtful/shared';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';

export interface TextAnswerProps {
  id: string;
  label: string;
  help?: string;
  /** The committed answer; null when unanswered. */
  value: string | null;
  /** The text once the reader leaves the field; blank is null. */
  onCommit: (value: string | null) => void;
  /**
   * Commit at every change: for an answer that clears nothing after it (the understanding), so
   * the questions it opens appear as soon as it is long enough.
   */
  commitOnChange?: boolean;
}

/**
 * A free-text answer. Each change of an answer clears the answers after it (shared
 * `answer`), so the text is committed when the reader leaves the field, not on each keystroke:
 * typing a note does not wipe what follows it at every key. Tab commits before focus moves, so
 * that a question the text opens is the next stop.
 */
export function TextAnswer({
  id,
  label,
  help,
  value,
  onCommit,
  commitOnChange = false,
}: TextAnswerProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [committed, setCommitted] = useState(value);
  // A change from outside (an earlier answer cleared this one) replaces the draft.
  if (committed !== value) {
    setCommitted(value);
    setDraft(value ?? '');
  }
  const helpId = `${id}-help`;

  function commit(text = draft) {
    onCommit(text.trim() === '' ? null : text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Tab' && !event.shiftKey) commit();
  }

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-semibold">{label}</Form.Label>
      {help ? (
        <Form.Text id={helpId} as="p" className="mt-0 mb-1">
          {help}
        </Form.Text>
      ) : null}
      <Form.Control
        as="textarea"
        rows={3}
        value={draft}
        maxLength={SCALE_TEXT_MAX_LENGTH}
        onChange={(event) => {
          setDraft(event.target.value);
          if (commitOnChange) commit(event.target.value);
        }}
        onBlur={() => commit()}
        onKeyDown={onKeyDown}
        aria-describedby={help ? helpId : undefined}
      />
    </Form.Group>
  );
}

export interface ChoiceGroupProps<V extends number> {
  /** The group's id; each choice is `${id}-${index}`. */
  id: string;
  legend: string;
  hint?: string;
  choices: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  inline?: boolean;
}

/** A question answered by one of a few choices: radio buttons in a fieldset. */
export function ChoiceGroup<V extends number>({
  id,
  legend,
  hint,
  choices,
  value,
  onChange,
  inline = false,
}: ChoiceGroupProps<V>) {
  return (
    <QuestionFieldset id={id} legend={legend} hint={hint}>
      {choices.map((choice, index) => (
        <Form.Check
          key={choice.value}
          type="radio"
          inline={inline}
          id={`${id}-${index}`}
          name={id}
          label={choice.label}
          checked={value === choice.value}
          onChange={() => onChange(choice.value)}
          className="choice-check"
        />
      ))}
    </QuestionFieldset>
  );
}

export interface CheckGroupProps<V extends number> {
  id: string;
  legend: string;
  hint?: string;
  choices: readonly { value: V; label: string }[];
  isChecked: (value: V) => boolean;
  onToggle: (value: V) => void;
}

/** A question answered by any number of choices: checkboxes in a fieldset. */
export function CheckGroup<V extends number>({
  id,
  legend,
  hint,
  choices,
  isChecked,
  onToggle,
}: CheckGroupProps<V>) {
  return (
    <QuestionFieldset id={id} legend={legend} hint={hint}>
      {choices.map((choice, index) => (
        <Form.Check
          key={choice.value}
          type="checkbox"
          id={`${id}-${index}`}
          label={choice.label}
          checked={isChecked(choice.value)}
          onChange={() => onToggle(choice.value)}
          className="choice-check"
        />
      ))}
    </QuestionFieldset>
  );
}

/** What can take focus inside a question. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not words
const FOCUSABLE = 'input, textarea, button, select';

/**
 * Moves focus into an element (itself, or its first field) by id after `delayMs`: a dialog that
 * closes gives focus back to its opener first, and a new question exists only after a render.
 */
export function useFocusLater() {
  const [target, setTarget] = useState<{ id: string; delayMs: number } | null>(null);
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => {
      const element = document.getElementById(target.id);
      const focusable =
        element?.matches(FOCUSABLE) || element?.hasAttribute('tabindex')
          ? element
          : element?.querySelector<HTMLElement>(FOCUSABLE);
      focusable?.focus();
      setTarget(null);
    }, target.delayMs);
    return () => clearTimeout(timer);
  }, [target]);
  return useCallback((id: string, delayMs = 0) => setTarget({ id, delayMs }), []);
}

/** A question's fieldset: its legend, and its hint tied to it for screen readers. */
function QuestionFieldset({
  id,
  legend,
  hint,
  children,
}: {
  id: string;
  legend: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const hintId = `${id}-hint`;
  return (
    <fieldset className="mb-3" aria-describedby={hint ? hintId : undefined}>
      <legend className="fs-6 fw-semibold mb-1">{legend}</legend>
      {hint ? (
        <p id={hintId} className="form-text mt-0 mb-1">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
