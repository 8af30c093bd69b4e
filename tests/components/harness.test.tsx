import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

/** Proves the components project: JSX through @vitejs/plugin-react, React state in jsdom, user-event clicks. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label}: {count}
    </button>
  );
}

describe('component test harness', () => {
  it('renders a component and reacts to clicks', async () => {
    const user = userEvent.setup();
    render(<Counter label="Clicks" />);
    const button = screen.getByRole('button', { name: 'Clicks: 0' });
    await user.click(button);
    await user.click(button);
    expect(button.textContent).toBe('Clicks: 2');
  });

  it('starts every test from an empty document (cleanup after each test)', () => {
    expect(document.body.innerHTML).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
