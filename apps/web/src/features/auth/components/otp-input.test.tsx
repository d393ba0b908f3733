import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { otpDigits } from '../password-rules';
import { OtpInput } from './otp-input';

function Harness() {
  const [otp, setOtp] = useState('');
  return (
    <>
      <label htmlFor="otp">OTP</label>
      <OtpInput id="otp" value={otp} onChange={setOtp} />
    </>
  );
}

describe('OtpInput', () => {
  it('keeps digits only, at most six', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('OTP');
    await userEvent.type(input, '12a-3 4b5678');
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('cleans a pasted code', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('OTP');
    await userEvent.click(input);
    await userEvent.paste(' 98 76-54 ');
    expect(input).toHaveValue('987654');
  });

  it('strips everything but digits', () => {
    expect(otpDigits('1 2 3 4 5 6 7')).toBe('123456');
    expect(otpDigits('abc')).toBe('');
  });
});
