import { useLingui } from '@lingui/react';
import {
  VIEWPOINT_MIN_PLACED,
  type ClassDto,
  type ClassViewpointIdea,
  type ClassViewpoints,
  type Crux,
} from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { EmptyState } from '../../../components/empty-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { ViewpointsMethod } from '../../../components/viewpoints/viewpoints-method';
import { useViewpointSentences } from '../../../components/viewpoints/viewpoint-sentences';
import { VIEWPOINT_WORDS } from '../../../components/viewpoints/viewpoint-words';
import { RelativeTime } from '../../../components/widgets/relative-time';
import { useClassViewpoints, useReleaseClassFigures } from '../api/class-viewpoints-api';
import { useClass, useClasses } from '../api/classes-api';
import { classPath, ideaInClassPath } from '../class-paths';
import { CLASS_VIEWPOINTS_TEXT as T, MAX_OTHER_CLASSES } from '../class-viewpoints-text';
import { GroupMarkerIcon } from '../components/group-marker';
import { OpinionMap } from '../components/opinion-map';
import './class-viewpoints.css';

/** `?with=`: the other classes read together with this one, as the address keeps them. */
function otherClassesOf(search: URLSearchParams, classId: string): string[] {
  const ids = (search.get('with') ?? '').split(',').filter((id) => id !== '' && id !== classId);
  return [...new Set(ids)];
}

/**
 * `/classes/:id/viewpoints` (DESIGN.md §12), for the class's teachers: the opinion map of the
 * students placed, the groups and their sizes, the inTells that bridge and that divide the
 * class, and each guiding question's cruxes; how many students are placed and why the others
 * are not. `?with=` reads other classes she teaches together with it as one map (issue 43),
 * chosen on the screen: the address keeps the choice, so the back button and a link reopen it.
 */
export function ClassViewpointsScreen() {
  useLingui(); // drawn again in the language she switches to
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const withClassIds = otherClassesOf(search, id);
  const schoolClass = useClass(id);
  const classes = useClasses();
  const viewpoints = useClassViewpoints(id, withClassIds);
  useQueryErrorAlerts(viewpoints.error, viewpoints.errorUpdatedAt, T.retrieveFailed);
  const name = schoolClass.data?.name;
  const nameOf = new Map((classes.data ?? []).map((c) => [c._id, c.name]));
  const otherNames = withClassIds.flatMap((other) => nameOf.get(other) ?? []);
  const heading =
    name === undefined
      ? T.heading
      : otherNames.length === 0
        ? T.headingOf(name)
        : T.headingOfMany([name, ...otherNames]);
  const choose = (next: readonly string[]) =>
    setSearch(next.length === 0 ? {} : { with: next.join(',') });
  return (
    <section className="py-3 class-viewpoints">
      <p className="mb-2">
        <Link to={classPath(id)}>← {T.backToRoster}</Link>
      </p>
      <h1>{heading}</h1>
      <CombinePart
        classId={id}
        className={name ?? ''}
        classes={classes.data}
        withClassIds={withClassIds}
        view={viewpoints.data}
        onChoose={choose}
      />
      {viewpoints.data === undefined ? (
        viewpoints.isError ? null : (
          <LoadingIndicator label={T.loading} />
        )
      ) : (
        <ViewpointsBody classId={id} view={viewpoints.data} combined={withClassIds.length > 0} />
      )}
    </section>
  );
}

/**
 * Which classes the map holds: the class, and other classes she teaches that she adds to it. A
 * map needs VIEWPOINT_MIN_PLACED students placed, so a smaller class (or combination) is told so
 * here, where she can add classes, rather than shown an empty map.
 */
function CombinePart({
  classId,
  className,
  classes,
  withClassIds,
  view,
  onChoose,
}: {
  classId: string;
  className: string;
  classes: readonly ClassDto[] | undefined;
  withClassIds: readonly string[];
  view: ClassViewpoints | undefined;
  onChoose: (withClassIds: readonly string[]) => void;
}) {
  const headingId = useId();
  const helpId = useId();
  const others = (classes ?? []).filter((c) => c._id !== classId);
  const full = withClassIds.length >= MAX_OTHER_CLASSES;
  const toggle = (other: string, on: boolean) =>
    onChoose(on ? [...withClassIds, other] : withClassIds.filter((id) => id !== other));
  return (
    <section aria-labelledby={headingId} className="class-viewpoints-combine mb-3">
      <h2 id={headingId} className="h5">
        {T.combineHeading}
      </h2>
      {view !== undefined && view.students < VIEWPOINT_MIN_PLACED ? (
        <p className="alert alert-info py-2" data-testid="class-viewpoints-too-few">
          {T.tooFew(view.students, withClassIds.length > 0)}
        </p>
      ) : null}
      <p id={helpId} className="small text-body-secondary mb-2">
        {T.combineHelp}
      </p>
      {classes === undefined ? null : others.length === 0 ? (
        <p className="small mb-0">{T.combineNone}</p>
      ) : (
        <fieldset aria-describedby={helpId}>
          <legend className="fs-6 mb-1">{T.combineLegend(className)}</legend>
          {others.map((other) => {
            const checked = withClassIds.includes(other._id);
            return (
              <Form.Check
                key={other._id}
                id={`${headingId}-${other._id}`}
                label={T.combineOption(other.name, other.studentCount)}
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(other._id, event.target.checked)}
              />
            );
          })}
          {full ? <p className="small text-body-secondary mb-0">{T.combineFull}</p> : null}
        </fieldset>
      )}
    </section>
  );
}

function ViewpointsBody({
  classId,
  view,
  combined,
}: {
  classId: string;
  view: ClassViewpoints;
  combined: boolean;
}) {
  const notPlaced = view.students - view.placed;
  // Too few to place anyone, ever: the chooser above says so; 'not yet' would mislead.
  const tooFew = view.students < VIEWPOINT_MIN_PLACED;
  return (
    <>
      <div className="mb-3">
        {view.students === 0 ? (
          <p className="mb-1">{T.noStudents}</p>
        ) : (
          <p className="mb-1" data-testid="class-viewpoints-placed">
            {T.placed(view.placed, view.students)}
            {notPlaced > 0 && !tooFew ? ` ${T.notPlaced(notPlaced)}` : ''}
          </p>
        )}
        {view.computedAt === null ? (
          <p className="mb-1">{combined ? T.combinedNotWorkedOut : T.notWorkedOut}</p>
        ) : (
          <p className="small text-body-secondary mb-1">
            {T.computedAt} <RelativeTime date={view.computedAt} />.
          </p>
        )}
        <ViewpointsMethod />
      </div>
      {/* The release publishes one class's figures to its students; a combination has none. */}
      {view.students === 0 || combined ? null : <ReleasePart classId={classId} />}
      <div className="row g-4 mb-4">
        <MapPart view={view} />
        <GroupsPart view={view} />
      </div>
      <div className="row g-4 mb-4">
        <IdeasPart
          classId={classId}
          ideas={view.bridging}
          heading={T.bridgingHeading}
          help={T.bridgingHelp}
          empty={T.bridgingEmpty}
          testId="class-bridging"
        />
        <IdeasPart
          classId={classId}
          ideas={view.dividing}
          heading={T.dividingHeading}
          help={T.dividingHelp}
          empty={T.dividingEmpty}
          testId="class-dividing"
        />
      </div>
      <QuestionsPart classId={classId} questions={view.questions} />
    </>
  );
}

/**
 * Students see an inTell's figures change only after three new answers to it, or at this release
 * (docs/decisions/2026-11-29-viewpoints.md): one button, what it did said in a status line, a
 * refusal in the alerts.
 */
function ReleasePart({ classId }: { classId: string }) {
  const headingId = useId();
  const helpId = useId();
  const release = useReleaseClassFigures(classId);
  const { alertErrors } = useAlerts();
  const [released, setReleased] = useState(false);

  function onRelease() {
    if (release.isPending) return;
    setReleased(false);
    release.mutate(undefined, {
      onSuccess: () => setReleased(true),
      onError: (failure) => alertErrors(failure, T.releaseFailed),
    });
  }

  return (
    <section aria-labelledby={headingId} className="class-viewpoints-release mb-4">
      <h2 id={headingId} className="h5">
        {T.releaseHeading}
      </h2>
      <p id={helpId} className="small text-body-secondary mb-2">
        {T.releaseHelp}
      </p>
      <Button
        variant="outline-primary"
        onClick={onRelease}
        disabled={release.isPending}
        aria-describedby={helpId}
      >
        {T.release}
      </Button>
      <p role="status" className="small mt-2 mb-0" data-testid="class-viewpoints-released">
        {release.isPending ? T.releasing : released ? T.released : ''}
      </p>
    </section>
  );
}

function MapPart({ view }: { view: ClassViewpoints }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="col-12 col-lg-7">
      <h2 id={headingId} className="h4">
        {T.mapHeading}
      </h2>
      {view.map.length === 0 ? (
        <EmptyState title={T.noMap} />
      ) : (
        <>
          <p className="small text-body-secondary">{T.mapHelp}</p>
          <OpinionMap points={view.map} groupCount={view.groups.length} />
        </>
      )}
    </section>
  );
}

function GroupsPart({ view }: { view: ClassViewpoints }) {
  const headingId = useId();
  const groups = [...view.groups].sort((a, b) => a.index - b.index);
  const ungrouped = view.map.filter((point) => point.group === null);
  const members = (group: number | null) =>
    view.map
      .filter((point) => point.group === group)
      .map((point) => point.name.trim() || T.unnamed)
      .sort((a, b) => a.localeCompare(b));
  return (
    <section aria-labelledby={headingId} className="col-12 col-lg-5">
      <h2 id={headingId} className="h4">
        {T.groupsHeading}
      </h2>
      {groups.length === 0 ? (
        view.map.length > 0 ? (
          <p>{T.noGroups}</p>
        ) : null
      ) : (
        <>
          <table
            className="table table-sm w-auto mb-2 class-viewpoints-groups"
            data-testid="class-groups"
          >
            <caption className="caption-top">{T.groupsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.groupColumn}</th>
                <th scope="col" className="text-end">
                  {T.sizeColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={group.index}>
                  <th scope="row" className="fw-normal">
                    <span className="d-inline-flex align-items-center gap-2">
                      <GroupMarkerIcon group={group.index} />
                      {VIEWPOINT_WORDS.groupName(group.index)}
                    </span>
                  </th>
                  <td className="text-end">{group.size}</td>
                </tr>
              ))}
              {ungrouped.length > 0 ? (
                <tr>
                  <th scope="row" className="fw-normal">
                    <span className="d-inline-flex align-items-center gap-2">
                      <GroupMarkerIcon group={null} />
                      {T.ungroupedRow}
                    </span>
                  </th>
                  <td className="text-end">{ungrouped.length}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
          <details className="small">
            <summary>{T.whoHeading}</summary>
            <dl className="mb-0 mt-1">
              {groups.map((group) => (
                <GroupMembers
                  key={group.index}
                  group={group.index}
                  label={VIEWPOINT_WORDS.groupName(group.index)}
                  names={members(group.index)}
                />
              ))}
              {ungrouped.length > 0 ? (
                <GroupMembers group={null} label={T.ungroupedRow} names={members(null)} />
              ) : null}
            </dl>
          </details>
        </>
      )}
    </section>
  );
}

function GroupMembers({
  group,
  label,
  names,
}: {
  group: number | null;
  label: string;
  names: readonly string[];
}) {
  return (
    <>
      <dt className="d-flex align-items-center gap-2">
        <GroupMarkerIcon group={group} />
        {label}
      </dt>
      <dd>{names.join(', ')}</dd>
    </>
  );
}

interface IdeasPartProps {
  classId: string;
  ideas: readonly ClassViewpointIdea[];
  heading: string;
  help: string;
  empty: string;
  testId: string;
}

function IdeasPart({ classId, ideas, heading, help, empty, testId }: IdeasPartProps) {
  const headingId = useId();
  const sentences = useViewpointSentences();
  return (
    <section aria-labelledby={headingId} className="col-12 col-md-6" data-testid={testId}>
      <h2 id={headingId} className="h4">
        {heading}
      </h2>
      {ideas.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <p className="small text-body-secondary">{help}</p>
          <ul className="list-unstyled class-viewpoints-ideas">
            {ideas.map((idea) => (
              <li key={idea.ideaId}>
                <Link to={ideaInClassPath(idea.ideaId, classId)} className="fw-semibold">
                  {idea.headline}
                </Link>
                <p className="mb-0">{sentences.classIdea(idea)}</p>
                <p className="small text-body-secondary mb-0">{T.respondents(idea.respondents)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function QuestionsPart({
  classId,
  questions,
}: {
  classId: string;
  questions: ClassViewpoints['questions'];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="class-questions">
      <h2 id={headingId} className="h4">
        {T.questionsHeading}
      </h2>
      {questions.length === 0 ? (
        <EmptyState title={T.noQuestions} />
      ) : (
        <>
          <p className="small text-body-secondary">{T.questionsHelp}</p>
          {questions.map((question) => (
            <Question key={question.ideaId} classId={classId} question={question} />
          ))}
        </>
      )}
    </section>
  );
}

function Question({
  classId,
  question,
}: {
  classId: string;
  question: { ideaId: string; headline: string; cruxes: Crux[] };
}) {
  const headingId = useId();
  const sentences = useViewpointSentences();
  return (
    <article aria-labelledby={headingId} className="class-viewpoints-question mb-3">
      <h3 id={headingId} className="h5">
        <Link to={ideaInClassPath(question.ideaId, classId)}>{question.headline}</Link>
      </h3>
      {question.cruxes.length === 0 ? (
        <p className="text-body-secondary">{T.noCruxes}</p>
      ) : (
        <ol className="ps-3 mb-0">
          {question.cruxes.map((crux) => (
            <li key={crux.ideaId} className="mb-1">
              <Link to={ideaInClassPath(crux.ideaId, classId)}>{crux.headline}</Link>
              <p className="small text-body-secondary mb-0">{sentences.crux(crux)}</p>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
