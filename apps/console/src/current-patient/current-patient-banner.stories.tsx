import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { patientRecord } from '../profile/profile-story-data';
import { CurrentPatientBanner } from './current-patient-banner';

/*
 * The current patient of a clinician's areas (issue 33); e2e/current-patient.spec.ts runs it
 * across 认知训练, 多模态 and the record against the real server.
 */

const meta = {
  title: 'Console/CurrentPatientBanner',
  component: CurrentPatientBanner,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    patient: patientRecord,
    recordPath: `/system/patients/${patientRecord.id}`,
    onSwitch: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof CurrentPatientBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 患者档案, 更换患者 and 清除当前患者 inside the region, in that order, by keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const banner = within(canvas.getByRole('region', { name: '当前患者：李患者' }));
    await expect(banner.getByRole('link', { name: '患者档案' })).toHaveAttribute(
      'href',
      `/system/patients/${patientRecord.id}`,
    );
    await userEvent.tab();
    await expect(banner.getByRole('link', { name: '患者档案' })).toHaveFocus();
    await userEvent.tab();
    await expect(banner.getByRole('button', { name: '更换患者' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitch).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** On the record itself, and for who may not open records: no 患者档案, no 更换患者 without a way. */
export const WithoutRecordLink: Story = {
  args: { recordPath: undefined, onSwitch: undefined },
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('region', { name: '当前患者：李患者' }));
    await expect(banner.queryByRole('link')).toBeNull();
    await expect(banner.queryByRole('button', { name: '更换患者' })).toBeNull();
    await expect(banner.getByRole('button', { name: '清除当前患者' })).toBeVisible();
  },
};
