import { Form } from 'react-bootstrap';
import {
  isAtCore,
  toggleAtCore,
  toggleCoreConfirmation,
  type CreateIdeaState,
} from '../create-idea-rules';
import { CREATE_IDEA_TEXT } from '../create-idea-text';

export interface CoreIssueConfirmationProps {
  state: Pick<CreateIdeaState, 'atCoreOpen' | 'coreConfirmations'>;
  onChange: (patch: Pick<CreateIdeaState, 'atCoreOpen' | 'coreConfirmations'>) => void;
}

/**
 * Step 10 (content §4): the 'at core' checkbox opens four confirmations; atCore is set only when
 * all four are checked; unticking it closes and clears them.
 */
export function CoreIssueConfirmation({ state, onChange }: CoreIssueConfirmationProps) {
  return (
    <>
      <Form.Check
        id="create-idea-at-core"
        type="checkbox"
        className="mb-2"
        label={CREATE_IDEA_TEXT.atCoreLabel}
        checked={state.atCoreOpen}
        aria-expanded={state.atCoreOpen}
        aria-controls={state.atCoreOpen ? 'create-idea-core-confirmations' : undefined}
        onChange={(event) => onChange(toggleAtCore(event.target.checked))}
      />
      {state.atCoreOpen ? (
        <fieldset id="create-idea-core-confirmations" className="ms-4 mb-2">
          <legend className="fs-6">{CREATE_IDEA_TEXT.coreConfirmationsLegend}</legend>
          {CREATE_IDEA_TEXT.coreConfirmations.map((label, index) => (
            <Form.Check
              key={label}
              id={`create-idea-core-${index + 1}`}
              type="checkbox"
              label={label}
              checked={state.coreConfirmations[index] ?? false}
              onChange={(event) =>
                onChange({
                  atCoreOpen: true,
                  coreConfirmations: toggleCoreConfirmation(
                    state.coreConfirmations,
                    index,
                    event.target.checked,
                  ),
                })
              }
            />
          ))}
          {isAtCore(state) ? (
            <p className="text-success mt-2 mb-0" role="status">
              {CREATE_IDEA_TEXT.coreConfirmed}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
