import type { AgentRef } from '@thoughtful/shared';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { AgentMultiPicker } from '../../../agents';
import { CREATE_WEB_IDEA_TEXT } from '../create-web-idea-text';

const TEXT = CREATE_WEB_IDEA_TEXT.authors;

/** Typing pause before a search is sent. */
export const AUTHOR_SEARCH_DEBOUNCE_MS = 300;

export interface AuthorPickerProps {
  /** The search field's id, so a submit can move focus here. */
  inputId: string;
  chosen: readonly AgentRef[];
  onChange: (chosen: AgentRef[]) => void;
  /** The default waveMaker list, added to the chosen ones when the inTell is shared. */
  defaults?: readonly AgentRef[];
  error?: string | undefined;
}

/**
 * The author or affiliation waveMakers of someone else's content: search as you type over
 * `GET /api/agents` (10 results, content §2), or submit a new waveMaker with the create dialog,
 * which is then chosen.
 */
export function AuthorPicker({
  inputId,
  chosen,
  onChange,
  defaults = [],
  error,
}: AuthorPickerProps) {
  const errorId = useId();

  return (
    <fieldset className="mb-3">
      <legend className="fs-6">{TEXT.legend}</legend>
      <p className="form-text mt-0">{TEXT.intro}</p>
      {defaults.length > 0 ? (
        <p className="form-text">{TEXT.defaults(defaults.map((agent) => agent.name))}</p>
      ) : null}

      <AgentMultiPicker
        inputId={inputId}
        label={TEXT.searchLabel}
        text={{
          chosenLabel: TEXT.chosenLabel,
          noneChosen: TEXT.noneChosen,
          remove: TEXT.remove,
          searching: TEXT.searching,
          noResults: TEXT.noResults,
          resultsLabel: TEXT.resultsLabel,
          submitNew: TEXT.submitNew,
          searchFailed: CREATE_WEB_IDEA_TEXT.searchError,
        }}
        debounceMs={AUTHOR_SEARCH_DEBOUNCE_MS}
        chosen={chosen}
        onChange={onChange}
        invalid={error !== undefined}
        describedBy={error !== undefined ? errorId : undefined}
        fieldNote={
          error !== undefined ? (
            <Form.Control.Feedback type="invalid" id={errorId}>
              {error}
            </Form.Control.Feedback>
          ) : null
        }
        chosenListNamedBy="aria-label"
        // The visible 'Add'/'Added' says whether it is chosen; the hidden name says which one.
        addButton={(agent, isChosen) => ({
          content: (
            <>
              {isChosen ? TEXT.added : TEXT.add}
              <span className="visually-hidden"> {agent.name}</span>
            </>
          ),
        })}
      />
    </fieldset>
  );
}
