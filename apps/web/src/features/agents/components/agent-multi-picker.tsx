import type { AgentRef } from '@thoughtful/shared';
import { useId, useState, type ReactNode } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { CreateAgentDialog } from '../create-agent/components/create-agent-dialog';
import { useAgentSearch } from '../api/get-agents';

/** The words of one picker: each screen words its picker itself (content spec). */
export interface AgentMultiPickerText {
  /** Above the chosen waveMakers, and the chosen list's accessible name. */
  chosenLabel: string;
  noneChosen: string;
  /** A chosen badge's remove button's accessible name. */
  remove: (name: string) => string;
  searching: string;
  noResults: string;
  /** The result list's accessible name. */
  resultsLabel: string;
  submitNew: string;
  /** The alert when the search fails. */
  searchFailed: (msg: string) => string;
}

/** What a result's add button says: its content, and its accessible name where that differs. */
export interface AgentAddButtonWords {
  label?: string;
  content: ReactNode;
}

export interface AgentMultiPickerProps {
  /** The search field's id. */
  inputId: string;
  /** The search field's label. */
  label: string;
  text: AgentMultiPickerText;
  /** Typing pause before a search is sent. */
  debounceMs: number;
  chosen: readonly AgentRef[];
  onChange: (chosen: AgentRef[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of what describes the search field (a hint, an error). */
  describedBy?: string | undefined;
  /** Under the search field, inside its group: a hint or the error feedback. */
  fieldNote?: ReactNode;
  /**
   * How the chosen list gets its name: from the paragraph above it (`aria-labelledby`), or from an
   * `aria-label` of the same words. Each screen keeps the markup its journeys were written for.
   */
  chosenListNamedBy: 'paragraph' | 'aria-label';
  addButton: (agent: AgentRef, isChosen: boolean) => AgentAddButtonWords;
  /** A small 'submit new' button, where the picker sits among other fields of a longer form. */
  smallSubmitNew?: boolean;
}

/**
 * Chooses several waveMakers: search as you type over `GET /api/agents?searchString` (10 results,
 * content §2, §7), or submit a new waveMaker with the create dialog, which is then chosen. It
 * renders no container of its own, so each screen wraps it as it needs (a `div`, a `fieldset`).
 */
export function AgentMultiPicker({
  inputId,
  label,
  text: words,
  debounceMs,
  chosen,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
  fieldNote,
  chosenListNamedBy,
  addButton,
  smallSubmitNew = false,
}: AgentMultiPickerProps) {
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const searched = useDebouncedValue(text, debounceMs).trim();
  // A disabled picker asks nothing: its answers could not be chosen.
  const search = useAgentSearch(disabled ? '' : searched);
  const resultsId = useId();
  const chosenId = useId();

  useQueryErrorAlerts(search.error, search.errorUpdatedAt, words.searchFailed);

  const add = (agent: AgentRef) => {
    // Only the reference is kept, whatever else an answer carries.
    if (!chosen.some((c) => c._id === agent._id)) {
      onChange([...chosen, { _id: agent._id, name: agent.name }]);
    }
  };
  const remove = (agentId: string) => onChange(chosen.filter((c) => c._id !== agentId));

  const typing = text.trim() !== searched;
  const results = searched === '' || disabled ? [] : (search.data ?? []);
  const settled = searched !== '' && !typing && !search.isFetching && search.data !== undefined;
  const byParagraph = chosenListNamedBy === 'paragraph';

  return (
    <>
      <p className="mb-1" id={byParagraph ? chosenId : undefined}>
        {words.chosenLabel}
      </p>
      {chosen.length === 0 ? (
        <p className="text-body-secondary">{words.noneChosen}</p>
      ) : (
        <ul
          className="list-unstyled d-flex flex-wrap gap-2"
          aria-labelledby={byParagraph ? chosenId : undefined}
          aria-label={byParagraph ? undefined : words.chosenLabel}
        >
          {chosen.map((agent) => (
            <li key={agent._id} className="badge text-bg-primary fs-6 d-flex align-items-center">
              <span>{agent.name}</span>
              <button
                type="button"
                className="btn-close btn-close-white ms-2"
                aria-label={words.remove(agent.name)}
                disabled={disabled}
                onClick={() => remove(agent._id)}
              />
            </li>
          ))}
        </ul>
      )}

      <Form.Group controlId={inputId} className="mb-2">
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="search"
          value={text}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          isInvalid={invalid}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          aria-controls={resultsId}
        />
        {fieldNote}
      </Form.Group>

      <div id={resultsId} role="status" className="mb-2">
        {searched !== '' && (typing || search.isFetching) && results.length === 0 ? (
          <span className="form-text">{words.searching}</span>
        ) : null}
        {settled && results.length === 0 ? <span>{words.noResults}</span> : null}
      </div>
      {results.length > 0 ? (
        <ListGroup as="ul" aria-label={words.resultsLabel} className="mb-2">
          {results.map((agent) => {
            const isChosen = chosen.some((c) => c._id === agent._id);
            const button = addButton(agent, isChosen);
            return (
              <ListGroup.Item
                as="li"
                key={agent._id}
                className="d-flex justify-content-between align-items-center"
              >
                <span>{agent.name}</span>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={isChosen}
                  onClick={() => add(agent)}
                  aria-label={button.label}
                >
                  {button.content}
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      ) : null}

      <Button
        variant="outline-secondary"
        size={smallSubmitNew ? 'sm' : undefined}
        disabled={disabled}
        onClick={() => setCreating(true)}
      >
        {words.submitNew}
      </Button>
      <CreateAgentDialog
        show={creating}
        onHide={() => setCreating(false)}
        onCreated={(agent) => add({ _id: agent._id, name: agent.name })}
      />
    </>
  );
}
