// @vitest-environment jsdom
// The words every component asks for on every render: the browser's own variant of the app's language (en-GB writes
// dates its way) is found once, not on each render, and found again when the browser's languages change.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useT } from './useT.ts';

afterEach(() => vi.restoreAllMocks());

describe('useT', () => {
  it("follows the browser's variant of the app's language, read once, and again after the browser's languages change", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'de']);
    window.dispatchEvent(new Event('languagechange')); // whatever an earlier test left is made again
    const first = renderHook(() => useT()).result.current;
    expect(first.intl).toBe('en-GB');
    const reads = languages.mock.calls.length;
    for (let i = 0; i < 50; i++) expect(renderHook(() => useT()).result.current).toBe(first);
    expect(languages.mock.calls.length).toBe(reads); // fifty renders, no new look at the browser's languages

    languages.mockReturnValue(['en-AU']);
    window.dispatchEvent(new Event('languagechange'));
    expect(renderHook(() => useT()).result.current.intl).toBe('en-AU');
  });
});
