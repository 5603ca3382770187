import { SEARCH_LIMIT, truncateHeadline, type IdeaSummary } from '@thoughtful/shared';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIdeaSearch } from '../../ideas';
import { SEARCH_DEBOUNCE_MS } from '../../search';
import { MANAGER_TEXT as T } from './manager-text';

export interface IdeaPickerProps {
  /** The search field's id: where a submit with a problem here puts the focus. */
  inputId: string;
  /** The legend. */
  label: string;
  /** What is picked, in a few words ('community topic'), for the search field and results. */
  name: string;
  value: IdeaSummary | null;
  onChange: (idea: IdeaSummary) => void;
  /** The other picker's inTell: the topic and the inTell cannot be the same (content §5). */
  excludeId: string | null;
  error?: string | undefined;
  /** Beside the legend: a help button. */
  help?: ReactNode;
  /** Shown, not changed (an activity a student has completed): the search is off. */
  disabled?: boolean;
}

/**
 * Chooses an inTell for an activity: search as you type over `GET /api/ideas?searchString` (10
 * results, content §2, §7), 'No matching search results found' when nothing matches. The other
 * picker's choice is listed but cannot be chosen again.
 */
export function IdeaPicker({
  inputId,
  label,
  name,
  value,
  onChange,
  excludeId,
  error,
  help,
  disabled = false,
}: IdeaPickerProps) {
  const [text, setText] = useState('');
  const searched = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useIdeaSearch(searched, SEARCH_LIMIT);
  useQueryErrorAlerts(search.error, search.errorUpdatedAt, T.searchFailed);
  const input = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const chosenId = useId();
  const errorId = useId();
  const resultsId = useId();

  // A cleared field (an inTell just chosen) lists nothing at once, not after the typing pause.
  const active = searched !== '' && text.trim() !== '';
  const typing = text.trim() !== searched;
  const results = active ? (search.data ?? []) : [];
  const settled = active && !typing && !search.isFetching && !search.isPlaceholderData;
  const invalid = error !== undefined;

  const choose = (idea: IdeaSummary) => {
    onChange(idea);
    setText('');
    input.current?.focus();
  };

  return (
    <fieldset
      className="mb-3 border rounded p-2 p-sm-3"
      aria-labelledby={legendId}
      disabled={disabled}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <legend id={legendId} className="fs-6 fw-semibold mb-0 w-auto float-none">
          {label}
        </legend>
        {help}
      </div>
      <p id={chosenId} className="mb-2 text-break" aria-live="polite">
        {value === null ? (
          <span className="text-body-secondary">{T.noneChosen}</span>
        ) : (
          <>
            {T.chosen}{' '}
            <Link to={`/idea/${value._id}`} target="_blank" rel="noreferrer">
              {truncateHeadline(value.label)}
              <span className="visually-hidden"> {T.opensInNewTab}</span>
            </Link>
          </>
        )}
      </p>
      <Form.Label htmlFor={inputId} className="small">
        {T.searchLabel(name)}
      </Form.Label>
      <Form.Control
        ref={input}
        id={inputId}
        type="search"
        autoComplete="off"
        placeholder={T.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        isInvalid={invalid}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[chosenId, invalid ? errorId : null].filter(Boolean).join(' ')}
        aria-controls={resultsId}
      />
      {invalid ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      <div id={resultsId} role="status" className="small mt-1">
        {active && (typing || search.isFetching) && results.length === 0 ? T.searching : null}
        {settled && !search.isError && results.length === 0 ? T.noResults : null}
      </div>
      {results.length > 0 ? (
        <ListGroup as="ul" className="mt-1" aria-label={T.resultsLabel(name)}>
          {results.map((idea) => {
            const other = idea._id === excludeId;
            const current = idea._id === value?._id;
            return (
              <ListGroup.Item
                as="li"
                key={idea._id}
                className="d-flex justify-content-between align-items-center gap-2"
              >
                <span className="text-break">
                  {truncateHeadline(idea.label)}
                  {other ? (
                    <span className="d-block small text-body-secondary">{T.usedAsOther}</span>
                  ) : null}
                </span>
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="flex-shrink-0"
                  disabled={other || current}
                  aria-label={T.chooseLabel(truncateHeadline(idea.label))}
                  onClick={() => choose(idea)}
                >
                  {T.choose}
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      ) : null}
    </fieldset>
  );
}
