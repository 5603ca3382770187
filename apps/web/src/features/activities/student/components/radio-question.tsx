import { Form } from 'react-bootstrap';

export interface RadioQuestionProps<V extends number> {
  /** The group's id (focus goes here after the submit guidance); each choice is `${id}-${index}`. */
  id: string;
  legend: string;
  choices: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  inline?: boolean;
  disabled?: boolean;
}

/** A question answered by one of a few choices: a named radio group, a finger's height apart. */
export function RadioQuestion<V extends number>({
  id,
  legend,
  choices,
  value,
  onChange,
  inline = false,
  disabled = false,
}: RadioQuestionProps<V>) {
  const legendId = `${id}-legend`;
  return (
    <fieldset id={id} role="radiogroup" aria-labelledby={legendId} className="mb-3">
      <legend id={legendId} className="fs-6 fw-semibold mb-1">
        {legend}
      </legend>
      {choices.map((choice, index) => (
        <Form.Check
          key={choice.value}
          type="radio"
          inline={inline}
          id={`${id}-${index}`}
          name={id}
          label={choice.label}
          checked={value === choice.value}
          disabled={disabled}
          onChange={() => onChange(choice.value)}
          className="student-choice"
        />
      ))}
    </fieldset>
  );
}
