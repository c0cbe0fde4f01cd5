import { Button, FormField, Input, Ripple, Switch, Textarea, useMessages } from '@cep/ui';
import { useId, useState } from 'react';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

const variants = ['primary', 'default', 'danger', 'ghost', 'text', 'link'] as const;

/**
 * 小组件 (spec §2 components/mixin): the kit's buttons and inputs side by side, and the ripple
 * effect on buttons (none under reduced motion).
 */
export default function MixinDemo() {
  const t = useMessages(componentsDemoMessages).mixin;
  const [ripple, setRipple] = useState(true);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const buttonsId = useId();
  const inputsId = useId();
  const error = saved !== null && name.trim() === '' ? t.nameRequired : undefined;
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <section aria-labelledby={buttonsId} className="space-y-3">
        <h2 id={buttonsId} className="text-xl font-semibold">
          {t.buttons}
        </h2>
        <Switch label={t.ripple} checked={ripple} onCheckedChange={setRipple} />
        <div className="flex flex-wrap gap-2">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} className="relative overflow-hidden">
              {t.variants[variant]}
              {ripple && <Ripple />}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm">{t.small}</Button>
          <Button size="lg" variant="primary">
            {t.large}
          </Button>
          <Button disabled>{t.disabled}</Button>
          <Button loading>{t.loading}</Button>
        </div>
      </section>
      <section aria-labelledby={inputsId} className="space-y-3">
        <h2 id={inputsId} className="text-xl font-semibold">
          {t.inputs}
        </h2>
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(name.trim());
          }}
        >
          <FormField label={t.name} error={error} required>
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label={t.note} description={t.noteHint}>
            <Textarea rows={3} />
          </FormField>
          <Button type="submit" variant="primary" className="relative overflow-hidden">
            {t.save}
            {ripple && <Ripple />}
          </Button>
          {saved && !error && <p role="status">{t.saved(saved)}</p>}
        </form>
      </section>
    </DemoPage>
  );
}
