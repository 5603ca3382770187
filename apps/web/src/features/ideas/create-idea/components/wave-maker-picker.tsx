import type { AgentRef } from '@thoughtful/shared';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { AgentMultiPicker } from '../../../agents';
import { CREATE_IDEA_TEXT } from '../create-idea-text';

/** Typing pause before a search is sent. */
export const WAVEMAKER_SEARCH_DEBOUNCE_MS = 250;

export interface WaveMakerPickerProps {
  /** The search field's id. */
  id: string;
  /** The search field's label. */
  label: string;
  hint?: ReactNode;
  chosen: readonly AgentRef[];
  onChange: (chosen: AgentRef[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Chooses waveMakers: search as you type over `GET /api/agents?searchString` (10 results,
 * content §2, §7), or submit a new waveMaker with the create dialog, which is then chosen.
 */
export function WaveMakerPicker({
  id,
  label,
  hint,
  chosen,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
}: WaveMakerPickerProps) {
  const hintId = useId();
  const describedByIds = [hint !== undefined ? hintId : null, describedBy ?? null]
    .filter((part): part is string => part !== null)
    .join(' ');

  return (
    <div className="mb-3">
      <AgentMultiPicker
        inputId={id}
        label={label}
        text={{
          chosenLabel: CREATE_IDEA_TEXT.selectedLabel,
          noneChosen: CREATE_IDEA_TEXT.noneChosen,
          remove: CREATE_IDEA_TEXT.remove,
          searching: CREATE_IDEA_TEXT.searching,
          noResults: CREATE_IDEA_TEXT.noResults,
          resultsLabel: CREATE_IDEA_TEXT.resultsLabel(label),
          submitNew: CREATE_IDEA_TEXT.newWaveMaker,
          searchFailed: CREATE_IDEA_TEXT.searchFailed,
        }}
        debounceMs={WAVEMAKER_SEARCH_DEBOUNCE_MS}
        chosen={chosen}
        onChange={onChange}
        disabled={disabled}
        invalid={invalid}
        describedBy={describedByIds}
        fieldNote={
          hint !== undefined ? (
            <Form.Text id={hintId} muted>
              {hint}
            </Form.Text>
          ) : null
        }
        chosenListNamedBy="paragraph"
        // Several pickers share a form, so each add button names its waveMaker.
        addButton={(agent) => ({
          label: CREATE_IDEA_TEXT.add(agent.name),
          content: CREATE_IDEA_TEXT.addShort,
        })}
        smallSubmitNew
      />
    </div>
  );
}
