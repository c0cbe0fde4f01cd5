// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  afterEach(cleanup);

  it('is a type="button" with its variant and size as data attributes', () => {
    render(<Button>保存</Button>);
    const button = screen.getByRole('button', { name: '保存' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.slot).toBe('button');
    expect(button.dataset.variant).toBe('default');
    expect(button.dataset.size).toBe('md');
  });

  it('has one padding per size and appends className last (override with `px-8!`)', () => {
    render(
      <Button size="sm" className="px-8!">
        保存
      </Button>,
    );
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes.filter((name) => /^px-\d+$/.test(name))).toEqual(['px-3']);
    expect(classes.at(-1)).toBe('px-8!');
  });

  it('passes ref as a plain prop (React 19)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>保存</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('blocks clicks and announces busy while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading icon={<svg data-testid="icon" />} onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button.hasAttribute('data-disabled')).toBe(false);
    expect(screen.queryByTestId('icon')).toBeNull();
  });

  it('blocks clicks when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        保存
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button').hasAttribute('data-disabled')).toBe(true);
  });

  it('hides the icon from assistive technology', () => {
    render(<Button icon={<svg data-testid="icon" />}>新建</Button>);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
  });

  it('renders its child with asChild, and disables it through aria-disabled', () => {
    const onClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="#report">报告</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: '报告' });
    expect(link.dataset.slot).toBe('button');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.hasAttribute('type')).toBe(false);
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
