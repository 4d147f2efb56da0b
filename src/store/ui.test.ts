// @vitest-environment jsdom
// The note under the app bar: it belongs to the screen it was shown on, leaves by itself after a readable time,
// waits while a pointer or the keyboard is on it, and its place stays until the screen changes.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TOAST_MS, useUi } from './ui.ts';
import { msg } from '../games/shared/msg.ts';

beforeEach(() => {
  vi.useFakeTimers();
  window.location.hash = '#/history';
  useUi.setState({ toast: null });
});
afterEach(() => vi.useRealTimers());

const toast = () => useUi.getState().toast;

test('a note leaves by itself after a readable time, keeping its place on the screen', () => {
  useUi.getState().showToast({ message: msg('shell.review.deleted') });
  expect(toast()).toMatchObject({ message: msg('shell.review.deleted'), screen: '#/history', gone: false });
  vi.advanceTimersByTime(TOAST_MS - 1);
  expect(toast()!.gone).toBe(false);
  vi.advanceTimersByTime(1);
  expect(toast()!.gone).toBe(true); // hidden, its space kept: nothing below it moves
  useUi.getState().leftScreen('#/history');
  expect(toast()).not.toBeNull();
  useUi.getState().leftScreen('#/stats');
  expect(toast()).toBeNull();
});

test('a pointer or the keyboard on the note holds it; it leaves a full reading time after they go', () => {
  useUi.getState().showToast({ message: msg('shell.review.deleted') });
  vi.advanceTimersByTime(TOAST_MS - 100);
  useUi.getState().hold(true);
  vi.advanceTimersByTime(TOAST_MS * 3);
  expect(toast()!.gone).toBe(false);
  useUi.getState().hold(false);
  vi.advanceTimersByTime(TOAST_MS - 1);
  expect(toast()!.gone).toBe(false);
  vi.advanceTimersByTime(1);
  expect(toast()!.gone).toBe(true);
});

test('a note shown after navigating belongs to the new screen and does not follow to the next one', () => {
  window.location.hash = '#/game/g1';
  useUi.getState().showToast({ message: msg('shell.receive.done', { name: 'Ben' }) });
  useUi.getState().leftScreen('#/game/g1');
  expect(toast()?.message).toEqual(msg('shell.receive.done', { name: 'Ben' }));
  useUi.getState().leftScreen('#/game/g1/results');
  expect(toast()).toBeNull();
});
