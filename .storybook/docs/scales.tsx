import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/*
 * The spacing, radius, shadow and motion tables of the Tokens page, each value measured from the
 * stylesheet the kit ships at render time.
 */

/** Measures one CSS property of each sample (the element marked `data-measure`) once laid out. */
function Measured(props: {
  items: readonly { name: string; className: string; use: string }[];
  property: 'width' | 'borderTopLeftRadius' | 'boxShadow' | 'transitionDuration';
  caption: string;
  render: (item: { className: string }) => ReactNode;
}) {
  const { items, property, caption, render } = props;
  const table = useRef<HTMLTableElement>(null);
  const [values, setValues] = useState<string[]>([]);
  useLayoutEffect(() => {
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const samples = Array.from(table.current!.querySelectorAll<HTMLElement>('[data-measure]'));
    setValues(
      samples.map((element) => {
        const value = getComputedStyle(element)[property];
        if (property === 'width' || property === 'borderTopLeftRadius') {
          const px = parseFloat(value);
          return `${(px / rootPx).toFixed(3).replace(/\.?0+$/, '')} rem (${px} px)`;
        }
        return value;
      }),
    );
  }, [property]);
  return (
    <table ref={table} className="sb-unstyled w-full border-collapse text-left">
      <caption className="mb-2 text-left text-sm">{caption}</caption>
      <thead>
        <tr className="text-sm">
          <th scope="col">Class</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.name} className="border-t border-border">
            <th scope="row" className="py-3 pr-3 font-mono text-sm font-normal">
              {item.name}
            </th>
            <td className="max-w-64 pr-3 font-mono text-sm break-words">{values[index]}</td>
            <td className="pr-3">{render(item)}</td>
            <td className="text-sm">{item.use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const spacing = [
  { name: '1', className: 'w-1', use: 'gap-1: icon and its word' },
  { name: '2', className: 'w-2', use: 'gap-2, px-2: controls in a row (the most used)' },
  { name: '3', className: 'w-3', use: 'gap-3, px-3: fields of a form, table cells' },
  { name: '4', className: 'w-4', use: 'gap-4, px-4: sections of a card, button padding (md)' },
  { name: '6', className: 'w-6', use: 'p-6: card and dialog padding, large buttons' },
  { name: '8', className: 'w-8', use: 'Space between page sections' },
] as const;

export function SpacingScale() {
  return (
    <Measured
      items={spacing}
      property="width"
      caption="Tailwind's spacing unit (--spacing, 0.25 rem) × the step; it follows the font scale."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block h-4 bg-primary ${item.className}`}
        />
      )}
    />
  );
}

const radii = [
  { name: 'rounded-sm', className: 'rounded-sm', use: 'Checkboxes, swatches, keyboard keys' },
  { name: 'rounded', className: 'rounded', use: 'Small tags' },
  { name: 'rounded-md', className: 'rounded-md', use: 'Buttons, inputs, cards, menus (default)' },
  { name: 'rounded-lg', className: 'rounded-lg', use: 'Dialogs, drawers, large panels' },
  { name: 'rounded-full', className: 'rounded-full', use: 'Avatars, switches, count badges' },
] as const;

export function RadiusScale() {
  return (
    <Measured
      items={radii}
      property="borderTopLeftRadius"
      caption="Corner radii the components use."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block size-12 border-2 border-foreground bg-muted ${item.className}`}
        />
      )}
    />
  );
}

const shadows = [
  { name: 'shadow', className: 'shadow', use: 'Cards lifted off the page' },
  { name: 'shadow-md', className: 'shadow-md', use: 'Menus, popovers, tooltips' },
  { name: 'shadow-lg', className: 'shadow-lg', use: 'Dialogs and drawers' },
] as const;

export function ShadowScale() {
  return (
    <Measured
      items={shadows}
      property="boxShadow"
      caption="Shadows never carry meaning: every surface also has a border (high contrast draws the border, not the shadow)."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block h-12 w-20 rounded-md border border-border bg-background ${item.className}`}
        />
      )}
    />
  );
}

const motion = [
  {
    name: 'motion-safe:duration-150',
    className: 'motion-safe:transition-colors motion-safe:duration-150',
    use: 'Hover and pressed colours',
  },
  {
    name: 'motion-safe:duration-200',
    className: 'motion-safe:transition-opacity motion-safe:duration-200',
    use: 'Overlays fading in (dialogs, drawers, menus)',
  },
] as const;

export function MotionScale() {
  return (
    <Measured
      items={motion}
      property="transitionDuration"
      caption="Motion is short and only under motion-safe: with “reduce motion” set in the system, the value reads 0s and nothing moves."
      render={(item) => (
        <span
          data-measure
          aria-hidden="true"
          className={`block h-8 w-16 rounded-md bg-primary hover:bg-primary-hover ${item.className}`}
        />
      )}
    />
  );
}
