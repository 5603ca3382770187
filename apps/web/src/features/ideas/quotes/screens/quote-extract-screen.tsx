import {
  HEADLINE_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  isTextOnlySource,
  truncateHeadline,
  validateKeyPoint,
  validateQuote,
  type IdeaDto,
  type IdeaQuote,
} from '@thoughtful/shared';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import {
  isNotFound,
  useQueryErrorAlerts,
} from '../../../../components/alerts/use-query-error-alerts';
import { useAuth, useCan } from '../../../accounts';
import { useIdea } from '../../api/get-idea';
import { IdeaCard } from '../../components/idea-card';
import { IDEAS_TEXT } from '../../ideas-text';
import { useCreateKeyPoint, useCreateQuote } from '../api/create-quote';
import { QUOTES_TEXT, quoteRuleWords } from '../quotes-text';

/**
 * `/quote-extract/{id}` (content §2): take a quote from an inTell, word for word, with an optional
 * key point of it, or sum the inTell up as a key point. The server checks the same rules.
 */
export function QuoteExtractScreen() {
  useLingui(); // drawn again in the language she switches to
  const { user } = useAuth();
  const can = useCan();
  // Whom the access policy lets add neither a quote nor a key point outside an activity (the
  // education build's students) works through activities: this screen is no way around them to
  // any inTell, so it does not read one for them. The server refuses their quotes anyway.
  const addsNothingHere =
    user !== null && can !== null && !can(user, 'idea.create') && !can(user, 'keyPoint.create');
  if (addsNothingHere) {
    return (
      <section className="py-4">
        <h1>{QUOTES_TEXT.heading}</h1>
        <p>{QUOTES_TEXT.studentsThroughActivities}</p>
        <Link to="/activity-students">{QUOTES_TEXT.goToActivities}</Link>
      </section>
    );
  }
  return <QuoteExtractLoader />;
}

function QuoteExtractLoader() {
  const { id = '' } = useParams();
  const { data: idea, error, errorUpdatedAt, isPending } = useIdea(id);
  useQueryErrorAlerts(error, errorUpdatedAt, IDEAS_TEXT.retrieveFailed, { ignoreStatuses: [404] });

  if (idea) return <QuoteExtract idea={idea} />;
  if (isNotFound(error)) {
    return (
      <section className="py-4">
        <h1>{QUOTES_TEXT.heading}</h1>
        <p>{QUOTES_TEXT.notFound}</p>
        <Link to="/welcome">{QUOTES_TEXT.goHome}</Link>
      </section>
    );
  }
  return (
    <section className="py-4">
      <h1>{QUOTES_TEXT.heading}</h1>
      {isPending && !error ? <LoadingIndicator label={QUOTES_TEXT.loading} /> : null}
    </section>
  );
}

function QuoteExtract({ idea }: { idea: IdeaDto }) {
  const sourceRef = useRef<HTMLDivElement>(null);
  const { user } = useAuth();
  const canAdd = user !== null;
  const quotes = idea.quotes.filter((q) => q.kind === 'quote');
  const keyPoints = idea.quotes.filter((q) => q.kind === 'keyPoint');
  return (
    <section className="py-4">
      <h1>{QUOTES_TEXT.heading}</h1>
      <p>{QUOTES_TEXT.intro}</p>
      <p>
        <Link to={`/idea/${idea._id}/1000/3`}>{QUOTES_TEXT.backToIdea}</Link>
      </p>
      <div ref={sourceRef}>
        <IdeaCard idea={idea} headingLevel={2} />
      </div>
      {canAdd ? (
        <div className="row g-4">
          <div className="col-md-6">
            <QuoteForm idea={idea} sourceRef={sourceRef} />
          </div>
          <div className="col-md-6">
            <KeyPointForm idea={idea} />
          </div>
        </div>
      ) : (
        <p className="text-body-secondary">{QUOTES_TEXT.studentsThroughActivities}</p>
      )}
      <div className="row g-4 mt-1">
        <div className="col-md-6">
          <QuoteList
            title={QUOTES_TEXT.quotesHeading}
            items={quotes}
            empty={QUOTES_TEXT.noQuotes}
          />
        </div>
        <div className="col-md-6">
          <QuoteList
            title={QUOTES_TEXT.keyPointsHeading}
            items={keyPoints}
            empty={QUOTES_TEXT.noKeyPoints}
          />
        </div>
      </div>
    </section>
  );
}

/** A rule's message in the reader's language. */
function wordsOf(english: string | undefined): string | undefined {
  return english === undefined ? undefined : quoteRuleWords(english);
}

/**
 * The words the member last selected inside `container`. Pressing a button can clear or move a
 * selection in some browsers, so the selection is remembered as it changes.
 */
function useSelectionWithin(container: RefObject<HTMLElement | null>): () => string {
  const last = useRef('');
  useEffect(() => {
    function onChange() {
      const selection = document.getSelection();
      if (selection === null || selection.rangeCount === 0 || selection.isCollapsed) return;
      const range = selection.getRangeAt(0);
      if (container.current?.contains(range.commonAncestorContainer)) {
        last.current = selection.toString();
      }
    }
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, [container]);
  return () => last.current;
}

function QuoteForm({
  idea,
  sourceRef,
}: {
  idea: IdeaDto;
  sourceRef: RefObject<HTMLDivElement | null>;
}) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [keyPoint, setKeyPoint] = useState('');
  const [errors, setErrors] = useState<{ text?: string; keyPoint?: string }>({});
  const [selectionHint, setSelectionHint] = useState(false);
  const selected = useSelectionWithin(sourceRef);
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useCreateQuote(idea._id);
  const textOnly = isTextOnlySource(idea);

  function takeSelection() {
    const words = selected().replace(/\s+/g, ' ').trim();
    setSelectionHint(words === '');
    if (words !== '') {
      setText(words);
      setErrors((current) => ({ ...current, text: undefined }));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const problems = validateQuote({ text, keyPoint }, idea);
    setErrors({
      text: wordsOf(problems.find((p) => p.field === 'text')?.msg),
      keyPoint: wordsOf(problems.find((p) => p.field === 'keyPoint')?.msg),
    });
    if (problems.length > 0) return;
    mutate(
      { text, keyPoint: keyPoint.trim() === '' ? null : keyPoint },
      {
        onSuccess: () => {
          addAlert(QUOTES_TEXT.quoteAdded, 'success');
          setText('');
          setKeyPoint('');
        },
        onError: (failure) => {
          alertErrors(failure, QUOTES_TEXT.createQuoteFailed);
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {QUOTES_TEXT.quoteHeading}
      </h2>
      <p className="small text-body-secondary">
        {textOnly ? QUOTES_TEXT.quoteHelpText : QUOTES_TEXT.quoteHelpDocument}
      </p>
      {textOnly ? (
        <div className="mb-2">
          <Button variant="outline-primary" size="sm" onClick={takeSelection}>
            {QUOTES_TEXT.useSelection}
          </Button>
          {selectionHint ? (
            <p className="small text-body-secondary mb-0 mt-1" role="status">
              {QUOTES_TEXT.noSelection}
            </p>
          ) : null}
        </div>
      ) : null}
      <CountedField
        id="quote-text"
        label={QUOTES_TEXT.quoteLabel}
        value={text}
        onChange={setText}
        max={QUOTE_MAX_LENGTH}
        count={QUOTES_TEXT.quoteCount}
        error={errors.text}
        rows={4}
      />
      <CountedField
        id="quote-key-point"
        label={QUOTES_TEXT.quoteKeyPointLabel}
        value={keyPoint}
        onChange={setKeyPoint}
        max={HEADLINE_MAX_LENGTH}
        count={QUOTES_TEXT.keyPointCount}
        error={errors.keyPoint}
      />
      <Button type="submit" disabled={isPending}>
        {QUOTES_TEXT.addQuote}
      </Button>
    </Form>
  );
}

function KeyPointForm({ idea }: { idea: IdeaDto }) {
  const headingId = useId();
  const [myPoint, setMyPoint] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useCreateKeyPoint(idea._id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const problem = wordsOf(validateKeyPoint(myPoint)[0]?.msg);
    setError(problem);
    if (problem !== undefined) return;
    mutate(
      { myPoint },
      {
        onSuccess: () => {
          addAlert(QUOTES_TEXT.keyPointAdded, 'success');
          setMyPoint('');
        },
        onError: (failure) => {
          alertErrors(failure, QUOTES_TEXT.createKeyPointFailed);
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {QUOTES_TEXT.keyPointHeading}
      </h2>
      <p className="small text-body-secondary">{QUOTES_TEXT.keyPointHelp}</p>
      <CountedField
        id="key-point"
        label={QUOTES_TEXT.keyPointLabel}
        value={myPoint}
        onChange={setMyPoint}
        max={HEADLINE_MAX_LENGTH}
        count={QUOTES_TEXT.keyPointCount}
        error={error}
      />
      <Button type="submit" disabled={isPending}>
        {QUOTES_TEXT.addKeyPoint}
      </Button>
    </Form>
  );
}

/**
 * A text field with its character count under it. Longer text may be typed (the count and the
 * rule say what is wrong) rather than silently cut, so a pasted quote is never lost.
 */
function CountedField({
  id,
  label,
  value,
  onChange,
  max,
  count,
  error,
  rows,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  count: (length: number) => string;
  error: string | undefined;
  rows?: number;
}) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const length = value.trim().length;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows !== undefined ? { as: 'textarea' as const, rows } : {})}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error !== undefined ? `${errorId} ${countId}` : countId}
      />
      {error !== undefined ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
      <Form.Text id={countId} className={length > max ? 'text-danger' : undefined}>
        {count(length)}
      </Form.Text>
    </Form.Group>
  );
}

function QuoteList({
  title,
  items,
  empty,
}: {
  title: string;
  items: readonly IdeaQuote[];
  empty: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="list-unstyled mb-0">
          {items.map((item) => (
            <li key={item._id} className="card mb-2">
              <div className="card-body py-2 px-2">
                <Link to={`/idea/${item._id}`} className="text-break">
                  {truncateHeadline(item.label)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary mb-0">{empty}</p>
      )}
    </section>
  );
}
