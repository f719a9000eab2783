import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { setTokenProvider } from '../api/client';
import { freshToken, initAuth, keycloak, logout } from './keycloak';

export interface AuthState {
  /** Realm roles from the access token (`realm_access.roles`), e.g. `marops`. */
  roles: readonly string[];
  /** Name from the token, until the user-info call answers. */
  tokenName: string | undefined;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Signs the user in before anything else renders (docs/requirements.md §7 "On start: identity login, then …"), and
 * registers the token provider of the API client.
 */
export function AuthProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [state, setState] = useState<AuthState | null>(null);

  useEffect(() => {
    let live = true;
    void initAuth().then(() => {
      if (!live) return;
      setTokenProvider(freshToken);
      const parsed = keycloak.tokenParsed as { name?: unknown } | undefined;
      setState({
        roles: keycloak.realmAccess?.roles ?? [],
        tokenName: typeof parsed?.name === 'string' ? parsed.name : undefined,
        logout,
      });
    });
    return () => {
      live = false;
    };
  }, []);

  return state ? <AuthContext value={state}>{children}</AuthContext> : fallback;
}

/** The signed-in user's session; only inside AuthProvider. */
export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** Lets tests and showcases render signed-in screens without an identity provider. */
export function TestAuthProvider({ children, value }: { children: ReactNode; value?: Partial<AuthState> }) {
  const state: AuthState = { roles: [], tokenName: 'Test User', logout: async () => undefined, ...value };
  return <AuthContext value={state}>{children}</AuthContext>;
}
