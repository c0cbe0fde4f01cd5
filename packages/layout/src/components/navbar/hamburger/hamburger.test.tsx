// @vitest-environment happy-dom
import { LocaleProvider } from '@cep/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hamburger } from './hamburger';

describe('Hamburger', () => {
  afterEach(cleanup);

  it('is a @cep/ui IconButton labelled in Chinese by default', () => {
    render(<Hamburger isActive onToggle={() => {}} />);
    const button = screen.getByRole('button', { name: '收起侧边栏' });
    expect(button.dataset.slot).toBe('hamburger');
    expect(button.dataset.variant).toBe('ghost');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('says "expand" and aria-expanded=false while the sidebar is collapsed', () => {
    render(<Hamburger isActive={false} onToggle={() => {}} controls="sidebar" />);
    const button = screen.getByRole('button', { name: '展开侧边栏' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('sidebar');
    expect(button.dataset.state).toBe('closed');
  });

  it('follows the locale', () => {
    render(
      <LocaleProvider locale="en-US">
        <Hamburger isActive={false} onToggle={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('calls onToggle on click', () => {
    const onToggle = vi.fn();
    render(<Hamburger isActive onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
