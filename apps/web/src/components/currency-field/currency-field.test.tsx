import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyField } from './currency-field';

interface Values {
  budget: number | null;
}

function Harness({ initial = null, onSubmit }: { initial?: number | null; onSubmit: (v: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { budget: initial } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <CurrencyField control={control} name="budget" label="Daily budget" invalidMessage="Enter an amount in PLN" />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe('CurrencyField', () => {
  it('shows initial grosze as Polish text', () => {
    render(<Harness initial={2000} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Daily budget')).toHaveProperty('value', '20,00');
  });

  it.each([
    ['12,34', 1234],
    ['1 234,5 zł', 123450],
    ['20.005', 2001],
    ['7', 700],
  ])('parses %s to %d grosze', async (typed, grosze) => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Daily budget'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ budget: grosze });
  });

  it('rewrites the text on blur', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByLabelText('Daily budget');
    await userEvent.type(input, '5,5');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '5,50');
  });

  it('rejects text that is not an amount', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Daily budget'), '12,3,4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in PLN')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits null when empty', async () => {
    const onSubmit = vi.fn();
    render(<Harness initial={100} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText('Daily budget'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ budget: null });
  });
});
