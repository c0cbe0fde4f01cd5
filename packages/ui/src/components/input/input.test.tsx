// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  afterEach(cleanup);

  it('passes ref to the <input> and className to the box', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input aria-label="姓名" ref={ref} className="w-60" inputClassName="text-end" />);
    const input = screen.getByRole('textbox', { name: '姓名' });
    expect(ref.current).toBe(input);
    expect(input.className).toContain('text-end');
    expect(input.parentElement?.className).toContain('w-60');
    expect(input.parentElement?.dataset.slot).toBe('input');
  });

  it('treats aria-invalid from a FormField like invalid', () => {
    render(<Input aria-label="姓名" aria-invalid />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.parentElement?.hasAttribute('data-invalid')).toBe(true);
  });

  it('clears through a native input event, so onChange and onValueChange both hear it', () => {
    const onChange = vi.fn();
    const onValueChange = vi.fn();
    render(
      <Input
        aria-label="姓名"
        clearable
        defaultValue="张三"
        onChange={onChange}
        onValueChange={onValueChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('');
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    // Hiding the button once empty is CSS (:placeholder-shown), proven in the Clearable stories.
  });

  it('hides an uncontrolled clear button by CSS while the field shows its placeholder', () => {
    render(<Input aria-label="空" clearable />);
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe(' ');
    expect(screen.getByRole('button', { name: '清除' }).className).toContain(
      'group-has-[input:placeholder-shown]/input:hidden',
    );
  });

  it('offers no clear button when a controlled value is empty, disabled or read-only', () => {
    render(
      <>
        <Input aria-label="空" clearable value="" onChange={() => {}} />
        <Input aria-label="禁用" clearable disabled defaultValue="x" />
        <Input aria-label="只读" clearable readOnly defaultValue="x" />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the show-password name and toggles aria-pressed', () => {
    render(<Input aria-label="密码" type="password" />);
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('密码').getAttribute('type')).toBe('text');
  });
});
