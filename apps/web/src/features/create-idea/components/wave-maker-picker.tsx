import type { AgentRef } from '@thoughtful/shared';
import { useId, useState, type ReactNode } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueryErrorAlerts } from '../../alerts/use-query-error-alerts';
import { useAgentSearch } from '../../agents/api/get-agents';
import { CreateAgentDialog } from '../../create-agent/components/create-agent-dialog';
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
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const searched = useDebouncedValue(text, WAVEMAKER_SEARCH_DEBOUNCE_MS).trim();
  const search = useAgentSearch(disabled ? '' : searched);
  const hintId = useId();
  const resultsId = useId();
  const chosenId = useId();

  useQueryErrorAlerts(search.error, search.errorUpdatedAt, CREATE_IDEA_TEXT.searchFailed);

  const add = (agent: AgentRef) => {
    if (!chosen.some((c) => c._id === agent._id)) {
      onChange([...chosen, { _id: agent._id, name: agent.name }]);
    }
  };
  const remove = (agentId: string) => onChange(chosen.filter((c) => c._id !== agentId));

  const typing = text.trim() !== searched;
  const results = searched === '' || disabled ? [] : (search.data ?? []);
  const settled = searched !== '' && !typing && !search.isFetching && search.data !== undefined;
  const describedByIds = [hint !== undefined ? hintId : null, describedBy ?? null]
    .filter((part): part is string => part !== null)
    .join(' ');

  return (
    <div className="mb-3">
      <p className="mb-1" id={chosenId}>
        {CREATE_IDEA_TEXT.selectedLabel}
      </p>
      {chosen.length === 0 ? (
        <p className="text-body-secondary">{CREATE_IDEA_TEXT.noneChosen}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2" aria-labelledby={chosenId}>
          {chosen.map((agent) => (
            <li key={agent._id} className="badge text-bg-primary fs-6 d-flex align-items-center">
              <span>{agent.name}</span>
              <button
                type="button"
                className="btn-close btn-close-white ms-2"
                aria-label={CREATE_IDEA_TEXT.remove(agent.name)}
                disabled={disabled}
                onClick={() => remove(agent._id)}
              />
            </li>
          ))}
        </ul>
      )}

      <Form.Group controlId={id} className="mb-2">
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="search"
          value={text}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          isInvalid={invalid}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByIds === '' ? undefined : describedByIds}
          aria-controls={resultsId}
        />
        {hint !== undefined ? (
          <Form.Text id={hintId} muted>
            {hint}
          </Form.Text>
        ) : null}
      </Form.Group>

      <div id={resultsId} role="status" className="mb-2">
        {searched !== '' && (typing || search.isFetching) && results.length === 0 ? (
          <span className="form-text">{CREATE_IDEA_TEXT.searching}</span>
        ) : null}
        {settled && results.length === 0 ? <span>{CREATE_IDEA_TEXT.noResults}</span> : null}
      </div>
      {results.length > 0 ? (
        <ListGroup as="ul" aria-label={CREATE_IDEA_TEXT.resultsLabel(label)} className="mb-2">
          {results.map((agent) => {
            const isChosen = chosen.some((c) => c._id === agent._id);
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
                  aria-label={CREATE_IDEA_TEXT.add(agent.name)}
                >
                  {CREATE_IDEA_TEXT.addShort}
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      ) : null}

      <Button
        variant="outline-secondary"
        size="sm"
        disabled={disabled}
        onClick={() => setCreating(true)}
      >
        {CREATE_IDEA_TEXT.newWaveMaker}
      </Button>
      <CreateAgentDialog
        show={creating}
        onHide={() => setCreating(false)}
        onCreated={(agent) => add({ _id: agent._id, name: agent.name })}
      />
    </div>
  );
}
