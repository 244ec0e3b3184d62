import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, authApi, storeSignedIn } from '../test/auth-fixtures.ts';
import { authSession, initialAuthState } from './auth-session.ts';
import { startAuthStore, startAuthStoreWhenSignedIn } from './auth-start.ts';

beforeEach(() => authSession.setState(initialAuthState));

afterEach(async () => {
  const store = await startAuthStore();
  store.start()();
  await store.logout();
});

describe('starting the auth store', () => {
  it('starts it at load when a sign-in is stored, before the first render', async () => {
    authApi();
    storeSignedIn();
    await startAuthStoreWhenSignedIn();
    expect(authSession.getState()).toMatchObject({ isAuthenticated: true, user: { id: ADMIN.id } });
  });

  it('leaves it unloaded for a shopper, until another tab signs in', async () => {
    authApi();
    await startAuthStoreWhenSignedIn();
    // Not started: a started store would have finished its check of the (empty) storage.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(authSession.getState()).toEqual(initialAuthState);

    const { token } = storeSignedIn();
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: token }));
    await waitFor(() => expect(authSession.getState().isAuthenticated).toBe(true));
  });

  it('starts it once however many pages ask', async () => {
    authApi();
    const store = await startAuthStore();
    expect(store.start()).toBe(store.start());
  });
});
