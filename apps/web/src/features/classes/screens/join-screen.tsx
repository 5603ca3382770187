import { useLingui } from '@lingui/react';
import { formatJoinCode, normalizeJoinCode } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessages } from '../../../components/alerts/error-messages';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useProductFlags } from '../../../config/product-flags';
import { ApiError } from '../../../lib/api-client';
import { currentLocale, formatList } from '../../../lib/i18n';
import {
  AuthPage,
  ConfirmationStatusView,
  forgetPathAfterSignIn,
  RegisterForm,
  rememberPathAfterSignIn,
  useAuth,
} from '../../accounts';
import { joinClass, useJoinPreview } from '../api/join-class';
import { JOIN_TEXT as T } from '../classes-text';

const STUDENT_HOME = '/activity-students';

/** A join code in a sentence: never broken at its hyphen on a narrow screen. */
function JoinCode({ code }: { code: string }) {
  return <span className="text-nowrap">{code}</span>;
}

/**
 * 'Ms Green', 'Ms Green and Mr Brown', 'Ms Green, Mr Brown and Ms White'; in another language,
 * as Intl lists them ('…, Mr Brown y Ms White'). English keeps its words: Intl's has a serial comma.
 */
function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (currentLocale() !== 'en') return formatList(names);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The class the code opens and who teaches it, so a visitor knows whom she joins before making an
 * account; a code that opens none says why (the server's words).
 */
function ClassOfCode({ code }: { code: string }) {
  const preview = useJoinPreview(code);
  if (preview.isPending) return null;
  if (preview.isError) {
    const messages =
      preview.error instanceof ApiError ? errorMessages(preview.error) : [preview.error.message];
    return (
      <Alert variant="warning">
        <p className="mb-1">{T.previewFailed}</p>
        {messages.map((msg) => (
          <p key={msg} className="mb-0">
            {msg}
          </p>
        ))}
      </Alert>
    );
  }
  const { name, teachers } = preview.data;
  return (
    <p className="mb-3">
      <span className="d-block fw-semibold">{T.classOf(name)}</span>
      {teachers.length > 0 ? (
        <span className="d-block">
          {(teachers.length > 1 ? T.taughtByMany : T.taughtBy)(namesInWords(teachers))}
        </span>
      ) : null}
    </p>
  );
}

/**
 * `/join/:code` (DESIGN.md §10, way 2): a signed-in student joins the class and goes on to the
 * activities; a visitor registers with the code carried, or signs in and comes back here (in
 * anonymous mode, where accounts are login IDs, she can only sign in first).
 */
export function JoinScreen() {
  useLingui(); // drawn again in the language she switches to
  const { code = '' } = useParams();
  const { user, loading, confirmationStatus } = useAuth();
  const flags = useProductFlags();
  const shown = formatJoinCode(normalizeJoinCode(code) ?? code);

  if (loading || !flags) {
    return (
      <AuthPage>
        <h1 className="h2">{T.heading}</h1>
        <LoadingIndicator />
      </AuthPage>
    );
  }
  if (user !== null) return <JoinAsMember code={code} />;
  if (flags.anonymous) {
    // Accounts here are login IDs the school hands out: no registering, only signing in first.
    return (
      <AuthPage>
        <h1 className="h2">{T.heading}</h1>
        <ClassOfCode code={code} />
        <p>
          {T.logInIntro} <JoinCode code={shown} />.
        </p>
        <p>
          <Link to="/login" onClick={() => rememberPathAfterSignIn(`/join/${code}`)}>
            {T.logInThenJoin}
          </Link>
        </p>
      </AuthPage>
    );
  }
  if (confirmationStatus !== null && confirmationStatus !== 200) {
    // Registered (0), or refused: the outcome replaces the form, as on /register.
    return <ConfirmationStatusView status={confirmationStatus} />;
  }
  return (
    <AuthPage>
      <h1 className="h2">{T.heading}</h1>
      <ClassOfCode code={code} />
      <p>
        {T.registerIntro} <JoinCode code={shown} />.
      </p>
      <p>
        {T.haveAccount}{' '}
        <Link to="/login" onClick={() => rememberPathAfterSignIn(`/join/${code}`)}>
          {T.signInThenJoin}
        </Link>
      </p>
      <RegisterForm nameField={flags.nameField} classCode={code} />
    </AuthPage>
  );
}

function JoinAsMember({ code }: { code: string }) {
  useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const join = useMutation({
    mutationFn: joinClass,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['activities'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]);
      await navigate(STUDENT_HOME, { replace: true });
    },
  });
  const { mutate } = join;
  // Once per visit, StrictMode's second effect run included.
  const started = useRef(false);

  useEffect(() => {
    forgetPathAfterSignIn();
    if (started.current) return;
    started.current = true;
    mutate(code);
  }, [code, mutate]);

  const messages =
    join.error instanceof ApiError
      ? errorMessages(join.error)
      : join.error
        ? [join.error.message]
        : [];
  return (
    <section className="py-4" style={{ maxWidth: '36rem' }}>
      <h1 className="h2">{T.heading}</h1>
      {join.isError ? (
        <>
          <Alert variant="danger">
            <p className="fw-semibold mb-1">{T.failed}</p>
            {messages.map((msg) => (
              <p key={msg} className="mb-0">
                {msg}
              </p>
            ))}
          </Alert>
          <Link to={STUDENT_HOME}>{T.toActivities}</Link>
        </>
      ) : (
        <LoadingIndicator label={T.joining} />
      )}
    </section>
  );
}
