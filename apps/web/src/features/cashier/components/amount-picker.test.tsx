import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { AmountPicker } from './amount-picker';

function Picker({ disabled = false, error }: { disabled?: boolean; error?: string }) {
  const [value, setValue] = useState(0);
  return <AmountPicker label="충전금액" value={value} onChange={setValue} disabled={disabled} error={error} />;
}

describe('AmountPicker', () => {
  afterEach(cleanup);

  it('adds each quick amount to what is there and shows it with separators', () => {
    render(<Picker />);
    const field = screen.getByLabelText('충전금액');
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.click(screen.getByRole('button', { name: '1만' }));
    expect(field).toHaveValue('210,000');
    fireEvent.click(screen.getByRole('button', { name: '100만' }));
    expect(field).toHaveValue('1,210,000');
  });

  it('starts again from nothing on 정정', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: '50만' }));
    fireEvent.click(screen.getByRole('button', { name: '정정' }));
    expect(screen.getByLabelText('충전금액')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    expect(screen.getByLabelText('충전금액')).toHaveValue('50,000');
  });

  it('keeps digits only when typed', () => {
    render(<Picker />);
    fireEvent.change(screen.getByLabelText('충전금액'), { target: { value: '12a3,000' } });
    expect(screen.getByLabelText('충전금액')).toHaveValue('123,000');
  });

  it('shuts every button when disabled and reads the refusal with the field', () => {
    render(<Picker disabled error="10,000원 단위로 입력해주세요." />);
    expect(screen.getByLabelText('충전금액')).toBeDisabled();
    for (const name of ['1만', '5만', '10만', '50만', '100만', '정정'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByLabelText('충전금액')).toHaveAccessibleDescription('10,000원 단위로 입력해주세요.');
  });
});
