// jsdom tests: a real (fake) IndexedDB for Dexie, and cleanup between tests.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
