import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { USERS } from '@smms/shared';
import { PHONE_CHECK_DELAY_MS, usePhoneFormatCheck } from './use-phone-format-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePhoneFormatCheck', () => {
  it('says nothing until 500 ms after the last keystroke', () => {
    const { result } = renderHook(() => usePhoneFormatCheck(false));
    act(() => result.current.schedule('98'));
    act(() => vi.advanceTimersByTime(PHONE_CHECK_DELAY_MS - 1));
    expect(result.current.error).toBeNull();
    act(() => result.current.schedule('987'));
    act(() => vi.advanceTimersByTime(PHONE_CHECK_DELAY_MS - 1));
    expect(result.current.error).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.error).toBe(USERS.invalidPhoneInline);
  });

  it('clears once the phone becomes valid', () => {
    const { result } = renderHook(() => usePhoneFormatCheck(false));
    act(() => result.current.schedule('5876543210'));
    act(() => vi.advanceTimersByTime(PHONE_CHECK_DELAY_MS));
    expect(result.current.error).toBe(USERS.invalidPhoneInline);
    act(() => result.current.schedule('9876543210'));
    act(() => vi.advanceTimersByTime(PHONE_CHECK_DELAY_MS));
    expect(result.current.error).toBeNull();
  });

  it('treats an empty alternate phone as valid and an empty primary as invalid', () => {
    const alternate = renderHook(() => usePhoneFormatCheck(true));
    const primary = renderHook(() => usePhoneFormatCheck(false));
    act(() => {
      alternate.result.current.schedule('');
      primary.result.current.schedule('');
    });
    act(() => vi.advanceTimersByTime(PHONE_CHECK_DELAY_MS));
    expect(alternate.result.current.error).toBeNull();
    expect(primary.result.current.error).toBe(USERS.invalidPhoneInline);
  });
});
