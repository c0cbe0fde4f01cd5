// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from '../input';
import { FormField } from './form-field';

describe('FormField', () => {
  afterEach(cleanup);

  it('wires id, label, description and error onto its control', () => {
    render(
      <FormField label="手机号" required description="用于复诊提醒" error="请输入手机号">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox');
    const label = screen.getByText('手机号').closest('label')!;
    expect(label.getAttribute('for')).toBe(input.id);
    expect(input.getAttribute('aria-labelledby')).toBe(label.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
    const [descriptionId, messageId] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(descriptionId!)?.textContent).toBe('用于复诊提醒');
    expect(document.getElementById(messageId!)?.textContent).toContain('请输入手机号');
    expect(document.getElementById(messageId!)?.getAttribute('aria-live')).toBe('polite');
  });

  it('leaves the control valid and undescribed without error or description', () => {
    render(
      <FormField label="姓名">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it("keeps the control's own id and points the label at it", () => {
    render(
      <FormField label="姓名">
        <Input id="patient-name" />
      </FormField>,
    );
    expect(screen.getByRole('textbox').id).toBe('patient-name');
    expect(screen.getByText('姓名').closest('label')?.getAttribute('for')).toBe('patient-name');
  });
});
