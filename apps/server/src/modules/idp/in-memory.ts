import type { JWK } from 'jose';
import type { IdpKeyStore, IdpUser, IdpUserDirectory } from './types';

/**
 * Accounts held in memory (tests, demo). `findByUsername` matches username or e-mail,
 * case-insensitively, as the {@link IdpUserDirectory} contract asks.
 */
export class InMemoryUserDirectory implements IdpUserDirectory {
  readonly #users: IdpUser[];

  constructor(users: readonly IdpUser[] = []) {
    this.#users = [...users];
  }

  /** Adds or replaces (by id) one account. */
  put(user: IdpUser): void {
    this.#users.splice(0, this.#users.length, ...this.#users.filter((u) => u.id !== user.id), user);
  }

  async findByUsername(username: string): Promise<IdpUser | null> {
    const wanted = username.trim().toLowerCase();
    if (!wanted) return null;
    return (
      this.#users.find((u) => u.username.toLowerCase() === wanted || u.email.toLowerCase() === wanted) ?? null
    );
  }

  async findById(id: string): Promise<IdpUser | null> {
    return this.#users.find((u) => u.id === id) ?? null;
  }
}

/** Keeps the signing JWK in memory; share one instance between provider restarts in tests. */
export class InMemoryKeyStore implements IdpKeyStore {
  #jwk: JWK | null = null;

  async load(): Promise<JWK | null> {
    return this.#jwk ? { ...this.#jwk } : null;
  }

  async loadAll(): Promise<JWK[]> {
    return this.#jwk ? [{ ...this.#jwk }] : [];
  }

  async create(jwk: JWK): Promise<JWK> {
    this.#jwk ??= { ...jwk };
    return { ...this.#jwk };
  }
}
