// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, formatCount } from './badge';

describe('formatCount', () => {
  it('shows the count up to max, then max+', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12, 9)).toBe('9+');
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(4.7)).toBe('4');
  });
});

describe('Badge', () => {
  afterEach(cleanup);

  it('reads its hidden label before a capped count', () => {
    render(<Badge variant="danger" count={120} label="未读消息" />);
    const badge = document.querySelector('[data-slot="badge"]')!;
    expect(badge.textContent).toBe('未读消息 99+');
    expect(badge.getAttribute('data-count')).toBe('120');
  });

  it('gives a dot its hidden label and no visible text', () => {
    render(<Badge dot variant="danger" label="有新消息" />);
    expect(screen.getByText('有新消息').className).toContain('sr-only');
    expect(document.querySelector('[data-dot]')).not.toBeNull();
  });

  it('appends className last', () => {
    render(<Badge className="px-4!">已完成</Badge>);
    expect(screen.getByText('已完成').className.split(' ').at(-1)).toBe('px-4!');
  });
});
