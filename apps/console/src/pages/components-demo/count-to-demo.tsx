import {
  Button,
  Card,
  CardContent,
  CountTo,
  FormField,
  Input,
  Select,
  useCountTo,
  useMessages,
  type EasingName,
} from '@cep/ui';
import { useState, type ChangeEvent } from 'react';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

const easingNames: EasingName[] = ['easeOutExpo', 'linear', 'easeInOutCubic'];

interface Settings {
  start: string;
  end: string;
  duration: string;
  decimals: string;
  separator: string;
  prefix: string;
  suffix: string;
  easing: EasingName;
}

const numberOr = (text: string, fallback: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : fallback;
};

/** 数字滚动 (spec §2 components/count-to): every option of `useCountTo` and `CountTo`, live. */
export default function CountToDemo() {
  const t = useMessages(componentsDemoMessages).countTo;
  const [settings, setSettings] = useState<Settings>({
    start: '0',
    end: '2026.5',
    duration: '3000',
    decimals: '1',
    separator: ',',
    prefix: '¥',
    suffix: ' 元',
    easing: 'easeOutExpo',
  });
  const start = numberOr(settings.start, 0);
  const end = numberOr(settings.end, 0);
  const duration = Math.max(0, numberOr(settings.duration, 0));
  const decimals = Math.min(6, Math.max(0, Math.trunc(numberOr(settings.decimals, 0))));
  const count = useCountTo({ start, end, duration, easing: settings.easing, autoplay: false });
  const set = (key: keyof Settings) => (event: ChangeEvent<HTMLInputElement>) =>
    setSettings((current) => ({ ...current, [key]: event.target.value }));
  const numberError = (text: string) =>
    text.trim() === '' || !Number.isFinite(Number(text)) ? t.invalid : undefined;

  return (
    <DemoPage title={t.title} intro={t.intro}>
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-base font-semibold">{t.preview}</h2>
          <p className="text-4xl font-semibold">
            <CountTo
              value={count.value}
              end={end}
              decimals={decimals}
              separator={settings.separator}
              prefix={settings.prefix}
              suffix={settings.suffix}
            />
          </p>
          <p role="status">
            {t.stateLabel}：{t.states[count.state]}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" size="lg" onClick={count.play}>
              {t.play}
            </Button>
            <Button size="lg" onClick={count.pause} disabled={count.state !== 'running'}>
              {t.pause}
            </Button>
            <Button size="lg" onClick={count.resume} disabled={count.state !== 'paused'}>
              {t.resume}
            </Button>
            <Button size="lg" onClick={count.reset}>
              {t.reset}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <h2 className="mb-4 text-base font-semibold">{t.settings}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t.start} error={numberError(settings.start)}>
              <Input inputMode="decimal" value={settings.start} onChange={set('start')} />
            </FormField>
            <FormField label={t.end} error={numberError(settings.end)}>
              <Input inputMode="decimal" value={settings.end} onChange={set('end')} />
            </FormField>
            <FormField label={t.duration} error={numberError(settings.duration)}>
              <Input inputMode="numeric" value={settings.duration} onChange={set('duration')} />
            </FormField>
            <FormField label={t.decimals} error={numberError(settings.decimals)}>
              <Input inputMode="numeric" value={settings.decimals} onChange={set('decimals')} />
            </FormField>
            <FormField label={t.separator}>
              <Input value={settings.separator} onChange={set('separator')} />
            </FormField>
            <FormField label={t.prefix}>
              <Input value={settings.prefix} onChange={set('prefix')} />
            </FormField>
            <FormField label={t.suffix}>
              <Input value={settings.suffix} onChange={set('suffix')} />
            </FormField>
            <FormField label={t.easing}>
              <Select
                value={settings.easing}
                onValueChange={(easing) =>
                  setSettings((current) => ({ ...current, easing: easing as EasingName }))
                }
                options={easingNames.map((name) => ({ value: name, label: t.easings[name] }))}
              />
            </FormField>
          </div>
        </CardContent>
      </Card>
    </DemoPage>
  );
}
