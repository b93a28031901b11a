import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { loginRequestSchema } from '@site/contracts/api/member';

import { ApiError } from '../../lib/api-client';
import { formRules } from '../../lib/form/form-rules';
import { parseWholeNumber } from '../../lib/form/typed-numbers';
import AlertDialog from './alert-dialog';
import { useAlertQueue } from './alert';
import { useSiteForm } from './use-site-form';

const loginRules = formRules({ schema: loginRequestSchema, fallback: {} });

/** A form as the site's forms are built: the kit's fields and submit, sending what `send` does. */
function LoginLike({ send }: { send: (value: { userId: string; password: string }) => Promise<unknown> }) {
  const form = useSiteForm(loginRules, { userId: '', password: '' });
  return (
    <form noValidate onSubmit={form.onSubmit(send)}>
      <TextField {...form.textField('userId', '아이디')} />
      <TextField {...form.textField('password', '비밀번호')} type="password" />
      <button type="submit" disabled={form.busy}>
        로그인
      </button>
    </form>
  );
}

// A stake typed as text with thousands separators; the contract wants a number from 1,000.
const stakeRules = formRules({
  schema: z.object({ amount: z.number().int().min(1000) }),
  toInput: (draft: { amount: string }) => ({ amount: parseWholeNumber(draft.amount.replace(/,/g, '')) }),
  fallback: { amount: '금액은 1,000원 이상 숫자로 입력해주세요.' },
});

// An either-or rule (a zod union) the contract words nowhere: the field's own message still shows.
const addressRules = formRules({
  schema: z.object({ ip: z.union([z.ipv4(), z.ipv6()]) }),
  fallback: { ip: 'IP 주소를 정확히 입력해주세요.' },
});

function AddressLike() {
  const form = useSiteForm(addressRules, { ip: '' });
  return (
    <form noValidate onSubmit={form.onSubmit(async () => {})}>
      <TextField {...form.textField('ip', 'IP')} />
      <button type="submit">차단</button>
    </form>
  );
}

function StakeLike({ send }: { send: (value: { amount: number }) => Promise<unknown> }) {
  const form = useSiteForm(stakeRules, { amount: '' });
  return (
    <form noValidate onSubmit={form.onSubmit(send)}>
      <TextField {...form.textField('amount', '금액')} />
      <button type="submit">신청</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => useAlertQueue.setState({ queue: [] }));
afterEach(cleanup);

describe('the site’s form tool', () => {
  it('shows the contract’s Korean message on each wrong field and sends nothing', async () => {
    const send = vi.fn(async () => {});
    render(<LoginLike send={send} />);
    submit('로그인');
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();

    // Fixing a field takes its message away as it is typed.
    type('아이디', 'demo');
    await waitFor(() => expect(screen.queryByText('아이디를 입력해주세요.')).not.toBeInTheDocument());
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
  });

  it('sends the values the contract parsed', async () => {
    const send = vi.fn(async () => {});
    render(<LoginLike send={send} />);
    type('아이디', '  demo  ');
    type('비밀번호', 'demo1234');
    submit('로그인');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ userId: 'demo', password: 'demo1234' }));
  });

  it('puts a refused input’s reasons on the fields they name, without an alert', async () => {
    const refusal = new ApiError(400, '입력값이 올바르지 않습니다.', {
      message: '입력값이 올바르지 않습니다.',
      issues: [{ path: 'password', message: '비밀번호가 너무 깁니다.' }],
    });
    render(
      <>
        <LoginLike send={() => Promise.reject(refusal)} />
        <AlertDialog />
      </>,
    );
    type('아이디', 'demo');
    type('비밀번호', 'demo1234');
    submit('로그인');
    expect(await screen.findByText('비밀번호가 너무 깁니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says any other refusal in the site’s alert and frees the form again', async () => {
    render(
      <>
        <LoginLike send={() => Promise.reject(new ApiError(404, '아이디 또는 비밀번호가 일치하지 않습니다.'))} />
        <AlertDialog />
      </>,
    );
    type('아이디', 'demo');
    type('비밀번호', 'wrong-password');
    submit('로그인');
    expect(await screen.findByRole('dialog')).toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.');
    // The form waits for the member to read the alert, then takes input again.
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled());
  });

  it('says nothing more when the refusal ended the session (the session handler told the member)', async () => {
    render(
      <>
        <LoginLike send={() => Promise.reject(new ApiError(556, '세션이 만료되었습니다.', null, true))} />
        <AlertDialog />
      </>,
    );
    type('아이디', 'demo');
    type('비밀번호', 'demo1234');
    submit('로그인');
    await waitFor(() => expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled());
    expect(useAlertQueue.getState().queue).toEqual([]);
  });

  it('checks text made into the contract’s input, with the field’s Korean message for zod’s own rule', async () => {
    const send = vi.fn(async () => {});
    render(<StakeLike send={send} />);
    type('금액', '5백');
    submit('신청');
    expect(await screen.findByText('금액은 1,000원 이상 숫자로 입력해주세요.')).toBeInTheDocument();
    type('금액', '50,000');
    submit('신청');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ amount: 50000 }));
  });

  it('words a failed either-or rule with the field’s own message', async () => {
    render(<AddressLike />);
    type('IP', '999.1.1');
    submit('차단');
    expect(await screen.findByText('IP 주소를 정확히 입력해주세요.')).toBeInTheDocument();
  });
});
