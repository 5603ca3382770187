import { useLingui } from '@lingui/react';
import type { AgentRef, WebIdeaKind } from '@thoughtful/shared';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { TextField } from '../../../../components/text-field';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { localizeServerError } from '../../../../lib/i18n';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../../components/alerts/use-query-error-alerts';
import { useCreateIdea } from '../../api/create-idea';
import {
  ScrapedImagePicker,
  ScrapeStatus,
  isFetched,
  pageUrlOf,
  usePageScrape,
} from '../../../scrape';
import { useDefaultWaveMakers } from '../api/get-default-wave-makers';
import { AuthorPicker } from '../components/author-picker';
import { VideoCheck, type VideoStatus } from '../components/video-check';
import { CREATE_WEB_IDEA_TEXT as TEXT } from '../create-web-idea-text';
import {
  headlineFromTitle,
  webIdeaFormErrors,
  webIdeaPayload,
  type WebIdeaForm,
  type WebIdeaFormField,
} from '../web-idea-form';

const KINDS: readonly WebIdeaKind[] = ['web', 'video'];

/** How long typing must pause before a video address is tried in the player. */
const VIDEO_DEBOUNCE_MS = 500;

/**
 * /create2: an inTell from a web page or an online video (content §2 'Create flow', second
 * variant; §5; §7 'Page fetch'). A web page is fetched by the server once typing pauses: its
 * title fills the headline (until the user edits it) and its images may be chosen; a page that
 * answers 403 is valid but unread. A video must load in the player. The member either claims
 * authorship (and confirms 'Not POTIE') or names the author's waveMaker(s). On success the new
 * inTell's page opens.
 */
export function CreateWebIdeaScreen() {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const ids = {
    url: useId(),
    myPoint: useId(),
    image: useId(),
    goodIntentLevel: useId(),
    authors: useId(),
  } satisfies Record<WebIdeaFormField, string>;
  const navigate = useNavigate();
  const { alertErrors } = useAlerts();
  const { mutate, isPending } = useCreateIdea();

  const [kind, setKind] = useState<WebIdeaKind>('web');
  const [url, setUrl] = useState('');
  const [myPoint, setMyPoint] = useState('');
  const [headlineEdited, setHeadlineEdited] = useState(false);
  const [image, setImage] = useState('');
  const [authorClaimed, setAuthorClaimed] = useState(false);
  const [notPotie, setNotPotie] = useState(false);
  const [authors, setAuthors] = useState<AgentRef[]>([]);
  const [video, setVideo] = useState<{ url: string; status: VideoStatus } | null>(null);
  const [checking, setChecking] = useState(false);
  const { errors, showErrors, recheck } = useFieldErrors<WebIdeaFormField>();
  const settings = useDefaultWaveMakers();
  const { defaultWaveMakers } = settings;
  useQueryErrorAlerts(settings.error, settings.errorUpdatedAt, TEXT.settingsError);

  const { result: page, ensure } = usePageScrape(url, { enabled: kind === 'web' });
  const settledUrl = useDebouncedValue(url, VIDEO_DEBOUNCE_MS);
  const videoUrl = kind === 'video' ? pageUrlOf(settledUrl) : null;
  const currentUrl = pageUrlOf(url);
  const videoLoaded = video !== null && video.url === currentUrl && video.status === 'ready';
  const onVideoStatus = useCallback(
    (status: VideoStatus) => setVideo(videoUrl === null ? null : { url: videoUrl, status }),
    [videoUrl],
  );

  // A newly fetched page fills in the headline (unless the user wrote one) and offers new images.
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (page.status === 'scraped' && filledFrom !== page.url) {
    setFilledFrom(page.url);
    setImage('');
    if (!headlineEdited) setMyPoint(headlineFromTitle(page.title));
  }

  const form: WebIdeaForm = {
    kind,
    url,
    myPoint,
    image,
    authorClaimed,
    notPotie,
    authors,
    defaultAuthors: defaultWaveMakers,
  };
  /** Re-checks flagged fields as the user edits; whether the page was fetched waits for submit. */
  const recheckWith = (changes: Partial<WebIdeaForm>) =>
    recheck(webIdeaFormErrors({ ...form, ...changes }, { pageFetched: true, videoLoaded: true }));

  async function submit() {
    setChecking(true);
    const fetched = kind === 'web' ? await ensure() : null;
    setChecking(false);
    const problems = webIdeaFormErrors(form, {
      pageFetched: fetched !== null && isFetched(fetched),
      videoLoaded,
    });
    if (!showErrors(problems)) {
      // Each problem is said once, under its field, and focus goes to the first.
      focusFirstError(problems, ids);
      return;
    }
    if (currentUrl === null) return;
    mutate(webIdeaPayload(form, currentUrl), {
      onSuccess: (idea) => {
        void navigate(`/idea/${idea._id}`);
      },
      onError: (error) => {
        alertErrors(error, TEXT.serverError);
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (checking || isPending) return;
    void submit();
  }

  return (
    <section className="py-4">
      <h1>{TEXT.heading}</h1>
      <p>{TEXT.intro}</p>
      {isPending ? (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" aria-hidden="true" />
          <span>{TEXT.sharing}</span>
        </div>
      ) : null}
      {/* Hidden rather than unmounted while sharing, so a failure brings the form back as it was. */}
      <Form noValidate onSubmit={onSubmit} hidden={isPending} style={{ maxWidth: 720 }}>
        <fieldset className="mb-3">
          <legend className="fs-6">{TEXT.kindLegend}</legend>
          {KINDS.map((value) => (
            <Form.Check
              key={value}
              inline
              type="radio"
              id={`create2-kind-${value}`}
              name="create2-kind"
              label={TEXT.kinds[value]}
              checked={kind === value}
              onChange={() => {
                setKind(value);
                recheckWith({ kind: value });
              }}
            />
          ))}
        </fieldset>

        <TextField
          id={ids.url}
          label={TEXT.urlLabel[kind]}
          value={url}
          error={errors.url}
          onChange={(value) => {
            setUrl(value);
            recheckWith({ url: value });
          }}
        />
        <p className="form-text mt-n2 mb-1">{TEXT.urlHint[kind]}</p>
        {kind === 'web' ? <ScrapeStatus result={page} /> : null}
        {kind === 'video' && videoUrl !== null ? (
          <VideoCheck key={videoUrl} url={videoUrl} onStatus={onVideoStatus} />
        ) : null}

        <TextField
          id={ids.myPoint}
          label={TEXT.headlineLabel}
          value={myPoint}
          error={errors.myPoint}
          onChange={(value) => {
            setMyPoint(value);
            setHeadlineEdited(true);
            recheckWith({ myPoint: value });
          }}
        />
        {kind === 'web' ? <p className="form-text mt-n2 mb-3">{TEXT.headlineHint}</p> : null}

        {kind === 'web' && page.status === 'scraped' ? (
          <ScrapedImagePicker
            images={page.images}
            value={image}
            onChange={setImage}
            legend={TEXT.imagesLegend}
          />
        ) : null}

        <Form.Check
          type="checkbox"
          id="create2-author"
          className="mb-3"
          label={TEXT.authorCheckbox}
          checked={authorClaimed}
          onChange={(event) => {
            setAuthorClaimed(event.target.checked);
            recheckWith({ authorClaimed: event.target.checked });
          }}
        />

        {authorClaimed ? (
          <fieldset className="mb-3">
            <legend className="fs-6">{TEXT.intentLegend}</legend>
            <Form.Check type="checkbox" id={ids.goodIntentLevel}>
              <Form.Check.Input
                type="checkbox"
                checked={notPotie}
                isInvalid={errors.goodIntentLevel !== undefined}
                aria-invalid={errors.goodIntentLevel !== undefined ? true : undefined}
                aria-describedby={
                  errors.goodIntentLevel !== undefined ? `${ids.goodIntentLevel}-error` : undefined
                }
                onChange={(event) => {
                  setNotPotie(event.target.checked);
                  recheckWith({ notPotie: event.target.checked });
                }}
              />
              <Form.Check.Label>{TEXT.notPotie}</Form.Check.Label>
              {errors.goodIntentLevel !== undefined ? (
                <Form.Control.Feedback type="invalid" id={`${ids.goodIntentLevel}-error`}>
                  {localizeServerError({ msg: errors.goodIntentLevel })}
                </Form.Control.Feedback>
              ) : null}
            </Form.Check>
          </fieldset>
        ) : (
          <AuthorPicker
            inputId={ids.authors}
            chosen={authors}
            onChange={(next) => {
              setAuthors(next);
              recheckWith({ authors: next });
            }}
            defaults={defaultWaveMakers}
            error={errors.authors}
          />
        )}

        <Button type="submit" variant="primary" disabled={checking}>
          {checking ? (
            <>
              <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
              {TEXT.share}
            </>
          ) : (
            TEXT.share
          )}
        </Button>
      </Form>
    </section>
  );
}
