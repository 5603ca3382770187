import { useLingui } from '@lingui/react';
import {
  EDUCATION_ACCOUNT_AGE_SECONDS,
  NEW_ACCOUNT_REDIRECT_AGE_SECONDS,
  publicName,
} from '@thoughtful/shared';
import { useId, useRef, useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { useAuth, useCan } from '../../accounts';
import { TipDialog } from '../../../components/widgets/tip-dialog';
import { hasContinuedFromAbout, recordContinuedFromAbout } from '../about-continued';
import { ABOUT_TEXT, type AboutCard } from '../about-text';
import { BackToTopButton } from '../components/back-to-top-button';

/** Where a student's work starts (spec content §1). */
const GET_STARTED_PATH = '/activity-students';
/** Where the first steps' Continue goes: the latest-inTell home the 600 rule kept back. */
const HOME_PATH = '/welcome';

function CardGrid({ cards }: { cards: readonly AboutCard[] }) {
  return (
    <Row xs={1} md={2} lg={cards.length >= 3 ? 3 : 2} className="g-4">
      {cards.map((card) => (
        <Col key={card.title}>
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h3" className="h5">
                {card.title}
              </Card.Title>
              <Card.Text>{card.text}</Card.Text>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * Whether an account is young enough to be sent to /about: by the education build's login (its
 * first 3,600 s) or by the home screen (its first 600 s, within that). An unreadable date is not.
 */
function isInFirstHour(joined: string, nowMs: number): boolean {
  const joinedMs = Date.parse(joined);
  if (Number.isNaN(joinedMs)) return false;
  const youngest = Math.max(EDUCATION_ACCOUNT_AGE_SECONDS, NEW_ACCOUNT_REDIRECT_AGE_SECONDS);
  return nowMs - joinedMs < youngest * 1_000;
}

/**
 * The about (landing) page (spec content §1). Its Get started button is for students only (whom
 * the access policy keeps to their activities); the 'How to read the trees' button opens the tip
 * dialog (spec accounts §2).
 */
export function AboutScreen() {
  useLingui(); // drawn again in the language she switches to
  const { user } = useAuth();
  const can = useCan();
  // Unknown until the configuration has loaded: then neither the first steps nor Get started.
  const browses = can?.(user, 'content.browse') ?? false;
  const student = user !== null && can !== null && !browses;
  const [tipsShown, setTipsShown] = useState(false);
  // Read once: a member new enough to be sent here (by the login or the home screen) gets a way on.
  const [openedAt] = useState(() => Date.now());
  // Until the member goes on from here: then never again, on this device.
  // Its links are the members' screens, so only for those the policy lets browse them.
  const firstSteps =
    user !== null &&
    browses &&
    isInFirstHour(user.date, openedAt) &&
    !hasContinuedFromAbout(user._id);
  const navigate = useNavigate();
  // Every way on from the first steps counts: the member has been here and chosen where to go.
  const goOn = () => {
    if (user !== null) recordContinuedFromAbout(user._id);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = {
    firstSteps: useId(),
    values: useId(),
    benefits: useId(),
    quotes: useId(),
    team: useId(),
  };

  return (
    <div className="py-4">
      <section className="p-4 p-md-5 mb-5 bg-body-tertiary rounded-3">
        <p className="text-uppercase small fw-semibold text-body-secondary mb-2">
          {ABOUT_TEXT.eyebrow}
        </p>
        {/* Focusable from script only: the back-to-top button returns focus here. */}
        <h1 ref={heading} tabIndex={-1} className="display-5 fw-bold">
          {ABOUT_TEXT.heading}
        </h1>
        {firstSteps ? (
          <section
            className="my-3 p-3 bg-body border border-primary-subtle rounded-3"
            aria-labelledby={ids.firstSteps}
          >
            <h2 id={ids.firstSteps} className="h4">
              {ABOUT_TEXT.firstStepsHeading}
            </h2>
            <p>{ABOUT_TEXT.firstStepsText(publicName(user.name))}</p>
            <div className="d-flex flex-wrap gap-2">
              <Button
                variant="primary"
                onClick={() => {
                  goOn();
                  void navigate(HOME_PATH);
                }}
              >
                {ABOUT_TEXT.continue}
              </Button>
              <Link to="/create1" className="btn btn-outline-primary" onClick={goOn}>
                {ABOUT_TEXT.firstIdea}
              </Link>
              <Link to="/create2" className="btn btn-outline-primary" onClick={goOn}>
                {ABOUT_TEXT.firstWebLink}
              </Link>
              <Link to="/profiles" className="btn btn-outline-secondary" onClick={goOn}>
                {ABOUT_TEXT.browseProfiles}
              </Link>
            </div>
          </section>
        ) : null}
        <p className="lead col-lg-9">{ABOUT_TEXT.lead}</p>
        <div className="d-flex flex-wrap gap-2">
          {student ? (
            <Link to={GET_STARTED_PATH} className="btn btn-primary btn-lg">
              {ABOUT_TEXT.getStarted}
            </Link>
          ) : null}
          <Button variant="outline-primary" size="lg" onClick={() => setTipsShown(true)}>
            {ABOUT_TEXT.howToRead}
          </Button>
        </div>
      </section>

      <section className="mb-5" aria-labelledby={ids.values}>
        <h2 id={ids.values} className="mb-3">
          {ABOUT_TEXT.valuesHeading}
        </h2>
        <CardGrid cards={ABOUT_TEXT.values} />
      </section>

      <section className="mb-5" aria-labelledby={ids.benefits}>
        <h2 id={ids.benefits} className="mb-3">
          {ABOUT_TEXT.benefitsHeading}
        </h2>
        <CardGrid cards={ABOUT_TEXT.benefits} />
      </section>

      <section className="mb-5" aria-labelledby={ids.quotes}>
        <h2 id={ids.quotes} className="mb-3">
          {ABOUT_TEXT.quotesHeading}
        </h2>
        <Row xs={1} lg={2} className="g-4">
          {ABOUT_TEXT.quotes.map((quote) => (
            <Col key={quote.author}>
              <figure className="h-100 mb-0 p-3 border-start border-4 border-primary-subtle">
                <blockquote className="blockquote">
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption className="blockquote-footer mb-0">
                  {quote.author}, <cite>{quote.source}</cite>
                </figcaption>
              </figure>
            </Col>
          ))}
        </Row>
      </section>

      <section className="mb-5" aria-labelledby={ids.team}>
        <h2 id={ids.team} className="mb-3">
          {ABOUT_TEXT.teamHeading}
        </h2>
        <p>{ABOUT_TEXT.teamIntro}</p>
        <ul>
          {ABOUT_TEXT.team.map((role) => (
            <li key={role.title}>
              <strong>{role.title}</strong> {role.text}
            </li>
          ))}
        </ul>
      </section>

      <TipDialog show={tipsShown} onHide={() => setTipsShown(false)} />
      <BackToTopButton label={ABOUT_TEXT.backToTop} focusTarget={heading} />
    </div>
  );
}
