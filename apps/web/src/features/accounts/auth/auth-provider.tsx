import {
  ALERT_TIMEOUT_MS,
  AUTH_ALERTS,
  AUTH_MESSAGES,
  CONFIRMATION_STATUS,
  isUnconfirmedLoginError,
  LOCAL_STORAGE_KEYS,
  type ConfirmationStatus,
  type RegisterBody,
  type UserDto,
} from '@thoughtful/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError } from '../../../lib/api-client';
import { clearStoredDrafts } from '../../../lib/stored-draft';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useUser } from './api/get-user';
import { useLogin } from './api/login';
import { useRegister } from './api/register';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage';

/** The auth state of spec accounts §3 and its transitions (§4). */
export interface AuthState {
  token: string | null;
  /** Holds a token the server has not refused (the user may still be loading). */
  isAuthenticated: boolean;
  /** A token is held and the user it belongs to is being loaded. */
  loading: boolean;
  user: UserDto | null;
  confirmationStatus: ConfirmationStatus;
  /** Any status but null also signs out (spec accounts §4). */
  setConfirmationStatus: (status: ConfirmationStatus) => void;
  /**
   * Signs in; the user then loads. On failure every server message is shown as a danger alert,
   * the token is cleared, an unconfirmed account moves to status 0, and the promise rejects.
   */
  login: (email: string, password?: string) => Promise<void>;
  /**
   * Signs in with a token the server handed over otherwise (a school sign-in's ticket, traded at
   * `/signin`), kept as a password login keeps its token; the user then loads.
   */
  signInWithToken: (token: string) => void;
  /** Registers: status 0 on success, -101 when not invited; otherwise alerts and rejects. */
  register: (body: RegisterBody) => Promise<void>;
  /** Clears the token and every cached answer of the signed-in user. */
  logout: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

function isQuietSignOut(error: unknown): boolean {
  // An expired or revoked token: the visitor is simply signed out, as if the token had never been.
  return error instanceof ApiError && error.status === 401;
}

export function AuthProvider({
  initialToken,
  children,
}: {
  /**
   * The token to start with instead of the stored one: a prerendered page (src/prerender.tsx)
   * starts as a returning member's visit does, with a token not yet checked.
   */
  initialToken?: string | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const { addAlert, alertErrors } = useAlerts();
  const [token, setToken] = useState(() =>
    initialToken === undefined ? readStoredToken() : initialToken,
  );
  const [confirmationStatus, setStatus] = useState<ConfirmationStatus>(CONFIRMATION_STATUS.UNKNOWN);
  const userQuery = useUser(token);
  const { mutateAsync: loginRequest } = useLogin();
  const { mutateAsync: registerRequest } = useRegister();

  const signOut = useCallback(() => {
    clearStoredToken();
    clearStoredDrafts();
    setToken(null);
    // Another person may sign in next on a shared school computer: keep nothing of this one but
    // the product configuration.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
  }, [queryClient]);

  const setConfirmationStatus = useCallback(
    (status: ConfirmationStatus) => {
      setStatus(status);
      if (status !== CONFIRMATION_STATUS.UNKNOWN) signOut();
    },
    [signOut],
  );

  // Load-user failures sign out (spec accounts §4, auth error). Keyed by the failure's time, so
  // each failure alerts once however often this re-renders.
  const handledErrorAt = useRef(0);
  const { error: userError, errorUpdatedAt } = userQuery;
  useEffect(() => {
    if (!userError || errorUpdatedAt === handledErrorAt.current) return;
    handledErrorAt.current = errorUpdatedAt;
    if (!isQuietSignOut(userError)) {
      alertErrors(userError, (msg) => `${AUTH_ALERTS.LOAD_USER_ERROR_PREFIX}${msg}`);
    }
    signOut();
  }, [userError, errorUpdatedAt, alertErrors, signOut]);

  // A sign-in or sign-out in another tab applies here too, so no tab acts for the wrong person,
  // and shows nothing kept of the one before (an inTell read counts as fresh for a few seconds).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCAL_STORAGE_KEYS.TOKEN && event.key !== null) return;
      const stored = readStoredToken();
      if (stored === token) return;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      setToken(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, queryClient]);

  const login = useCallback(
    async (email: string, password?: string) => {
      try {
        const response = await loginRequest(
          password === undefined ? { email } : { email, password },
        );
        storeToken(response.token);
        setStatus(CONFIRMATION_STATUS.UNKNOWN);
        setToken(response.token);
      } catch (error) {
        alertErrors(error);
        const unconfirmed =
          error instanceof ApiError && error.messages.some((msg) => isUnconfirmedLoginError(msg));
        if (unconfirmed) setConfirmationStatus(CONFIRMATION_STATUS.WAITING);
        else signOut();
        throw error;
      }
    },
    [loginRequest, alertErrors, setConfirmationStatus, signOut],
  );

  const signInWithToken = useCallback((newToken: string) => {
    storeToken(newToken);
    setStatus(CONFIRMATION_STATUS.UNKNOWN);
    setToken(newToken);
  }, []);

  const register = useCallback(
    async (body: RegisterBody) => {
      try {
        const response = await registerRequest(body);
        addAlert(response.msg, 'success', ALERT_TIMEOUT_MS.REGISTRATION);
        setConfirmationStatus(CONFIRMATION_STATUS.WAITING);
      } catch (error) {
        alertErrors(error);
        const notInvited =
          error instanceof ApiError && error.messages.includes(AUTH_MESSAGES.USER_NOT_INVITED);
        if (notInvited) setConfirmationStatus(CONFIRMATION_STATUS.NOT_INVITED);
        else signOut();
        throw error;
      }
    },
    [registerRequest, addAlert, alertErrors, setConfirmationStatus, signOut],
  );

  const logout = useCallback(() => {
    setStatus(CONFIRMATION_STATUS.UNKNOWN);
    signOut();
  }, [signOut]);

  const user = token !== null ? (userQuery.data ?? null) : null;
  const loading = token !== null && userQuery.isPending;
  const isAuthenticated = token !== null && !userQuery.isError;

  const value = useMemo<AuthState>(
    () => ({
      token,
      isAuthenticated,
      loading,
      user,
      confirmationStatus,
      setConfirmationStatus,
      login,
      signInWithToken,
      register,
      logout,
    }),
    [
      token,
      isAuthenticated,
      loading,
      user,
      confirmationStatus,
      setConfirmationStatus,
      login,
      signInWithToken,
      register,
      logout,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
