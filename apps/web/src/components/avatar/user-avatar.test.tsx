import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initials, UserAvatar } from './user-avatar';

afterEach(cleanup);

describe('UserAvatar', () => {
  it.each([
    ['Jan Kowalski', 'JK'],
    ['żaneta łuczak', 'ŻŁ'],
    ['marops', 'M'],
    ['  Anna  Maria Nowak ', 'AM'],
    ['', ''],
  ])('initials(%j) = %j', (name, expected) => expect(initials(name)).toBe(expected));

  it('is an image named after the person', () => {
    render(<UserAvatar name="Jan Kowalski" />);
    expect(screen.getByRole('img', { name: 'Jan Kowalski' }).textContent).toBe('JK');
  });
});
